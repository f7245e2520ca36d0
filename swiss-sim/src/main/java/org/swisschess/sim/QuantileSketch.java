package org.swisschess.sim;

import java.util.Map;
import java.util.TreeMap;

/**
 * Quantiles in constant memory: a histogram on logarithmic buckets, as DDSketch (C. Masson, J. E.
 * Rim, H. K. Lee, "DDSketch: a fast and fully-mergeable quantile sketch with relative-error
 * guarantees", VLDB 2019). A value {@code x > 0} falls in bucket {@code ceil(log_g x)} with {@code
 * g = (1 + a) / (1 - a)}; the bucket's value {@code 2 g^i / (g + 1)} is within the relative
 * accuracy {@code a} (0.5 %) of every value in it. Negative values have buckets of their own,
 * values below 1e-9 in size count as 0. Counts are integers, so two sketches merge exactly and in
 * any order: the shards of a simulation give the quantiles one run gives.
 */
final class QuantileSketch {

  static final double ACCURACY = 0.005;
  private static final double GAMMA = (1 + ACCURACY) / (1 - ACCURACY);
  private static final double LOG_GAMMA = StrictMath.log(GAMMA);
  private static final double ZERO = 1e-9;

  private final TreeMap<Integer, Long> positive = new TreeMap<>();
  private final TreeMap<Integer, Long> negative = new TreeMap<>();
  private long zeros;
  private long count;

  void add(double x) {
    count++;
    if (Math.abs(x) < ZERO) {
      zeros++;
    } else if (x > 0) {
      positive.merge(index(x), 1L, Long::sum);
    } else {
      negative.merge(index(-x), 1L, Long::sum);
    }
  }

  void merge(QuantileSketch other) {
    count += other.count;
    zeros += other.zeros;
    other.positive.forEach((k, v) -> positive.merge(k, v, Long::sum));
    other.negative.forEach((k, v) -> negative.merge(k, v, Long::sum));
  }

  long count() {
    return count;
  }

  /**
   * Returns the nearest-rank quantile q (0 < q <= 1): within 0.5 % of the exact one; NaN if empty.
   */
  double quantile(double q) {
    if (count == 0) {
      return Double.NaN;
    }
    long rank = Math.max(1, (long) Math.ceil(q * count));
    long seen = 0;
    for (Map.Entry<Integer, Long> e : negative.descendingMap().entrySet()) {
      seen += e.getValue();
      if (seen >= rank) {
        return -value(e.getKey());
      }
    }
    seen += zeros;
    if (seen >= rank) {
      return 0;
    }
    for (Map.Entry<Integer, Long> e : positive.entrySet()) {
      seen += e.getValue();
      if (seen >= rank) {
        return value(e.getKey());
      }
    }
    return value(positive.lastKey());
  }

  private static int index(double x) {
    return (int) Math.ceil(StrictMath.log(x) / LOG_GAMMA);
  }

  private static double value(int index) {
    return 2 * StrictMath.pow(GAMMA, index) / (GAMMA + 1);
  }

  /** Writes the buckets as {@code zeros;count;i:n,i:n;i:n,...} (positive, then negative). */
  String write() {
    StringBuilder sb = new StringBuilder().append(zeros).append(';').append(count).append(';');
    writeBuckets(sb, positive);
    sb.append(';');
    writeBuckets(sb, negative);
    return sb.toString();
  }

  private static void writeBuckets(StringBuilder sb, Map<Integer, Long> buckets) {
    boolean first = true;
    for (Map.Entry<Integer, Long> e : buckets.entrySet()) {
      sb.append(first ? "" : ",").append(e.getKey()).append(':').append(e.getValue());
      first = false;
    }
  }

  static QuantileSketch read(String text) {
    String[] parts = text.split(";", -1);
    if (parts.length != 4) {
      throw new IllegalArgumentException("a sketch has 4 parts separated by ';', found " + text);
    }
    QuantileSketch s = new QuantileSketch();
    s.zeros = Long.parseLong(parts[0]);
    s.count = Long.parseLong(parts[1]);
    readBuckets(parts[2], s.positive);
    readBuckets(parts[3], s.negative);
    return s;
  }

  private static void readBuckets(String text, Map<Integer, Long> into) {
    if (text.isEmpty()) {
      return;
    }
    for (String bucket : text.split(",")) {
      int colon = bucket.indexOf(':');
      into.put(
          Integer.parseInt(bucket.substring(0, colon)),
          Long.parseLong(bucket.substring(colon + 1)));
    }
  }
}
