package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.swisschess.api.Board;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;

/**
 * FIDE's statistical model against values worked out by hand from the formulas of
 * ../shared/rules/fide-result-model.md (its tables, and the 2015 paper's own example), not by the
 * code under test.
 */
class OutcomeModelTests {

  /** The worked values of fide-result-model.md §1, given to four decimals. */
  @ParameterizedTest(name = "{0} v {1}: {2} / {3} / {4}")
  @CsvSource({
    "1500, 1500, 0.4279, 0.1816, 0.3906",
    "1800, 1800, 0.3835, 0.2931, 0.3234",
    "2000, 2000, 0.3549, 0.3628, 0.2822",
    "2100, 2100, 0.3410, 0.3961, 0.2629",
    "2400, 2400, 0.3009, 0.4890, 0.2101",
    "2200, 2000, 0.6424, 0.2644, 0.0931",
    "2000, 2200, 0.1297, 0.3171, 0.5532",
    "2500, 2300, 0.5991, 0.3297, 0.0712",
    "1600, 2000, 0.0491, 0.0988, 0.8521"
  })
  void model2024GivesTheWorkedValuesOfTheRulesFile(
      int white, int black, double whiteWin, double draw, double blackWin) {
    OutcomeProbabilities p =
        OutcomeModel.FIDE_2024.probabilities(ResultModel.DEFAULT, white, black);
    assertEquals(whiteWin, p.whiteWin(), 0.00006);
    assertEquals(draw, p.draw(), 0.00006);
    assertEquals(blackWin, p.blackWin(), 0.00006);
  }

  @Test
  void model2024SetsNoDrawWhereTheTwoWinChancesOverlap() {
    // 1000 v 1000 by hand: W = 0.0986 * -1000 + 96 = -2.6, B = 157 - 150 = 7,
    // Pw = 1 / (1 + 10^(-2.6/370)) = 0.5040, Pb = 1 / (1 + 10^(-7/370)) = 0.5109: sum above 1
    OutcomeProbabilities p = OutcomeModel.FIDE_2024.probabilities(ResultModel.DEFAULT, 1000, 1000);
    assertEquals(0.5040, p.whiteWin(), 0.00006);
    assertEquals(0, p.draw());
    assertEquals(1 - p.whiteWin(), p.blackWin(), 1e-12);
  }

  /** The 2015 paper's own example (fide-result-model.md §4), and two values worked by hand. */
  @ParameterizedTest(name = "{0} v {1}: {2} / {3} / {4}")
  @CsvSource({
    "2467, 2344, 0.511, 0.351, 0.138",
    // Rm 2000, Rd 0, q = 2/3: WCV 0.40556, WLL -710, Pw = WCV (710/750)^2 = 0.3634;
    // BCV 0.40222, BUL 652, Pb = BCV (652/732)^2 = 0.3191
    "2000, 2000, 0.3634, 0.3175, 0.3191",
    // Rm 1950, Rd -300 (below both centres): Pw 0.1280, Pb 0.6723
    "1800, 2100, 0.1280, 0.1997, 0.6723"
  })
  void model2015GivesThePapersExample(
      int white, int black, double whiteWin, double draw, double blackWin) {
    OutcomeProbabilities p =
        OutcomeModel.FIDE_2015.probabilities(ResultModel.DEFAULT, white, black);
    assertEquals(whiteWin, p.whiteWin(), 0.0006);
    assertEquals(draw, p.draw(), 0.0006);
    assertEquals(blackWin, p.blackWin(), 0.0006);
  }

  /**
   * 100,000 games drawn by the generator's own result step between two players rated 2000 give the
   * 2024 model's rates within sampling error: the standard error of a share near 0.36 over 100,000
   * games is 0.0015, and the bound is about 4.5 of them.
   */
  @Test
  void hundredThousandGeneratedGamesMatchTheModelWithinSamplingError() {
    GeneratorConfig config =
        GeneratorConfig.of(2, 100_000).withModel(ResultModel.FIDE).withRates(EventRates.NONE);
    GameResults results = new GameResults(config, 2024L, List.of(2000, 2000));
    Map<ResultKind, Integer> counts = new HashMap<>();
    int games = 100_000;
    for (int round = 1; round <= games; round++) {
      Map<Integer, RoundEntry> entries = new HashMap<>();
      results.play(round, new Board(1, 2), entries);
      counts.merge(java.util.Objects.requireNonNull(entries.get(1)).result(), 1, Integer::sum);
    }
    double whiteWins = counts.getOrDefault(ResultKind.WIN, 0) / (double) games;
    double draws = counts.getOrDefault(ResultKind.DRAW, 0) / (double) games;
    assertEquals(0.3549, whiteWins, 0.007, "white wins");
    assertEquals(0.3628, draws, 0.007, "draws");
    assertTrue(counts.getOrDefault(ResultKind.LOSS, 0) > 0.27 * games, counts.toString());
  }
}
