package org.swisschess.cli;

/**
 * The options of {@link CrosscheckTimer}.
 *
 * @param system the id of our pairing system, looked up through {@code PairingSystems}
 * @param tournaments timed tournaments in each direction
 * @param threads tournaments at once, as crosscheck's {@code --threads}
 * @param seed tournament i has seed {@code seed + i}, as in crosscheck
 * @param warmup untimed tournaments in each direction before the timed ones
 * @param players the field sizes, as crosscheck's {@code --players}
 * @param rounds the tournament lengths, as crosscheck's {@code --rounds}
 */
record CrosscheckTimerOptions(
    String system,
    int tournaments,
    int threads,
    long seed,
    int warmup,
    CrosscheckTournament.IntRange players,
    CrosscheckTournament.IntRange rounds) {

  static final String USAGE =
      String.join(
          System.lineSeparator(),
          "usage: CrosscheckTimer [--system ID] [--tournaments N] [--threads T] [--seed S]",
          "                       [--warmup W] [--players A..B] [--rounds A..B]",
          "  --system       our pairing system (default " + SystemChoice.DEFAULT_SYSTEM + ")",
          "  --tournaments  timed tournaments in each direction (default 200)",
          "  --threads      tournaments at once, as crosscheck's --threads (default 1)",
          "  --seed         tournament i has seed S + i, as in crosscheck (default 1)",
          "  --warmup       untimed tournaments in each direction before them (default 20)",
          "  --players      as crosscheck's --players (default 15..215)",
          "  --rounds       as crosscheck's --rounds (default 5..15)");

  /**
   * Parses the command line.
   *
   * @param args the options of {@link #USAGE}, {@code --help} apart
   * @return never null
   * @throws IllegalArgumentException with a message for the user that names the option and what it
   *     expects
   */
  static CrosscheckTimerOptions parse(String... args) {
    String system = SystemChoice.DEFAULT_SYSTEM;
    int tournaments = 200;
    int threads = 1;
    long seed = 1;
    int warmup = 20;
    CrosscheckTournament.IntRange players = players("15..215");
    CrosscheckTournament.IntRange rounds = rounds("5..15");
    for (int i = 0; i < args.length; i++) {
      String name = args[i];
      if (!name.startsWith("--")) {
        throw new IllegalArgumentException(
            "expected an option such as --system, found '" + name + "'");
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(name + " needs a value");
      }
      String value = args[++i];
      switch (name) {
        case "--system" -> system = value;
        case "--tournaments" -> tournaments = atLeast(name, value, 1);
        case "--threads" -> threads = atLeast(name, value, 1);
        case "--seed" -> seed = wholeNumber(name, value);
        case "--warmup" -> warmup = atLeast(name, value, 0);
        case "--players" -> players = players(value);
        case "--rounds" -> rounds = rounds(value);
        default -> throw new IllegalArgumentException("unknown option " + name);
      }
    }
    return new CrosscheckTimerOptions(system, tournaments, threads, seed, warmup, players, rounds);
  }

  private static CrosscheckTournament.IntRange players(String value) {
    return CrosscheckTournament.IntRange.parse(value, "--players", 2, 9999);
  }

  private static CrosscheckTournament.IntRange rounds(String value) {
    return CrosscheckTournament.IntRange.parse(value, "--rounds", 1, 999);
  }

  private static int atLeast(String name, String value, int min) {
    long n = wholeNumber(name, value);
    if (n < min || n > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          name
              + " expects a whole number from "
              + min
              + " to "
              + Integer.MAX_VALUE
              + ", found '"
              + value
              + "'");
    }
    return (int) n;
  }

  private static long wholeNumber(String name, String value) {
    try {
      return Long.parseLong(value.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          name + " expects a whole number, found '" + value + "'", e);
    }
  }
}
