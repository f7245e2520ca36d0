package org.swisschess.sim;

import java.util.List;

/**
 * What one simulated tournament shows about the system that paired it: one value per metric of
 * {@link Metrics#names(int)}, NaN where a metric is undefined (a correlation after a round the
 * tournament did not reach, a rating difference without rated boards).
 *
 * @param index the tournament's index in the simulation, from 0
 * @param seed the tournament's seed
 * @param players the number of players
 * @param values one per metric of {@link Metrics#names(int)}, in that order; not null
 * @param colourDifferences each player's whites - blacks over played games, by pairing number; not
 *     null
 * @param pairingNanos the time of each call to the system, in nanoseconds; not null
 */
public record TournamentMetrics(
    int index,
    long seed,
    int players,
    List<Double> values,
    List<Integer> colourDifferences,
    List<Long> pairingNanos) {

  /**
   * Copies the lists.
   *
   * @param index the tournament's index in the simulation, from 0
   * @param seed the tournament's seed
   * @param players the number of players
   * @param values one per metric of {@link Metrics#names(int)}, in that order; not null
   * @param colourDifferences each player's whites - blacks over played games; not null
   * @param pairingNanos the time of each call to the system, in nanoseconds; not null
   */
  public TournamentMetrics {
    values = List.copyOf(values);
    colourDifferences = List.copyOf(colourDifferences);
    pairingNanos = List.copyOf(pairingNanos);
  }

  /**
   * Returns the value of a final metric of {@link Metrics#FINAL}.
   *
   * @param metric its name
   * @return NaN where undefined
   * @throws IllegalArgumentException for a name that is not a final metric
   */
  public double value(String metric) {
    int i = 0;
    for (String name : Metrics.FINAL.keySet()) {
      if (name.equals(metric)) {
        return values.get(i);
      }
      i++;
    }
    throw new IllegalArgumentException("no final metric is called " + metric);
  }

  /**
   * Returns a copy without the timings, which are the only part that varies between runs.
   *
   * @return never null
   */
  public TournamentMetrics withoutTimings() {
    return new TournamentMetrics(index, seed, players, values, colourDifferences, List.of());
  }
}
