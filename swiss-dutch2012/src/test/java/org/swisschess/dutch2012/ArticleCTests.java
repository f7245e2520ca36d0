package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Explanation;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.NoValidPairingException;

/** Worked examples of section C, built by hand from the text. */
class ArticleCTests {

  private static final FloatDirection NO = FloatDirection.NONE;
  private static final FloatDirection DOWN = FloatDirection.DOWN;
  private static final FloatDirection UP = FloatDirection.UP;

  private static List<String> round(RoundContext ctx) {
    RoundPairer.Result r = new RoundPairer(ctx).pair();
    List<String> out = new ArrayList<>(Fixture.ids(ctx, r.pairs()));
    if (r.bye() >= 0) {
      out.add("bye " + ctx.entrant(r.bye()).id());
    }
    return out;
  }

  @Test
  void c1_aPlayerWithoutOpponentInTheBracketIsMovedDown() {
    // 4 has met 1, 2, 3: moved down at once; {1, 2, 3} pairs 1-2 and moves 3 down; below,
    // {3, 4 | 5, 6} is homogeneous (half moved down): 3-5, 4-6
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-")
            .player(2, "2", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .player(5, "1", "-")
            .player(6, "1", "-")
            .met(4, 1)
            .met(4, 2)
            .met(4, 3)
            .build();
    RoundPairer.Result r = new RoundPairer(ctx).pair();
    assertEquals(List.of("1-2", "3-5", "4-6"), Fixture.ids(ctx, r.pairs()));
    assertTrue(
        r.explanation().toText().contains("C.1: no opponent in the bracket for 4"),
        r.explanation().toText());
  }

  @Test
  void c2_p0M0X1AndZ1AreDeterminedFirst() {
    // round 4, 1.0 bracket: W = 1, 2, 3 (strong), B = 4 (strong), w = 5 (mild White), none 6.
    // P0 = 3; B+b = 1 <= W+w = 4: X1 = P0-B-b-a = 3-1-0-1 = 1; B <= W: Z1 = P0-B-b-w-a = 0
    RoundContext ctx =
        new Fixture()
            .round(4)
            .player(1, "1", "W")
            .player(2, "1", "W")
            .player(3, "1", "W")
            .player(4, "1", "B")
            .player(5, "1", "w")
            .player(6, "1", "-")
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5, 6), 0, true, x -> true)
            .search()
            .orElseThrow();
    assertTrue(
        o.lines().contains("P0=3 M0=0 X1=1 Z1=0 homogeneous, lowest bracket"),
        o.lines().toString());
  }

  @Test
  void c3_theFirstAttemptHasEveryRequirementSet() {
    // 5 floated up last round: the first level keeps B.5 for upfloaters, so 1 (moved down) takes 6
    // although 5 comes first in S2; nothing had to be relaxed
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(5, "2", "-", FloatDirection.UP, NO, true)
            .player(6, "2", "-")
            .player(7, "2", "-")
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 5, 6, 7), 1, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-6", "5-7"), Fixture.ids(ctx, o.pairs()));
    assertTrue(o.lines().stream().anyMatch(l -> l.endsWith("relaxed: none")), o.lines().toString());
  }

  @Test
  void c4_c5_s1HoldsTheHighestPPlayersInA2Order() {
    RoundContext ctx =
        new Fixture()
            .player(6, "2", "-")
            .player(2, "2", "-")
            .player(4, "2", "-")
            .player(1, "2", "-")
            .player(5, "2", "-")
            .player(3, "2", "-")
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5, 6), 0, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-4", "2-5", "3-6"), Fixture.ids(ctx, o.pairs()));
  }

  @Test
  void c7_aNewTranspositionWhenTheFirstFails() {
    // 2 has met 5: S2 = {4, 5, 6} becomes 4-6-5 (transposition 1 of D.1)
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-")
            .player(2, "2", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .player(5, "2", "-")
            .player(6, "2", "-")
            .met(2, 5)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5, 6), 0, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-4", "2-6", "3-5"), Fixture.ids(ctx, o.pairs()));
  }

  @Test
  void c6_c9_theRemainderFailsSoTheHeterogeneousPartTakesTheNextTransposition() {
    // 1 moved down; 1-2 leaves the remainder {3, 4} who have met: back to 1-3, remainder 2-4
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "2", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .met(3, 4)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4), 1, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-3", "2-4"), Fixture.ids(ctx, o.pairs()));
  }

  @Test
  void c10_b6IsDroppedBeforeB5ForDownfloaters() {
    // 1 and 3 floated down last round (B.5), 2 two rounds ago (B.6): one must float, and no
    // exchange
    // helps; C.10.c drops B.6 first, so 2 floats (dropping B.5 first would have let 3 float)
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-", DOWN, NO, true)
            .player(2, "2", "-", NO, DOWN, true)
            .player(3, "2", "-", DOWN, NO, true)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3), 0, false, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-3"), Fixture.ids(ctx, o.pairs()));
    assertEquals(List.of(2), Fixture.idList(ctx, o.floaters()));
    assertTrue(
        o.lines().stream()
            .anyMatch(
                l ->
                    l.contains("B.6 for downfloaters (C.10.c)")
                        && !l.contains("B.5 for downfloaters")),
        o.lines().toString());
  }

  @Test
  void c8a_exchangesComeBeforeAnyRequirementIsLowered() {
    // 3 floated down last round (B.5), 2 two rounds ago (B.6), 1 never: no transposition keeps B.5
    // and B.6, but the exchange 1<->2 does (S1 = {2}, S2 = {1, 3}): 2-3 and the top player 1 floats
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-")
            .player(2, "2", "-", NO, DOWN, true)
            .player(3, "2", "-", DOWN, NO, true)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3), 0, false, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("2-3"), Fixture.ids(ctx, o.pairs()));
    assertEquals(List.of(1), Fixture.idList(ctx, o.floaters()));
  }

  @Test
  void c10a_b6IsDroppedBeforeB5ForUpfloaters() {
    // 1 (3.0) moved down into {2, 3, 4} (2.0): heterogeneous (1 of 4), S1 = {1}, S2 = {2, 3, 4}.
    // 1 has met 4. 2 floated up last round (B.5), 3 two rounds ago (B.6): with both criteria set
    // neither may float up again. C.10.a drops B.6 for upfloaters first, so 1 takes 3 (dropping B.5
    // first would give 1-2); the remainder {2, 4} pairs 2-4.
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "2", "-", UP, NO, true)
            .player(3, "2", "-", NO, UP, true)
            .player(4, "2", "-")
            .met(1, 4)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4), 1, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-3", "2-4"), Fixture.ids(ctx, o.pairs()));
    assertTrue(
        o.lines().stream().anyMatch(l -> l.endsWith("relaxed: B.6 for upfloaters (C.10.a)")),
        o.lines().toString());
  }

  @Test
  void c10b_droppingB5ForUpfloatersSetsB6Again() {
    // As above, but 2 floated up in both of the last two rounds (B.5 and B.6) and 3 last round
    // (B.5). Dropping B.6 (C.10.a) frees nobody; C.10.b drops B.5 and restarts from C.3.h, which
    // sets B.6 for upfloaters again: 2 still may not float up, 3 may: 1-3 and 2-4 (with both
    // dropped, 1-2 would come first).
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "2", "-", UP, UP, true)
            .player(3, "2", "-", UP, NO, true)
            .player(4, "2", "-")
            .met(1, 4)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4), 1, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-3", "2-4"), Fixture.ids(ctx, o.pairs()));
    assertTrue(
        o.lines().stream().anyMatch(l -> l.endsWith("relaxed: B.5 for upfloaters (C.10.b)")),
        o.lines().toString());
  }

  @Test
  void c10e_oddRoundXIsRaisedOneStepAtATime() {
    // Round 3, one bracket of six. Mild preferences: 1, 3, 4 White; 2, 5 Black; 6 none (a = 1).
    // P0 = 3, B + b = 2 <= W + w = 3: X1 = P0 - B - b - a = 3 - 2 - 1 = 0.
    // Met: 2-4, 4-5, 1-5, 3-5, 1-3. No pairing grants every preference, so C.10.e raises X.
    // X = 1: no transposition of S1 = {1, 2, 3}, S2 = {4, 5, 6} has at most one miss (the only
    // legal
    // ones, 4-5-6 and 6-5-4, miss two: 1-4 and 2-5, or 2-5 and 3-4). D.2: the first exchange
    // 3<->4 (S1 = {1, 2, 4}, S2 = {3, 5, 6}) leaves 4 only 6, and then 1-3 and 2-5 both miss.
    // The next, 3<->5 (S1 = {1, 2, 5}, S2 = {3, 4, 6}): 1-3 met, 1-4 with 2-3 and 5-6 misses one.
    // Had X jumped to 2, the identity 1-4, 2-5, 3-6 would have been taken.
    RoundContext ctx =
        new Fixture()
            .round(3)
            .player(1, "1", "w")
            .player(2, "1", "b")
            .player(3, "1", "w")
            .player(4, "1", "w")
            .player(5, "1", "b")
            .player(6, "1", "-")
            .met(2, 4)
            .met(4, 5)
            .met(1, 5)
            .met(3, 5)
            .met(1, 3)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5, 6), 0, true, x -> true)
            .search()
            .orElseThrow();
    assertTrue(
        o.lines().contains("P0=3 M0=0 X1=0 homogeneous, lowest bracket"), o.lines().toString());
    assertEquals(List.of("1-4", "2-3", "5-6"), Fixture.ids(ctx, o.pairs()));
    assertTrue(
        o.lines().stream().anyMatch(l -> l.endsWith("X=1; relaxed: X raised to 1 (C.10.e)")),
        o.lines().toString());
  }

  @Test
  void c10e_evenRoundZIsRaisedBeforeX() {
    // Round 4, one bracket of six. 1 and 4 strong White, 5 strong Black, 2 and 6 mild White (an odd
    // number of unplayed games: w = 2), 3 no preference (a = 1). P0 = 3, B + b = 1 <= W + w = 4:
    // X1 = P0 - B - b - a = 1; B <= W: Z1 = P0 - B - b - w - a = -1, so 0.
    // Met: 2-6, 1-5, 1-3, 4-5, 4-3. Then every pairing with one miss holds 1-4 (two strong Whites:
    // a Z miss too), and the pairings without a Z miss (1-6, 2-4, 3-5 or 1-2, 4-6, 3-5) miss two.
    // C.10.e: with X = 1, Z rises to 1 before X rises to 2, so the identity 1-4, 2-5, 3-6 is taken;
    // raising X first would give 1-6, 2-4, 3-5.
    RoundContext ctx =
        new Fixture()
            .round(4)
            .player(1, "1", "W")
            .player(2, "1", "w")
            .player(3, "1", "-")
            .player(4, "1", "W")
            .player(5, "1", "B")
            .player(6, "1", "w")
            .met(2, 6)
            .met(1, 5)
            .met(1, 3)
            .met(4, 5)
            .met(4, 3)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5, 6), 0, true, x -> true)
            .search()
            .orElseThrow();
    assertTrue(
        o.lines().contains("P0=3 M0=0 X1=1 Z1=0 homogeneous, lowest bracket"),
        o.lines().toString());
    assertEquals(List.of("1-4", "2-5", "3-6"), Fixture.ids(ctx, o.pairs()));
    assertTrue(
        o.lines().stream().anyMatch(l -> l.endsWith("X=1 Z=1; relaxed: Z raised to 1 (C.10.e)")),
        o.lines().toString());
  }

  @Test
  void c10e_xIsRaisedOnlyAsFarAsNeeded() {
    // odd round, all four want White: X1 = 2 pairs must miss, and the identity does
    RoundContext ctx =
        new Fixture()
            .round(3)
            .player(1, "1", "w")
            .player(2, "1", "w")
            .player(3, "1", "w")
            .player(4, "1", "w")
            .met(1, 3)
            .met(2, 4)
            .met(1, 4)
            .build();
    // only 1-2 and 3-4 remain possible; both miss a preference: X = 2 = X1, nothing relaxed
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4), 0, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-2", "3-4"), Fixture.ids(ctx, o.pairs()));
    assertTrue(
        o.lines().stream().anyMatch(l -> l.contains("X=2; relaxed: none")), o.lines().toString());
  }

  @Test
  void c12_backtrackToThePreviousBracketForOtherFloaters() {
    // 3.0: {1, 2, 3} would pair 1-2 and move 3 down, but 3 has met 4 and 5 of the 2.0 bracket.
    // C.12: 1-3 moves 2 (same score) down instead, and 2-4 is possible; 5 meets 6 below.
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "3", "-")
            .player(3, "3", "-")
            .player(4, "2", "-")
            .player(5, "2", "-")
            .player(6, "1", "-")
            .met(3, 4)
            .met(3, 5)
            .build();
    assertEquals(List.of("1-3", "2-4", "5-6"), round(ctx));
  }

  @Test
  void c12_theRePairedBracketMayNotBacktrackInTurnSoTheIncompatiblePlayerMovesDown() {
    // Brackets (A.2, A.3): 3.0 {1, 2, 3}, 2.0 {4, 5}, 1.0 {6, 7}, 0.0 {8}. Met: 3-5, 5-6, 5-7.
    // The backtrack starts in the 1.0 bracket, not the lowest, because the lowest bracket follows
    // C.13, which may be repeated; C.12 alone forbids the nested backtrack.
    // 3.0: homogeneous, P0 = 1, S1 = {1}, S2 = {2, 3} (C.4): 1-2 (C.6), 3 moves down.
    // 2.0: {3 | 4, 5}, one of three came from above, so it is heterogeneous (A.3); P = M1 = 1
    // (C.3.a), S1 = {3}, S2 = {4, 5}: 3-4, and the remainder {5} (P = P1 - M1 = 0) moves down.
    // 1.0: {5 | 6, 7}. 5 has met 6 and 7 and was moved down, so C.1 applies C.12: backtrack to 2.0
    // for another set of the same size and scores, one 2.0 player. With 3 still coming down, only 5
    // can be that player: 3-5 is barred (B.1.a), so 4 is never left over, and 4-5 would move 3
    // down,
    // a 3.0 player. Nothing helps. Re-pairing 3.0 as 1-3 would send 2 instead; then {2 | 4, 5}
    // could pair 2-5 and move 4, who may play 6 (1-3, 2-5, 4-6, 7-8). But that is a backtrack from
    // 2.0 while 2.0 is itself being re-paired for 1.0, and C.12 disallows it.
    // C.12 having failed, 5 is moved down as C.1's last case and section B ("if necessary players
    // will be moved down") allow: 1.0 pairs 6-7. 0.0, the lowest: {5 | 8}, half moved down, so it
    // is
    // treated as homogeneous (A.3): 5-8.
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "3", "-")
            .player(3, "3", "-")
            .player(4, "2", "-")
            .player(5, "2", "-")
            .player(6, "1", "-")
            .player(7, "1", "-")
            .player(8, "0", "-")
            .met(3, 5)
            .met(5, 6)
            .met(5, 7)
            .build();
    RoundPairer.Result r = new RoundPairer(ctx).pair();
    assertEquals(List.of("1-2", "3-4", "5-8", "6-7"), Fixture.ids(ctx, r.pairs()));
    // the explanation records the failed C.12 step in the 1.0 bracket, and no bracket above was
    // re-paired
    String text = r.explanation().toText();
    List<Explanation.Section> sections = r.explanation().sections();
    assertEquals("Bracket 1.0", sections.get(2).title(), text);
    assertEquals(
        List.of(
            "C.12: no other pairing of the previous bracket helps",
            "C.1: no opponent in the bracket for 5, moved down"),
        sections.get(2).lines().subList(0, 2),
        text);
    assertTrue(
        sections.stream().flatMap(s -> s.lines().stream()).noneMatch(l -> l.contains("re-paired")),
        text);
  }

  @Test
  void c13_theLowestBracketBacktracksAndThenMerges() {
    // 5 and 6 have met: the penultimate bracket {3, 4} cannot help by another pairing, so with P1 =
    // 0
    // both move down and the joined bracket {3, 4 | 5, 6} pairs 3-5, 4-6
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "3", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .player(5, "1", "-")
            .player(6, "1", "-")
            .met(5, 6)
            .build();
    assertEquals(List.of("1-2", "3-5", "4-6"), round(ctx));
  }

  @Test
  void c13_noPairingAtAllIsReported() {
    RoundContext ctx = new Fixture().player(1, "1", "-").player(2, "1", "-").met(1, 2).build();
    NoValidPairingException e =
        assertThrows(NoValidPairingException.class, () -> new RoundPairer(ctx).pair());
    assertTrue(e.explanation().sections().size() > 0);
  }

  @Test
  void c13_c14b2_lowestBracketWithM1ZeroIsPairedAsHomogeneous() {
    // Lowest bracket: 1 (3.0) moved down into {2, 3, 4, 5} (2.0): heterogeneous (1 of 5). 1 has met
    // 3, 4 and 5; 2 to 5 have each scored without playing, so B.1.b bars them from the bye.
    // M1 = 1: 1-2 leaves {3, 4, 5}, where one would get the bye: no level works. C.13 sends the
    // heterogeneous lowest bracket to C.14.b.2: M1 = 0, the bracket is homogeneous, P1 = P0 = 2,
    // S1 = {1, 2}, S2 = {3, 4, 5}. 1 cannot be paired, so only an exchange that puts him in S2
    // helps. D.2 by difference: 2<->3 (S1 = {1, 3}), then 2<->4 (S1 = {1, 4}), then 1<->3:
    // S1 = {2, 3}, S2 = {1, 4, 5}, whose first transposition leaving 1 over is 2-4, 3-5.
    // D.4 (mixed scores): every pairing with 1 on the bye has B3factor (3.0 - (2.0 - 1))^2 = 4.
    Fixture f = new Fixture().player(1, "3", "-");
    for (int id = 2; id <= 5; id++) {
      f.player(id, "2", "-", NO, NO, false);
    }
    RoundContext ctx = f.met(1, 3).met(1, 4).met(1, 5).build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5), 1, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("2-4", "3-5"), Fixture.ids(ctx, o.pairs()));
    assertEquals(List.of(1), Fixture.idList(ctx, o.floaters()));
    assertTrue(
        o.lines().stream()
            .anyMatch(l -> l.startsWith("M1=0: bracket paired as homogeneous (C.14.b.2)")),
        o.lines().toString());
  }

  @Test
  void c14a_p1IsLoweredWhenP0PairsAreImpossible() {
    // only 1-2, 1-3 and 1-4 may be played: one pair, 3 and 4 move down
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-")
            .player(2, "2", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .met(2, 3)
            .met(2, 4)
            .met(3, 4)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4), 0, false, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-2"), Fixture.ids(ctx, o.pairs()));
    assertEquals(List.of(3, 4), Fixture.idList(ctx, o.floaters()));
    assertTrue(o.lines().contains("P1 lowered to 1 (C.14)"), o.lines().toString());
  }
}
