package org.swisschess.sim;

/**
 * Student's t distribution, for the 95 % confidence interval of a mean: the quantile is found by
 * bisection on the distribution function, which is the regularized incomplete beta function {@code
 * F(t) = 1 - I_x(df/2, 1/2) / 2} with {@code x = df / (df + t^2)} for {@code t >= 0} (Abramowitz
 * and Stegun 26.7.1, 26.5.27). The beta function is evaluated by its continued fraction (A&S
 * 26.5.8) with the modified Lentz method, the gamma function by Lanczos' series. Everything uses
 * {@link StrictMath}, so a report is the same on every machine.
 */
final class StudentT {

  private StudentT() {}

  /** Returns the quantile {@code t} with {@code P(T <= t) = p}, for 0.5 <= p < 1 and df >= 1. */
  static double quantile(double p, double df) {
    if (!(p >= 0.5 && p < 1) || !(df >= 1)) {
      throw new IllegalArgumentException("p " + p + ", df " + df);
    }
    double lo = 0;
    double hi = 1;
    while (cdf(hi, df) < p) {
      hi *= 2;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-13 * hi; i++) {
      double mid = (lo + hi) / 2;
      if (cdf(mid, df) < p) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }

  /** Returns {@code P(T <= t)} for {@code t >= 0}. */
  static double cdf(double t, double df) {
    double x = df / (df + t * t);
    return 1 - 0.5 * regularizedBeta(x, df / 2, 0.5);
  }

  /** I_x(a, b), the regularized incomplete beta function. */
  static double regularizedBeta(double x, double a, double b) {
    if (x <= 0) {
      return 0;
    }
    if (x >= 1) {
      return 1;
    }
    double front =
        StrictMath.exp(
            logGamma(a + b)
                - logGamma(a)
                - logGamma(b)
                + a * StrictMath.log(x)
                + b * StrictMath.log1p(-x));
    // the continued fraction converges fast for x < (a + 1) / (a + b + 2); use symmetry otherwise
    if (x < (a + 1) / (a + b + 2)) {
      return front * betaFraction(x, a, b) / a;
    }
    return 1 - front * betaFraction(1 - x, b, a) / b;
  }

  private static double betaFraction(double x, double a, double b) {
    final double tiny = 1e-300;
    double c = 1;
    double d = 1 - (a + b) * x / (a + 1);
    d = 1 / (Math.abs(d) < tiny ? tiny : d);
    double h = d;
    for (int m = 1; m <= 10_000; m++) {
      int m2 = 2 * m;
      double aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
      d = 1 + aa * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + aa / c;
      c = Math.abs(c) < tiny ? tiny : c;
      h *= d * c;
      aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
      d = 1 + aa * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + aa / c;
      c = Math.abs(c) < tiny ? tiny : c;
      double delta = d * c;
      h *= delta;
      if (Math.abs(delta - 1) < 1e-16) {
        break;
      }
    }
    return h;
  }

  private static final double[] LANCZOS = {
    0.9999999999998099,
    676.5203681218851,
    -1259.1392167224028,
    771.3234287776531,
    -176.6150291621406,
    12.507343278686905,
    -0.13857109526572012,
    9.984369578019572e-06,
    1.5056327351493116e-07
  };

  /** ln Gamma(z) for z > 0, Lanczos' approximation with g = 7 (about 15 digits). */
  static double logGamma(double z) {
    if (z < 0.5) {
      // reflection: Gamma(z) Gamma(1 - z) = pi / sin(pi z)
      return StrictMath.log(Math.PI / StrictMath.sin(Math.PI * z)) - logGamma(1 - z);
    }
    double zz = z - 1;
    double sum = LANCZOS[0];
    double t = zz + 7.5;
    for (int i = 1; i < LANCZOS.length; i++) {
      sum += LANCZOS[i] / (zz + i);
    }
    return 0.5 * StrictMath.log(2 * Math.PI)
        + (zz + 0.5) * StrictMath.log(t)
        - t
        + StrictMath.log(sum);
  }
}
