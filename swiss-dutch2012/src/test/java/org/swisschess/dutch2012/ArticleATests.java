package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Tournament;

/** Worked examples of section A, built by hand from the text. */
class ArticleATests {

  private static final Colour W = Colour.WHITE;
  private static final Colour B = Colour.BLACK;

  private static List<String> bracket(RoundContext ctx, int m0, boolean lowest, int... ids) {
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, ids), m0, lowest, x -> true)
            .search()
            .orElseThrow();
    List<String> out = new ArrayList<>(Fixture.ids(ctx, o.pairs()));
    for (int f : Fixture.idList(ctx, o.floaters())) {
      out.add("down " + f);
    }
    return out;
  }

  @Test
  void a2_orderIsScoreThenPairingNumber() {
    Tournament t = new TestTournament(4, 5).round("1-2 0", "3-4 1").tournament();
    RoundContext ctx = RoundContexts.of(PairingRequest.of(t));
    List<Integer> order = new ArrayList<>();
    for (int r = 0; r < ctx.size(); r++) {
      order.add(ctx.entrant(r).id());
    }
    assertEquals(List.of(2, 3, 1, 4), order);
  }

  @Test
  void a3_homogeneousBracketPairsS1AgainstS2() {
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-")
            .player(2, "2", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .build();
    assertEquals(List.of("1-3", "2-4"), bracket(ctx, 0, true, 1, 2, 3, 4));
  }

  @Test
  void a3_movedDownPlayerIsPairedFirstAndTheRemainderIsHomogeneous() {
    // 1 moved down into the 2.0 bracket: S1 = {1}, S2 = {2, 3, 4}, then the remainder {3, 4}
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "2", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .build();
    assertEquals(List.of("1-2", "3-4"), bracket(ctx, 1, true, 1, 2, 3, 4));
  }

  @Test
  void a3_atLeastHalfMovedDownIsTreatedAsHomogeneous() {
    // 1, 2, 3 moved down among 5: homogeneous, S1 = {1, 2}, S2 = {3, 4, 5}; 5 moves on
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "3", "-")
            .player(3, "3", "-")
            .player(4, "2", "-")
            .player(5, "2", "-")
            .build();
    assertEquals(List.of("1-3", "2-4", "down 5"), bracket(ctx, 3, false, 1, 2, 3, 4, 5));
  }

  @Test
  void a4_floatsOf2012DifferFrom2017ForAbsences() {
    Tournament t =
        new TestTournament(5, 5)
            .round("1-2 1", "3-4 =", "5 Z")
            .round("1-3 1", "2-5 =", "4 H")
            .tournament();
    History h = History.of(t);
    assertEquals(FloatDirection.DOWN, Floats2012.floatIn(h.player(1), h, 2)); // 1.0 met 0.5
    assertEquals(FloatDirection.UP, Floats2012.floatIn(h.player(3), h, 2));
    assertEquals(
        FloatDirection.DOWN, Floats2012.floatIn(h.player(4), h, 2)); // half point without playing
    assertEquals(
        FloatDirection.NONE,
        Floats2012.floatIn(h.player(5), h, 1)); // absent, no point: no float (2017 A.4b: down)
  }

  @Test
  void a5_theOddPlayerGetsTheBye() {
    Pairing p = new TestTournament(5, 5).pair();
    assertEquals(List.of("1-3", "4-2", "bye 5"), TestTournament.text(p));
  }

  @Test
  void a6_p0AndM0AreReportedPerBracket() {
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "2", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .player(5, "2", "-")
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5), 1, false, x -> true)
            .search()
            .orElseThrow();
    assertTrue(o.lines().stream().anyMatch(l -> l.startsWith("P0=2 M0=1")), o.lines().toString());
  }

  @Test
  void a7a_absolutePreferences() {
    assertEquals(Fixture.pref("B!"), ColourPreference.of(List.of(W, W, B, W)));
    assertEquals(Fixture.pref("W!"), ColourPreference.of(List.of(B, B, W, B)));
    assertEquals(Fixture.pref("B!"), ColourPreference.of(List.of(B, B, W, W)));
    assertEquals(Fixture.pref("W!"), ColourPreference.of(List.of(W, W, B, B)));
  }

  @Test
  void a7b_strongAndA7c_mildPreferences() {
    assertEquals(Fixture.pref("B"), ColourPreference.of(List.of(W, B, W)));
    assertEquals(Fixture.pref("W"), ColourPreference.of(List.of(B, B, W)));
    assertEquals(Fixture.pref("w"), ColourPreference.of(List.of(W, B)));
    assertEquals(Fixture.pref("b"), ColourPreference.of(List.of(B, W)));
  }

  @Test
  void a7d_oddRoundStrongPreferencesActAsAbsoluteWhileFree() {
    // round 3: 1 and 3 both strong White. 1-3 would cost no more than 1-4 by X (X1 = 1 either way),
    // but A.7.d forbids it while it costs nothing: transposition 1-4, 2-3
    RoundContext ctx =
        new Fixture()
            .round(3)
            .player(1, "1", "W")
            .player(2, "1", "w")
            .player(3, "1", "W")
            .player(4, "1", "b")
            .build();
    assertEquals(List.of("1-4", "2-3"), bracket(ctx, 0, true, 1, 2, 3, 4));
  }

  @Test
  void a7d_isDroppedRatherThanLeavingAPlayerUnpaired() {
    RoundContext ctx = new Fixture().round(3).player(1, "1", "W").player(2, "1", "W").build();
    assertEquals(List.of("1-2"), bracket(ctx, 0, false, 1, 2));
  }

  @Test
  void a7e_evenRoundMildPreferencesBendToAvoidStrongClashes() {
    // round 4: 1, 3 strong White; 2, 4 mild White (odd number of unplayed games). Z1 = 0: the
    // identity 1-3 clashes two strong preferences, 1-4 and 2-3 do not
    RoundContext ctx =
        new Fixture()
            .round(4)
            .player(1, "1", "W")
            .player(2, "1", "w")
            .player(3, "1", "W")
            .player(4, "1", "w")
            .build();
    assertEquals(new ColourCounts(2, 0), ColourCounts.of(ctx, Fixture.ranks(ctx, 1, 2, 3, 4), 2));
    assertEquals(List.of("1-4", "2-3"), bracket(ctx, 0, true, 1, 2, 3, 4));
  }

  @Test
  void a7f_aPlayerWithoutGamesHasNoPreference() {
    Tournament t = new TestTournament(4, 5).round("1-2 1", "3 Z", "4 Z").tournament();
    RoundContext ctx = RoundContexts.of(PairingRequest.of(t));
    assertEquals(ColourPreference.NONE, ctx.entrant(Fixture.ranks(ctx, 3)[0]).preference());
    assertFalse(
        ctx.entrant(Fixture.ranks(ctx, 1)[0]).preference().strength()
            == ColourPreference.Strength.NONE);
  }

  @Test
  void a8_x1AndZ1FollowTheFormulas() {
    // even round: W = 3, B = 1, w = 1, b = 1, a = 0, P0 = 3. B+b = 2 <= W+w = 4, so X1 = P0-B-b-a =
    // 1;
    // B <= W, so Z1 = P0-B-b-w-a = 0
    Fixture f = new Fixture().round(4);
    for (int id = 1; id <= 3; id++) {
      f.player(id, "1", "W");
    }
    f.player(4, "1", "B").player(5, "1", "w").player(6, "1", "b");
    RoundContext ctx = f.build();
    assertEquals(
        new ColourCounts(1, 0), ColourCounts.of(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5, 6), 3));
    // odd round: W = 3, B = 1 (mild counts as its colour), a = 2: X1 = 3 - 1 - 2 = 0
    Fixture g =
        new Fixture()
            .round(3)
            .player(1, "1", "w")
            .player(2, "1", "w")
            .player(3, "1", "W!")
            .player(4, "1", "b")
            .player(5, "1", "-")
            .player(6, "1", "-");
    RoundContext odd = g.build();
    assertEquals(
        new ColourCounts(0, 0), ColourCounts.of(odd, Fixture.ranks(odd, 1, 2, 3, 4, 5, 6), 3));
  }

  @Test
  void a9_afterAnExchangeBothSubgroupsAreReordered() {
    // 1 met 3 and 4: exchange 2<->3 gives S1 = {1, 3}, S2 = {2, 4} in A.2 order: 1-2, 3-4
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-")
            .player(2, "2", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .met(1, 3)
            .met(1, 4)
            .build();
    assertEquals(List.of("1-2", "3-4"), bracket(ctx, 0, true, 1, 2, 3, 4));
  }

  @Test
  void a10_topScorersHaveOverHalfTheMaximumInTheLastRound() {
    Tournament t =
        new TestTournament(4, 3).round("1-2 1", "3-4 =").round("1-3 =", "4-2 1").tournament();
    RoundContext ctx = RoundContexts.of(PairingRequest.of(t));
    assertTrue(ctx.entrant(Fixture.ranks(ctx, 1)[0]).topScorer()); // 1.5 of 2
    assertTrue(ctx.entrant(Fixture.ranks(ctx, 4)[0]).topScorer()); // 1.5 of 2
    assertFalse(ctx.entrant(Fixture.ranks(ctx, 3)[0]).topScorer()); // 1.0 of 2: not over 50%
  }

  @Test
  void a2_a10_e4_footballScoring() {
    // 3-1-0: after 1-3 (1 wins) and 2-4 (draw) the scores are 3, 1, 1, 0. Last round: 1 alone in
    // 3 moves down into {1 | 2, 4}. 1 and 2 both had White (strong Black), 4 Black: X1 = 0, so 1
    // takes 4 rather than 2 (E.1: 4 White), and 2 moves down to 3 (E.1: 3 White)
    TestTournament t =
        new TestTournament(4, 2)
            .scoring(
                org.swisschess.api.ScoringSystem.of(
                    org.swisschess.api.Points.parse("3"),
                    org.swisschess.api.Points.ONE,
                    org.swisschess.api.Points.ZERO))
            .round("1-3 1", "2-4 =");
    RoundContext ctx = RoundContexts.of(PairingRequest.of(t.tournament()));
    assertTrue(ctx.entrant(Fixture.ranks(ctx, 1)[0]).topScorer()); // 3 > 50% of 3
    assertFalse(ctx.entrant(Fixture.ranks(ctx, 2)[0]).topScorer()); // 1 is not
    assertEquals(List.of("4-1", "3-2"), TestTournament.text(t.pair()));
  }

  @Test
  void a11_morePairsBeforeBetterColours() {
    // two players with the same strong preference in an odd round: one pair with a colour miss
    // beats
    // no pair (P before X and A.7.d)
    RoundContext ctx = new Fixture().round(5).player(1, "2", "B").player(2, "2", "B").build();
    assertEquals(List.of("1-2"), bracket(ctx, 0, false, 1, 2));
  }
}
