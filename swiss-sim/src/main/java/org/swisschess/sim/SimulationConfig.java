package org.swisschess.sim;

import java.util.Objects;

/**
 * A simulation: {@code tournaments} fields drawn from {@code seed}, each played once by every
 * system.
 *
 * @param generator the tournament configuration shared by all; not null
 * @param tournaments how many tournaments per system, from 1
 * @param seed the master seed; tournament i uses a seed derived from it and i
 * @param threads worker threads, from 1; the results do not depend on it
 */
public record SimulationConfig(GeneratorConfig generator, int tournaments, long seed, int threads) {

  /**
   * Validates.
   *
   * @param generator the tournament configuration shared by all; not null
   * @param tournaments how many tournaments per system, from 1
   * @param seed the master seed; tournament i uses a seed derived from it and i
   * @param threads worker threads, from 1; the results do not depend on it
   * @throws IllegalArgumentException if tournaments or threads is below 1
   */
  public SimulationConfig {
    Objects.requireNonNull(generator, "generator");
    if (tournaments < 1) {
      throw new IllegalArgumentException("tournaments must be at least 1, was " + tournaments);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
  }

  /**
   * Returns the seed of tournament {@code index}, the same for every system.
   *
   * @param index from 0
   * @return the seed to pass to {@link TournamentGenerator#generate}
   */
  public long tournamentSeed(int index) {
    return Seeds.derive(seed, Seeds.TOURNAMENT, index);
  }
}
