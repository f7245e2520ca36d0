package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Pairing;
import org.swisschess.testkit.TrfRound;
import org.swisschess.testkit.WorkedTournament;

/**
 * The tournaments of {@code ../shared/repro/fidelity} on which a second reading of the 1997 text
 * parted from the engine (issue 22), copied to the test resources. Each test pairs the round named
 * there and expects the pairing derived by hand in its javadoc. Notation: colours by round (W, B,
 * '-' for a round without a game), the due colour of chapter 1 and what 2.3/2.4 force, R and ARO as
 * the Article 9 table publishes them.
 */
class FidelityReproducerTests {

  private static final Dubov1997System SYSTEM = new Dubov1997System();

  private static Pairing pairing2(String file, int round) {
    return SYSTEM.pair(
        TrfRound.request(FidelityReproducerTests.class, "fidelity-2/" + file, round));
  }

  private static List<String> pair(String file, int round) {
    return WorkedTournament.text(
        SYSTEM.pair(TrfRound.request(FidelityReproducerTests.class, "fidelity/" + file, round)));
  }

  /**
   * {@code dubov1997-alternate-colour.trf}, round 4 (9 players). Score groups: 2.5 = 1 2; 2.0 = 3
   * 6; 1.5 = 5 7; 1.0 = 9; 0.5 = 4 8. Chapter 4: the bye to the lowest R of the lowest group, 8.
   *
   * <ul>
   *   <li>2.5: 1 (- W B) and 2 (W B -) are both due White (equal numbers, Black last): 7.3 moves
   *       the lower ARO, 2 (1766.0 against 1785.0), to the black column; 6.2: 1-2. Chapter 3: both
   *       due White; their numbers are equal; "alternate ... regarding the first difference of
   *       their colour history going back from the previous round to the first round": round 3, 1
   *       Black and 2 without a game, gives 2 no colour to alternate; round 2, 1 White and 2 Black:
   *       now 1 Black, 2 White. 2-1. The engine lined up the two histories of games played from the
   *       last game (W B and W B, no difference) and gave White to the higher ARO, 1.
   *   <li>2.0: 3 and 6 met. 7.1: for 3 (due White) the highest R due Black from 1.5 who has not met
   *       him, 7: 3-7; for 6 (due Black), 5: 5-6.
   *   <li>1.0: 9 can meet nobody in his group and 4, below, was transferred up last round (2.5): 9
   *       floats (6.4); 8.2: 9-4.
   * </ul>
   */
  @Test
  void article3_alternationGoesBackRoundByRound() {
    assertEquals(
        List.of("2-1", "3-7", "5-6", "9-4", "bye 8"), pair("dubov1997-alternate-colour.trf", 4));
  }

  /**
   * {@code dubov1997-fallback-floaters.trf}, round 5 (1 absent, 10 to pair). Groups: 3.5 = 2; 2.0 =
   * 3 4 5 8 9; 1.5 = 6 10; 1.0 = 11; 0.5 = 7. 7 must have White (B B) and has met 6 and 10, and 11
   * must have White too: 7 can only be paired with a player of 2.0.
   *
   * <ul>
   *   <li>3.5: 7.1 brings 5 up for 2 (due Black; 5 and 8 due White, 4 met 2; highest R): 5-2.
   *   <li>2.0 = 3 4 8 9: 6.3 pairs 8-9, 4-3 completely, which leaves 7 unpairable below, so the
   *       group is paired again under README 9-a "by the same steps". 6.4 then chooses two floaters
   *       by its classes (all four are not floaters and can be paired below) and, within a class,
   *       lowest R first (README 6.4): 9 (1497), then 8 (1505); with 9 and 8 floating, 3 and 4 pair
   *       (4-3) and 9, 8, 6, 10, 11, 7 can all be paired. The fallback used to skip 6.4 and float 4
   *       and 9, pairing 8-3.
   *   <li>1.5 = 6 10 with 8 and 9 coming down: 8.1 takes 8 (due White) first: 8.2 gives him 6 (due
   *       Black, highest R): 8-6. 9-10 would leave 11 and 7 (both must have White), so 9 cannot
   *       stay; 6.4 floats 10 and 9 (10 first: 9 came down this round).
   *   <li>1.0 = 11 with 9 and 10 coming down: 8.2 pairs 10-11 (11 must have White): 11-10; 9 has
   *       met 11 and 7.1 brings 7 up: 7-9 (7 must have White).
   * </ul>
   */
  @Test
  void article6_4_theFallbackChoosesItsFloatersByTheSameRules() {
    assertEquals(
        List.of("5-2", "4-3", "8-6", "7-9", "11-10"), pair("dubov1997-fallback-floaters.trf", 5));
  }

  /**
   * {@code dubov1997-no-due-colour.trf}, round 2 (6, 12, 16 absent; 21 to pair). 14 and 15 won
   * round 1 by forfeit and 24 had the bye: no game, no due colour (README 1-c); 2 and 3 lost by
   * forfeit. Chapter 4: bye to 23, the lowest R of the lowest group.
   *
   * <ul>
   *   <li>1.0 = 1 4 5 8 9 10 11 14 15 19 24 (11): 7.2 transfers the highest R of 0.0, 2 (no
   *       dominating colour: four due White, four due Black). Due White: 4 8 10 19; due Black: 1 5
   *       9 11; no due colour: 14 15 24 2, all with ARO 0. README 6.1: they fill the shorter column
   *       one at a time, higher ARO first, White on a tie, and among equal AROs in the white-seeker
   *       order of 6.2 (lower R first): 24 White, 15 Black, 14 White, 2 Black. 6.2: whites by ARO
   *       24 14 10 8 4 19, blacks by R 1 2 5 9 11 15: 24-1, 14-2, 10-5, 8-9, 4-11, 19-15, none of
   *       them a rematch (14-2 was a forfeit). 14-2: no due colours, equal numbers, no history,
   *       equal ARO: White to the lower R, 14.
   *   <li>0.0 = 3 7 13 17 18 20 21 22: 3 (no due colour) joins the shorter, white column: whites 3
   *       21 17 13, blacks 7 18 20 22: 3-7, 21-18, 17-20, 13-22.
   * </ul>
   */
  @Test
  void article6_1_playersWithoutADueColourFillTheShorterColumnLowerRFirstOnEqualAro() {
    assertEquals(
        List.of(
            "24-1", "4-11", "10-5", "8-9", "19-15", "14-2", "3-7", "13-22", "17-20", "21-18",
            "bye 23"),
        pair("dubov1997-no-due-colour.trf", 2));
  }

  /**
   * {@code dubov1997-6-4-floater.trf}, round 5 (14 players). "Was floater from higher score groups"
   * (6.4) is read as: came down into this group in this round (README 6.4).
   *
   * <ul>
   *   <li>3.5 = 1: 7.1 brings up 5 (due White, highest R of those 1 has not met): 5-1.
   *   <li>2.5 = 2 3 4 7 9: odd; 7.2 brings up 8 (due White against the dominating Black). Whites 7
   *       9 8 by ARO, blacks 2 3 4 by R: 7-2, 9-3, 8-4.
   *   <li>2.0 = 6: 7.1. 6-10 (highest R due Black below) would leave 11 12 13 14 unpairable (12 and
   *       14 must have White, 12-13 and 13-14 met), and so would 6-11; README 9-a: 14 from 0.5:
   *       14-6.
   *   <li>1.5 = 10 11 12: odd, and 13 may not be transferred up twice running (2.5). One floats:
   *       none came down this round, so all are "not floater"; 12 cannot meet 13 below, 10 and 11
   *       can: lowest R first, 11 floats; 12-10. (Counting 11's downfloat of round 2 would have
   *       floated 10 instead: 12-11, 10-13.)
   *   <li>0.5 = 13 with 11: 8.2: 11-13, White to the higher ARO (same colours in every round).
   * </ul>
   */
  @Test
  void article6_4_wasFloaterMeansCameDownThisRound() {
    assertEquals(
        List.of("5-1", "7-2", "9-3", "8-4", "14-6", "12-10", "11-13"),
        pair("dubov1997-6-4-floater.trf", 5));
  }

  // ---- ../shared/repro/fidelity-2 (issue 35), copied to the test resources under fidelity-2/

  /**
   * README 9-a, the fewest floaters: {@code dubov-1997__c02-n10-r6-none_dubov-1997-6.trf}, round 5.
   * 3.0 = 1 3 can meet nobody in their group: 7.1 brings 2 and 4 up (1-2, 4-3). 2.0 = 6 8 9, odd:
   * 7.2 brings 5 up from 1.5. Paired by the text the group leaves 10 and 7 below, who cannot meet,
   * so the group is paired again under 9-a. 6.4's order: 9 (R 1549), 8 (1591), 6 (1711) can be
   * paired below (with 10), 5 cannot. Two floaters are needed; the first pair in that order, 9 and
   * 8, leaves 5 and 6, who cannot meet; 9 and 6 leave 5 and 8, who cannot either; 9 and 5 leave
   * 6-8, and below 9-10 (8.2) and 5-7: the round is complete with two floaters. The engine had
   * tried only the first two that may float and, when they failed, floated all four.
   */
  @Test
  void article6_4_theFallbackFloatsTheFewestPlayers() {
    Pairing p = pairing2("dubov-1997__c02-n10-r6-none_dubov-1997-6.trf", 5);
    assertTrue(
        p.explanation().toText().contains("6.4: floaters to the next lower score group: 9 5"),
        p.explanation().toText());
    assertEquals(List.of("1-2", "4-3", "6-8", "10-9", "5-7"), WorkedTournament.text(p));
  }

  /**
   * README 9-a, 6.4 before 7.3 and 6.2/6.3: {@code dubov-1997__c02-n10-r6-none_dubov-1997-8.trf},
   * round 5. 2.0 = 2 4 6 with 8 brought up by 7.2; 9-a chooses two floaters, 8 and 2 (8 has the
   * lowest R; the sets 8 6 and 8 4, before 8 2 in 6.4's order, leave the round unpairable). 7.3 is
   * then applied to the two who stay, 4 and 6, both due White: the lower ARO, 6, goes to the black
   * column: 4-6. Below: 8-9 (8.2) and 2-10. The engine had floated all four and paired 8-4 and 6-9
   * in 1.5.
   */
  @Test
  void article6_4_floatersAreChosenBeforeTheColumnsAreBalanced() {
    Pairing p = pairing2("dubov-1997__c02-n10-r6-none_dubov-1997-8.trf", 5);
    assertTrue(
        p.explanation().toText().contains("6.4 first (README 9-a): floaters 8 2"),
        p.explanation().toText());
    assertEquals(List.of("7-1", "3-5", "4-6", "2-10", "8-9"), WorkedTournament.text(p));
  }

  /**
   * README 9-a, {@code dubov-1997__c05-n13-r5-full_dubov-1997-7.trf}, round 4: 2.0 = 8 9 12 with 6
   * from 1.0 (7.2); two floaters, 12 and 8, the first set in 6.4's order with which the round stays
   * pairable; 9-6; in 1.0 the floaters 8-7 and 13-12 (8.2), then 4-10.
   */
  @Test
  void article6_4_theFallbackTriesEverySetOfTwoFloatersInOrder() {
    assertEquals(
        List.of("1-2", "3-5", "8-7", "9-6", "13-12", "4-10", "bye 11"),
        WorkedTournament.text(pairing2("dubov-1997__c05-n13-r5-full_dubov-1997-7.trf", 4)));
  }

  /**
   * README 9-a, {@code dubov-1997__c05-n13-r5-full_dubov-1997-8.trf}, round 5: 2.0 = 3 4 9 11 13
   * with 12 from 1.5 (7.2); 13 and 9 float, and 7.3 on the four who stay (three due White) moves 3
   * to the black column: 4-11, 12-3 (6.3); 9-10 and 13-5 in 1.0 (8.2).
   */
  @Test
  void article6_4_theColumnsOfThoseWhoStayAreBalancedAgain() {
    Pairing p = pairing2("dubov-1997__c05-n13-r5-full_dubov-1997-8.trf", 5);
    assertTrue(
        p.explanation().toText().contains("6.4 first (README 9-a): floaters 13 9"),
        p.explanation().toText());
    assertEquals(List.of("1-2", "7-8", "4-11", "12-3", "9-10", "13-5"), WorkedTournament.text(p));
  }

  /**
   * README 9-a, {@code dubov-1997__c06-n14-r8-def_dubov-1997-1.trf}, round 8: 2.5 = 4 10 11 12; 12
   * and 11 float (the lowest R first), 4-10 stay; 12-13 (8.2), and 11, who can meet nobody in 2.0,
   * gets 14 by 7.1.
   */
  @Test
  void article6_4_twoFloatersLeaveTheRoundPairable() {
    assertEquals(
        List.of("2-5", "3-9", "1-8", "7-6", "4-10", "12-13", "11-14"),
        WorkedTournament.text(pairing2("dubov-1997__c06-n14-r8-def_dubov-1997-1.trf", 8)));
  }

  /**
   * README 9-a, {@code dubov-1997__c06-n14-r8-def_dubov-1997-3.trf}, round 6: 2.5 = 2 3 5 7 11 with
   * 10 from 2.0 (7.2); 10 and 2 float; 7.4 on the four who stay (one due White): 5-11, 7-3; below
   * 10-8 (8.2) and 2-12 (7.1).
   */
  @Test
  void article6_4_theFloatersLeaveTheGroupBefore7_4() {
    assertEquals(
        List.of("6-1", "4-9", "7-3", "5-11", "2-12", "8-10", "bye 14"),
        WorkedTournament.text(pairing2("dubov-1997__c06-n14-r8-def_dubov-1997-3.trf", 6)));
  }

  /**
   * Chapter 5 with a forbidden pair, {@code dubov-1997__c05-n13-r5-full_dubov-1997-3.trf}, round 1:
   * 7 (half-point bye) and 9 are absent; of the 11 present the last, 13, gets the bye. 1 2 3 4 5
   * meet 6 8 10 11 12, but the file forbids 3-10 ({@code 260}, rounds 1 to 5). The first
   * transposition of the lower half in the other FIDE systems' order that avoids it is 6 8 11 10
   * 12: 3-11, 4-10, 5-12 (the engine had 3-11, 4-12, 5-10). The lot gives 1 White: 1-6, 8-2, 3-11,
   * 10-4, 5-12.
   */
  @Test
  void article5_aForbiddenPairTakesTheFirstTranspositionOfTheLowerHalf() {
    assertEquals(
        List.of("1-6", "8-2", "3-11", "10-4", "5-12", "bye 13"),
        WorkedTournament.text(pairing2("dubov-1997__c05-n13-r5-full_dubov-1997-3.trf", 1)));
  }

  /**
   * README 6.4, "when the floater is chosen", {@code dubov-1997__c05-n13-r5-full_dubov-1997-3.trf},
   * round 3 (9 the bye, chapter 4). 2.0 = 1 2 4 with 3 from 1.0 (7.2): 3-2, 1-4 (6.2). 1.0 = 5 7 8
   * 12 13 is odd, and 6 below was transferred up last round (2.5), so 7.2 brings nobody. None came
   * down, and all but 7 (who met 6) may meet 6: of those, 6.4's lowest R, 13 (R 0), floats, and the
   * rest is paired by 6.3: 7-12, 8-5 (6.2's columns, 7 8 5 against 12 13, would pair 7-12, 8-13 and
   * leave 5 over). 13-6 (8.2); colours by chapter 3.
   */
  @Test
  void article6_4_theFloaterOfAnOddGroupIsChosenBefore6_2_c05() {
    Pairing p = pairing2("dubov-1997__c05-n13-r5-full_dubov-1997-3.trf", 3);
    assertTrue(
        p.explanation().toText().contains("6.4: floaters to the next lower score group: 13"),
        p.explanation().toText());
    assertEquals(List.of("1-4", "3-2", "8-5", "7-12", "6-13", "bye 9"), WorkedTournament.text(p));
  }

  /**
   * README 6.4, "when the floater is chosen", {@code dubov-1997__c09-n17-r9-def_dubov-1997-2.trf},
   * round 4: 1.0 = 6 9 15 16 17 is odd and nobody below may come up (7.2); 16, the lowest R of
   * those who may be paired below, floats before 6.2/6.3 pair 9-15 and 17-6; 16-11 (8.2).
   */
  @Test
  void article6_4_theFloaterOfAnOddGroupIsChosenBefore6_2_c09() {
    Pairing p = pairing2("dubov-1997__c09-n17-r9-def_dubov-1997-2.trf", 4);
    assertTrue(
        p.explanation().toText().contains("6.4: floaters to the next lower score group: 16"),
        p.explanation().toText());
    assertEquals(
        List.of("1-3", "4-8", "10-14", "2-5", "12-7", "17-6", "15-9", "16-11", "bye 13"),
        WorkedTournament.text(p));
  }
}
