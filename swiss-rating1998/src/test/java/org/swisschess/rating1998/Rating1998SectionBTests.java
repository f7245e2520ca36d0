package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;

/** Worked examples for section B, each built by hand from the text. */
class Rating1998SectionBTests {

  @Test
  void B1a_forbiddenPairIsTreatedAsHavingMet() {
    // Round 1, S1 = 1 2, S2 = 3 4: 1-3 is forbidden, so the D.1 transposition 4 3 gives 1-4, 2-3.
    assertEquals("1-4 3-2", new Fixture(4, 5).forbid(1, 3).pairText());
  }

  @Test
  void B1b_F5_noSecondByeAndAbsentPlayersAreNotPaired() {
    // Round 1: 1 and 2 won, 5 had the bye. Round 2 with 3 and 4 absent (F.5): 1 2 5 all on 1.0,
    // S1 = 1, S2 = 2 5: 1-2 would give 5 a second bye (B.1 b), so 1-5 and the bye goes to 2.
    // Colours: 1 had White, 5 has no game: 5-1 (E.1).
    Fixture f = new Fixture(5, 5).round("1-4 1", "2-3 1", "5 U");
    assertEquals("5-1 | 2", f.pairText(3, 4));
  }

  @Test
  void B1b_forfeitWinAlsoRulesOutTheBye() {
    // Round 1: 4 and 5 won, 7 won by forfeit (no game, F.2). Round 2 with 1 2 3 6 absent: 4 5 7
    // all on 1.0, S1 = 4, S2 = 5 7: 4-5 would give 7 the bye after a point without playing
    // (B.1 b), so 4-7 and 5 gets the bye. Colours: 4 had White, 7 no game: 7-4 (E.1).
    Fixture f = new Fixture(7, 5).round("4-1 1", "5-2 1", "6-7 -", "3 Z");
    assertEquals("7-4 | 5", f.pairText(1, 2, 3, 6));
  }

  @Test
  void B2_noPairingWhenOnlyColourClashesRemain() {
    // 1 and 2 had Black twice, 3 and 4 White twice; 1-3, 2-4, 1-4, 2-3 have met. Round 3 of 5:
    // 1-2 and 3-4 would give someone a third game with one colour: no valid pairing.
    Fixture f = new Fixture(4, 5).round("3-1 =", "4-2 =").round("4-1 =", "3-2 =");
    NoValidPairingException e = assertThrows(NoValidPairingException.class, f::pair);
    assertFalse(e.explanation().sections().isEmpty());
  }

  @Test
  void B2_C11_notAppliedToPlayersOverHalfInTheLastRound() {
    // The same colours, but 1 and 4 have 1.5 of 2 points and round 3 is the last: B.2 and A.7 a do
    // not bind them. 1.5 = 1 4 have met: C.1 moves both down; 0.5 = 1 4 | 2 3 is half moved down,
    // so homogeneous: S1 = 1 4, S2 = 2 3: 1-2 and 4-3, two colour conflicts while x = 0; C.11
    // raises x to 2. 2 must have White, 3 Black (B.2): 2-1, 4-3.
    Fixture f = new Fixture(4, 3).round("3-1 0", "4-2 1").round("4-1 =", "3-2 =");
    Pairing p = f.pair();
    assertEquals("2-1 4-3", Fixture.text(p));
    assertTrue(p.explanation().toText().contains("p = 2, x = 2"), p.explanation().toText());
  }

  @Test
  void B3_B4_D2_exchangeGrantsColourPreferencesBeforeATransposition() {
    // Round 1 drawn: 1-3, 4-2. All on 0.5: S1 = 1 2, S2 = 3 4. 1-3 met; the transposition 4 3
    // gives 1-4 and 2-3, both pairs wanting the same colour, while x = 0 (w = b = q = 2).
    // The first exchange, 2 with 3, gives S1 = 1 3, S2 = 2 4: 1-2 and 3-4, every preference
    // granted.
    Fixture f = new Fixture(4, 5).round("1-3 =", "4-2 =");
    Pairing p = f.pair();
    assertEquals("2-1 3-4", Fixture.text(p));
    assertTrue(
        p.explanation().toText().contains("exchange (D.2): 2 with 3"), p.explanation().toText());
  }

  @Test
  void B6_noDownfloatAsTwoRoundsBefore() {
    // Round 1: 1 3 6 8 won, 5 had the bye (a downfloat, A.5). Round 2: 6 beat 1, 8 beat 3, 5 was
    // absent, 2-4 and 7-9 drawn. Round 3: 2.0 = 6 8: 6-8. 1.0 = 1 3 5 (no float in round 2 for
    // any of them): S1 = 1, S2 = 3 5; 1-3 would move 5 down two rounds after its bye (B.6), so
    // 1-5 and 3 moves down (x = 0 holds: 1 wants Black, 3 White, 5 nothing).
    // 0.5 = 3 | 2 4 7 9: 3-2 (3 met 4 and 8), remainder S1 = 4, S2 = 7 9: 4-7, 9 gets the bye.
    // Colours: 6-8 (E.1: 6 mild White, 8 absolute Black); 5-1 (E.1); 3-2; 4-7.
    Fixture f =
        new Fixture(9, 5)
            .round("2-1 0", "3-4 1", "6-7 1", "8-9 1", "5 U")
            .round("1-6 0", "8-3 1", "2-4 =", "7-9 =", "5 Z");
    Pairing p = f.pair();
    assertEquals("6-8 5-1 3-2 4-7 | 9", Fixture.text(p));
    assertTrue(
        p.explanation().toText().contains("float criteria: all of B.5, B.6"),
        p.explanation().toText());
  }

  @Test
  void B5_noUpfloatInTwoConsecutiveRounds() {
    // Every game so far was forfeited, so nobody has a colour (F.2) and nobody has met (B.1 a
    // counts played games only); x is 0 and colours cannot interfere. Round 2: 4 won by forfeit
    // against 3, who had more points: 4 floated up. Round 3: 2.0 = 1, moved down into
    // 1.0 = 1 | 2 3 4 5 (1 may not meet 2 or 3): 1-4 would float 4 up again (B.5), so 1-5;
    // remainder S1 = 2, S2 = 3 4: 2-3, and 4 moves down to 0.0: 4-6. Colours by E.5 down the
    // A.2 order (1 first, 2 second, 4 fourth): 1-5, 3-2, 6-4.
    Fixture f =
        new Fixture(6, 5)
            .forbid(1, 2)
            .forbid(1, 3)
            .round("1-4 +", "2-5 +", "3-6 +")
            .round("1-2 +", "3-4 -", "5-6 +");
    assertEquals("1-5 3-2 6-4", f.pairText());
  }

  @Test
  void B5_B6_floatCriteriaOfEachPlayer() {
    // 5 had the bye in round 1 and 4 floated up against 3 in round 2; 3 floated down.
    Fixture f =
        new Fixture(6, 5).round("1-2 1", "3-6 1", "4 Z", "5 U").round("3-4 0", "1-5 =", "2-6 =");
    Field field = Field.of(org.swisschess.api.PairingRequest.of(f.tournament()));
    Competitor three = byId(field, 3);
    Competitor four = byId(field, 4);
    Competitor five = byId(field, 5);
    Criteria strict = new Criteria(field, Relaxation.NONE);
    assertFalse(strict.mayFloatDown(three), "B.5: down in round 2");
    assertFalse(strict.mayFloatUp(four), "B.5: up in round 2");
    assertFalse(strict.mayFloatDown(five), "B.6: the bye of round 1");
    assertTrue(strict.mayFloatUp(three));
    assertTrue(new Criteria(field, Relaxation.B6_DOWN).mayFloatDown(five), "C.9 drops B.6 first");
    assertFalse(new Criteria(field, Relaxation.B6_DOWN).mayFloatDown(three));
    assertTrue(new Criteria(field, Relaxation.B5_DOWN).mayFloatDown(three), "then B.5");
    assertFalse(
        new Criteria(field, Relaxation.B6_UP).mayFloatUp(four),
        "C.10 drops B.6 for upfloats first");
    assertTrue(new Criteria(field, Relaxation.B5_UP).mayFloatUp(four), "then B.5");
  }

  private static Competitor byId(Field field, int id) {
    return field.players().stream().filter(c -> c.id() == id).findFirst().orElseThrow();
  }
}
