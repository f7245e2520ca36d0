package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class KendallTauTests {

  @Test
  void sameOrderIsOne() {
    assertEquals(
        1.0, KendallTau.tauB(new double[] {1, 2, 3, 4}, new double[] {10, 20, 30, 40}), 1e-12);
  }

  @Test
  void reversedOrderIsMinusOne() {
    assertEquals(
        -1.0, KendallTau.tauB(new double[] {1, 2, 3, 4}, new double[] {4, 3, 2, 1}), 1e-12);
  }

  @Test
  void oneSwapOfThreeIsOneThird() {
    // pairs (1,2) and (1,3) concordant, (2,3) discordant: (2 - 1) / 3
    assertEquals(1.0 / 3, KendallTau.tauB(new double[] {1, 2, 3}, new double[] {1, 3, 2}), 1e-12);
  }

  @Test
  void tiesShrinkTheDenominator() {
    // x ties once: 2 concordant pairs, sqrt((3 - 1) * (3 - 0)) = sqrt(6)
    assertEquals(
        2 / Math.sqrt(6), KendallTau.tauB(new double[] {1, 1, 2}, new double[] {1, 2, 3}), 1e-12);
  }

  @Test
  void allTiedIsZero() {
    assertEquals(0.0, KendallTau.tauB(new double[] {5, 5, 5}, new double[] {1, 2, 3}), 1e-12);
  }
}
