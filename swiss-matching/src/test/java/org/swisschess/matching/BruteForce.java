package org.swisschess.matching;

import java.math.BigInteger;
import java.util.Random;

/** Maximum-weight matching by trying everything, over BigInteger weights: the reference. */
final class BruteForce {

  private BruteForce() {}

  /** The weight of a maximum-weight matching of w (zero: no edge), over vertices not excluded. */
  static BigInteger best(BigInteger[][] w, boolean[] excluded) {
    return best(w, excluded.clone(), 0);
  }

  /** The best weight of a matching that contains edge {i, j} (which must be present). */
  static BigInteger bestWith(BigInteger[][] w, int i, int j) {
    boolean[] excluded = new boolean[w.length];
    excluded[i] = true;
    excluded[j] = true;
    return w[i][j].add(best(w, excluded, 0));
  }

  /** The best weight of a matching that leaves v single. */
  static BigInteger bestWithout(BigInteger[][] w, int v) {
    boolean[] excluded = new boolean[w.length];
    excluded[v] = true;
    return best(w, excluded, 0);
  }

  /** The weight of a matching given as mates. */
  static BigInteger weightOf(int[] mate, BigInteger[][] w) {
    BigInteger total = BigInteger.ZERO;
    for (int v = 0; v < mate.length; v++) {
      if (mate[v] > v) {
        total = total.add(w[v][mate[v]]);
      }
    }
    return total;
  }

  private static BigInteger best(BigInteger[][] w, boolean[] used, int from) {
    int n = w.length;
    int v = from;
    while (v < n && used[v]) {
      v++;
    }
    if (v >= n) {
      return BigInteger.ZERO;
    }
    used[v] = true;
    BigInteger result = best(w, used, v + 1); // v stays unmatched
    for (int u = v + 1; u < n; u++) {
      if (!used[u] && w[v][u].signum() > 0) {
        used[u] = true;
        result = result.max(w[v][u].add(best(w, used, v + 1)));
        used[u] = false;
      }
    }
    used[v] = false;
    return result;
  }

  /** A weight for a random graph: zero a quarter of the time, else a few high and low bits. */
  static BigInteger randomWeight(Random random, int bits) {
    return random.nextInt(4) == 0
        ? BigInteger.ZERO
        : BigInteger.ONE
            .shiftLeft(bits - 10)
            .multiply(BigInteger.valueOf(random.nextInt(4)))
            .add(BigInteger.valueOf(random.nextInt(16)));
  }

  /** v as k limbs of {@link WideInt}. */
  static long[] toWide(BigInteger v, int limbs) {
    long[] out = new long[limbs];
    for (int i = 0; i < limbs; i++) {
      out[i] = v.shiftRight(WideInt.LIMB_BITS * i).longValue() & ((1L << WideInt.LIMB_BITS) - 1);
    }
    return out;
  }
}
