package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Pairing;
import org.swisschess.api.Player;

/** Worked examples for section A, each built by hand from the text. */
class Rating1998SectionATests {

  private static Player player(int id, String name, String title, int rating) {
    return new Player(id, name, "", title, rating, "", "", "", 0, List.of());
  }

  @Test
  void A2_titleDecidesBetweenEqualRatings() {
    // A.2 c: GM (4), WGM (2), IM (3), none (1). S1 = 4 2, S2 = 3 1. E.5 goes by the pairing
    // numbers, which this field does not give in A.2 order: 4 and 2 are both even, so both take
    // the colour not drawn for number 1 (Black).
    Fixture f =
        new Fixture(
            List.of(
                player(1, "Adams", "", 2400),
                player(2, "Brown", "wg", 2400),
                player(3, "Clark", "m", 2400),
                player(4, "Drake", "g", 2400)),
            5);
    assertEquals("3-4 1-2", f.pairText());
  }

  @Test
  void A2_candidateMasterCountsAsNoTitleAndNamesDecideLast() {
    // A.2 d: equal ratings and no FIDE title ("c" is not one of A.2 c's titles): Alpha 2, Beta 4,
    // Mike 3, Zeta 1. S1 = 2 4, S2 = 3 1; E.5 by pairing numbers: 2 and 4 (even) Black.
    Fixture f =
        new Fixture(
            List.of(
                player(1, "Zeta", "c", 2300),
                player(2, "alpha", "", 2300),
                player(3, "Mike", "wc", 2300),
                player(4, "Beta", "", 2300)),
            5);
    assertEquals("3-2 1-4", f.pairText());
  }

  @Test
  void A2_ratingOrdersPlayersWhateverTheirPairingNumbers() {
    // A.2 b: the order is 2 (2400), 4 (2300), 3 (2200), 1 (2000). S1 = 2 4, S2 = 3 1; E.5 by
    // pairing numbers: 2 and 4 (even) Black.
    Fixture f =
        new Fixture(
            List.of(
                player(1, "A", "", 2000),
                player(2, "B", "", 2400),
                player(3, "C", "", 2200),
                player(4, "D", "", 2300)),
            5);
    assertEquals("3-2 1-4", f.pairText());
  }

  @Test
  void A3_A4_playerMovedDownIsPairedFirstInTheHeterogeneousBracket() {
    // After round 1, 1 3 5 have 1 point, 2 4 6 none. 1.0: S1 = 1, S2 = 3 5: 1-3, 5 moves down.
    // 0: S1 = 5 (moved down), S2 = 2 4 6; 5 met 2, so 5-4 (D.1); remainder 2-6.
    // Colours: 1 and 3 both want Black after White, E.4 gives it to 1; 4-5 by E.1; 2 and 6 both
    // want White, E.4 gives it to 2.
    Fixture f = new Fixture(6, 5).round("1-4 1", "5-2 1", "3-6 1");
    Pairing p = f.pair();
    assertEquals("3-1 4-5 2-6", Fixture.text(p));
    String text = p.explanation().toText();
    assertTrue(text.contains("moved down (floaters): 5"), text);
    assertTrue(text.contains("Bracket 0.0 (heterogeneous, lowest)"), text);
  }

  @Test
  void A3_bracketWithAtLeastHalfMovedDownIsPairedAsHomogeneous() {
    // Round 1: 1-4, 2-5 won by 1 and 2, 3 had the bye. 1, 2, 3 may not meet each other, so C.1
    // moves all three down into 0 (4 5): 3 of 5 came from above, so the bracket is paired as a
    // homogeneous one (and it is the lowest). S1 = 1 2, S2 = 3 4 5: 1 can only meet 5, 2 only 4,
    // leaving 3 for the bye, which B.1 b forbids; the first exchange of D.2 (2 with 3) gives
    // S1 = 1 3, S2 = 2 4 5: 1-5, 3-4, and 2 gets the bye. x = 0 cannot hold (1 and 5 both want
    // Black), so C.11 raises it to 1. Colours: 5-1 by E.4, 4-3 by E.1.
    Fixture f =
        new Fixture(5, 5).forbid(1, 2).forbid(1, 3).forbid(2, 3).round("1-4 1", "2-5 1", "3 U");
    Pairing p = f.pair();
    assertEquals("5-1 4-3 | 2", Fixture.text(p));
    String text = p.explanation().toText();
    assertTrue(text.contains("treated as homogeneous (A.3)"), text);
    assertTrue(text.contains("exchange (D.2): 2 with 3"), text);
    assertTrue(text.contains("C.1: 1 has no possible opponent"), text);
  }

  @Test
  void A5_B5_byeIsADownfloatSoItsReceiverIsNotMovedDownAgain() {
    // Round 1: 2 and 4 won, 5 had the bye. 1.0 = 2 4 5: S1 = 2, S2 = 4 5; 2-4 would move 5 down,
    // but the bye was a downfloat (A.5) and B.5 forbids a second one: 2-5, and 4 moves down.
    // 0: S1 = 4, S2 = 1 3; 4 met 3, so 4-1; 3 gets the bye. Colours: 2 had Black, 5 nothing: 2-5
    // (E.1); 4 had Black, 1 White: 4-1 (E.1).
    Fixture f = new Fixture(5, 5).round("1-2 0", "3-4 0", "5 U");
    assertEquals("2-5 4-1 | 3", f.pairText());
  }

  @Test
  void A6_C6_roundOneHomogeneousBracketPairsS1AgainstS2() {
    // A.6: S1 = 1 2 3 4, S2 = 5 6 7 8; C.6: 1-5 2-6 3-7 4-8; E.5 alternates from White.
    assertEquals("1-5 6-2 3-7 8-4", new Fixture(8, 5).pairText());
  }

  @Test
  void A7_colourPreferences() {
    Fixture f =
        new Fixture(8, 5)
            .round("1-5 1", "6-2 1", "3-7 1", "8-4 1")
            .round("1-6 1", "2-5 1", "7-3 1", "4-8 1");
    Field field = Field.of(org.swisschess.api.PairingRequest.of(f.tournament()));
    // 1: W W -> absolute Black (A.7 a); 2: B W -> mild Black (+0); 3: W B -> mild White (-0);
    // 5: B B -> absolute White.
    assertEquals("AB", pref(field, 1));
    assertEquals("Mb", pref(field, 2));
    assertEquals("Mw", pref(field, 3));
    assertEquals("AW", pref(field, 5));
    Fixture strong = new Fixture(4, 5).round("1-2 1", "3 Z", "4 Z").round("3-1 1", "2-4 1");
    Field s = Field.of(org.swisschess.api.PairingRequest.of(strong.tournament()));
    // 3 and 4 played one game each: colour difference +1 and -1 -> strong (A.7 b).
    assertEquals("Sb", pref(s, 3));
    assertEquals("Sw", pref(s, 4));
  }

  @Test
  void A7_absolutePreferenceNotInEffectForPlayersOverHalfInTheLastRound() {
    Fixture f = new Fixture(4, 3).round("1-3 1", "2-4 1").round("1-4 1", "2-3 1");
    Field field = Field.of(org.swisschess.api.PairingRequest.of(f.tournament()));
    // Round 3 is the last; 1 has 2 of 2 points and White twice: the preference is only strong.
    assertEquals("Sb", pref(field, 1));
    // 4 has no points: Black twice makes an absolute preference for White.
    assertEquals("AW", pref(field, 4));
  }

  @Test
  void A7a_lastTwoColoursDecideAnAbsolutePreferenceAgainstTheColourDifference() {
    // 1 played B B W B B W W: colour difference -1 (would say White) but White twice running:
    // our reading of A.7 a asks for Black, the only colour B.2 b allows.
    Fixture f =
        new Fixture(8, 9)
            .round("2-1 =")
            .round("3-1 =")
            .round("1-4 =")
            .round("5-1 =")
            .round("6-1 =")
            .round("1-7 =")
            .round("1-8 =");
    assertEquals("AB", pref(Field.of(org.swisschess.api.PairingRequest.of(f.tournament())), 1));
  }

  @Test
  void A7_overHalfIsMeasuredInTheTournamentsOwnScoring() {
    // 1 won, then drew three times, with W B W W (difference +2) before the last round, 5.
    // Standard scoring: 2.5 of 4 is over 50 %, so the preference is only strong. Three points for a
    // win and one for a draw: 6 of 12 is not over 50 %, so it stays absolute.
    String[][] rounds = {{"1-2 1"}, {"3-1 ="}, {"1-4 ="}, {"1-5 ="}};
    Fixture standard = new Fixture(5, 5);
    Fixture football =
        new Fixture(5, 5)
            .scoring(
                org.swisschess.api.ScoringSystem.of(
                    org.swisschess.api.Points.parse("3"),
                    org.swisschess.api.Points.ONE,
                    org.swisschess.api.Points.ZERO));
    for (String[] r : rounds) {
      standard.round(r);
      football.round(r);
    }
    assertEquals(
        "Sb", pref(Field.of(org.swisschess.api.PairingRequest.of(standard.tournament())), 1));
    assertEquals(
        "AB", pref(Field.of(org.swisschess.api.PairingRequest.of(football.tournament())), 1));
  }

  @Test
  void A8_xFromTheColourPreferencesOfTheBracket() {
    Fixture f = new Fixture(8, 5).round("1-5 1", "2-6 1", "3-7 1", "8-4 1");
    List<Competitor> all = Field.of(org.swisschess.api.PairingRequest.of(f.tournament())).players();
    // White had 1 2 3 8 (want Black: b = 4), Black had 5 6 7 4 (want White: w = 4); q = 4: x = 0.
    assertEquals(0, Criteria.x(all));
    // The winners only: 1 2 3 want Black, 4 wants White: b = 3 > w = 1, q = 2, x = 1.
    assertEquals(1, Criteria.x(all.stream().filter(c -> c.id() <= 4).toList()));
    // 5 6 7 want White, none Black, q = 2: x = 1; never below zero.
    assertEquals(1, Criteria.x(all.stream().filter(c -> c.id() >= 5 && c.id() <= 7).toList()));
    assertEquals(0, Criteria.x(all.stream().filter(c -> c.id() == 1 || c.id() == 4).toList()));
  }

  static String pref(Field field, int id) {
    ColourPreference p =
        field.players().stream().filter(c -> c.id() == id).findFirst().orElseThrow().preference();
    return p.strength().name().charAt(0)
        + ""
        + (p.strength() == ColourPreference.Strength.ABSOLUTE
            ? Character.toUpperCase(p.colour().code())
            : p.colour().code());
  }
}
