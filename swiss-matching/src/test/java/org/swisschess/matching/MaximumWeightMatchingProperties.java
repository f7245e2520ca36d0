package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The blossom matching against brute force on small random graphs, with narrow and wide weights.
 */
class MaximumWeightMatchingProperties {

  @Property(tries = 3000)
  void matchesBruteForceOnSmallWeights(
      @ForAll @IntRange(min = 1, max = 10) int n, @ForAll long seed) {
    check(n, seed, 1, 8);
  }

  @Property(tries = 3000)
  void matchesBruteForceOnWideWeights(
      @ForAll @IntRange(min = 1, max = 9) int n, @ForAll long seed) {
    check(n, seed, 4, 200);
  }

  @Property(tries = 3000)
  void reSolvingAfterChangesMatchesBruteForce(
      @ForAll @IntRange(min = 2, max = 9) int n, @ForAll long seed) {
    Random random = new Random(seed);
    int limbs = 3;
    BigInteger[][] w = new BigInteger[n][n];
    MaximumWeightMatching m = randomGraph(w, limbs, random);
    for (int step = 0; step < 6; step++) {
      assertOptimal(m.solve(), w);
      // change every edge of one or two vertices, as the bracket pairer does
      int changes = 1 + random.nextInt(2);
      for (int c = 0; c < changes; c++) {
        int v = random.nextInt(n);
        for (int u = 0; u < n; u++) {
          if (u != v && random.nextInt(3) != 0) {
            setRandom(m, w, Math.min(u, v), Math.max(u, v), random, 120);
          }
        }
      }
    }
    assertOptimal(m.solve(), w);
  }

  @Property(tries = 3000)
  void reSolvingARestrictedTranslatedGraphMatchesBruteForce(
      @ForAll @IntRange(min = 3, max = 11) int n, @ForAll long seed) {
    reSolveRestricted(n, seed, Carry.NOTHING);
  }

  @Property(tries = 3000)
  void aRestrictedGraphStartingFromTheCarriedOptimumMatchesBruteForce(
      @ForAll @IntRange(min = 3, max = 11) int n, @ForAll long seed) {
    reSolveRestricted(n, seed, Carry.EXACT_DUALS);
  }

  @Property(tries = 3000)
  void aRestrictedGraphStartingFromApproximateDualsMatchesBruteForce(
      @ForAll @IntRange(min = 3, max = 11) int n, @ForAll long seed) {
    reSolveRestricted(n, seed, Carry.APPROXIMATE_DUALS);
  }

  @Property(tries = 1000)
  void aRestrictedGraphStartingFromInflatedDualsMatchesBruteForce(
      @ForAll @IntRange(min = 3, max = 11) int n, @ForAll long seed) {
    reSolveRestricted(n, seed, Carry.INFLATED_DUALS);
  }

  /** What restrictTo carries of the previous optimum. */
  private enum Carry {
    NOTHING,
    /** Its duals, doubled as the weights are: feasible wherever no weight changed since. */
    EXACT_DUALS,
    /**
     * Its duals doubled, the lowest limb dropped: infeasible on many edges, raised by the start.
     */
    APPROXIMATE_DUALS,
    /**
     * Its duals doubled, then raised above every weight (a field moved up can do that): feasible
     * everywhere, tight nowhere, so the start keeps no pair.
     */
    INFLATED_DUALS
  }

  private static void reSolveRestricted(int n, long seed, Carry carry) {
    Random random = new Random(seed);
    int limbs = 3;
    BigInteger[][] w = new BigInteger[n][n];
    MaximumWeightMatching m = randomGraph(w, limbs, random);
    int[] mate = m.solve();
    // Some edges change after the solve; then some vertices leave (usually matched pairs, as when
    // a bracket's pairs are final) and the weights are carried into a wider layout, doubled.
    int v0 = random.nextInt(n);
    for (int u = 0; u < n; u++) {
      if (u != v0 && random.nextBoolean()) {
        setRandom(m, w, Math.min(u, v0), Math.max(u, v0), random, 120);
      }
    }
    boolean[] leaves = new boolean[n];
    for (int v = 0; v < n; v++) {
      if (random.nextInt(3) == 0) {
        leaves[v] = true;
        if (mate[v] >= 0 && random.nextInt(5) != 0) {
          leaves[mate[v]] = true;
        }
      }
    }
    int kept = 0;
    for (boolean l : leaves) {
      kept += l ? 0 : 1;
    }
    int[] vertices = new int[kept];
    for (int v = 0, a = 0; v < n; v++) {
      if (!leaves[v]) {
        vertices[a++] = v;
      }
    }
    MaximumWeightMatching r = m;
    MaximumWeightMatching.WeightTranslation doubled =
        (from, fo, to, oo) -> {
          WideInt.copy(from, fo, to, oo, limbs);
          WideInt.shiftLeftOne(to, oo, limbs + 1);
        };
    switch (carry) {
      case NOTHING -> r.restrictTo(vertices, limbs + 1, doubled);
      case EXACT_DUALS -> r.restrictToCarryingOptimum(vertices, limbs + 1, doubled, doubled);
      case APPROXIMATE_DUALS ->
          r.restrictToCarryingOptimum(
              vertices,
              limbs + 1,
              doubled,
              (from, fo, to, oo) -> {
                doubled.translate(from, fo, to, oo);
                to[oo] = 0;
              });
      case INFLATED_DUALS ->
          r.restrictToCarryingOptimum(
              vertices,
              limbs + 1,
              doubled,
              (from, fo, to, oo) -> {
                doubled.translate(from, fo, to, oo);
                to[oo + limbs] += 1; // the top limb: above any doubled weight of three limbs
              });
    }
    BigInteger[][] rw = new BigInteger[kept][kept];
    for (int a = 0; a < kept; a++) {
      for (int b = 0; b < kept; b++) {
        rw[a][b] = a == b ? BigInteger.ZERO : w[vertices[a]][vertices[b]].shiftLeft(1);
      }
    }
    if (kept > 1 && random.nextBoolean()) {
      // the edges of one vertex set before the first solve, as a bracket sets its players' weights
      int v = random.nextInt(kept);
      for (int u = 0; u < kept; u++) {
        if (u != v && random.nextBoolean()) {
          setRandom(r, rw, Math.min(u, v), Math.max(u, v), random, 120);
        }
      }
    }
    for (int step = 0; step < 3 && kept > 1; step++) {
      assertOptimal(r.solve(), rw);
      int v = random.nextInt(kept);
      for (int u = 0; u < kept; u++) {
        if (u != v && random.nextBoolean()) {
          setRandom(r, rw, Math.min(u, v), Math.max(u, v), random, 120);
        }
      }
    }
    assertOptimal(r.solve(), rw);
  }

  /** A complete graph of random 120-bit weights (a quarter of them zero), also written into w. */
  private static MaximumWeightMatching randomGraph(BigInteger[][] w, int limbs, Random random) {
    int n = w.length;
    MaximumWeightMatching m = new MaximumWeightMatching(n, limbs);
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        setRandom(m, w, i, j, random, 120);
      }
    }
    return m;
  }

  private static void setRandom(
      MaximumWeightMatching m, BigInteger[][] w, int i, int j, Random random, int bits) {
    BigInteger v =
        random.nextInt(4) == 0
            ? BigInteger.ZERO
            : BigInteger.ONE
                .shiftLeft(bits - 10)
                .multiply(BigInteger.valueOf(random.nextInt(4)))
                .add(BigInteger.valueOf(random.nextInt(16)));
    w[i][j] = v;
    w[j][i] = v;
    m.setWeight(i, j, toWide(v, m.limbs()), 0);
  }

  private static void assertOptimal(int[] mate, BigInteger[][] w) {
    int n = w.length;
    BigInteger total = BigInteger.ZERO;
    for (int v = 0; v < n; v++) {
      if (mate[v] >= 0) {
        assertEquals(v, mate[mate[v]], "mates are symmetric");
        assertTrue(w[v][mate[v]].signum() > 0, "only present edges are matched");
        if (v < mate[v]) {
          total = total.add(w[v][mate[v]]);
        }
      }
    }
    assertEquals(best(w, new boolean[n], 0), total);
  }

  private static void check(int n, long seed, int limbs, int bits) {
    Random random = new Random(seed);
    BigInteger[][] w = new BigInteger[n][n];
    MaximumWeightMatching m = new MaximumWeightMatching(n, limbs);
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        BigInteger v =
            random.nextInt(3) == 0
                ? BigInteger.ZERO
                : new BigInteger(random.nextInt(bits) + 1, random)
                    .shiftLeft(random.nextBoolean() ? 0 : bits / 2);
        if (v.bitLength() > bits) {
          v = v.shiftRight(v.bitLength() - bits);
        }
        w[i][j] = v;
        w[j][i] = v;
        long[] wide = toWide(v, limbs);
        m.setWeight(i, j, wide, 0);
      }
    }
    assertOptimal(m.solve(), w);
  }

  private static long[] toWide(BigInteger v, int limbs) {
    long[] out = new long[limbs];
    for (int i = 0; i < limbs; i++) {
      out[i] = v.shiftRight(WideInt.LIMB_BITS * i).longValue() & ((1L << WideInt.LIMB_BITS) - 1);
    }
    return out;
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
}
