package org.swisschess.matching;

/**
 * Exact signed integers of a fixed number of 62-bit limbs, stored in slices of {@code long[]}
 * arrays, so that matching weights with hundreds of bits need neither {@code double} nor the
 * allocations of {@link java.math.BigInteger}.
 *
 * <p>A number is {@code limbs} consecutive longs from an offset, lowest limb first. Every limb but
 * the top one lies in {@code [0, 2^62)}; the top limb is signed and carries the sign.
 *
 * <p>The operations the solver runs per edge and per vertex have their cases for one to four limbs
 * written out, each a small method of its own, and a loop for five limbs or more, in the
 * dispatching method itself: the pairing engines' weights take one to four limbs on fields of a few
 * hundred players (five or six at several thousand), and a loop of so few steps costs more in
 * set-up than the limbs themselves. The cases compute what the loop computes, in the same order,
 * limb for limb. The loop stays inside the dispatching method because the JIT inlines a call only
 * where its profile found it hot: a loop in a method of its own, reached after a JVM had mostly
 * seen narrower weights, stayed a call in the solver's loops and made 1,000-player rounds of five
 * limbs slower than before the cases.
 */
public final class WideInt {

  public static final int LIMB_BITS = 62;
  private static final long MASK = (1L << LIMB_BITS) - 1;

  private WideInt() {}

  /**
   * Returns how many limbs hold numbers of {@code bits} magnitude bits with headroom for the
   * matching.
   */
  public static int limbsFor(int bits) {
    return Math.max(1, (bits + 8 + LIMB_BITS - 1) / LIMB_BITS);
  }

  public static void setZero(long[] a, int ao, int k) {
    switch (k) {
      case 1 -> a[ao] = 0;
      case 2 -> {
        a[ao] = 0;
        a[ao + 1] = 0;
      }
      case 3 -> {
        a[ao] = 0;
        a[ao + 1] = 0;
        a[ao + 2] = 0;
      }
      default -> {
        for (int i = 0; i < k; i++) {
          a[ao + i] = 0;
        }
      }
    }
  }

  public static void setLong(long[] a, int ao, int k, long value) {
    setZero(a, ao, k);
    addBit(a, ao, k, 0, value);
  }

  public static void copy(long[] src, int so, long[] dst, int dOff, int k) {
    // System.arraycopy costs more than the stores themselves for one to three limbs.
    switch (k) {
      case 1 -> dst[dOff] = src[so];
      case 2 -> {
        long lo = src[so];
        long hi = src[so + 1];
        dst[dOff] = lo;
        dst[dOff + 1] = hi;
      }
      case 3 -> {
        long lo = src[so];
        long mid = src[so + 1];
        long hi = src[so + 2];
        dst[dOff] = lo;
        dst[dOff + 1] = mid;
        dst[dOff + 2] = hi;
      }
      default -> System.arraycopy(src, so, dst, dOff, k);
    }
  }

  public static boolean isZero(long[] a, int ao, int k) {
    return switch (k) {
      case 1 -> a[ao] == 0;
      case 2 -> (a[ao] | a[ao + 1]) == 0;
      case 3 -> (a[ao] | a[ao + 1] | a[ao + 2]) == 0;
      case 4 -> (a[ao] | a[ao + 1] | a[ao + 2] | a[ao + 3]) == 0;
      default -> {
        long any = 0;
        for (int i = 0; i < k; i++) {
          any |= a[ao + i];
        }
        yield any == 0;
      }
    };
  }

  public static int signum(long[] a, int ao, int k) {
    long top = a[ao + k - 1];
    if (top != 0) {
      return top < 0 ? -1 : 1;
    }
    return isZero(a, ao, k) ? 0 : 1;
  }

  public static int compare(long[] a, int ao, long[] b, int bo, int k) {
    if (a == b && ao == bo) {
      return 0; // the same slice: a weight of the table compared with itself
    }
    return switch (k) {
      case 1 -> Long.compare(a[ao], b[bo]);
      case 2 -> compare2(a, ao, b, bo);
      case 3 -> compare3(a, ao, b, bo);
      case 4 -> compare4(a, ao, b, bo);
      default -> {
        int c = 0;
        for (int i = k - 1; i >= 0 && c == 0; i--) {
          c = Long.compare(a[ao + i], b[bo + i]);
        }
        yield c;
      }
    };
  }

  /** out = a + b; out may alias a or b. */
  public static void add(long[] a, int ao, long[] b, int bo, long[] out, int oo, int k) {
    switch (k) {
      case 1 -> out[oo] = a[ao] + b[bo];
      case 2 -> add2(a, ao, b, bo, out, oo);
      case 3 -> add3(a, ao, b, bo, out, oo);
      case 4 -> add4(a, ao, b, bo, out, oo);
      default -> {
        long carry = 0;
        for (int i = 0; i < k - 1; i++) {
          long s = a[ao + i] + b[bo + i] + carry;
          out[oo + i] = s & MASK;
          carry = s >> LIMB_BITS;
        }
        out[oo + k - 1] = a[ao + k - 1] + b[bo + k - 1] + carry;
      }
    }
  }

  /** out = a - b; out may alias a or b. */
  public static void subtract(long[] a, int ao, long[] b, int bo, long[] out, int oo, int k) {
    switch (k) {
      case 1 -> out[oo] = a[ao] - b[bo];
      case 2 -> subtract2(a, ao, b, bo, out, oo);
      case 3 -> subtract3(a, ao, b, bo, out, oo);
      case 4 -> subtract4(a, ao, b, bo, out, oo);
      default -> {
        long borrow = 0;
        for (int i = 0; i < k - 1; i++) {
          long s = a[ao + i] - b[bo + i] + borrow;
          out[oo + i] = s & MASK;
          borrow = s >> LIMB_BITS;
        }
        out[oo + k - 1] = a[ao + k - 1] - b[bo + k - 1] + borrow;
      }
    }
  }

  /**
   * out = a + b - 2c in one pass: the slack of a matching edge, the hottest sum of the solver. With
   * limbs below 2^62 every intermediate fits a signed long.
   */
  static void sumMinusTwice(
      long[] a, int ao, long[] b, int bo, long[] c, int co, long[] out, int oo, int k) {
    switch (k) {
      case 1 -> out[oo] = a[ao] + b[bo] - (c[co] << 1);
      case 2 -> sumMinusTwice2(a, ao, b, bo, c, co, out, oo);
      case 3 -> sumMinusTwice3(a, ao, b, bo, c, co, out, oo);
      case 4 -> sumMinusTwice4(a, ao, b, bo, c, co, out, oo);
      default -> {
        long carry = 0;
        for (int i = 0; i < k - 1; i++) {
          long s = a[ao + i] + b[bo + i] - (c[co + i] << 1) + carry;
          out[oo + i] = s & MASK;
          carry = s >> LIMB_BITS;
        }
        out[oo + k - 1] = a[ao + k - 1] + b[bo + k - 1] - (c[co + k - 1] << 1) + carry;
      }
    }
  }

  /**
   * out = a - 2c: a vertex's dual less twice an edge weight, the part of a slack alike along a row.
   */
  static void subtractTwice(long[] a, int ao, long[] c, int co, long[] out, int oo, int k) {
    switch (k) {
      case 1 -> out[oo] = a[ao] - (c[co] << 1);
      case 2 -> subtractTwice2(a, ao, c, co, out, oo);
      case 3 -> subtractTwice3(a, ao, c, co, out, oo);
      case 4 -> subtractTwice4(a, ao, c, co, out, oo);
      default -> {
        long carry = 0;
        for (int i = 0; i < k - 1; i++) {
          long s = a[ao + i] - (c[co + i] << 1) + carry;
          out[oo + i] = s & MASK;
          carry = s >> LIMB_BITS;
        }
        out[oo + k - 1] = a[ao + k - 1] - (c[co + k - 1] << 1) + carry;
      }
    }
  }

  /**
   * The sign of a + b without writing the sum. The lower limbs of each lie in [0, 2^62), so they
   * carry 0 or 1 into the top limb: the sum of the top limbs alone decides unless it is -1 or 0.
   */
  static int signumOfSum(long[] a, int ao, long[] b, int bo, int k) {
    long top = a[ao + k - 1] + b[bo + k - 1];
    if (top > 0) {
      return 1;
    }
    if (top < -1) {
      return -1;
    }
    // top is -1 or 0: the lower limbs decide
    return switch (k) {
      case 1 -> (int) top;
      case 2 -> signumOfSum2(a, ao, b, bo, top);
      case 3 -> signumOfSum3(a, ao, b, bo, top);
      case 4 -> signumOfSum4(a, ao, b, bo, top);
      default -> {
        long carry = 0;
        long lower = 0;
        for (int i = 0; i < k - 1; i++) {
          long s = a[ao + i] + b[bo + i] + carry;
          lower |= s & MASK;
          carry = s >> LIMB_BITS;
        }
        yield signOf(top + carry, lower);
      }
    };
  }

  /** The sign of a number from its top limb and whether any lower limb is non-zero. */
  private static int signOf(long top, long lower) {
    if (top != 0) {
      return top < 0 ? -1 : 1;
    }
    return lower != 0 ? 1 : 0;
  }

  // The cases written out, each a method of its own: the dispatching methods stay small enough for
  // the JIT to inline them into the solver's loops (a method of more than 325 bytes of bytecode is
  // not inlined, and sumMinusTwice with every case in it was 400).

  private static int compare2(long[] a, int ao, long[] b, int bo) {
    int c = Long.compare(a[ao + 1], b[bo + 1]);
    return c != 0 ? c : Long.compare(a[ao], b[bo]);
  }

  private static int compare3(long[] a, int ao, long[] b, int bo) {
    int c = Long.compare(a[ao + 2], b[bo + 2]);
    if (c == 0) {
      c = Long.compare(a[ao + 1], b[bo + 1]);
    }
    return c != 0 ? c : Long.compare(a[ao], b[bo]);
  }

  private static int compare4(long[] a, int ao, long[] b, int bo) {
    int c = Long.compare(a[ao + 3], b[bo + 3]);
    if (c == 0) {
      c = Long.compare(a[ao + 2], b[bo + 2]);
      if (c == 0) {
        c = Long.compare(a[ao + 1], b[bo + 1]);
      }
    }
    return c != 0 ? c : Long.compare(a[ao], b[bo]);
  }

  // Each sum reads and writes limb by limb, lowest first, as the loop does, so aliasing slices give
  // the same result.

  private static void add2(long[] a, int ao, long[] b, int bo, long[] out, int oo) {
    long s0 = a[ao] + b[bo];
    out[oo] = s0 & MASK;
    out[oo + 1] = a[ao + 1] + b[bo + 1] + (s0 >> LIMB_BITS);
  }

  private static void add3(long[] a, int ao, long[] b, int bo, long[] out, int oo) {
    long s0 = a[ao] + b[bo];
    out[oo] = s0 & MASK;
    long s1 = a[ao + 1] + b[bo + 1] + (s0 >> LIMB_BITS);
    out[oo + 1] = s1 & MASK;
    out[oo + 2] = a[ao + 2] + b[bo + 2] + (s1 >> LIMB_BITS);
  }

  private static void add4(long[] a, int ao, long[] b, int bo, long[] out, int oo) {
    long s0 = a[ao] + b[bo];
    out[oo] = s0 & MASK;
    long s1 = a[ao + 1] + b[bo + 1] + (s0 >> LIMB_BITS);
    out[oo + 1] = s1 & MASK;
    long s2 = a[ao + 2] + b[bo + 2] + (s1 >> LIMB_BITS);
    out[oo + 2] = s2 & MASK;
    out[oo + 3] = a[ao + 3] + b[bo + 3] + (s2 >> LIMB_BITS);
  }

  private static void subtract2(long[] a, int ao, long[] b, int bo, long[] out, int oo) {
    long s0 = a[ao] - b[bo];
    out[oo] = s0 & MASK;
    out[oo + 1] = a[ao + 1] - b[bo + 1] + (s0 >> LIMB_BITS);
  }

  private static void subtract3(long[] a, int ao, long[] b, int bo, long[] out, int oo) {
    long s0 = a[ao] - b[bo];
    out[oo] = s0 & MASK;
    long s1 = a[ao + 1] - b[bo + 1] + (s0 >> LIMB_BITS);
    out[oo + 1] = s1 & MASK;
    out[oo + 2] = a[ao + 2] - b[bo + 2] + (s1 >> LIMB_BITS);
  }

  private static void subtract4(long[] a, int ao, long[] b, int bo, long[] out, int oo) {
    long s0 = a[ao] - b[bo];
    out[oo] = s0 & MASK;
    long s1 = a[ao + 1] - b[bo + 1] + (s0 >> LIMB_BITS);
    out[oo + 1] = s1 & MASK;
    long s2 = a[ao + 2] - b[bo + 2] + (s1 >> LIMB_BITS);
    out[oo + 2] = s2 & MASK;
    out[oo + 3] = a[ao + 3] - b[bo + 3] + (s2 >> LIMB_BITS);
  }

  private static void sumMinusTwice2(
      long[] a, int ao, long[] b, int bo, long[] c, int co, long[] out, int oo) {
    long s0 = a[ao] + b[bo] - (c[co] << 1);
    out[oo] = s0 & MASK;
    out[oo + 1] = a[ao + 1] + b[bo + 1] - (c[co + 1] << 1) + (s0 >> LIMB_BITS);
  }

  private static void sumMinusTwice3(
      long[] a, int ao, long[] b, int bo, long[] c, int co, long[] out, int oo) {
    long s0 = a[ao] + b[bo] - (c[co] << 1);
    out[oo] = s0 & MASK;
    long s1 = a[ao + 1] + b[bo + 1] - (c[co + 1] << 1) + (s0 >> LIMB_BITS);
    out[oo + 1] = s1 & MASK;
    out[oo + 2] = a[ao + 2] + b[bo + 2] - (c[co + 2] << 1) + (s1 >> LIMB_BITS);
  }

  private static void sumMinusTwice4(
      long[] a, int ao, long[] b, int bo, long[] c, int co, long[] out, int oo) {
    long s0 = a[ao] + b[bo] - (c[co] << 1);
    out[oo] = s0 & MASK;
    long s1 = a[ao + 1] + b[bo + 1] - (c[co + 1] << 1) + (s0 >> LIMB_BITS);
    out[oo + 1] = s1 & MASK;
    long s2 = a[ao + 2] + b[bo + 2] - (c[co + 2] << 1) + (s1 >> LIMB_BITS);
    out[oo + 2] = s2 & MASK;
    out[oo + 3] = a[ao + 3] + b[bo + 3] - (c[co + 3] << 1) + (s2 >> LIMB_BITS);
  }

  private static void subtractTwice2(long[] a, int ao, long[] c, int co, long[] out, int oo) {
    long s0 = a[ao] - (c[co] << 1);
    out[oo] = s0 & MASK;
    out[oo + 1] = a[ao + 1] - (c[co + 1] << 1) + (s0 >> LIMB_BITS);
  }

  private static void subtractTwice3(long[] a, int ao, long[] c, int co, long[] out, int oo) {
    long s0 = a[ao] - (c[co] << 1);
    out[oo] = s0 & MASK;
    long s1 = a[ao + 1] - (c[co + 1] << 1) + (s0 >> LIMB_BITS);
    out[oo + 1] = s1 & MASK;
    out[oo + 2] = a[ao + 2] - (c[co + 2] << 1) + (s1 >> LIMB_BITS);
  }

  private static void subtractTwice4(long[] a, int ao, long[] c, int co, long[] out, int oo) {
    long s0 = a[ao] - (c[co] << 1);
    out[oo] = s0 & MASK;
    long s1 = a[ao + 1] - (c[co + 1] << 1) + (s0 >> LIMB_BITS);
    out[oo + 1] = s1 & MASK;
    long s2 = a[ao + 2] - (c[co + 2] << 1) + (s1 >> LIMB_BITS);
    out[oo + 2] = s2 & MASK;
    out[oo + 3] = a[ao + 3] - (c[co + 3] << 1) + (s2 >> LIMB_BITS);
  }

  private static int signumOfSum2(long[] a, int ao, long[] b, int bo, long top) {
    long s0 = a[ao] + b[bo];
    return signOf(top + (s0 >> LIMB_BITS), s0 & MASK);
  }

  private static int signumOfSum3(long[] a, int ao, long[] b, int bo, long top) {
    long s0 = a[ao] + b[bo];
    long s1 = a[ao + 1] + b[bo + 1] + (s0 >> LIMB_BITS);
    return signOf(top + (s1 >> LIMB_BITS), (s0 & MASK) | (s1 & MASK));
  }

  private static int signumOfSum4(long[] a, int ao, long[] b, int bo, long top) {
    long s0 = a[ao] + b[bo];
    long s1 = a[ao + 1] + b[bo + 1] + (s0 >> LIMB_BITS);
    long s2 = a[ao + 2] + b[bo + 2] + (s1 >> LIMB_BITS);
    return signOf(top + (s2 >> LIMB_BITS), (s0 & MASK) | (s1 & MASK) | (s2 & MASK));
  }

  /** a = a * 2. */
  public static void shiftLeftOne(long[] a, int ao, int k) {
    long carry = 0;
    for (int i = 0; i < k - 1; i++) {
      long s = (a[ao + i] << 1) | carry;
      carry = s >>> LIMB_BITS;
      a[ao + i] = s & MASK;
    }
    a[ao + k - 1] = (a[ao + k - 1] << 1) | carry;
  }

  /** a = floor(a / 2). */
  public static void shiftRightOne(long[] a, int ao, int k) {
    for (int i = 0; i < k - 1; i++) {
      long next = a[ao + i + 1] & 1L;
      a[ao + i] = (a[ao + i] >>> 1) | (next << (LIMB_BITS - 1));
    }
    a[ao + k - 1] >>= 1;
  }

  /** a = a + value * 2^position; value may be negative; |value| below 2^61. */
  public static void addBit(long[] a, int ao, int k, int position, long value) {
    if (value == 0) {
      return;
    }
    int limb = position / LIMB_BITS;
    int shift = position % LIMB_BITS;
    if (limb >= k) {
      throw new ArithmeticException("weight bit " + position + " exceeds " + k + " limbs");
    }
    if (limb == k - 1) {
      a[ao + limb] += value << shift;
      return;
    }
    // value << shift split into a 62-bit low part and a signed carry into the next limb. A weight's
    // criteria are added field by field, and a field's value mostly stays inside its limb: then
    // the carry is zero and one limb is written.
    long low = (value << shift) & MASK;
    long high = shift == 0 ? value >> LIMB_BITS : value >> (LIMB_BITS - shift);
    long s = a[ao + limb] + low;
    a[ao + limb] = s & MASK;
    long carry = (s >> LIMB_BITS) + high;
    for (int i = limb + 1; carry != 0; i++) {
      s = a[ao + i] + carry;
      if (i == k - 1) {
        a[ao + i] = s;
        return;
      }
      a[ao + i] = s & MASK;
      carry = s >> LIMB_BITS;
    }
  }

  /**
   * The {@code width} bits (at most 61) of non-negative {@code a} from {@code position}, as a
   * number.
   */
  public static long bits(long[] a, int ao, int k, int position, int width) {
    int limb = position / LIMB_BITS;
    int shift = position % LIMB_BITS;
    if (limb >= k) {
      return 0;
    }
    long v = a[ao + limb] >>> shift;
    if (shift + width > LIMB_BITS && limb + 1 < k) {
      v |= a[ao + limb + 1] << (LIMB_BITS - shift);
    }
    return v & ((1L << width) - 1);
  }

  /** Returns the value as a decimal string, for explanations and debugging. */
  public static String toString(long[] a, int ao, int k) {
    java.math.BigInteger v = java.math.BigInteger.valueOf(a[ao + k - 1]);
    for (int i = k - 2; i >= 0; i--) {
      v = v.shiftLeft(LIMB_BITS).add(java.math.BigInteger.valueOf(a[ao + i]));
    }
    return v.toString();
  }
}
