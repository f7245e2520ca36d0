package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.ResultKind;
import org.swisschess.api.Tournament;

class GameModelTests {

  private static final String TABLE =
      "# d white draw black\n-400 0.05 0.15 0.80\n0 0.40 0.30 0.30\n400, 0.80, 0.15, 0.05\n";

  @Test
  void aTableIsLinearBetweenItsRowsAndFlatBeyond() {
    ResultTable t = ResultTable.parse(TABLE);
    OutcomeProbabilities mid = t.probabilities(ResultModel.DEFAULT, 2200, 2000);
    assertEquals(0.60, mid.whiteWin(), 1e-12);
    assertEquals(0.225, mid.draw(), 1e-12);
    assertEquals(0.175, mid.blackWin(), 1e-12);
    assertEquals(0.80, t.probabilities(ResultModel.DEFAULT, 2000, 1000).blackWin() + 0.75, 1e-12);
    assertEquals(0.80, t.probabilities(ResultModel.DEFAULT, 1000, 2000).blackWin(), 1e-12);
    assertEquals(t, ResultTable.parse(t.id()), "the id is the table");
  }

  @Test
  void aBadTableNamesItsLine() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> ResultTable.parse("0 0.4 0.3 0.3\n\n-5 1 0 0\n"));
    assertEquals("row 2: rating differences must increase, found 0 then -5", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ResultTable.parse("#\n0 0.4 x 0.3"));
    assertTrue(
        String.valueOf(e.getMessage()).startsWith("line 2: expected an integer difference"),
        e.getMessage());
  }

  @Test
  void noDrawsKeepsTheEloExpectation() {
    OutcomeProbabilities p = OutcomeModel.NO_DRAWS.probabilities(ResultModel.DEFAULT, 2000, 2000);
    assertEquals(0.0, p.draw());
    assertEquals(ResultModel.DEFAULT.expectedScore(2000, 2000), p.whiteWin(), 1e-12);
    GeneratorConfig g =
        GeneratorConfig.of(20, 5)
            .withRates(EventRates.NONE)
            .withModel(ResultModel.DEFAULT.withOutcomes(OutcomeModel.NO_DRAWS));
    Tournament t = TournamentGenerator.generate(new ScoreOrderTestSystem(), g, 3L).tournament();
    t.players()
        .forEach(
            pl ->
                pl.rounds().forEach(e -> assertTrue(e.result() != ResultKind.DRAW, e.toString())));
  }

  @Test
  void aUsersModelDecidesTheResults() {
    GameModel whiteAlways =
        new GameModel() {
          @Override
          public String id() {
            return "white-always";
          }

          @Override
          public OutcomeProbabilities probabilities(ResultModel settings, int white, int black) {
            return new OutcomeProbabilities(1, 0, 0);
          }
        };
    GeneratorConfig g =
        GeneratorConfig.of(10, 3)
            .withRates(EventRates.NONE)
            .withModel(ResultModel.DEFAULT.withOutcomes(whiteAlways));
    Tournament t = TournamentGenerator.generate(new ScoreOrderTestSystem(), g, 1L).tournament();
    for (PlayerHistory p : org.swisschess.api.History.of(t).players()) {
      assertEquals(
          p.colourHistory().stream().filter(c -> c == org.swisschess.api.Colour.WHITE).count() * 10,
          p.score().tenths());
    }
    assertEquals("white-always", g.model().settings().get("model"));
  }

  @Test
  void aGivenFieldIsPlayedAsItIs() {
    List<Integer> field = List.of(2100, 2500, 1900, 2300);
    GeneratorConfig g =
        GeneratorConfig.of(4, 2)
            .withRates(EventRates.NONE)
            .withModel(ResultModel.DEFAULT.withField(field));
    GeneratedTournament t = TournamentGenerator.generate(new ScoreOrderTestSystem(), g, 9L);
    assertEquals(List.of(2500, 2300, 2100, 1900), t.strengths(), "numbered by rating");
    assertEquals(2500, t.tournament().player(1).rating());
    assertEquals("list:2100,2500,1900,2300", g.model().settings().get("field"));
    assertThrows(
        IllegalArgumentException.class,
        () -> GeneratorConfig.of(5, 2).withModel(ResultModel.DEFAULT.withField(field)));
  }
}
