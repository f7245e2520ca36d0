package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RankCorrelationTests {

  @Test
  void sameOrderIsOne() {
    assertEquals(
        1.0, RankCorrelation.tauB(new double[] {1, 2, 3, 4}, new double[] {10, 20, 30, 40}), 1e-12);
  }

  @Test
  void reversedOrderIsMinusOne() {
    assertEquals(
        -1.0, RankCorrelation.tauB(new double[] {1, 2, 3, 4}, new double[] {4, 3, 2, 1}), 1e-12);
  }

  @Test
  void oneSwapOfThreeIsOneThird() {
    // pairs (1,2) and (1,3) concordant, (2,3) discordant: (2 - 1) / 3
    assertEquals(
        1.0 / 3, RankCorrelation.tauB(new double[] {1, 2, 3}, new double[] {1, 3, 2}), 1e-12);
  }

  @Test
  void tiesShrinkTheDenominator() {
    // x ties once: 2 concordant pairs, sqrt((3 - 1) * (3 - 0)) = sqrt(6)
    assertEquals(
        2 / Math.sqrt(6),
        RankCorrelation.tauB(new double[] {1, 1, 2}, new double[] {1, 2, 3}),
        1e-12);
  }

  @Test
  void allTiedIsZero() {
    assertEquals(0.0, RankCorrelation.tauB(new double[] {5, 5, 5}, new double[] {1, 2, 3}), 1e-12);
  }

  @Test
  void tauAKeepsTiedPairsInTheDenominator() {
    // x ties once: 2 concordant of n0 = 3 pairs
    assertEquals(
        2.0 / 3, RankCorrelation.tauA(new double[] {1, 1, 2}, new double[] {1, 2, 3}), 1e-12);
  }

  @Test
  void spearmanOfOneSwapOfFour() {
    // ranks 1 2 4 3 against 1 2 3 4: rho = 1 - 6 * 2 / (4 * 15) = 0.8
    assertEquals(
        0.8, RankCorrelation.spearman(new double[] {1, 2, 4, 3}, new double[] {1, 2, 3, 4}), 1e-12);
  }

  @Test
  void spearmanGivesTiesTheMeanRank() {
    // x ranks 1.5 1.5 3 against 1 2 3: Pearson of (-0.5,-0.5,1) and (-1,0,1) = 1.5 / sqrt(1.5 * 2)
    assertEquals(
        1.5 / Math.sqrt(3.0),
        RankCorrelation.spearman(new double[] {7, 7, 9}, new double[] {1, 2, 3}),
        1e-12);
    assertEquals(0.0, RankCorrelation.spearman(new double[] {5, 5, 5}, new double[] {1, 2, 3}));
  }
}
