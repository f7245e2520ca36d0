package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;
import org.swisschess.testkit.TrfRound;
import org.swisschess.testkit.WorkedTournament;

/**
 * The tournaments of {@code ../shared/repro/fidelity} on which a second reading of the 2012 text
 * parted from the engine (issue 22), copied to the test resources. Each test pairs the round named
 * there and expects the pairing derived by hand in its javadoc. Notation: colours of the games
 * played by round (W/B), the A.7 preference (mild, strong, abs = absolute), the floats of the last
 * two rounds (B.5, B.6) under 2012 A.4 and B.1.b, and the opponents met (B.1.a).
 */
class FidelityReproducerTests {

  private static final Dutch2012System SYSTEM = new Dutch2012System();

  private static List<String> pair(String file, int round) {
    return WorkedTournament.text(
        SYSTEM.pair(TrfRound.request(FidelityReproducerTests.class, "fidelity/" + file, round)));
  }

  private static Pairing pairing2(String file, int round) {
    return SYSTEM.pair(
        TrfRound.request(FidelityReproducerTests.class, "fidelity-2/" + file, round));
  }

  /** The lines of the explanation's last section, the lowest bracket's. */
  private static List<String> lowestBracket(Pairing p) {
    List<Explanation.Section> sections = p.explanation().sections();
    return sections.get(sections.size() - 1).lines();
  }

  /**
   * {@code dutch2012-forfeit-float.trf}, round 6 (even; 3 and 4 absent). In round 5 player 1 (3.5)
   * lost by forfeit to 7 (3.0): a heterogeneous pairing, so by A.4 1 received a downfloat, written
   * on the pairing card when the pairing was made (7, who scored without playing, is a downfloater
   * by B.1.b). The engine recorded no float for the forfeit loser. Scores: 7 4.0; 1 6 8 3.5; 5 3.0;
   * 9 11 2.5; 13 2.0; 2 12 15 1.5; 10 14 1.0. Preferences: 7 1 mild White; 6 strong Black; 8 11
   * strong White; 5 9 absolute Black (W W); 12 10 absolute White (B B); 13 2 14 mild White; 15
   * strong Black. Downfloats: 1 in round 5, 8 in round 4, 9 in round 4; upfloats: 5 in round 5, 11
   * in round 4.
   *
   * <ul>
   *   <li>4.0 = {7}: moved down (C.1). 3.5 = 7 | 1 6 8: 1, 6 and 8 have all met each other, so only
   *       one pair (C.14): 7-1 and 7-8 miss a colour preference (X = 0 after C.14), 7-6 does not
   *       but sends 1 (B.5) and 8 (B.6) down; the float criteria give way before X rises (C.10
   *       order): 7-6, 1 8 down.
   *   <li>3.0 = 1 8 | 5 (two of three moved down: homogeneous, A.3). 1-8 met. 1-5 sends 8 down
   *       (B.6: 8 floated down in round 4); the exchange 8-5 sends 1 down (B.5: 1 floated down in
   *       round 5, by the forfeit). C.10.c drops B.6 for downfloaters before C.10.d drops B.5: 1-5,
   *       8 down. (Without 1's round-5 float the exchange 8-5 came first and 1 floated down again,
   *       to meet 11.)
   *   <li>2.5 = 8 | 9 11: 8 met 9: 8-11 (X and Z raised to 1, B.6 dropped for 9 and 11), 9 down;
   *       both strong White with the same histories: E.4, 8-11. 2.0 = 9 | 13: 13-9 (E.2).
   *   <li>1.5 = 2 12 15 (12-15 met, X1 = 0): 2-15, 12 down. 1.0 = 12 | 10 14: 10 and 14 had a bye
   *       (B.1.b), so 12 takes it: 10-14 (10 absolute White).
   * </ul>
   */
  @Test
  void a4_aForfeitLostInAHeterogeneousPairingIsAFloat() {
    assertEquals(
        List.of("7-6", "1-5", "8-11", "13-9", "2-15", "10-14", "bye 12"),
        pair("dutch2012-forfeit-float.trf", 6));
  }

  /**
   * {@code dutch2012-topscorer-colour.trf}, round 5, the last (maximum 4 points: top scorers have
   * more than 2.0, A.10: 3, 1, 5, 6). 4.0 = {3} moves down; 2.5 = 3 | 1 5 6: 1 met 3, 5 and 6 and
   * moves down (C.1); 3-6 (3 met 1 and 5), 5 down. 2.0 = 1 5 | 2: 1 met 2 and 5, C.12 has nothing
   * else to offer (3 can only meet 6), so 1 moves on; 5-2 with B.2 waived (5 is a top scorer,
   * C.10.g), E.3 at round 1: 2-5. 1.5 = 1 | 7 8 9 10 and 0.5 = {4}: 4 met 2 7 9 10 and can only
   * meet 8, so C.13 re-pairs 1.5 until 8 comes down: 1-7 and 1-8 do not send 8 down, 1-9 with 7-10
   * does (B.2 waived for 1-9, X = 2 for 1-9 and 7-10, both pairs wanting Black). 0.5 = 8 | 4: 4-8.
   *
   * <p>Colours of 1-9: both must have Black (colour difference +2). The note to B.2 makes 9, a
   * non-top scorer facing the top scorer 1, "a top scorer for colour allocation purposes", so E.2
   * finds two absolute preferences and E.3 decides: 1 had W B W W, 9 had W W B W; round 4 alike,
   * round 3 1 White and 9 Black, so now 1 Black, 9 White: 9-1. The engine used to make the top
   * scorer give way (1-9). 7-10: E.2 (10 absolute Black); 3-6 and 4-8 by E.1 and E.2.
   */
  @Test
  void b2Note_theNonTopScorerIsATopScorerForColourAllocation() {
    assertEquals(
        List.of("3-6", "2-5", "9-1", "7-10", "4-8"), pair("dutch2012-topscorer-colour.trf", 5));
  }

  /**
   * {@code dutch2012-e5-colours.trf}, round 1: 2 is absent. A.2: 1 3 4 5 6 7 8; S1 = 1 3 4, S2 = 5
   * 6 7, 8 gets the bye (F.4). E.5 (complete in the 2012 text: "In the first round all even
   * numbered players in S1 will receive a colour different from all odd numbered players in S1"):
   * numbered by pairing numbers, the odd ones taking the colour drawn for number 1 (A.7.c; White,
   * no XXC record): 1 and 3 White, 4 Black. The place in S1 would have given 3 Black and 4 White.
   */
  @Test
  void e5_evenAndOddAreThePairingNumbersOfTheS1Players() {
    assertEquals(List.of("1-5", "3-6", "7-4", "bye 8"), pair("dutch2012-e5-colours.trf", 1));
  }

  /**
   * {@code dutch2012-c12-incompatible-mdp.trf}, round 5 (odd; 8 absent). The text is silent on a
   * moved-down player C.12 cannot help; the reading (README, readings 11 and 18): he moves on at
   * once and is not counted in the bracket's P0, M0 or in A.3's "half moved down". 3.0 = 1 2 (met):
   * both move down (C.1). 2.0 = 1 2 | 5 6: 2 met 1, 5 and 6; 3.0 has no pairing to offer (C.12), so
   * 2 moves on, and 2.0 = 1 | 5 6 (heterogeneous): 1 met 5, so 1-6, both mild Black (X raised to
   * 1), 5 down; E.4: 6-1. 1.5 = 2 5 | 4: all three have met each other; C.12 again finds nothing (1
   * can only meet 6): all move down. 1.0 = 2 5 4 | 3 7 (lowest; three of five moved down:
   * homogeneous): only 2, 4, 3 and 7 may take the bye (5 had a half-point bye); D.4: the bye to 4
   * with 2-3 and 5-7 (or 2-7 and 5-3) gives 7.25, any other bye leaves no pairing. S1 = 2 5, S2 = 4
   * 3 7: 2-4 met, the transposition 2-3, 5-7 (X = 1: 2 and 3 want White). E.2: 3-2 (3 strong); 5-7.
   */
  @Test
  void c12_aMovedDownPlayerC12CannotHelpMovesOnAtOnce() {
    assertEquals(
        List.of("6-1", "3-2", "5-7", "bye 4"), pair("dutch2012-c12-incompatible-mdp.trf", 5));
  }

  /**
   * {@code dutch2012-after-c13-join.trf}, round 5. The text does not say whether the brackets above
   * are paired again after C.13 joins the two lowest; the reading (README, reading 19): they stay
   * as paired, C.12 re-pairings included, since C.13 speaks only of the penultimate and lowest
   * brackets. 4.0 = {1} and 3.0 = 1 | 3 (met): both move down. 2.5 = 1 3 | 6 7 (homogeneous): 1-7,
   * 3-6 (6-7 met, 1-6 met). 2.0 = 2 4 5: 2-4 sends 5 down (B.5), 2-5 misses both preferences, the
   * exchange gives 4-5 with 2 down. 1.0 = 2 | 10: they met; C.12 re-pairs 2.0 for another single
   * player: 2-4 with 5 down (once B.5 is dropped) fails (5 met 10), 2-5 at X = 1 sends 4 down, who
   * may meet 10: accepted. 0.5 = 8 9: they met, so C.13: 1.0 = 4 | 10 has no other pairing and P
   * becomes zero: the two lowest brackets are joined, 2.0 keeping its C.12 pairing 2-5. 0.5 = 4 10
   * | 8 9 (half moved down: homogeneous): 4-8, 10-9 (4-9 and 10-8 met; B3factor 2.5). Colours: 1-7
   * by E.4 (same histories), 6-3 E.1, 2-5 E.2 (5 absolute Black), 4-8 and 9-10 by E.2.
   */
  @Test
  void c13_theBracketsAboveAJoinKeepTheirPairings() {
    assertEquals(
        List.of("1-7", "6-3", "2-5", "4-8", "9-10"), pair("dutch2012-after-c13-join.trf", 5));
  }

  // ---- ../shared/repro/fidelity-2 (issue 35), copied to the test resources under fidelity-2/

  /**
   * C.13's last sentence, {@code dutch-2012__c18-n32-r8-def_dutch-2012-5.trf}, round 7. The
   * brackets 5.5 to 2.5 are paired as the explanation shows; the lowest, 1.0 = {28}, cannot be
   * paired, so C.13 backtracks to 1.5 = 26 27 29 30, which has no pairing letting 28 play: P
   * becomes zero and the two are joined, 1.5 forming S1. That bracket cannot be paired either, and
   * the penultimate bracket 2.0 = 16 23 has no pairing either (its one pair, when allowed, leaves
   * 1.5/1.0 unpaired): P becomes zero, so 2.0 is joined in turn, and "such a merged score bracket
   * shall be treated as a heterogeneous score bracket with the latest added score bracket as S1":
   * S1 = 16 23 (M0 = 2), not 16 23 plus the 1.5 players joined before (M0 = 6, which A.3 made
   * homogeneous: the engine's old pairing 23-30, 26-29, 27-28, bye 16). In the heterogeneous
   * bracket the two moved-down players cannot both be paired with D.4's least B3factor; M1 = 1
   * (C.14.b.2): 23-27, and the remainder 26 29 30 28 with 16 the bye (16 the one B.1.b allows who
   * keeps D.4's minimum).
   */
  @Test
  void c13_aMergedBracketIsHeterogeneousWithTheLatestAddedBracketAsS1() {
    Pairing p = pairing2("dutch-2012__c18-n32-r8-def_dutch-2012-5.trf", 7);
    assertTrue(
        lowestBracket(p).contains("players 16 23 26 27 29 30 28, moved down 16 23"),
        p.explanation().toText());
    assertTrue(
        lowestBracket(p).contains("P0=3 M0=2 X1=1 heterogeneous, lowest bracket"),
        p.explanation().toText());
    assertEquals(
        List.of(
            "1-3", "2-31", "5-4", "6-19", "17-9", "10-32", "12-18", "22-13", "21-14", "15-24",
            "27-23", "30-29", "26-28", "bye 16"),
        WorkedTournament.text(p));
  }

  /**
   * C.13's last sentence, {@code dutch-2012__c03-n11-r7-high_dutch-2012-5.trf}, round 6 (3 and 9
   * absent; 1 5.0, 5 3.5, 2 6 3.0, 4 10 2.5, 7 8 11 2.0). 5.0 = {1} moves down (C.1); the lowest
   * 2.0 cannot be paired, and C.13 joins 2.5, then 3.0; when 3.5 = 1 | 5 has no pairing either (its
   * one pair 1-5 leaves the rest unpairable) it is joined last: S1 = 1 5 (M0 = 2), the 3.0 and 2.5
   * players in S2. The engine had kept them in S1 (M0 = 6, homogeneous by A.3). M1 = 1: 1-7 (E:
   * 7-1); 2-8, 6-10, 4-11 with 5 the bye (D.4).
   */
  @Test
  void c13_theBracketJoinedBeforeTheLatestIsNoLongerS1() {
    Pairing p = pairing2("dutch-2012__c03-n11-r7-high_dutch-2012-5.trf", 6);
    assertTrue(
        lowestBracket(p).contains("P0=4 M0=2 X1=0 Z1=0 heterogeneous, lowest bracket"),
        p.explanation().toText());
    assertEquals(List.of("7-1", "6-10", "8-2", "4-11", "bye 5"), WorkedTournament.text(p));
  }

  /**
   * C.13's last sentence, {@code dutch-2012__c09-n17-r9-def_dutch-2012-2.trf}, round 9: after the
   * joins of 2.5 and 3.0, 3.5 is joined last, its two players 4 11 forming S1 (M0 = 2).
   */
  @Test
  void c13_joinedLastAfterTwoJoinsTheBracketOf35IsS1() {
    Pairing p = pairing2("dutch-2012__c09-n17-r9-def_dutch-2012-2.trf", 9);
    assertTrue(
        lowestBracket(p).contains("players 4 11 10 15 14 17 16, moved down 4 11"),
        p.explanation().toText());
    assertEquals(
        List.of("1-12", "2-8", "3-13", "6-9", "7-5", "14-11", "10-17", "16-15", "bye 4"),
        WorkedTournament.text(p));
  }

  /**
   * C.13's last sentence, {@code dutch-2012__c14-n24-r10-def_dutch-2012-8.trf}, round 9: after the
   * joins of 2.0 and 3.0, 3.5's players 12 16 19 form S1 (M0 = 3) and are all paired (M1 = 3).
   */
  @Test
  void c13_joinedLastTheBracketOf35FormsS1AndIsPairedWhole() {
    Pairing p = pairing2("dutch-2012__c14-n24-r10-def_dutch-2012-8.trf", 9);
    assertTrue(
        lowestBracket(p).contains("P0=5 M0=3 X1=0 heterogeneous, lowest bracket"),
        p.explanation().toText());
    assertEquals(
        List.of(
            "10-1", "4-2", "3-8", "11-9", "13-15", "6-5", "7-14", "17-12", "18-19", "16-22",
            "24-20", "21-23"),
        WorkedTournament.text(p));
  }

  /**
   * C.1 in the lowest bracket (README, reading 20), {@code
   * dutch-2012__c09-n17-r9-def_dutch-2012-1.trf}, round 6. 2.0 = 12 | 5 8 9 15 pairs 12-8, 5-15 and
   * moves 9 down; the lowest 1.0 = 9 | 16 17: 9 has met 16 and 17, so no opponent can be found for
   * him there. He may take the bye, but the bye is no opponent and C.1 names no exception for the
   * lowest bracket: he was moved down, so C.12. 2.0 has another pairing moving down one player of
   * 2.0, 12-15 and 5-9 with 8 down (B.6 relaxed), and 8 | 16 17 has no moved-down player without an
   * opponent (8 may meet 16) and a complete pairing: accepted (reading 12). 16 and 17 have had a
   * bye (B.1.b), so 8 takes it: 16-17.
   */
  @Test
  void c1_c12_aMovedDownPlayerWithNoOpponentInTheLowestBracketBacktracks() {
    Pairing p = pairing2("dutch-2012__c09-n17-r9-def_dutch-2012-1.trf", 6);
    assertTrue(
        lowestBracket(p).contains("C.12: previous bracket re-paired, moved down now 8"),
        p.explanation().toText());
    assertEquals(
        List.of("2-1", "7-6", "13-11", "3-4", "12-15", "5-9", "16-17", "bye 8"),
        WorkedTournament.text(p));
  }

  /**
   * Reading 20, {@code dutch-2012__c12-n21-r11-def_dutch-2012-7.trf}, round 6: the player moved
   * down into the lowest bracket has no opponent there; C.12 re-pairs the bracket above.
   */
  @Test
  void c1_c12_lowestBracketBacktrackReplacesTheMovedDownPlayer() {
    Pairing p = pairing2("dutch-2012__c12-n21-r11-def_dutch-2012-7.trf", 6);
    assertTrue(
        lowestBracket(p).stream().anyMatch(l -> l.startsWith("C.12: previous bracket re-paired")),
        p.explanation().toText());
    assertEquals(
        List.of("1-3", "20-5", "6-11", "13-4", "2-8", "10-12", "14-15", "7-17", "21-18", "bye 19"),
        WorkedTournament.text(p));
  }

  /** Reading 20, {@code dutch-2012__c16-n28-r11-high_dutch-2012-2.trf}, round 7: as above. */
  @Test
  void c1_c12_lowestBracketBacktrackInALargerField() {
    Pairing p = pairing2("dutch-2012__c16-n28-r11-high_dutch-2012-2.trf", 7);
    assertTrue(
        lowestBracket(p).stream().anyMatch(l -> l.startsWith("C.12: previous bracket re-paired")),
        p.explanation().toText());
    assertEquals(
        List.of(
            "2-3", "10-1", "18-5", "9-13", "14-8", "21-12", "24-4", "19-16", "17-20", "23-15",
            "22-27", "bye 28"),
        WorkedTournament.text(p));
  }
}
