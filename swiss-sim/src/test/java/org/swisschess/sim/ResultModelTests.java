package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ResultModelTests {

  private final ResultModel noAdvantage = new ResultModel(1800, 300, 1000, 2800, 0, 0, 0.15, 0.55);

  @Test
  void equalPlayersExpectHalfAPointWithoutWhiteAdvantage() {
    assertEquals(0.5, noAdvantage.expectedScore(2000, 2000), 1e-12);
  }

  @Test
  void fourHundredPointsMoreExpectTenToOne() {
    assertEquals(10.0 / 11.0, noAdvantage.expectedScore(2400, 2000), 1e-12);
  }

  @Test
  void drawRateRisesWithLevel() {
    assertEquals(0.15, noAdvantage.drawChance(1200, 1200), 1e-12);
    assertEquals(0.55, noAdvantage.drawChance(2700, 2700), 1e-12);
    assertTrue(noAdvantage.drawChance(2000, 2000) > noAdvantage.drawChance(1600, 1600));
  }

  @Test
  void drawChanceLeavesWinAndLossNonNegative() {
    for (int d = -1600; d <= 1600; d += 50) {
      double e = ResultModel.DEFAULT.expectedScore(2000 + d, 2000);
      double draw = ResultModel.DEFAULT.drawChance(2000 + d, 2000);
      assertTrue(e - draw / 2 >= 0 && 1 - e - draw / 2 >= -1e-12, "difference " + d);
    }
  }

  @Test
  void observedScoreFollowsTheExpectation() {
    // Many games between a 2200 and a 2000 player: the stronger scores about E = 0.76 (with +35 for
    // White).
    java.util.SplittableRandom random = new java.util.SplittableRandom(1);
    double e = ResultModel.DEFAULT.expectedScore(2200, 2000);
    double draw = ResultModel.DEFAULT.drawChance(2200, 2000);
    double score = 0;
    int n = 20000;
    for (int i = 0; i < n; i++) {
      double u = random.nextDouble();
      score += u < e - draw / 2 ? 1 : u < e + draw / 2 ? 0.5 : 0;
    }
    assertEquals(e, score / n, 0.01);
  }
}
