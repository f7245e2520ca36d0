package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The limb arithmetic the matching's slacks rely on, against {@link BigInteger}. The values are
 * drawn so that sums and differences often meet in the top limbs (where the fast paths decide) and
 * often differ only in the lowest ones (where they must fall back to every limb).
 */
class WideIntProperties {

  private static final int K = 3;
  private static final BigInteger BASE = BigInteger.ONE.shiftLeft(WideInt.LIMB_BITS);

  record Pair(BigInteger a, BigInteger b) {}

  @Provide
  Arbitrary<Pair> pairs() {
    // magnitudes well inside three limbs; b is often -a plus a small change, so a + b is near zero
    Arbitrary<BigInteger> big =
        Arbitraries.bigIntegers()
            .between(BigInteger.ONE.shiftLeft(150).negate(), BigInteger.ONE.shiftLeft(150));
    Arbitrary<BigInteger> small =
        Arbitraries.bigIntegers().between(BigInteger.valueOf(-3), BigInteger.valueOf(3));
    Arbitrary<BigInteger> mid =
        Arbitraries.bigIntegers()
            .between(BASE.negate().multiply(BigInteger.TWO), BASE.multiply(BigInteger.TWO));
    return Arbitraries.oneOf(
        Combinators.combine(big, big).as(Pair::new),
        Combinators.combine(big, small).as((a, d) -> new Pair(a, a.negate().add(d))),
        Combinators.combine(big, mid).as((a, d) -> new Pair(a, a.negate().add(d))));
  }

  @Property(tries = 3000)
  void signumOfSumIsTheSignOfTheSum(@ForAll("pairs") Pair p) {
    long[] a = limbs(p.a());
    long[] b = limbs(p.b());
    assertEquals(p.a().add(p.b()).signum(), WideInt.signumOfSum(a, 0, b, 0, K));
  }

  @Property(tries = 3000)
  void subtractTwiceAndSumMinusTwiceAreExact(@ForAll("pairs") Pair p) {
    long[] a = limbs(p.a());
    long[] c = limbs(p.b().shiftRight(1)); // twice c stays inside the limbs
    long[] out = new long[K];
    WideInt.subtractTwice(a, 0, c, 0, out, 0, K);
    assertEquals(p.a().subtract(p.b().shiftRight(1).shiftLeft(1)), value(out));
    WideInt.sumMinusTwice(a, 0, a, 0, c, 0, out, 0, K);
    assertEquals(p.a().shiftLeft(1).subtract(p.b().shiftRight(1).shiftLeft(1)), value(out));
  }

  @Property(tries = 3000)
  void addSubtractAndCompareAreExact(@ForAll("pairs") Pair p) {
    long[] a = limbs(p.a());
    long[] b = limbs(p.b());
    long[] out = new long[K];
    WideInt.add(a, 0, b, 0, out, 0, K);
    assertEquals(p.a().add(p.b()), value(out));
    WideInt.subtract(a, 0, b, 0, out, 0, K);
    assertEquals(p.a().subtract(p.b()), value(out));
    assertEquals(
        Integer.signum(p.a().compareTo(p.b())), Integer.signum(WideInt.compare(a, 0, b, 0, K)));
  }

  private static long[] limbs(BigInteger v) {
    return WideIntFastPathProperties.limbs(v, K);
  }

  private static BigInteger value(long[] limbs) {
    BigInteger v = BigInteger.valueOf(limbs[K - 1]);
    for (int i = K - 2; i >= 0; i--) {
      v = v.multiply(BASE).add(BigInteger.valueOf(limbs[i]));
    }
    return v;
  }
}
