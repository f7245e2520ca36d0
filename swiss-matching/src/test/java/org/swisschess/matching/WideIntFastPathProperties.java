package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link WideInt}'s unrolled cases for one to four limbs give, limb for limb, what its loop over
 * any number of limbs ({@link WideIntLoops}) gives, and both the value {@link BigInteger} gives,
 * for one to six limbs (five and six take the loop: they check that the dispatch reaches it).
 * Values are drawn near the limb boundaries (2^62i plus or minus a little, of either sign), near
 * zero, near each other's negation (so that sums meet in the top limbs and the lower ones decide)
 * and at random, with headroom for a + b - 2c in the top limb as the matching keeps it.
 */
class WideIntFastPathProperties {

  private static final BigInteger BASE = BigInteger.ONE.shiftLeft(WideInt.LIMB_BITS);

  /** Three numbers of k limbs. */
  record Triple(int k, BigInteger a, BigInteger b, BigInteger c) {}

  @Provide
  Arbitrary<Triple> triples() {
    return Arbitraries.integers()
        .between(1, 6)
        .flatMap(
            k -> {
              Arbitrary<BigInteger> value = values(k);
              Arbitrary<BigInteger> small =
                  Arbitraries.bigIntegers().between(BigInteger.valueOf(-3), BigInteger.valueOf(3));
              Arbitrary<BigInteger> nearNegation =
                  Combinators.combine(value, small).as((a, d) -> a.negate().add(d));
              Arbitrary<BigInteger> second = Arbitraries.oneOf(value, nearNegation);
              return Combinators.combine(value, second, value)
                  .as((a, b, c) -> new Triple(k, a, b, c.shiftRight(1)));
            });
  }

  /** Numbers of k limbs with two bits of headroom below the top limb's sign. */
  private static Arbitrary<BigInteger> values(int k) {
    int bits = WideInt.LIMB_BITS * (k - 1) + 59;
    BigInteger bound = BigInteger.ONE.shiftLeft(bits);
    List<BigInteger> edges = new ArrayList<>();
    for (int limb = 0; limb < k; limb++) {
      BigInteger power = BigInteger.ONE.shiftLeft(WideInt.LIMB_BITS * limb);
      for (int d = -2; d <= 2; d++) {
        edges.add(power.add(BigInteger.valueOf(d)));
        edges.add(power.add(BigInteger.valueOf(d)).negate());
      }
    }
    edges.add(bound.subtract(BigInteger.ONE));
    edges.add(bound.negate().add(BigInteger.ONE));
    return Arbitraries.oneOf(
        Arbitraries.of(edges),
        Arbitraries.bigIntegers()
            .between(bound.negate().add(BigInteger.ONE), bound.subtract(BigInteger.ONE)),
        // about one limb: the lower limbs decide, the upper are 0 or -1
        Arbitraries.bigIntegers().between(BASE.min(bound).negate(), BASE.min(bound)));
  }

  @Property(tries = 3000)
  void addAndSubtractMatchTheLoopAndBigInteger(@ForAll("triples") Triple t) {
    int k = t.k();
    long[] a = limbs(t.a(), k);
    long[] b = limbs(t.b(), k);
    long[] fast = new long[k];
    long[] loop = new long[k];
    WideInt.add(a, 0, b, 0, fast, 0, k);
    WideIntLoops.add(a, 0, b, 0, loop, 0, k);
    assertArrayEquals(loop, fast);
    assertEquals(t.a().add(t.b()), value(fast));
    WideInt.subtract(a, 0, b, 0, fast, 0, k);
    WideIntLoops.subtract(a, 0, b, 0, loop, 0, k);
    assertArrayEquals(loop, fast);
    assertEquals(t.a().subtract(t.b()), value(fast));
  }

  @Property(tries = 3000)
  void inPlaceSumsMatchTheLoop(@ForAll("triples") Triple t) {
    // out aliasing a, at an offset inside a larger array, as the solver's duals are kept
    int k = t.k();
    long[] fast = new long[3 * k];
    long[] loop = new long[3 * k];
    System.arraycopy(limbs(t.a(), k), 0, fast, k, k);
    System.arraycopy(limbs(t.a(), k), 0, loop, k, k);
    long[] b = limbs(t.b(), k);
    WideInt.add(fast, k, b, 0, fast, k, k);
    WideIntLoops.add(loop, k, b, 0, loop, k, k);
    assertArrayEquals(loop, fast);
    WideInt.subtract(fast, k, b, 0, fast, k, k);
    WideIntLoops.subtract(loop, k, b, 0, loop, k, k);
    assertArrayEquals(loop, fast);
    assertEquals(t.a(), value(Arrays.copyOfRange(fast, k, 2 * k)));
  }

  @Property(tries = 3000)
  void sumsIntoTheSecondOperandOrOfASliceWithItselfMatchTheLoop(@ForAll("triples") Triple t) {
    int k = t.k();
    long[] a = limbs(t.a(), k);
    // out aliasing b
    long[] fast = limbs(t.b(), k);
    long[] loop = fast.clone();
    WideInt.add(a, 0, fast, 0, fast, 0, k);
    WideIntLoops.add(a, 0, loop, 0, loop, 0, k);
    assertArrayEquals(loop, fast);
    assertEquals(t.a().add(t.b()), value(fast));
    WideInt.subtract(a, 0, fast, 0, fast, 0, k);
    WideIntLoops.subtract(a, 0, loop, 0, loop, 0, k);
    assertArrayEquals(loop, fast);
    assertEquals(t.b().negate(), value(fast));
    // a and b the same slice, out too: doubling, then back to zero
    fast = a.clone();
    loop = a.clone();
    WideInt.add(fast, 0, fast, 0, fast, 0, k);
    WideIntLoops.add(loop, 0, loop, 0, loop, 0, k);
    assertArrayEquals(loop, fast);
    assertEquals(t.a().shiftLeft(1), value(fast));
    WideInt.subtract(fast, 0, fast, 0, fast, 0, k);
    assertEquals(BigInteger.ZERO, value(fast));
  }

  @Property(tries = 3000)
  void slackSumsMatchTheLoopAndBigInteger(@ForAll("triples") Triple t) {
    int k = t.k();
    long[] a = limbs(t.a(), k);
    long[] b = limbs(t.b(), k);
    long[] c = limbs(t.c(), k);
    long[] fast = new long[k];
    long[] loop = new long[k];
    WideInt.sumMinusTwice(a, 0, b, 0, c, 0, fast, 0, k);
    WideIntLoops.sumMinusTwice(a, 0, b, 0, c, 0, loop, 0, k);
    assertArrayEquals(loop, fast);
    assertEquals(t.a().add(t.b()).subtract(t.c().shiftLeft(1)), value(fast));
    WideInt.subtractTwice(a, 0, c, 0, fast, 0, k);
    WideIntLoops.subtractTwice(a, 0, c, 0, loop, 0, k);
    assertArrayEquals(loop, fast);
    assertEquals(t.a().subtract(t.c().shiftLeft(1)), value(fast));
  }

  @Property(tries = 3000)
  void signsAndComparisonsMatchTheLoopAndBigInteger(@ForAll("triples") Triple t) {
    int k = t.k();
    long[] a = limbs(t.a(), k);
    long[] b = limbs(t.b(), k);
    int sum = t.a().add(t.b()).signum();
    assertEquals(sum, WideInt.signumOfSum(a, 0, b, 0, k));
    assertEquals(sum, WideIntLoops.signumOfSum(a, 0, b, 0, k));
    int order = Integer.signum(t.a().compareTo(t.b()));
    assertEquals(order, Integer.signum(WideInt.compare(a, 0, b, 0, k)));
    assertEquals(order, Integer.signum(WideIntLoops.compare(a, 0, b, 0, k)));
    assertEquals(0, WideInt.compare(a, 0, a, 0, k));
    assertEquals(0, WideInt.compare(a, 0, a.clone(), 0, k));
    assertEquals(t.a().signum(), WideInt.signum(a, 0, k));
    assertEquals(t.a().signum() == 0, WideInt.isZero(a, 0, k));
    assertEquals(t.a().signum() == 0, WideIntLoops.isZero(a, 0, k));
  }

  @Property(tries = 1000)
  void copyAndSetZeroTouchOnlyTheirSlice(@ForAll("triples") Triple t) {
    int k = t.k();
    long[] a = limbs(t.a(), k);
    long[] fast = new long[3 * k];
    Arrays.fill(fast, 7);
    long[] loop = fast.clone();
    WideInt.copy(a, 0, fast, k, k);
    WideIntLoops.copy(a, 0, loop, k, k);
    assertArrayEquals(loop, fast);
    assertEquals(t.a(), value(Arrays.copyOfRange(fast, k, 2 * k)));
    WideInt.setZero(fast, k, k);
    WideIntLoops.setZero(loop, k, k);
    assertArrayEquals(loop, fast);
    assertEquals(7, fast[k - 1]);
    assertEquals(7, fast[2 * k]);
    assertEquals(BigInteger.ZERO, value(Arrays.copyOfRange(fast, k, 2 * k)));
  }

  /** A field's value added at a bit position, as a weight's criteria are laid out. */
  record Field(int position, long value) {}

  /** A number of k limbs and a field that fits below the headroom the matching keeps. */
  record Addition(Triple t, Field f) {}

  @Provide
  Arbitrary<Addition> additions() {
    return triples()
        .flatMap(
            t ->
                Arbitraries.integers()
                    .between(1, Math.min(61, t.k() * WideInt.LIMB_BITS - 3))
                    .flatMap(bits -> fields(t.k(), bits))
                    .map(f -> new Addition(t, f)));
  }

  /** Values of {@code bits} bits at positions whose top bit stays 3 below the top of k limbs. */
  private static Arbitrary<Field> fields(int k, int bits) {
    long bound = (1L << bits) - 1;
    Arbitrary<Long> value =
        Arbitraries.oneOf(
            Arbitraries.longs().between(-bound, bound), Arbitraries.of(bound, -bound, 1L, -1L, 0L));
    int highest = k * WideInt.LIMB_BITS - 3 - bits; // at least 0: bits is at most 62 k - 3
    List<Integer> limbEdges = new ArrayList<>();
    for (int p : new int[] {0, 61, 62, 63, 123, 124, 125, 186, highest}) {
      if (p <= highest) {
        limbEdges.add(p);
      }
    }
    Arbitrary<Integer> position =
        Arbitraries.oneOf(Arbitraries.integers().between(0, highest), Arbitraries.of(limbEdges));
    return Combinators.combine(position, value).as(Field::new);
  }

  @Property(tries = 5000)
  void addBitMatchesTheLoopAndBigInteger(@ForAll("additions") Addition addition) {
    Triple t = addition.t();
    Field f = addition.f();
    int k = t.k();
    long[] fast = limbs(t.a(), k);
    long[] loop = fast.clone();
    WideInt.addBit(fast, 0, k, f.position(), f.value());
    WideIntLoops.addBit(loop, 0, k, f.position(), f.value());
    assertArrayEquals(loop, fast);
    assertEquals(t.a().add(BigInteger.valueOf(f.value()).shiftLeft(f.position())), value(fast));
  }

  /** Lower limbs in [0, 2^62), the signed rest in the top limb. */
  static long[] limbs(BigInteger v, int k) {
    long[] out = new long[k];
    BigInteger rest = v;
    for (int i = 0; i < k - 1; i++) {
      BigInteger[] qr = rest.divideAndRemainder(BASE);
      BigInteger r = qr[1];
      BigInteger q = qr[0];
      if (r.signum() < 0) {
        r = r.add(BASE);
        q = q.subtract(BigInteger.ONE);
      }
      out[i] = r.longValueExact();
      rest = q;
    }
    out[k - 1] = rest.longValueExact();
    return out;
  }

  static BigInteger value(long[] limbs) {
    int k = limbs.length;
    BigInteger v = BigInteger.valueOf(limbs[k - 1]);
    for (int i = k - 2; i >= 0; i--) {
      v = v.multiply(BASE).add(BigInteger.valueOf(limbs[i]));
    }
    return v;
  }
}
