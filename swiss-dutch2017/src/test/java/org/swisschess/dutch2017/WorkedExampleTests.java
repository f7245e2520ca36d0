package org.swisschess.dutch2017;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.WorkedTournament;

/**
 * Worked examples for rules the corpus rarely exercises. Each expected pairing is derived by hand
 * in the comment and was confirmed with bbpPairings 5.0.1 on the same input.
 */
class WorkedExampleTests {

  private static final Dutch2017System SYSTEM = new Dutch2017System();

  @Test
  void systemIsFoundById() {
    assertEquals("dutch-2017", PairingSystems.require("dutch-2017").id());
  }

  /**
   * C.1 with a forbidden pair: round 1 of four players, 1-3 forbidden. S1 = {1, 2}, S2 = {3, 4};
   * the candidate 1-3, 2-4 breaks C.1, the next transposition (D.1) gives 1-4, 2-3. E.5: 1 (odd)
   * gets the initial colour White; 2 (even) gets Black.
   */
  @Test
  void c1ForbiddenPairIsKeptLikeAPreviousGame() {
    Tournament t = WorkedTournament.of(4, 5, List.of(ForbiddenPair.always(1, 3)));
    assertEquals(
        List.of("1-4", "3-2"), WorkedTournament.text(WorkedTournament.pairNext(SYSTEM, t)));
  }

  /**
   * A.7/C.3 in the last round: 1 and 2 both have 2/2 with White twice (absolute preference for
   * Black) but are topscorers, so they may meet; E.2 cannot choose (same colour difference), E.3
   * finds no round with different colours, E.4 gives 1 (higher) its preference: Black. Below, 3 and
   * 5 both need White absolutely and may not meet (C.3, not topscorers): 3-4 and 5-6.
   */
  @Test
  void c3TopscorersWithTheSameAbsolutePreferenceMeetInTheLastRound() {
    Tournament t = WorkedTournament.of(6, 3, List.of(), "1-4:1 2-5:1 6-3:=", "1-6:1 2-3:1 4-5:=");
    assertEquals(
        List.of("2-1", "3-4", "5-6"), WorkedTournament.text(WorkedTournament.pairNext(SYSTEM, t)));
  }

  /**
   * C.2: 4 and 5 already had the PAB, so the bye of round 3 goes to 2, the lowest other player that
   * leaves a complete pairing: 1 (2 points, played 2 and 3) floats down to 4; the remainder {2, 3,
   * 5} must pair 5, who played 2: 3-5, bye 2.
   */
  @Test
  void c2NoSecondPairingAllocatedBye() {
    Tournament t = WorkedTournament.of(5, 4, List.of(), "1-2:1 3-4:1 5:U", "1-3:1 5-2:0 4:U");
    Pairing p = WorkedTournament.pairNext(SYSTEM, t);
    assertEquals(List.of("4-1", "3-5", "bye 2"), WorkedTournament.text(p));
    assertTrue(
        p.explanation().toText().contains("Pairing-allocated bye"), p.explanation().toText());
  }

  /**
   * B.2/D.3 with a Limbo, decided by B.8: 1-4 may not meet each other, so all four 1-pointers float
   * into the 0-point bracket {5, 6, 7}: M1 = 3, one MDP stays in the Limbo. D.3 would put {1, 2, 3}
   * in S1, but 4 (a previous PAB) may not take the bye; among the candidates that pair 4, S1 = {1,
   * 3, 4} satisfies every colour preference (C.10) while {1, 2, 4} does not, so 2 is the Limbo
   * player and gets the bye: 7-1, 5-3, 4-6.
   */
  @Test
  void d3LimboPlayerChosenByTheBestCandidate() {
    List<ForbiddenPair> forbidden =
        List.of(
            ForbiddenPair.always(1, 2),
            ForbiddenPair.always(1, 3),
            ForbiddenPair.always(1, 4),
            ForbiddenPair.always(2, 3),
            ForbiddenPair.always(2, 4),
            ForbiddenPair.always(3, 4));
    Tournament t = WorkedTournament.of(7, 5, forbidden, "1-5:1 6-2:0 3-7:1 4:U");
    assertEquals(
        List.of("7-1", "5-3", "4-6", "bye 2"),
        WorkedTournament.text(WorkedTournament.pairNext(SYSTEM, t)));
  }

  /**
   * A.9: after round 1 the groups are {1, 2} (1 point), {3, 4, 7, 8} (1/2) and {5, 6} (0), and 5-6
   * is forbidden. The 1/2 bracket can pair all four (C.5 outranks C.7), but then {5, 6} cannot be
   * paired: that bracket is the PPB. Re-paired with 5 and 6 as the collapsed scoregroup, it pairs
   * 3-4 (both colour preferences granted) and sends 7 and 8 down into the CLB {7, 8, 5, 6}, which
   * pairs 7-6 and 5-8 with every preference granted.
   */
  @Test
  void a9PenultimateBracketIsRepairedWithTheCollapsedLastBracket() {
    Tournament t =
        WorkedTournament.of(8, 5, List.of(ForbiddenPair.always(5, 6)), "1-5:1 6-2:0 3-7:= 8-4:=");
    Pairing p = WorkedTournament.pairNext(SYSTEM, t);
    assertEquals(List.of("2-1", "4-3", "7-6", "5-8"), WorkedTournament.text(p));
    assertTrue(
        p.explanation().toText().contains("A.9 Penultimate pairing bracket"),
        p.explanation().toText());
  }

  /** Absent players are not paired, and the others are paired as if they were not there. */
  @Test
  void absentPlayersAreLeftOut() {
    Tournament t = WorkedTournament.of(5, 5, List.of());
    Pairing p = WorkedTournament.pairNext(SYSTEM, t, 3);
    // Present: 1, 2, 4, 5 ranked 1st-4th: S1 = {1, 2}, S2 = {4, 5}; E.5 by rank: 1 White, 2 Black.
    assertEquals(List.of("1-4", "5-2"), WorkedTournament.text(p));
  }
}
