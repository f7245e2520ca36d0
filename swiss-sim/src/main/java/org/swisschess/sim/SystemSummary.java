package org.swisschess.sim;

import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One system's results over all tournaments of a simulation: every metric of {@link Metrics} with
 * its spread and interval, the distribution of the players' colour differences, and the time per
 * round.
 *
 * @param systemId the system's id; not null
 * @param tournaments the number of tournaments
 * @param metrics one per name of {@link Metrics#names(int)}, in that order; not null
 * @param colourDifferences how many players (over all tournaments) ended with each whites - blacks;
 *     not null
 * @param medianRoundMillis the median time to pair a round, in milliseconds (varies between runs)
 * @param p95RoundMillis the 95th percentile time to pair a round, in milliseconds (varies between
 *     runs)
 */
public record SystemSummary(
    String systemId,
    long tournaments,
    List<MetricSummary> metrics,
    SortedMap<Integer, Long> colourDifferences,
    double medianRoundMillis,
    double p95RoundMillis) {

  /**
   * Copies.
   *
   * @param systemId the system's id; not null
   * @param tournaments the number of tournaments
   * @param metrics one per name of {@link Metrics#names(int)}, in that order; not null
   * @param colourDifferences players per final whites - blacks; not null
   * @param medianRoundMillis the median time to pair a round, in milliseconds
   * @param p95RoundMillis the 95th percentile time to pair a round, in milliseconds
   */
  public SystemSummary {
    metrics = List.copyOf(metrics);
    colourDifferences =
        java.util.Collections.unmodifiableSortedMap(new TreeMap<>(colourDifferences));
  }

  /**
   * Returns the summary of one metric.
   *
   * @param name a name of {@link Metrics#names(int)}
   * @return never null
   * @throws IllegalArgumentException for a name not measured
   */
  public MetricSummary metric(String name) {
    return metrics.stream()
        .filter(m -> m.metric().equals(name))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no metric is called " + name));
  }

  /**
   * Returns the mean of one metric.
   *
   * @param name a name of {@link Metrics#names(int)}
   * @return NaN where undefined in every tournament
   */
  public double mean(String name) {
    return metric(name).mean();
  }

  /**
   * Returns a copy without the timings, for comparing runs: everything else is deterministic.
   *
   * @return never null
   */
  public SystemSummary withoutTimings() {
    return new SystemSummary(systemId, tournaments, metrics, colourDifferences, 0, 0);
  }

  static SortedMap<Integer, Long> copy(Map<Integer, Long> counts) {
    return new TreeMap<>(counts);
  }
}
