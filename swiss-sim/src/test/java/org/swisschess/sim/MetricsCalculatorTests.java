package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    TournamentMetrics m =
        MetricsCalculator.measure(0, fourPlayers(), SimulationConfig.DEFAULT_TIE_BREAKS);
    // Only players 3 and 4 are ordered against their strength: (5 - 1) / 6.
    assertEquals(4.0 / 6, m.value("tau_a_score"), 1e-12);
    assertEquals(4.0 / 6, m.value("tau_b_score"), 1e-12);
    // ranks 4 3 1 2 against 4 3 2 1: 1 - 6 * 2 / (4 * 15)
    assertEquals(0.8, m.value("spearman_score"), 1e-12);
    assertEquals(1.0, m.value("strongest_win_share"));
    assertEquals(1.0, m.value("strongest_first"));
    assertEquals((200 + 200 + 300 + 100) / 4.0, m.value("mean_rating_difference"), 1e-12);
    assertEquals(0.5, m.value("colour_imbalance_share"), "player 1 had WW and player 3 BB");
    // colour differences 2, 0, -2, 0
    assertEquals(Math.sqrt(2), m.value("colour_difference_sd"), 1e-12);
    assertEquals(List.of(2, 0, -2, 0), m.colourDifferences());
    assertEquals(2.0, m.value("longest_colour_run"));
    // mean opponents: A (1800+1700)/2, B (1700+1800)/2, C (2000+1900)/2, D (1900+2000)/2
    assertEquals(100.0, m.value("opponent_rating_sd"), 1e-12);
    assertEquals(
        0.5, m.value("upfloats_per_player"), "players 4 and 3 met higher scores in round 2");
    assertEquals(0.5, m.value("downfloats_per_player"));
    assertEquals(0.0, m.value("repeated_floats_per_player"));
    assertEquals(0.0, m.value("pabs"));
    assertEquals(0.0, m.value("failed_rounds"));
    // after round 1 (scores 1, 0.5, 0, 0.5): pairs 1-2, 1-3, 1-4, 2-3 concordant, 3-4 discordant,
    // 2-4 tied on score: tau-a 3/6, tau-b 3 / sqrt(5 * 6)
    List<String> names = Metrics.names(2);
    assertEquals(3.0 / 6, m.values().get(names.indexOf(Metrics.byRound("tau_a_score", 1))), 1e-12);
    assertEquals(
        3.0 / Math.sqrt(30),
        m.values().get(names.indexOf(Metrics.byRound("tau_b_score", 1))),
        1e-12);
    assertEquals(
        m.value("tau_b_score"), m.values().get(names.indexOf(Metrics.byRound("tau_b_score", 2))));
  }

  @Test
  void withoutStandingsByRoundOnlyTheFinalStandingsAreRanked() {
    TournamentMetrics all =
        MetricsCalculator.measure(0, fourPlayers(), SimulationConfig.DEFAULT_TIE_BREAKS, true);
    TournamentMetrics end =
        MetricsCalculator.measure(0, fourPlayers(), SimulationConfig.DEFAULT_TIE_BREAKS, false);
    List<String> names = Metrics.names(2);
    for (int i = 0; i < names.size(); i++) {
      String n = names.get(i);
      if (n.endsWith("standings_r1")) {
        assertTrue(Double.isNaN(end.values().get(i)), n);
        assertTrue(!Double.isNaN(all.values().get(i)), n);
      } else {
        assertEquals(all.values().get(i), end.values().get(i), n);
      }
    }
  }

  @Test
  void boardsWithAnUnratedPlayerHaveNoRatingDifference() {
    // Player 4 unrated: 4-2 and 1-4 are left out, not counted as |1900 - 0| and |2000 - 0|.
    TournamentMetrics m =
        MetricsCalculator.measure(0, fourPlayers(0), SimulationConfig.DEFAULT_TIE_BREAKS);
    assertEquals(150.0, m.value("mean_rating_difference"), 1e-12);
  }

  @Test
  void summaryGivesMeanSpreadAndInterval() {
    TournamentMetrics m =
        MetricsCalculator.measure(0, fourPlayers(), SimulationConfig.DEFAULT_TIE_BREAKS);
    TournamentMetrics u =
        MetricsCalculator.measure(1, fourPlayers(0), SimulationConfig.DEFAULT_TIE_BREAKS);
    SimulationState state =
        SimulationState.start(
            new SimulationConfig(GeneratorConfig.of(4, 2), 2, 0L, 1), List.of("hand"));
    state.add(List.of(m));
    state.add(List.of(u));
    SystemSummary s = state.report().systems().get(0);
    MetricSummary d = s.metric("mean_rating_difference");
    assertEquals(2, d.n());
    assertEquals(175.0, d.mean(), 1e-12);
    // values 200 and 150: sd 25 sqrt 2, t(0.975, 1) = 12.7062
    assertEquals(25 * Math.sqrt(2), d.standardDeviation(), 1e-9);
    assertEquals(175.0 - 12.7062047 * 25, d.ciLow(), 1e-4);
    assertEquals(1.0, s.medianRoundMillis(), 0.01);
    assertEquals(3.0, s.p95RoundMillis(), 0.02);
    assertEquals(Long.valueOf(2), s.colourDifferences().get(2));
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
