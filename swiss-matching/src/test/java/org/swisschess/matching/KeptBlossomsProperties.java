package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Re-solves that keep the previous optimum's blossoms reach an optimum: over random graphs of few
 * distinct weights (so that odd cycles of tight edges, and so blossoms, are common) and random
 * changes between solves as the bracket pairer makes them (a vertex's edges raised, a pair fixed by
 * removing every other edge of its two players, edges lowered, another optimal matching adopted),
 * each solve weighs what brute force finds, and its duals certify it.
 */
class KeptBlossomsProperties {

  private static long solvesWithBlossomsKept;

  @Property(tries = 2000)
  void keptBlossomReSolvesAreOptimal(
      @ForAll @IntRange(min = 2, max = 12) int n,
      @ForAll @IntRange(min = 1, max = 2) int limbs,
      @ForAll long seed) {
    Random random = new Random(seed);
    BigInteger[][] w = new BigInteger[n][n];
    MaximumWeightMatching m = new MaximumWeightMatching(n, limbs);
    m.setKeptBlossoms(true);
    for (int i = 0; i < n; i++) {
      w[i][i] = BigInteger.ZERO;
      for (int j = i + 1; j < n; j++) {
        set(m, w, i, j, random.nextInt(5) == 0 ? BigInteger.ZERO : weight(random, limbs, 4));
      }
    }
    for (int step = 0; step < 8; step++) {
      int[] mate = m.solve();
      assertOptimumCertified(m, mate, w);
      if (m.blossomsKeptAtStart() > 0) {
        synchronized (KeptBlossomsProperties.class) {
          solvesWithBlossomsKept++;
        }
      }
      change(m, w, mate, random, limbs);
    }
    assertOptimumCertified(m, m.solve(), w);
  }

  private static void change(
      MaximumWeightMatching m, BigInteger[][] w, int[] mate, Random random, int limbs) {
    int n = w.length;
    switch (random.nextInt(4)) {
      case 0 -> {
        // a vertex's edges biased upward, by a little each
        int v = random.nextInt(n);
        for (int u = 0; u < n; u++) {
          if (u != v && w[v][u].signum() > 0 && random.nextBoolean()) {
            set(m, w, v, u, w[v][u].add(BigInteger.valueOf(1 + random.nextInt(3))));
          }
        }
      }
      case 1 -> {
        // a pair fixed: every other edge of its two players removed, its own set
        int v = random.nextInt(n);
        int u = mate[v] >= 0 ? mate[v] : (v + 1) % n;
        for (int x = 0; x < n; x++) {
          if (x != v && x != u) {
            set(m, w, v, x, BigInteger.ZERO);
            set(m, w, u, x, BigInteger.ZERO);
          }
        }
        set(m, w, v, u, weight(random, limbs, 4));
      }
      case 2 -> {
        // a few edges anywhere set to new weights, up or down
        for (int c = 0; c < 1 + random.nextInt(4); c++) {
          int i = random.nextInt(n);
          int j = random.nextInt(n);
          if (i != j) {
            set(m, w, i, j, random.nextInt(4) == 0 ? BigInteger.ZERO : weight(random, limbs, 4));
          }
        }
      }
      default -> {
        // another optimal matching of the same weights adopted (a cold solve's), then a change
        MaximumWeightMatching cold = new MaximumWeightMatching(n, limbs);
        long[] scratch = new long[limbs];
        for (int i = 0; i < n; i++) {
          for (int j = i + 1; j < n; j++) {
            m.weight(i, j, scratch, 0);
            cold.setWeight(i, j, scratch, 0);
          }
        }
        m.adopt(cold.solve());
        int v = random.nextInt(n);
        int u = random.nextInt(n);
        if (u != v) {
          set(m, w, v, u, weight(random, limbs, 4));
        }
      }
    }
  }

  /** A weight of few distinct values: ties, and so odd cycles of tight edges, are common. */
  private static BigInteger weight(Random random, int limbs, int values) {
    BigInteger v = BigInteger.valueOf(2L + 2L * random.nextInt(values));
    return limbs == 1 ? v : v.shiftLeft(70).add(BigInteger.valueOf(random.nextInt(2)));
  }

  private static void set(MaximumWeightMatching m, BigInteger[][] w, int i, int j, BigInteger v) {
    w[i][j] = v;
    w[j][i] = v;
    long[] wide = new long[m.limbs()];
    for (int l = 0; l < wide.length; l++) {
      wide[l] = v.shiftRight(WideInt.LIMB_BITS * l).longValue() & ((1L << WideInt.LIMB_BITS) - 1);
    }
    m.setWeight(i, j, wide, 0);
  }

  private static void assertOptimumCertified(
      MaximumWeightMatching m, int[] mate, BigInteger[][] w) {
    int n = w.length;
    OptimalityCertificate c = m.certificate().orElseThrow();
    BigInteger total = BigInteger.ZERO;
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0) {
        assertTrue(c.hasZeroDual(v), "a single vertex has a zero dual");
        continue;
      }
      assertEquals(v, mate[mate[v]], "mates are symmetric");
      assertTrue(c.isTight(v, mate[v]), "a matched edge is tight");
      if (v < mate[v]) {
        total = total.add(w[v][mate[v]]);
      }
      for (int u = 0; u < n; u++) {
        if (u != v && w[v][u].signum() > 0) {
          assertTrue(c.isTight(v, u) || c.isLoose(v, u), "every edge is feasible");
        }
      }
    }
    assertEquals(best(w, new boolean[n], 0), total, "the weight of a maximum matching");
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
    BigInteger result = best(w, used, v + 1);
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

  /** The property proves something only if many re-solves started with blossoms kept. */
  @AfterContainer
  static void blossomsWereThereToKeep() {
    System.out.println("re-solves that started with kept blossoms: " + solvesWithBlossomsKept);
    assertTrue(solvesWithBlossomsKept > 500, "only " + solvesWithBlossomsKept);
  }
}
