package org.swisschess.matching;

/**
 * {@link WideInt}'s operations as they were written before its cases for one to four limbs: one
 * limb a step, over any number of limbs (commit 34ea08d). The reference its written-out cases and
 * its loops are compared with in {@link WideIntFastPathProperties}.
 */
final class WideIntLoops {

  private static final long MASK = (1L << WideInt.LIMB_BITS) - 1;

  private WideIntLoops() {}

  static void setZero(long[] a, int ao, int k) {
    for (int i = 0; i < k; i++) {
      a[ao + i] = 0;
    }
  }

  static void copy(long[] src, int so, long[] dst, int dOff, int k) {
    System.arraycopy(src, so, dst, dOff, k);
  }

  static boolean isZero(long[] a, int ao, int k) {
    for (int i = 0; i < k; i++) {
      if (a[ao + i] != 0) {
        return false;
      }
    }
    return true;
  }

  static int compare(long[] a, int ao, long[] b, int bo, int k) {
    for (int i = k - 1; i >= 0; i--) {
      int c = Long.compare(a[ao + i], b[bo + i]);
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  static void add(long[] a, int ao, long[] b, int bo, long[] out, int oo, int k) {
    long carry = 0;
    for (int i = 0; i < k - 1; i++) {
      long s = a[ao + i] + b[bo + i] + carry;
      out[oo + i] = s & MASK;
      carry = s >> WideInt.LIMB_BITS;
    }
    out[oo + k - 1] = a[ao + k - 1] + b[bo + k - 1] + carry;
  }

  static void subtract(long[] a, int ao, long[] b, int bo, long[] out, int oo, int k) {
    long borrow = 0;
    for (int i = 0; i < k - 1; i++) {
      long s = a[ao + i] - b[bo + i] + borrow;
      out[oo + i] = s & MASK;
      borrow = s >> WideInt.LIMB_BITS;
    }
    out[oo + k - 1] = a[ao + k - 1] - b[bo + k - 1] + borrow;
  }

  static void sumMinusTwice(
      long[] a, int ao, long[] b, int bo, long[] c, int co, long[] out, int oo, int k) {
    long carry = 0;
    for (int i = 0; i < k - 1; i++) {
      long s = a[ao + i] + b[bo + i] - (c[co + i] << 1) + carry;
      out[oo + i] = s & MASK;
      carry = s >> WideInt.LIMB_BITS;
    }
    out[oo + k - 1] = a[ao + k - 1] + b[bo + k - 1] - (c[co + k - 1] << 1) + carry;
  }

  static void subtractTwice(long[] a, int ao, long[] c, int co, long[] out, int oo, int k) {
    long carry = 0;
    for (int i = 0; i < k - 1; i++) {
      long s = a[ao + i] - (c[co + i] << 1) + carry;
      out[oo + i] = s & MASK;
      carry = s >> WideInt.LIMB_BITS;
    }
    out[oo + k - 1] = a[ao + k - 1] - (c[co + k - 1] << 1) + carry;
  }

  static int signumOfSum(long[] a, int ao, long[] b, int bo, int k) {
    return signumOfLowerSum(a, ao, b, bo, k, a[ao + k - 1] + b[bo + k - 1]);
  }

  /** The sign of a + b given the sum of their top limbs, from every lower limb. */
  static int signumOfLowerSum(long[] a, int ao, long[] b, int bo, int k, long top) {
    long carry = 0;
    long lower = 0;
    for (int i = 0; i < k - 1; i++) {
      long s = a[ao + i] + b[bo + i] + carry;
      lower |= s & MASK;
      carry = s >> WideInt.LIMB_BITS;
    }
    top += carry;
    if (top != 0) {
      return top < 0 ? -1 : 1;
    }
    return lower != 0 ? 1 : 0;
  }

  /** addBit as it was written first: every limb from the field's up, the carry added in turn. */
  static void addBit(long[] a, int ao, int k, int position, long value) {
    if (value == 0) {
      return;
    }
    int limb = position / WideInt.LIMB_BITS;
    int shift = position % WideInt.LIMB_BITS;
    if (limb >= k) {
      throw new ArithmeticException("weight bit " + position + " exceeds " + k + " limbs");
    }
    if (limb == k - 1) {
      a[ao + limb] += value << shift;
      return;
    }
    long low = (value << shift) & MASK;
    long high = shift == 0 ? value >> WideInt.LIMB_BITS : value >> (WideInt.LIMB_BITS - shift);
    long carry = 0;
    for (int i = limb; i < k; i++) {
      long addend = i == limb ? low : i == limb + 1 ? high : 0;
      long s = a[ao + i] + addend + carry;
      if (i == k - 1) {
        a[ao + i] = s;
        return;
      }
      a[ao + i] = s & MASK;
      carry = s >> WideInt.LIMB_BITS;
      if (i > limb && carry == 0) {
        return;
      }
    }
  }
}
