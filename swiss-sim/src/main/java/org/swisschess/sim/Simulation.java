package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.swisschess.api.PairingSystem;

/**
 * Plays the same simulated tournaments with several systems and compares them.
 *
 * <p>Tournament i has the seed {@link SimulationConfig#tournamentSeed(int)}: the same players,
 * strengths, schedule of byes and absences, and the same result for the same game in the same
 * round, whichever system pairs it. Tournaments are independent and summed in index order, so the
 * report is the same with any number of threads (timings apart).
 *
 * <p>Example: {@code Simulation.run(List.of(a, b), new SimulationConfig(GeneratorConfig.of(60, 9),
 * 100, 1L, 2), SimulationProgress.NONE)}.
 */
public final class Simulation {

  private Simulation() {}

  /**
   * Runs the simulation.
   *
   * @param systems at least one; each must be thread-safe, as the SPI requires
   * @param config not null
   * @param progress not null
   * @return never null
   * @throws SimulationException when a system throws anything but a {@link
   *     org.swisschess.api.NoValidPairingException}; it names the system and the seed
   */
  public static SimulationReport run(
      List<PairingSystem> systems, SimulationConfig config, SimulationProgress progress) {
    if (systems.isEmpty()) {
      throw new IllegalArgumentException("no system to simulate");
    }
    List<List<TournamentMetrics>> byTournament =
        config.threads() == 1
            ? runSequentially(systems, config, progress)
            : runInParallel(systems, config, progress);
    List<SystemSummary> summaries = new ArrayList<>();
    List<List<TournamentMetrics>> bySystem = new ArrayList<>();
    for (int s = 0; s < systems.size(); s++) {
      List<TournamentMetrics> metrics = new ArrayList<>(byTournament.size());
      for (List<TournamentMetrics> one : byTournament) {
        metrics.add(one.get(s));
      }
      bySystem.add(metrics);
      summaries.add(Summaries.of(systems.get(s).id(), metrics));
    }
    return new SimulationReport(config, summaries, bySystem);
  }

  private static List<List<TournamentMetrics>> runSequentially(
      List<PairingSystem> systems, SimulationConfig config, SimulationProgress progress) {
    List<List<TournamentMetrics>> out = new ArrayList<>();
    for (int i = 0; i < config.tournaments(); i++) {
      out.add(playOne(systems, config, i));
      progress.tournamentDone(i + 1, config.tournaments());
    }
    return out;
  }

  private static List<List<TournamentMetrics>> runInParallel(
      List<PairingSystem> systems, SimulationConfig config, SimulationProgress progress) {
    ExecutorService pool =
        Executors.newFixedThreadPool(
            config.threads(),
            r -> {
              Thread t = new Thread(r, "swiss-sim");
              t.setDaemon(true);
              return t;
            });
    try {
      AtomicInteger done = new AtomicInteger();
      List<Future<List<TournamentMetrics>>> futures = new ArrayList<>();
      for (int i = 0; i < config.tournaments(); i++) {
        int index = i;
        futures.add(
            pool.submit(
                () -> {
                  List<TournamentMetrics> m = playOne(systems, config, index);
                  progress.tournamentDone(done.incrementAndGet(), config.tournaments());
                  return m;
                }));
      }
      List<List<TournamentMetrics>> out = new ArrayList<>();
      for (Future<List<TournamentMetrics>> f : futures) {
        out.add(f.get());
      }
      return out;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("simulation interrupted", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    } finally {
      pool.shutdownNow();
    }
  }

  private static List<TournamentMetrics> playOne(
      List<PairingSystem> systems, SimulationConfig config, int index) {
    long seed = config.tournamentSeed(index);
    List<TournamentMetrics> out = new ArrayList<>(systems.size());
    for (PairingSystem system : systems) {
      GeneratedTournament g;
      try {
        g = TournamentGenerator.generate(system, config.generator(), seed);
      } catch (RuntimeException e) {
        throw new SimulationException(system.id(), index, seed, e);
      }
      out.add(MetricsCalculator.measure(index, g));
    }
    return out;
  }
}
