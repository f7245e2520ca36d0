package org.swisschess.sim;

/**
 * Rank correlations of two equally long samples, x the ranking a tournament gives and y the true
 * strengths: Kendall's tau-a and tau-b, and Spearman's rho. The swiss-sim README gives the
 * formulas.
 */
final class RankCorrelation {

  private RankCorrelation() {}

  /** Kendall's tau-a and tau-b of x and y, in that order; tau-b 0 when either side is all ties. */
  static double[] kendall(double[] x, double[] y) {
    if (x.length != y.length) {
      throw new IllegalArgumentException("samples differ in length");
    }
    long concordant = 0;
    long discordant = 0;
    long tiesX = 0;
    long tiesY = 0;
    for (int i = 0; i < x.length; i++) {
      for (int j = i + 1; j < x.length; j++) {
        int sx = Double.compare(x[i], x[j]);
        int sy = Double.compare(y[i], y[j]);
        if (sx == 0) {
          tiesX++;
        }
        if (sy == 0) {
          tiesY++;
        }
        if (sx != 0 && sy != 0) {
          if (sx == sy) {
            concordant++;
          } else {
            discordant++;
          }
        }
      }
    }
    long n0 = (long) x.length * (x.length - 1) / 2;
    double tauA = n0 == 0 ? 0.0 : (double) (concordant - discordant) / n0;
    double denominator = StrictMath.sqrt((double) (n0 - tiesX) * (double) (n0 - tiesY));
    double tauB = denominator == 0 ? 0.0 : (concordant - discordant) / denominator;
    return new double[] {tauA, tauB};
  }

  /** Kendall's tau-b: (C - D) / sqrt((n0 - ties in x)(n0 - ties in y)), n0 = n(n-1)/2. */
  static double tauB(double[] x, double[] y) {
    return kendall(x, y)[1];
  }

  /** Kendall's tau-a: (C - D) / n0, ties counting neither way. */
  static double tauA(double[] x, double[] y) {
    return kendall(x, y)[0];
  }

  /**
   * Spearman's rho: Pearson's correlation of the ranks, tied values sharing the mean of their
   * ranks; 0 when either side is all ties.
   */
  static double spearman(double[] x, double[] y) {
    if (x.length != y.length) {
      throw new IllegalArgumentException("samples differ in length");
    }
    double[] rx = ranks(x);
    double[] ry = ranks(y);
    int n = x.length;
    double mean = (n + 1) / 2.0;
    double sxy = 0;
    double sxx = 0;
    double syy = 0;
    for (int i = 0; i < n; i++) {
      double dx = rx[i] - mean;
      double dy = ry[i] - mean;
      sxy += dx * dy;
      sxx += dx * dx;
      syy += dy * dy;
    }
    return sxx == 0 || syy == 0 ? 0.0 : sxy / StrictMath.sqrt(sxx * syy);
  }

  /** Ranks from 1 (the smallest value), ties sharing the mean of their ranks. */
  static double[] ranks(double[] v) {
    int n = v.length;
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    java.util.Arrays.sort(order, (a, b) -> Double.compare(v[a], v[b]));
    double[] rank = new double[n];
    int i = 0;
    while (i < n) {
      int j = i;
      while (j + 1 < n && Double.compare(v[order[j + 1]], v[order[i]]) == 0) {
        j++;
      }
      double shared = (i + j) / 2.0 + 1;
      for (int k = i; k <= j; k++) {
        rank[order[k]] = shared;
      }
      i = j + 1;
    }
    return rank;
  }
}
