package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.Tournament;
import org.swisschess.matching.Pair;

/** Worked examples of section B, built by hand from the text. */
class ArticleBTests {

  private static final FloatDirection NO = FloatDirection.NONE;
  private static final FloatDirection DOWN = FloatDirection.DOWN;
  private static final FloatDirection UP = FloatDirection.UP;

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
  void b1a_playersWhoMetAreNotPairedAgain() {
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-")
            .player(2, "2", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .met(1, 3)
            .build();
    assertEquals(List.of("1-4", "2-3"), bracket(ctx, 0, true, 1, 2, 3, 4));
  }

  @Test
  void b1a_forbiddenPairsCountAsHavingMet() {
    // round 1, S1 = {1, 2, 3}, S2 = {4, 5, 6}; 1-4 forbidden: transposition 5-4-6
    Pairing p = new TestTournament(6, 5).forbid(1, 4).pair();
    assertEquals(List.of("1-5", "4-2", "3-6"), TestTournament.text(p));
  }

  @Test
  void b1b_whoScoredWithoutPlayingGetsNoBye() {
    // lowest bracket of three; 3 would take the bye but already had one
    RoundContext ctx =
        new Fixture()
            .player(1, "1", "-")
            .player(2, "1", "-")
            .player(3, "1", "-", NO, NO, false)
            .build();
    assertEquals(List.of("1-3", "down 2"), bracket(ctx, 0, true, 1, 2, 3));
  }

  @Test
  void b1b_aHalfPointByeAlsoBarsThePairingAllocatedBye() {
    Tournament t = new TestTournament(3, 5).round("1-2 1", "3 H").tournament();
    History h = History.of(t);
    Dutch2012System system = new Dutch2012System();
    assertFalse(system.mayReceivePairingAllocatedBye(h.player(3), t));
    assertTrue(system.mayReceivePairingAllocatedBye(h.player(2), t));
    Pairing p = new TestTournament(3, 5).round("1-2 1", "3 H").pair();
    assertEquals(List.of("3-1", "bye 2"), TestTournament.text(p));
  }

  @Test
  void b2_sameAbsolutePreferencesDoNotMeet() {
    // even round, everyone wants White (X and Z allow it), but 1 and 3 absolutely: 1-4, 2-3
    RoundContext ctx =
        new Fixture()
            .round(4)
            .player(1, "1", "W!")
            .player(2, "1", "W")
            .player(3, "1", "W!")
            .player(4, "1", "W")
            .build();
    assertEquals(List.of("1-4", "2-3"), bracket(ctx, 0, true, 1, 2, 3, 4));
  }

  @Test
  void b2_topScorersMayIgnoreItRatherThanFloat() {
    RoundContext ctx =
        new Fixture()
            .lastRound()
            .round(5)
            .topScorer(1, "3.5", "W!")
            .topScorer(2, "3.5", "W!")
            .player(3, "2", "b")
            .player(4, "2", "w")
            .build();
    assertEquals(List.of("1-2", "3-4"), Fixture.ids(ctx, new RoundPairer(ctx).pair().pairs()));
  }

  @Test
  void b2_aNonTopScorerFacingATopScorerIsATopScorerForColourAllocation() {
    // last round (round 5, maximum 4 points): 1 (3.5, top scorer) moves down to 2 (2.0, not a top
    // scorer); both must have White. Waiving B.2 (C.10.g) pairs them instead of moving both down.
    // The note to B.2 makes 2 "a top scorer for colour allocation purposes", so neither gives way
    // by status: E.1 cannot grant both, E.2 finds two absolute preferences, E.3 has no round in
    // which they had different colours (no colours given here), so E.4 grants the higher ranked
    // player's: 1-2. Below, 3 and 4 meet, 4 with White (E.1).
    RoundContext ctx =
        new Fixture()
            .lastRound()
            .round(5)
            .topScorer(1, "3.5", "W!")
            .player(2, "2", "W!")
            .player(3, "1", "b")
            .player(4, "1", "w")
            .build();
    RoundPairer.Result r = new RoundPairer(ctx).pair();
    assertEquals(List.of("1-2", "3-4"), Fixture.ids(ctx, r.pairs()));
    Pair pair = r.pairs().get(0);
    assertEquals(
        new org.swisschess.api.Board(1, 2),
        ColourAllocator.allocate(ctx, pair.higher(), pair.lower()));
  }

  @Test
  void e3_decidesBetweenATopScorerAndANonTopScorerWithTheSameAbsolutePreference() {
    // As above, with histories: 1 had B W B B, 2 had B B W B (both colour difference -2, both must
    // have White). E.2 finds two absolute preferences; E.3 alternates to the latest round in which
    // their colours differed, round 3 (1 Black, 2 White): now 1 White, 2 Black, so 1-2. The engine
    // used to make the top scorer give way whatever E.3 said (2-1).
    RoundContext ctx =
        new Fixture()
            .lastRound()
            .round(5)
            .topScorer(1, "3.5", "W!")
            .player(2, "2", "W!")
            .player(3, "1", "b")
            .player(4, "1", "w")
            .withColours(1, Colour.BLACK, Colour.WHITE, Colour.BLACK, Colour.BLACK)
            .withColours(2, Colour.BLACK, Colour.BLACK, Colour.WHITE, Colour.BLACK)
            .build();
    RoundPairer.Result r = new RoundPairer(ctx).pair();
    Pair pair = r.pairs().get(0);
    assertEquals(
        new org.swisschess.api.Board(1, 2),
        ColourAllocator.allocate(ctx, pair.higher(), pair.lower()));
  }

  @Test
  void b2_withoutTopScorersTheyFloatInstead() {
    RoundContext ctx =
        new Fixture()
            .round(5)
            .player(1, "3.5", "W!")
            .player(2, "3.5", "W!")
            .player(3, "2", "b")
            .player(4, "2", "w")
            .build();
    assertEquals(List.of("1-3", "2-4"), Fixture.ids(ctx, new RoundPairer(ctx).pair().pairs()));
  }

  @Test
  void b3_scoreDifferencesAreKeptSmallInTheLowestBracket() {
    // A 3.0 must meet F 1.0; then BC and DE (differences 0 and 0.5) beat BD and CE (D.4)
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "2.5", "-")
            .player(3, "2.5", "-")
            .player(4, "2", "-")
            .player(5, "1.5", "-")
            .player(6, "1", "-")
            .onlyMeets(6, java.util.Set.of(1))
            .build();
    assertEquals(List.of("1-6", "2-3", "4-5"), bracket(ctx, 3, true, 1, 2, 3, 4, 5, 6));
  }

  @Test
  void b4_transpositionToGrantColourPreferences() {
    // round 2 after 1-5, 6-2, 3-7, 8-4 won by the higher numbers: 1 and 3 want Black, 2 and 4
    // White;
    // X1 = 0 so 1-3 is transposed away: 1-4, 2-3 (and 5-8, 6-7 below)
    Pairing p = new TestTournament(8, 5).round("1-5 1", "6-2 0", "3-7 1", "8-4 0").pair();
    assertEquals(List.of("4-1", "2-3", "5-8", "7-6"), TestTournament.text(p));
  }

  @Test
  void b5_noDownfloatTwiceInARow() {
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-")
            .player(2, "2", "-")
            .player(3, "2", "-", DOWN, NO, true)
            .build();
    assertEquals(List.of("1-3", "down 2"), bracket(ctx, 0, false, 1, 2, 3));
  }

  @Test
  void b5_noUpfloatTwiceInARow() {
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "2", "-", UP, NO, true)
            .player(3, "2", "-")
            .player(4, "2", "-")
            .build();
    assertEquals(List.of("1-3", "2-4"), bracket(ctx, 1, true, 1, 2, 3, 4));
  }

  @Test
  void b6_noDownfloatAsTwoRoundsBefore() {
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-")
            .player(2, "2", "-")
            .player(3, "2", "-", NO, DOWN, true)
            .build();
    assertEquals(List.of("1-3", "down 2"), bracket(ctx, 0, false, 1, 2, 3));
  }

  @Test
  void b6_noUpfloatAsTwoRoundsBefore() {
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "2", "-", NO, UP, true)
            .player(3, "2", "-")
            .player(4, "2", "-")
            .build();
    assertEquals(List.of("1-3", "2-4"), bracket(ctx, 1, true, 1, 2, 3, 4));
  }
}
