package org.swisschess.sim;

/**
 * One metric over the tournaments of a simulation, each tournament one observation: mean, sample
 * standard deviation, standard error and the 95 % confidence interval of the mean (Student's t with
 * n - 1 degrees of freedom), and the extremes and quartiles of the distribution (the quartiles
 * within 0.5 % of the exact ones, from a mergeable sketch; NaN for a paired difference).
 *
 * @param metric the metric's name, as {@link Metrics} lists it; not null
 * @param n the tournaments where the metric is defined
 * @param mean the mean over them
 * @param standardDeviation the sample standard deviation (n - 1); NaN below 2 tournaments
 * @param standardError {@code standardDeviation / sqrt(n)}
 * @param ciLow the lower end of the 95 % confidence interval of the mean
 * @param ciHigh the upper end
 * @param min the smallest value
 * @param q1 the first quartile
 * @param median the median
 * @param q3 the third quartile
 * @param max the largest value
 */
public record MetricSummary(
    String metric,
    long n,
    double mean,
    double standardDeviation,
    double standardError,
    double ciLow,
    double ciHigh,
    double min,
    double q1,
    double median,
    double q3,
    double max) {

  /**
   * Returns whether the interval leaves out 0: for a paired difference, whether one system is
   * better than the other at the 5 % level.
   *
   * @return false when the interval is undefined
   */
  public boolean excludesZero() {
    return ciLow > 0 || ciHigh < 0;
  }
}
