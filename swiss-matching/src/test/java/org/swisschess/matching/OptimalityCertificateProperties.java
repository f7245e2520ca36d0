package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * What the certificate claims, checked by brute force: an edge in some optimal matching is tight, a
 * loose edge is in none, a vertex some optimum leaves single has a zero dual; and after weights
 * change, a certificate that still holds proves the old matching optimal.
 */
class OptimalityCertificateProperties {

  private static final int LIMBS = 3;

  @Property(tries = 1500)
  void tightAndLooseEdgesAndZeroDualsAgreeWithBruteForce(
      @ForAll @IntRange(min = 2, max = 9) int n, @ForAll long seed) {
    Random random = new Random(seed);
    BigInteger[][] w = new BigInteger[n][n];
    MaximumWeightMatching m = randomGraph(w, random);
    int[] mate = m.solve();
    OptimalityCertificate c = m.certificate().orElseThrow();
    BigInteger optimum = BruteForce.best(w, new boolean[n]);
    assertEquals(optimum, BruteForce.weightOf(mate, w));
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (w[i][j].signum() == 0) {
          assertTrue(!c.isTight(i, j) && !c.isLoose(i, j), "an absent edge is neither");
          continue;
        }
        assertTrue(c.isTight(i, j) != c.isLoose(i, j), "a present edge is one or the other");
        boolean inSomeOptimum = BruteForce.bestWith(w, i, j).equals(optimum);
        if (inSomeOptimum) {
          assertTrue(c.isTight(i, j), i + "-" + j + " is in an optimum, so tight");
        }
      }
      if (BruteForce.bestWithout(w, i).equals(optimum)) {
        assertTrue(c.hasZeroDual(i), i + " is single in an optimum, so its dual is zero");
      }
    }
  }

  @Property(tries = 1500)
  void aCertificateThatStillHoldsAfterChangesProvesTheOldMatchingOptimal(
      @ForAll @IntRange(min = 2, max = 9) int n, @ForAll long seed) {
    Random random = new Random(seed);
    BigInteger[][] w = new BigInteger[n][n];
    MaximumWeightMatching m = randomGraph(w, random);
    int[] mate = m.solve();
    // lower some edges not in the matching, raise a few others a little: as a bias does
    for (int c = 0; c < 3; c++) {
      int i = random.nextInt(n);
      int j = random.nextInt(n);
      if (i == j || mate[i] == j || w[i][j].signum() == 0) {
        continue;
      }
      BigInteger changed =
          random.nextBoolean()
              ? w[i][j].subtract(BigInteger.valueOf(random.nextInt(3))).max(BigInteger.ONE)
              : w[i][j].add(BigInteger.valueOf(random.nextInt(3)));
      w[i][j] = changed;
      w[j][i] = changed;
      m.setWeight(i, j, BruteForce.toWide(changed, LIMBS), 0);
    }
    OptimalityCertificate c = m.certificate().orElseThrow();
    if (!c.dualsFeasible(new boolean[n])) {
      return; // no claim
    }
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0 ? !c.hasZeroDual(v) : !c.isTight(v, mate[v])) {
        return; // the old matching no longer meets the conditions: no claim about it
      }
    }
    BigInteger optimum = BruteForce.best(w, new boolean[n]);
    assertEquals(optimum, BruteForce.weightOf(mate, w), "the old matching is still optimal");
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (c.isLoose(i, j)) {
          assertTrue(
              BruteForce.bestWith(w, i, j).compareTo(optimum) < 0, i + "-" + j + " in no optimum");
        }
      }
    }
  }

  private static MaximumWeightMatching randomGraph(BigInteger[][] w, Random random) {
    int n = w.length;
    MaximumWeightMatching m = new MaximumWeightMatching(n, LIMBS);
    for (int i = 0; i < n; i++) {
      w[i][i] = BigInteger.ZERO;
      for (int j = i + 1; j < n; j++) {
        BigInteger v = BruteForce.randomWeight(random, 120);
        w[i][j] = v;
        w[j][i] = v;
        m.setWeight(i, j, BruteForce.toWide(v, LIMBS), 0);
      }
    }
    return m;
  }
}
