package org.swisschess.sim;

import java.util.List;
import java.util.Objects;

/**
 * Two systems compared on the same tournaments: for every metric, the summary of the per-tournament
 * difference {@code first - second}. Each tournament is one pair of observations, so the interval
 * of the mean difference is much narrower than the two systems' own intervals suggest; when it
 * leaves out 0 ({@link MetricSummary#excludesZero()}), the two differ at the 5 % level.
 *
 * @param first the id of the system the differences start from; not null
 * @param second the id of the system subtracted; not null
 * @param differences one per metric of {@link Metrics#names(int)}, in that order; not null
 */
public record Comparison(String first, String second, List<MetricSummary> differences) {

  /**
   * Copies.
   *
   * @param first the id of the system the differences start from; not null
   * @param second the id of the system subtracted; not null
   * @param differences one per metric, in the order of {@link Metrics#names(int)}; not null
   */
  public Comparison {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(second, "second");
    differences = List.copyOf(differences);
  }

  /**
   * Returns the difference of one metric.
   *
   * @param name a name of {@link Metrics#names(int)}
   * @return never null
   * @throws IllegalArgumentException for a name not measured
   */
  public MetricSummary difference(String name) {
    return differences.stream()
        .filter(m -> m.metric().equals(name))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no metric is called " + name));
  }
}
