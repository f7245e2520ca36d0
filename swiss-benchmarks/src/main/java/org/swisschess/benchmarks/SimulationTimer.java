package org.swisschess.benchmarks;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Locale;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.Simulation;
import org.swisschess.sim.SimulationConfig;
import org.swisschess.sim.SimulationProgress;
import org.swisschess.sim.SimulationReport;
import org.swisschess.sim.TournamentGenerator;

/**
 * Times {@code swiss simulate}'s work in one JVM: a whole simulation (pairing, results and every
 * metric) and, apart, the generation alone, so that the metrics' share shows. Prints wall time, the
 * process's CPU time and both per tournament, after a warm-up of the same run. Example (the issue's
 * target: 10,000 tournaments of 40 players and 9 rounds, one system, two cores):
 *
 * <pre>
 * java -cp swiss-benchmarks/target/benchmarks.jar org.swisschess.benchmarks.SimulationTimer \
 *     dutch-2026 40 9 10000 2
 * </pre>
 */
public final class SimulationTimer {

  private SimulationTimer() {}

  /**
   * Runs.
   *
   * @param args system, players, rounds, tournaments, threads (defaults dutch-2026 40 9 10000 2)
   */
  public static void main(String[] args) {
    String id = args.length > 0 ? args[0] : "dutch-2026";
    int players = args.length > 1 ? Integer.parseInt(args[1]) : 40;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 9;
    int tournaments = args.length > 3 ? Integer.parseInt(args[3]) : 10_000;
    int threads = args.length > 4 ? Integer.parseInt(args[4]) : 2;
    PairingSystem system = PairingSystems.require(id);
    GeneratorConfig g = GeneratorConfig.of(players, rounds);
    int warm = Math.max(1, Math.min(300, tournaments / 10));
    Simulation.run(
        List.of(system), new SimulationConfig(g, warm, 99L, threads), SimulationProgress.NONE);
    long cpu0 = cpu();
    long t0 = System.nanoTime();
    SimulationReport r =
        Simulation.run(
            List.of(system),
            new SimulationConfig(g, tournaments, 1L, threads),
            SimulationProgress.NONE);
    long wall = System.nanoTime() - t0;
    long cpu = cpu() - cpu0;
    int sample = Math.max(1, Math.min(tournaments, 1000));
    SimulationConfig one = new SimulationConfig(g, sample, 1L, 1);
    long c1 = cpu();
    for (int i = 0; i < sample; i++) {
      TournamentGenerator.generate(system, g, one.tournamentSeed(i));
    }
    long generate = cpu() - c1;
    System.out.printf(
        Locale.ROOT,
        "%s, %d tournaments of %d players and %d rounds, %d threads on %d cores:%n"
            + "  simulate: %.1f s wall, %.1f s CPU, %.2f ms CPU per tournament%n"
            + "  generation alone (pairing and results, %d tournaments, 1 thread): %.2f ms CPU per tournament%n"
            + "  so the metrics take about %.2f ms CPU per tournament; mean tau-b %.4f%n",
        id,
        tournaments,
        players,
        rounds,
        threads,
        Runtime.getRuntime().availableProcessors(),
        wall / 1e9,
        cpu / 1e9,
        cpu / 1e6 / tournaments,
        sample,
        generate / 1e6 / sample,
        cpu / 1e6 / tournaments - generate / 1e6 / sample,
        r.systems().get(0).mean("tau_b_score"));
  }

  private static long cpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
