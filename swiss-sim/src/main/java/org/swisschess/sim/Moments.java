package org.swisschess.sim;

import java.math.BigDecimal;
import java.math.MathContext;
import org.jspecify.annotations.Nullable;

/**
 * A metric's values over tournaments, in constant memory: the count, the exact sum and sum of
 * squares (as {@link BigDecimal}, so that the order of adding and merging changes nothing, to the
 * last bit), the extremes and, on request, a {@link QuantileSketch}. Undefined values (NaN, such as
 * a rating difference in a tournament without rated boards) are not counted.
 */
final class Moments {

  private long n;
  private BigDecimal sum = BigDecimal.ZERO;
  private BigDecimal sumOfSquares = BigDecimal.ZERO;
  private double min = Double.POSITIVE_INFINITY;
  private double max = Double.NEGATIVE_INFINITY;
  private final @Nullable QuantileSketch sketch; // only on request

  Moments(boolean withQuantiles) {
    this.sketch = withQuantiles ? new QuantileSketch() : null;
  }

  void add(double x) {
    if (Double.isNaN(x)) {
      return;
    }
    n++;
    BigDecimal b = new BigDecimal(x);
    sum = sum.add(b);
    sumOfSquares = sumOfSquares.add(b.multiply(b));
    min = Math.min(min, x);
    max = Math.max(max, x);
    if (sketch != null) {
      sketch.add(x);
    }
  }

  void merge(Moments other) {
    n += other.n;
    sum = sum.add(other.sum);
    sumOfSquares = sumOfSquares.add(other.sumOfSquares);
    min = Math.min(min, other.min);
    max = Math.max(max, other.max);
    if (sketch != null && other.sketch != null) {
      sketch.merge(other.sketch);
    }
  }

  long count() {
    return n;
  }

  /** Returns the summary; mean, spread and interval are NaN without values (the spread below 2). */
  MetricSummary summary(String name) {
    if (n == 0) {
      return new MetricSummary(
          name,
          0,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN);
    }
    BigDecimal count = BigDecimal.valueOf(n);
    double mean = sum.divide(count, MathContext.DECIMAL128).doubleValue();
    double sd = Double.NaN;
    double se = Double.NaN;
    double lo = Double.NaN;
    double hi = Double.NaN;
    if (n >= 2) {
      // s^2 = (n sum(x^2) - (sum x)^2) / (n (n - 1)), exact up to the one division
      BigDecimal numerator = count.multiply(sumOfSquares).subtract(sum.multiply(sum));
      double variance =
          numerator
              .divide(count.multiply(BigDecimal.valueOf(n - 1)), MathContext.DECIMAL128)
              .doubleValue();
      sd = StrictMath.sqrt(Math.max(0, variance));
      se = sd / StrictMath.sqrt((double) n);
      double t = StudentT.quantile(0.975, (double) (n - 1));
      lo = mean - t * se;
      hi = mean + t * se;
    }
    double q1 = sketch == null ? Double.NaN : sketch.quantile(0.25);
    double median = sketch == null ? Double.NaN : sketch.quantile(0.5);
    double q3 = sketch == null ? Double.NaN : sketch.quantile(0.75);
    return new MetricSummary(name, n, mean, sd, se, lo, hi, min, q1, median, q3, max);
  }

  /** Writes the state exactly: {@code n|sum|sumOfSquares|min|max|sketch}. */
  String write() {
    return n
        + "|"
        + sum.toString()
        + "|"
        + sumOfSquares.toString()
        + "|"
        + Double.toHexString(min)
        + "|"
        + Double.toHexString(max)
        + "|"
        + (sketch == null ? "-" : sketch.write());
  }

  static Moments read(String text) {
    String[] f = text.split("\\|", -1);
    if (f.length != 6) {
      throw new IllegalArgumentException("a metric's state has 6 fields, found '" + text + "'");
    }
    Moments m = new Moments(!f[5].equals("-"));
    m.n = Long.parseLong(f[0]);
    m.sum = new BigDecimal(f[1]);
    m.sumOfSquares = new BigDecimal(f[2]);
    m.min = Double.parseDouble(f[3]);
    m.max = Double.parseDouble(f[4]);
    if (m.sketch != null) {
      m.sketch.merge(QuantileSketch.read(f[5]));
    }
    return m;
  }
}
