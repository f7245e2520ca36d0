package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

class MetricsCalculatorTests {

  private static RoundEntry w(int opponent, ResultKind r) {
    return new RoundEntry(opponent, Colour.WHITE, r);
  }

  private static RoundEntry b(int opponent, ResultKind r) {
    return new RoundEntry(opponent, Colour.BLACK, r);
  }

  /**
   * Round 1: 1-3 1-0, 4-2 ½-½. Round 2 (scores 1, ½, 0, ½): 1-4 1-0, 2-3 1-0. Final scores 2, 1½,
   * 0, ½ against strengths 2000, 1900, 1800, 1700.
   */
  private static GeneratedTournament fourPlayers() {
    return fourPlayers(1700);
  }

  /** The same tournament with player 4 rated {@code ratingOf4} (0: unrated). */
  private static GeneratedTournament fourPlayers(int ratingOf4) {
    Tournament t =
        Tournament.start(
            2,
            List.of(
                Player.of(1, "A", 2000),
                Player.of(2, "B", 1900),
                Player.of(3, "C", 1800),
                Player.of(4, "D", ratingOf4)));
    t =
        t.withRound(
            Map.of(
                1,
                w(3, ResultKind.WIN),
                3,
                b(1, ResultKind.LOSS),
                4,
                w(2, ResultKind.DRAW),
                2,
                b(4, ResultKind.DRAW)));
    t =
        t.withRound(
            Map.of(
                1,
                w(4, ResultKind.WIN),
                4,
                b(1, ResultKind.LOSS),
                2,
                w(3, ResultKind.WIN),
                3,
                b(2, ResultKind.LOSS)));
    List<RoundRecord> rounds =
        List.of(
            RoundRecord.paired(
                1,
                Set.of(),
                new Pairing(
                    1,
                    List.of(new Board(1, 3), new Board(4, 2)),
                    OptionalInt.empty(),
                    Explanation.EMPTY)),
            RoundRecord.paired(
                2,
                Set.of(),
                new Pairing(
                    2,
                    List.of(new Board(1, 4), new Board(2, 3)),
                    OptionalInt.empty(),
                    Explanation.EMPTY)));
    return new GeneratedTournament(
        0L,
        "hand",
        GeneratorConfig.of(4, 2),
        t,
        List.of(2000, 1900, 1800, 1700),
        rounds,
        List.of(1_000_000L, 3_000_000L));
  }

  @Test
  void measuresAHandMadeTournament() {
    TournamentMetrics m = MetricsCalculator.measure(0, fourPlayers());
    // Only players 3 and 4 are ordered against their strength: (5 - 1) / 6.
    assertEquals(4.0 / 6, m.kendallTau(), 1e-12);
    assertEquals(1.0, m.strongestWinShare());
    assertEquals(4, m.boards());
    assertEquals(4, m.ratedBoards());
    assertEquals(200 + 200 + 300 + 100, m.ratingDifferenceSum());
    assertEquals(2, m.colourImbalanced(), "player 1 had WW and player 3 BB");
    assertEquals(2, m.longestColourRun());
    assertEquals(2, m.upfloats(), "players 4 and 3 met higher scores in round 2");
    assertEquals(2, m.downfloats());
    assertEquals(0, m.repeatedFloats());
    assertEquals(0, m.pabs());
    assertEquals(0, m.failedRounds());
  }

  @Test
  void boardsWithAnUnratedPlayerHaveNoRatingDifference() {
    // Player 4 unrated: 4-2 and 1-4 are left out, not counted as |1900 - 0| and |2000 - 0|.
    TournamentMetrics m = MetricsCalculator.measure(0, fourPlayers(0));
    assertEquals(4, m.boards());
    assertEquals(2, m.ratedBoards());
    assertEquals(200 + 100, m.ratingDifferenceSum());
    assertEquals(150.0, Summaries.of("hand", List.of(m)).meanRatingDifference(), 1e-12);
  }

  @Test
  void summaryWeighsPlayersAndBoards() {
    TournamentMetrics m = MetricsCalculator.measure(0, fourPlayers());
    SystemSummary s = Summaries.of("hand", List.of(m, m));
    assertEquals(200.0, s.meanRatingDifference(), 1e-12);
    assertEquals(0.5, s.colourImbalanceShare(), 1e-12);
    assertEquals(0.5, s.upfloatsPerPlayer(), 1e-12);
    assertEquals(1.0, s.medianRoundMillis(), 1e-12);
    assertEquals(3.0, s.p95RoundMillis(), 1e-12);
  }

  @Test
  void longestRunCountsConsecutiveColours() {
    assertEquals(
        3,
        MetricsCalculator.longestRun(
            List.of(Colour.WHITE, Colour.BLACK, Colour.BLACK, Colour.BLACK, Colour.WHITE)));
    assertEquals(0, MetricsCalculator.longestRun(List.of()));
  }
}
