package org.swisschess.sim;

/** Kendall's rank correlation, in its tau-b form that corrects for ties on either side. */
final class KendallTau {

  private KendallTau() {}

  /**
   * Returns tau-b of two equally long samples; 0 when either side is all ties.
   *
   * <p>tau-b = (concordant - discordant) / sqrt((n0 - ties in x) (n0 - ties in y)), n0 = n(n-1)/2.
   */
  static double tauB(double[] x, double[] y) {
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
    double denominator = Math.sqrt((double) (n0 - tiesX) * (double) (n0 - tiesY));
    return denominator == 0 ? 0.0 : (concordant - discordant) / denominator;
  }
}
