package org.swisschess.dubov2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Attendance;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/** C.04.4.1 (2026) 3.2: one bracket after another, from the top. */
class Article3_2BracketTests {

  @Test
  void article3_2_3_roundOne_firstHalfAgainstSecondHalf_coloursBy5_2_1() {
    Tournament t = Tournament.start(5, Games.players(2400, 2300, 2200, 2100, 2000, 1900));
    Pairing p = Engine.pair(t);
    assertEquals(List.of("1-4", "5-2", "3-6"), Engine.boards(p));
    assertEquals(OptionalInt.empty(), p.pairingAllocatedBye());
  }

  @Test
  void article3_2_3_aBracketInWhichNobodyHasPlayedYetIsSplitByTpnInAnyRound() {
    // 9-12 took half-point byes in round 1: in round 2 their bracket has yet to play a game, so
    // G1 is its first half by TPN ("like, for instance, in the first round": an example, not the
    // condition); colours by 5.2.1
    Tournament t =
        Games.after(
            5,
            Games.players(2500, 2450, 2400, 2350, 2300, 2250, 2200, 2150, 2100, 2050, 2000, 1950),
            Games.round(
                "1-5:1", "6-2:0", "3-7:1", "8-4:0", "half:9", "half:10", "half:11", "half:12"));
    List<String> boards = Engine.boards(Engine.pair(t));
    assertTrue(boards.contains("9-11"), boards.toString());
    assertTrue(boards.contains("12-10"), boards.toString());
  }

  @Test
  void article3_2_2_theFirstUpfloaterIn4_2OrderThatKeepsTheBestPairing() {
    // after round 1, residents 1 2 3 (1 point) need one upfloater from 4 5 6 (0 points);
    // 5 and 6 may not meet (a forbidden pair)
    Tournament t =
        new Tournament(
                "",
                Games.players(2400, 2300, 2200, 2100, 2000, 1900),
                0,
                5,
                Colour.WHITE,
                ScoringSystem.STANDARD,
                List.of(ForbiddenPair.always(5, 6)),
                List.of(),
                Attendance.NONE)
            .withRound(Games.round("1-4:1", "5-2:0", "3-6:1"));
    Pairing p = Engine.pair(t);
    String text = p.explanation().toText();
    // 4 first: 5 and 6 would be left to meet each other, which they may not ([C4])
    assertTrue(
        text.contains(
            "passed over 4 (4.2 sequence #1): without him the players below cannot all be paired"
                + " ([C4])"),
        text);
    // 5 next: residents prefer B, W, B and 5 (White in round 1) Black: one colour lost ([C7])
    assertTrue(text.contains("passed over 5 (4.2 sequence #2): with him [C7] is worse"), text);
    assertTrue(text.contains("upfloater 6 (score 0.0, 4.2 sequence #3)"), text);
    // G1 = White seekers 2 6, S1 by ARO: 2 (met 5: 2000) then 6 (met 3: 2200); T2 = 3 1 since
    // 6 met 3; colours by 5.2.2; boards by C.04.2 3.6
    assertEquals(List.of("2-3", "6-1", "4-5"), Engine.boards(p));
  }

  @Test
  void article2_1_3_sameAbsolutePreferenceNeverMeet_C3() {
    // after two rounds 1 and 2 had Black twice (absolute White), 3 and 4 White twice (absolute
    // Black); 1 and 2 have met 3 and 4; everyone has 1 point
    Tournament t =
        Games.after(
            5,
            Games.players(2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700),
            Games.round("3-1:=", "4-2:=", "5-6:=", "7-8:="),
            Games.round("4-1:=", "3-2:=", "6-5:=", "8-7:="));
    Pairing p = Engine.pair(t);
    // G1 = White seekers 1 2 5 7 (S1 by ARO: 7 1700, 5 1900, 1 2150, 2 2150), G2 = 3 4 6 8
    assertEquals(List.of("1-6", "2-8", "7-3", "5-4"), Engine.boards(p));
  }

  @Test
  void article1_9_3_noCompletePairing_theChiefArbiterDecides() {
    // as above without 5-8: 1 and 2 may meet neither each other ([C3]) nor 3 and 4 ([C1])
    Tournament t =
        Games.after(
            5,
            Games.players(2400, 2300, 2200, 2100),
            Games.round("3-1:=", "4-2:="),
            Games.round("4-1:=", "3-2:="));
    assertThrows(NoValidPairingException.class, () -> Engine.pair(t));
  }
}
