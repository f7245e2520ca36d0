package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.swisschess.api.PairingSystem;

/**
 * Plays the same simulated tournaments with several systems and compares them.
 *
 * <p>Tournament i has the seed {@link SimulationConfig#tournamentSeed(int)}: the same players,
 * strengths, schedule of byes and absences, and the same result for the same game in the same
 * round, whichever system pairs it. Tournaments are played in batches (in parallel with several
 * threads) and handed on in index order, so the report and the per-tournament values are the same
 * with any number of threads (timings apart). The sums are a {@link SimulationState}: its memory
 * does not grow with the number of tournaments.
 *
 * <p>Example: {@code Simulation.run(List.of(a, b), new SimulationConfig(GeneratorConfig.of(60, 9),
 * 100, 1L, 2), SimulationProgress.NONE)}.
 */
public final class Simulation {

  private Simulation() {}

  /**
   * Runs the simulation (its shard) from the start.
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
    SimulationState start = SimulationState.start(config, ids(systems));
    return run(systems, config, start, progress, t -> {}, s -> {}).report();
  }

  /**
   * Runs the shard's tournaments from {@code start.done()} on, adding them to {@code start}.
   *
   * @param systems at least one, in the order of the state; each must be thread-safe
   * @param config not null; the settings must be those of {@code start}
   * @param start the state to resume from, from {@link SimulationState#start} or {@link
   *     SimulationState#read}; not null, changed in place
   * @param progress not null
   * @param perTournament receives each tournament's metrics (one per system), in index order; not
   *     null
   * @param checkpoint receives the state after every batch of tournaments, to be saved; not null
   * @return {@code start}, complete
   * @throws IllegalArgumentException if the state was made with other settings or another shard
   * @throws SimulationException when a system throws anything but a {@link
   *     org.swisschess.api.NoValidPairingException}
   */
  public static SimulationState run(
      List<PairingSystem> systems,
      SimulationConfig config,
      SimulationState start,
      SimulationProgress progress,
      Consumer<List<TournamentMetrics>> perTournament,
      Consumer<SimulationState> checkpoint) {
    if (systems.isEmpty()) {
      throw new IllegalArgumentException("no system to simulate");
    }
    SimulationState fresh = SimulationState.start(config, ids(systems));
    if (!fresh.settings().equals(start.settings()) || !start.shard().equals(config.shard())) {
      throw new IllegalArgumentException(
          "the state to resume was made by another simulation or shard (" + start.shard() + ")");
    }
    Shard shard = config.shard();
    int total = shard.size(config.tournaments());
    int batch = Math.max(16, 8 * config.threads());
    ExecutorService pool = config.threads() == 1 ? null : newPool(config.threads());
    try {
      for (int j = start.done(); j < total; j += batch) {
        int end = Math.min(total, j + batch);
        List<List<TournamentMetrics>> results = new ArrayList<>(end - j);
        if (pool == null) {
          for (int k = j; k < end; k++) {
            results.add(playOne(systems, config, shard.tournament(k)));
          }
        } else {
          List<Future<List<TournamentMetrics>>> futures = new ArrayList<>(end - j);
          for (int k = j; k < end; k++) {
            int index = shard.tournament(k);
            futures.add(pool.submit(() -> playOne(systems, config, index)));
          }
          for (Future<List<TournamentMetrics>> f : futures) {
            results.add(get(f));
          }
        }
        for (List<TournamentMetrics> one : results) {
          start.add(one);
          perTournament.accept(one);
        }
        progress.tournamentDone(end, total);
        checkpoint.accept(start);
      }
    } finally {
      if (pool != null) {
        pool.shutdownNow();
      }
    }
    return start;
  }

  private static List<String> ids(List<PairingSystem> systems) {
    return systems.stream().map(PairingSystem::id).toList();
  }

  private static ExecutorService newPool(int threads) {
    return Executors.newFixedThreadPool(
        threads,
        r -> {
          Thread t = new Thread(r, "swiss-sim");
          t.setDaemon(true);
          return t;
        });
  }

  private static <T> T get(Future<T> f) {
    try {
      return f.get();
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
    }
  }

  /**
   * Plays tournament {@code index} with every system and measures it.
   *
   * @param systems not null
   * @param config not null
   * @param index from 0
   * @return one metrics record per system, in their order
   */
  static List<TournamentMetrics> playOne(
      List<PairingSystem> systems, SimulationConfig config, int index) {
    long seed = config.tournamentSeed(index);
    List<TournamentMetrics> out = new ArrayList<>(systems.size());
    for (PairingSystem system : systems) {
      if (system instanceof IdealRanking) {
        out.add(MetricsCalculator.ideal(index, seed, config));
        continue;
      }
      if (config.teams().isPresent()) {
        GeneratedTeamTournament g;
        try {
          g = TeamTournamentGenerator.generate(system, config.teams().get(), seed);
        } catch (RuntimeException e) {
          throw new SimulationException(system.id(), index, seed, e);
        }
        out.add(
            MetricsCalculator.measureTeams(
                index, g, config.tieBreaks(), config.standingsByRound()));
        continue;
      }
      GeneratedTournament g;
      try {
        g = TournamentGenerator.generate(system, config.generator(), seed);
      } catch (RuntimeException e) {
        throw new SimulationException(system.id(), index, seed, e);
      }
      out.add(MetricsCalculator.measure(index, g, config.tieBreaks(), config.standingsByRound()));
    }
    return out;
  }
}
