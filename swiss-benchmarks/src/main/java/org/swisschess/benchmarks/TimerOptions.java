package org.swisschess.benchmarks;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import org.swisschess.api.TeamEvent;

/**
 * The options of {@link RoundTimer}, also passed on to each {@link RoundTimerWorker}.
 *
 * @param system the id of the system, looked up through {@code PairingSystems}
 * @param players the field sizes, in the order given
 * @param rounds the rounds to time, increasing
 * @param planned the number of rounds of every generated tournament (the last round is the one with
 *     the final-round rules, such as topscorers)
 * @param repeat timed pairings per round
 * @param warmup untimed pairings per round before the timed ones
 * @param budgetSeconds wall time per field size, history generation included
 * @param seed the generator's seed
 * @param teamType the colour preferences of a generated team event (a team system only)
 */
record TimerOptions(
    String system,
    List<Integer> players,
    SortedSet<Integer> rounds,
    int planned,
    int repeat,
    int warmup,
    long budgetSeconds,
    long seed,
    TeamEvent.ColourPreferenceType teamType) {

  static final String USAGE =
      String.join(
          System.lineSeparator(),
          "usage: RoundTimer [--system ID] [--players N,N,...] [--rounds R,R,...] [--planned P]",
          "                  [--repeat K] [--warmup W] [--budget SECONDS] [--seed S]",
          "                  [--team-type TYPE_A|TYPE_B|NONE]",
          "  --system   id of an installed pairing system (default dutch-2017)",
          "  --players  field sizes (default 200,500,1000,2000,5000)",
          "  --rounds   rounds to time (default 1,5,9)",
          "  --planned  rounds of each generated tournament (default max(9, largest of --rounds))",
          "  --repeat   timed pairings per round (default 3)",
          "  --warmup   untimed pairings per round before them (default 1)",
          "  --budget   wall seconds per field size, history generation included (default 600)",
          "  --seed     generator seed (default 1)",
          "  --team-type colour preferences of a team system's generated event (default TYPE_B)");

  TimerOptions {
    players = List.copyOf(players);
    rounds = Collections.unmodifiableSortedSet(new TreeSet<>(rounds));
  }

  /**
   * Parses the command line.
   *
   * @param args not null
   * @return never null
   * @throws IllegalArgumentException with a message for the user
   */
  static TimerOptions parse(String... args) {
    String system = "dutch-2017";
    List<Integer> players = List.of(200, 500, 1000, 2000, 5000);
    List<Integer> rounds = List.of(1, 5, 9);
    int planned = 0;
    int repeat = 3;
    int warmup = 1;
    long budget = 600;
    long seed = 1;
    TeamEvent.ColourPreferenceType teamType = TeamEvent.ColourPreferenceType.TYPE_B;
    for (int i = 0; i < args.length; i++) {
      String name = args[i];
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException("missing value for " + name);
      }
      String value = args[++i];
      switch (name) {
        case "--system" -> system = value;
        case "--players" -> players = positiveList(name, value, 2);
        case "--rounds" -> rounds = positiveList(name, value, 1);
        case "--planned" -> planned = positive(name, value, 1);
        case "--repeat" -> repeat = positive(name, value, 1);
        case "--warmup" -> warmup = positive(name, value, 0);
        case "--budget" -> budget = positive(name, value, 0);
        case "--seed" -> seed = parseLong(name, value);
        case "--team-type" -> teamType = teamType(name, value);
        default -> throw new IllegalArgumentException("unknown option " + name);
      }
    }
    int lastRound = Collections.max(rounds);
    if (planned == 0) {
      planned = Math.max(PairRoundBenchmark.PLANNED_ROUNDS, lastRound);
    } else if (planned < lastRound) {
      throw new IllegalArgumentException("--planned " + planned + " is before round " + lastRound);
    }
    return new TimerOptions(
        system, players, new TreeSet<>(rounds), planned, repeat, warmup, budget, seed, teamType);
  }

  /**
   * Returns the options for one field size, as the worker takes them.
   *
   * @param size one of {@link #players()}
   * @return never null
   */
  List<String> toArgs(int size) {
    List<String> out = new ArrayList<>();
    add(out, "--system", system);
    add(out, "--players", Integer.toString(size));
    add(out, "--rounds", String.join(",", rounds.stream().map(String::valueOf).toList()));
    add(out, "--planned", Integer.toString(planned));
    add(out, "--repeat", Integer.toString(repeat));
    add(out, "--warmup", Integer.toString(warmup));
    add(out, "--budget", Long.toString(budgetSeconds));
    add(out, "--seed", Long.toString(seed));
    add(out, "--team-type", teamType.name());
    return out;
  }

  private static void add(List<String> out, String name, String value) {
    out.add(name);
    out.add(value);
  }

  private static List<Integer> positiveList(String name, String value, int min) {
    List<Integer> out = new ArrayList<>();
    for (String part : value.split(",", -1)) {
      out.add(positive(name, part.trim(), min));
    }
    return out;
  }

  private static int positive(String name, String value, int min) {
    long n = parseLong(name, value);
    if (n < min || n > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(name + " must be at least " + min + ", was " + value);
    }
    return (int) n;
  }

  private static TeamEvent.ColourPreferenceType teamType(String name, String value) {
    try {
      return TeamEvent.ColourPreferenceType.valueOf(
          value.strip().toUpperCase(java.util.Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          name + " expects TYPE_A, TYPE_B or NONE, found '" + value + "'", e);
    }
  }

  private static long parseLong(String name, String value) {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          name + " expects a whole number, found '" + value + "'", e);
    }
  }
}
