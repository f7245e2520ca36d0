package org.swisschess.basic2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.History;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/** C.04.1 and C.04.2 as the 2026 texts share them, article by article. */
class SharedRulesTests {

  private static final Colour W = Colour.WHITE;
  private static final Colour B = Colour.BLACK;

  private static RoundPlayer player(int tpn, String score, boolean pab, Colour... played) {
    List<Colour> colours = List.of(played);
    return new RoundPlayer(tpn, Points.parse(score), colours, ColourPreference.of(colours), pab);
  }

  /** Round 1: 1-2 played, 3-4 a forfeit; round 2: 1-3 played, 2-4 played. */
  private static Tournament twoRounds() {
    return Games.after(
        5,
        Games.players(2000, 1900, 1800, 1700),
        Games.round("1-2:1", "3-4:+"),
        Games.round("3-1:=", "4-2:0"));
  }

  private static RoundPlayer of(History h, int tpn) {
    var p = h.player(tpn);
    return new RoundPlayer(
        tpn,
        p.score(),
        p.colourHistory(),
        p.colourPreference(),
        ByeEligibility.mayReceive(p, ScoringSystem.STANDARD));
  }

  @Test
  void c1_aGamePlayedIsAMeetingAndAForfeitIsNot() {
    History h = History.of(twoRounds());
    MayMeet m = MayMeet.of(h, 3);
    assertFalse(m.mayMeet(of(h, 1), of(h, 2)));
    assertEquals("[C1] met before", m.whyNot(of(h, 1), of(h, 2)));
    assertTrue(m.mayMeet(of(h, 3), of(h, 4)), "C.04.2 3.5: a forfeit is no meeting");
  }

  @Test
  void c3_twoPlayersWithTheSameAbsolutePreferenceNeverMeet() {
    Tournament t = Games.after(5, Games.players(2000, 1900, 1800, 1700));
    MayMeet m = MayMeet.of(History.of(t), 1);
    RoundPlayer a = player(1, "1", true, W, W);
    RoundPlayer b = player(2, "1", true, B, W, W);
    RoundPlayer c = player(3, "1", true, B, B);
    assertFalse(m.mayMeet(a, b));
    assertEquals("[C3] same absolute colour preference", m.whyNot(a, b));
    assertTrue(m.mayMeet(a, c), "opposite absolute preferences");
    assertEquals(
        List.of(List.of(2), List.of(2), List.of(0, 1)), lists(m.adjacency(List.of(a, b, c))));
  }

  @Test
  void c2_noPabAfterAPabNorAfterAnUnplayedWin() {
    Tournament t =
        Games.after(
            5,
            Games.players(2000, 1900, 1800, 1700, 1600),
            Games.round("1-2:1", "3-4:+", "bye:5"),
            Games.round("half:1", "full:2", "abs:3", "4-5:="));
    History h = History.of(t);
    assertTrue(ByeEligibility.mayReceive(h.player(1), t.scoring()), "a half-point bye");
    assertFalse(ByeEligibility.mayReceive(h.player(2), t.scoring()), "a full-point bye");
    assertFalse(ByeEligibility.mayReceive(h.player(3), t.scoring()), "a forfeit win");
    assertTrue(ByeEligibility.mayReceive(h.player(4), t.scoring()), "a forfeit loss");
    assertFalse(ByeEligibility.mayReceive(h.player(5), t.scoring()), "a PAB");
  }

  @Test
  void pab_3_1_lowestScoreThenMostGamesThenLowestRanked() {
    Tournament t = Games.after(5, Games.players(2000, 1900, 1800, 1700, 1600));
    MayMeet m = MayMeet.of(History.of(t), 2);
    List<RoundPlayer> order =
        List.of(
            player(1, "1", true, W),
            player(2, "0", true, B),
            player(3, "0", true, W),
            player(4, "0", false, B),
            player(5, "0", true));
    PabAssignment.Result r = PabAssignment.assign(order, m);
    assertTrue(r.assigned());
    // 4 may not (3.1.1); 2, 3 and 5 score 0; 2 and 3 played more than 5 (3.1.4); 3 ranks lower
    assertEquals(Optional.of(3), r.bye().map(RoundPlayer::tpn));
    assertEquals(List.of(), r.passedOver());
    assertEquals(2, r.maximumPairs());
  }

  @Test
  void pab_3_1_2_aPlayerWhoseByeLeavesTheOthersUnpairableIsPassedOver() {
    // 1 and 2 met, 2 and 3 met: only 2's bye leaves 1-3 pairable; 3 scores least (half a point)
    Tournament t =
        Games.after(
            5,
            Games.players(2000, 1900, 1800),
            Games.round("1-2:1", "half:3"),
            Games.round("2-3:1", "half:1"));
    History h = History.of(t);
    List<RoundPlayer> order = List.of(of(h, 1), of(h, 2), of(h, 3));
    PabAssignment.Result r = PabAssignment.assign(order, MayMeet.of(h, 3));
    assertEquals(Optional.of(2), r.bye().map(RoundPlayer::tpn));
    assertEquals(List.of(3), r.passedOver().stream().map(RoundPlayer::tpn).toList());
  }

  @Test
  void pab_1_9_3_noCompletePairingIsReported() {
    Tournament t = Games.after(5, Games.players(2000, 1900), Games.round("1-2:1"));
    History h = History.of(t);
    PabAssignment.Result r = PabAssignment.assign(List.of(of(h, 1), of(h, 2)), MayMeet.of(h, 2));
    assertFalse(r.completePairingExists());
    assertFalse(r.assigned());
  }

  @Test
  void colours_5_2_firstRuleThatDecides() {
    // 5.2.1: neither played; the higher ranked has an odd TPN and gets the initial colour
    assertEquals(
        new ColourAllocation.Allocation(new Board(3, 8), ColourAllocation.Rule.NEITHER_HAS_PLAYED),
        ColourAllocation.allocate(player(3, "0", true), player(8, "0", true), W));
    assertEquals(
        new Board(8, 2),
        ColourAllocation.allocate(player(2, "0", true), player(8, "0", true), W).board());
    // 5.2.2: both granted, also against a player without a preference
    assertEquals(
        new ColourAllocation.Allocation(new Board(2, 1), ColourAllocation.Rule.BOTH_PREFERENCES),
        ColourAllocation.allocate(player(1, "1", true, W), player(2, "1", true, B), W));
    assertEquals(
        new Board(1, 2),
        ColourAllocation.allocate(player(1, "1", true), player(2, "1", true, W), W).board());
    // 5.2.3: 2's absolute Black (W W last) beats 1's strong Black (colour difference +1)
    assertEquals(
        new ColourAllocation.Allocation(new Board(1, 2), ColourAllocation.Rule.STRONGER_PREFERENCE),
        ColourAllocation.allocate(player(1, "1", true, W, B, W), player(2, "1", true, B, W, W), W));
    // 5.2.4: both mild White; aligned on the last game: B/B, W/W, W/B: 1 had White there
    assertEquals(
        new ColourAllocation.Allocation(new Board(2, 1), ColourAllocation.Rule.ALTERNATED),
        ColourAllocation.allocate(
            player(1, "1", true, B, W, W, B), player(2, "1", true, W, B, W, B), W));
    // 5.2.5: both mild Black after the same single game: the higher ranked player's preference
    assertEquals(
        new ColourAllocation.Allocation(
            new Board(2, 1), ColourAllocation.Rule.HIGHER_RANKED_PREFERENCE),
        ColourAllocation.allocate(player(1, "1", true, W), player(2, "1", true, W), W));
  }

  private static List<List<Integer>> lists(int[][] adjacency) {
    List<List<Integer>> out = new ArrayList<>();
    for (int[] row : adjacency) {
      List<Integer> l = new ArrayList<>();
      for (int v : row) {
        l.add(v);
      }
      out.add(l);
    }
    return out;
  }
}
