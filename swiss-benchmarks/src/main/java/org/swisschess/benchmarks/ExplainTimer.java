package org.swisschess.benchmarks;

import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeSet;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Reasoning;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.WhyThisPairing;
import org.swisschess.sim.GeneratorConfig;

/**
 * Times {@code swiss explain --all}: every player of one round of a generated tournament explained,
 * each alternative proven by a forced re-pairing (issue 32's goal: 500 players in at most 10 s).
 *
 * <pre>{@code
 * java -cp swiss-benchmarks/target/benchmarks.jar org.swisschess.benchmarks.ExplainTimer \
 *     dutch-2026 500 5 [seed] [repeats]
 * java -cp swiss-benchmarks/target/benchmarks.jar org.swisschess.benchmarks.ExplainTimer \
 *     team-2026 200 5 [seed] [repeats]
 * }</pre>
 *
 * <p>For a team system the second number is the number of teams: the event of {@link
 * TeamRoundRequests} (four boards, Type B) played by the system up to the round, then every team
 * explained.
 *
 * <p>Prints, per repeat, the time to pair the round and the time to explain every player, with the
 * number of forced re-pairings and of reasons given; the first repeat includes the JIT's warm-up,
 * so the lowest of several is the figure to quote.
 */
public final class ExplainTimer {

  private ExplainTimer() {}

  /**
   * Runs the timer.
   *
   * @param args system, players, round, optional seed (default 2026) and repeats (default 3)
   */
  public static void main(String[] args) {
    if (args.length < 3) {
      System.err.println("usage: ExplainTimer SYSTEM PLAYERS ROUND [SEED] [REPEATS]");
      System.exit(2);
    }
    PairingSystem system = PairingSystems.require(args[0]);
    int players = Integer.parseInt(args[1]);
    int round = Integer.parseInt(args[2]);
    long seed = args.length > 3 ? Long.parseLong(args[3]) : 2026L;
    int repeats = args.length > 4 ? Integer.parseInt(args[4]) : 3;
    if (system.competitors() == PairingSystem.Competitors.TEAMS) {
      teams(system, players, round, seed, repeats);
      return;
    }
    GeneratorConfig config = GeneratorConfig.of(players, Math.max(round, 9));
    SortedMap<Integer, PairingRequest> requests =
        RoundRequests.capture(system, config, seed, new TreeSet<>(java.util.List.of(round)));
    PairingRequest request = requests.get(round);
    if (request == null) {
      System.err.println("the tournament never reached round " + round);
      System.exit(1);
      return;
    }
    System.out.printf(
        Locale.ROOT, "%s, %d players, round %d, seed %d%n", system.id(), players, round, seed);
    time(() -> system.pair(request), p -> WhyThisPairing.of(system, request, p), repeats);
  }

  /**
   * A team system: the event of {@link TeamRoundRequests} ({@code teams} teams of four boards, Type
   * B, 9 rounds or more), played by the system up to the round, then every team explained.
   */
  private static void teams(PairingSystem system, int teams, int round, long seed, int repeats) {
    TeamPairingRequest[] captured = new TeamPairingRequest[1];
    TeamRoundRequests.play(
        system,
        TeamRoundRequests.start(teams, Math.max(round, 9), TeamEvent.ColourPreferenceType.TYPE_B),
        seed,
        new TreeSet<>(java.util.List.of(round)),
        (s, request) -> {
          captured[0] = request;
          return java.util.Optional.empty();
        });
    TeamPairingRequest request = captured[0];
    if (request == null) {
      System.err.println("the event never reached round " + round);
      System.exit(1);
      return;
    }
    System.out.printf(
        Locale.ROOT, "%s, %d teams, round %d, seed %d%n", system.id(), teams, round, seed);
    time(() -> system.pairTeams(request), p -> WhyThisPairing.ofTeams(system, request, p), repeats);
  }

  private static void time(
      java.util.function.Supplier<Pairing> pair,
      java.util.function.Function<Pairing, WhyThisPairing> explainer,
      int repeats) {
    for (int r = 0; r < repeats; r++) {
      java.lang.management.ThreadMXBean cpu =
          java.lang.management.ManagementFactory.getThreadMXBean();
      long t0 = System.nanoTime();
      Pairing pairing = pair.get();
      long t1 = System.nanoTime();
      long c1 = cpu.getCurrentThreadCpuTime();
      WhyThisPairing why = explainer.apply(pairing);
      int reasons = 0;
      int unproven = 0;
      for (Reasoning reasoning : why.explainAll()) {
        reasons += reasoning.reasons().size();
        unproven += reasoning.unproven().size();
      }
      long t2 = System.nanoTime();
      long c2 = cpu.getCurrentThreadCpuTime();
      System.out.printf(
          Locale.ROOT,
          "repeat %d: pair %.2f s, explain all %.2f s (CPU %.2f s; %d forced re-pairings, %d"
              + " reasons, %d unproven)%n",
          r + 1,
          (t1 - t0) / 1e9,
          (t2 - t1) / 1e9,
          (c2 - c1) / 1e9,
          why.repairings(),
          reasons,
          unproven);
    }
  }
}
