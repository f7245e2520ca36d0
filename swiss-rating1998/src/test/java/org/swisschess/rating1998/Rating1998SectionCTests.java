package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swisschess.api.Pairing;

/** Worked examples for section C, each built by hand from the text. */
class Rating1998SectionCTests {

  @Test
  void C1_playerWithoutAnOpponentInTheBracketIsMovedDown() {
    // Round 1: 1 3 5 won. 1 may meet neither 3 nor 5: C.1 moves 1 down at once; 1.0 pairs 3-5
    // (both want Black, x = 1, E.4 gives Black to 3). 0.0 = 1 | 2 4 6: 1 met 4, so 1-2; 4-6.
    Fixture f = new Fixture(6, 5).forbid(1, 3).forbid(1, 5).round("1-4 1", "5-2 1", "3-6 1");
    Pairing p = f.pair();
    assertEquals("5-3 2-1 4-6", Fixture.text(p));
    assertTrue(
        p.explanation().toText().contains("C.1: 1 has no possible opponent here"),
        p.explanation().toText());
  }

  @Test
  void C9_B6IsDroppedForDownfloatsBeforeAColourPreferenceIsSacrificed() {
    // Round 3, 6 absent. 1.5 = 1 3 5: 1 wants Black absolutely (White twice), 3 White (mildly),
    // 5 Black (strongly, one game). x = 0 (w = 1, b = 2, q = 2). 1-3 leaves 5, who had the bye
    // two rounds before (B.6); 1-5 is a colour conflict that x = 0 forbids. C.9 drops B.6 for
    // downfloats before C.11 raises x: 1-3, and 5 moves down. 0.5 = 5 | 2 4: 5-2 would be a
    // conflict (both want Black), so 5-4; 2 moves down to 0.0 = 2 | 7 (half moved down:
    // homogeneous): 2-7. Colours: 3-1, 4-5, 7-2 (7 strongly wants White).
    Fixture f =
        new Fixture(7, 5)
            .round("1-2 1", "3-4 1", "6-7 1", "5 U")
            .round("1-6 =", "5-3 =", "2-4 =", "7 Z");
    Pairing p = f.pair(6);
    assertEquals("3-1 4-5 7-2", Fixture.text(p));
    assertTrue(
        p.explanation().toText().contains("float criteria: B.6 dropped for downfloats"),
        p.explanation().toText());
  }

  @Test
  void C10_C12_upfloatCriteriaDroppedLastAndPreviousBracketPairedAnew() {
    // Round 3. 2.0 = 3 alone, moved down. 1.0 = 3 | 1 4 5 6: 3 met 1 and 6 and both 3 and 5 must
    // have Black (B.2), so 3 can only meet 4, who floated up in round 2 (B.5): C.10 drops B.6 and
    // then B.5 for upfloats: 3-4. Remainder S1 = 1, S2 = 5 6: 1-5, leaving 6 for 0.0 = 6 | 2, but
    // 6 and 2 have met: 6 is a moved-down player without an opponent, so C.1 calls C.12 (its first
    // bullet comes before the lowest-bracket one): 1.0 is paired anew, and its next outcome, after
    // the exchange 1 with 5 in the remainder, is 5-6 with 1 moved down: 1-2.
    Fixture f = new Fixture(6, 5).round("1-4 1", "5-2 1", "3-6 1").round("3-1 1", "5-4 0", "2-6 0");
    Pairing p = f.pair();
    assertEquals("4-3 6-5 1-2", Fixture.text(p));
    String text = p.explanation().toText();
    assertTrue(text.contains("B.5, B.6 dropped for all floats"), text);
    assertTrue(text.contains("C.12: the previous bracket was paired anew"), text);
  }

  @Test
  void C12_previousBracketIsPairedAnewWhenAMovedDownPlayerHasNoOpponent() {
    // Round 1: 1 3 5 won. 1.0: 1-3 moves 5 down, but 5 may meet nobody in 0.0 (met 2, forbidden
    // with 4 and 6). C.12: the next pairing of 1.0 is 1-5, moving 3 down: 3-2, then 4-6.
    // x of 1.0 is 1 (all three want Black), so 1-5 may be a colour conflict.
    Fixture f = new Fixture(6, 5).forbid(5, 4).forbid(5, 6).round("1-4 1", "5-2 1", "3-6 1");
    Pairing p = f.pair();
    assertEquals("5-1 2-3 4-6", Fixture.text(p));
    assertTrue(
        p.explanation().toText().contains("C.12: the previous bracket was paired anew"),
        p.explanation().toText());
  }

  @Test
  void C12_movedDownPlayerNobodyCanHelpMovesOnDownAlone() {
    // Round 1: 1 and 8 won, 2 3 6 7 drew. 1-8 is forbidden, so C.1 moves both down into 0.5, where
    // 1 may meet nobody (forbidden with 2 3 6 7). C.12 finds no other pairing of 1.0, so 1 moves on
    // down alone (not the whole bracket through C.14). 0.5 = 8 | 2 3 6 7: 8-2; remainder S1 = 3,
    // S2 = 6 7: 3-6, 7 moves down. 0.0 = 1 7 | 4 5, half moved down, so homogeneous: S1 = 1 7,
    // S2 = 4 5. 1 may meet only 4 (5 met, 7 forbidden), and 1-4 and 7-5 both want one colour
    // each (1 and 4 Black, 7 and 5 White): x rises from 0 to 2 (C.11). Colours: 8-2 and 6-3 by
    // E.1; 4-1 and 7-5 by E.4 (same histories, the higher player's preference).
    Fixture f =
        new Fixture(8, 5)
            .forbid(1, 8)
            .forbid(1, 2)
            .forbid(1, 3)
            .forbid(1, 6)
            .forbid(1, 7)
            .round("1-5 1", "2-6 =", "3-7 =", "4-8 0");
    Pairing p = f.pair();
    assertEquals("8-2 4-1 6-3 7-5", Fixture.text(p), p.explanation().toText());
    String text = p.explanation().toText();
    assertTrue(
        text.contains("1 (moved down) has no possible opponent here and moves on down"), text);
    assertTrue(text.contains("p = 2, x = 2"), text);
  }

  @Test
  void C13_penultimateBracketMovesDownWhenTheLowestCannotBePaired() {
    // Round 1: 1 and 2 won. 0.0 = 3 4 may not meet: C.13 undoes 1.0; with p = 0 there the two
    // brackets are joined: 1 2 3 4, S1 = 1 2, S2 = 3 4: 1 met 3, so 1-4, 2-3.
    Fixture f = new Fixture(4, 5).forbid(3, 4).round("1-3 1", "2-4 1");
    assertEquals("4-1 3-2", f.pairText());
  }

  @Test
  void C14_pIsDecreasedWhenNotAllPairingsCanBeMade() {
    // Round 1: 1 2 3 4 won. 1, 3 and 4 may only meet 2: p = 2 is impossible, C.14 makes p = 1:
    // S1 = 1, S2 = 2 3 4: 1-2, and 3 4 move down to 0.0 = 3 4 | 5 6 7 8 (heterogeneous):
    // 3-5, 4-6 (3 met 7, 4 met 8), remainder 7-8.
    Fixture f =
        new Fixture(8, 5)
            .forbid(1, 3)
            .forbid(1, 4)
            .forbid(3, 4)
            .round("1-5 1", "6-2 0", "3-7 1", "8-4 0");
    Pairing p = f.pair();
    assertEquals("2-1 5-3 4-6 7-8", Fixture.text(p));
    assertTrue(p.explanation().toText().contains("p = 1, x = 0"), p.explanation().toText());
  }

  @Test
  void C14_xIsDecreasedWithPWhenItWasAboveZero() {
    // Round 1: 1-5, 2-6, 3-7 won by White, 8-4 won by Black. 1.0 = 1 2 3 4: 1 2 3 want Black, 4
    // White: b = 3 > w = 1, q = 2, x = b - q = 1. 2, 3 and 4 may not meet each other (forbidden),
    // so p = 2 fails at every x; C.14: p = 1 and, x having been above zero, x = 0. S1 = 1,
    // S2 = 2 3 4: 1-2 and 1-3 both want Black, so 1-4 (4 White, E.1); 2 and 3 move down.
    // (Keeping x = 1 would have paired 1-2.) 0.0 = 2 3 | 5 6 7 8: 2 met 6, 3 met 7: 5-2, 6-3, and
    // the
    // remainder 7-8 (7 wants White, 8 Black).
    Fixture f =
        new Fixture(8, 5)
            .forbid(2, 3)
            .forbid(2, 4)
            .forbid(3, 4)
            .round("1-5 1", "2-6 1", "3-7 1", "8-4 0");
    Pairing p = f.pair();
    assertEquals("4-1 5-2 6-3 7-8", Fixture.text(p));
    assertTrue(p.explanation().toText().contains("p = 1, x = 0"), p.explanation().toText());
  }
}
