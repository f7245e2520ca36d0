package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swisschess.api.Tournament;

/**
 * The worked examples of unplayed rounds that FIDE published with the 2026 text (FIDE Arbiters'
 * Manual 2026, C.07 examples, "NEW" columns) and the TEC "Exercises in Tie-Breaking" re-derived
 * under the 2026 caps. Only the participant's rounds and its opponents' final scores matter to
 * these values; {@link ExampleEvent} builds a tournament around them.
 */
class OfficialExamplesTests {

  private static String value(Tournament t, String code) {
    return Standings.of(t, TieBreakList.parse(code)).line(1).orElseThrow().value(0).toString();
  }

  /** Laxman, 7.0 of 10: round 4 a one-round withdrawal (zero-point bye) with games after it. */
  private static Tournament laxman() {
    return new ExampleEvent()
        .game("1", 5.0)
        .game("1", 5.0)
        .game("0", 6.5)
        .bye("Z")
        .game("1", 4.5)
        .game("=", 6.0)
        .game("1", 5.0)
        .game("=", 6.5)
        .game("1", 5.5)
        .game("1", 6.0)
        .tournament();
  }

  @Test
  void article16_4_2_laxmanBuchholzDummyCappedAtADrawPerRound() {
    // 50.0 from the games, the round-4 dummy min(7.0, 0.5 x 10) = 5.0 (2024: 7.0, BH 57)
    assertEquals("55.0", value(laxman(), "BH"));
  }

  @Test
  void article16_5_1_laxmanBuchholzCut1CutsTheVoluntaryRound() {
    // the voluntary round's 5.0 is not lower than the least significant 4.5: it is cut
    assertEquals("50.0", value(laxman(), "BH/C1"));
  }

  @Test
  void article9_1_laxmanSonnebornBerger() {
    // 5 + 5 + 0 + (dummy x 0) + 4.5 + 3 + 5 + 3.25 + 5.5 + 6
    assertEquals("37.25", value(laxman(), "SB"));
  }

  @Test
  void article16_4_1_example01ForfeitWinDummyCappedByTheScheduledOpponent() {
    // round 7 won by forfeit against Leo, 4.5 with two zero-point byes at the end: adjusted 5.5
    // (16.3.2), so the dummy is min(7.0, 5.5) = 5.5 (2024: 7.0, BH 51)
    Tournament t =
        new ExampleEvent()
            .game("1", 5.0)
            .game("1", 5.5)
            .game("=", 5.0)
            .game("1", 4.5)
            .game("0", 6.0)
            .game("1", 5.5)
            .game("+", 4.5, "ZZ")
            .game("=", 6.5)
            .game("1", 6.0)
            .tournament();
    assertEquals("49.5", value(t, "BH"));
  }

  @Test
  void article16_4_example03ForfeitLossThenWithdrawal() {
    // round 9 lost by forfeit to Samuel (7.5): dummy min(6.5, 7.5) = 6.5; round 10 withdrawn
    // (16.2.5): dummy min(6.5, 5.0) = 5.0 (2024: 64.5)
    Tournament t =
        new ExampleEvent()
            .game("1", 3.5)
            .game("1", 6.0)
            .game("1", 6.5)
            .game("=", 7.5)
            .game("1", 6.5)
            .game("0", 8.0)
            .game("1", 6.5)
            .game("1", 7.0)
            .game("-", 7.5)
            .bye("Z")
            .tournament();
    assertEquals("63.0", value(t, "BH"));
  }

  @Test
  void article16_4_1_example04ForfeitWinInRoundOne() {
    // 9.5 of 10; round 1 won by forfeit against an opponent with adjusted score 4.5: dummy
    // min(9.5, 4.5) = 4.5 (2024: 9.5, BH 74); the other nine opponents total 64.5 (the Manual
    // gives only the totals; these nine scores are ours)
    Tournament t =
        new ExampleEvent()
            .game("+", 4.5)
            .game("1", 7.0)
            .game("1", 7.0)
            .game("1", 7.0)
            .game("=", 7.0)
            .game("1", 7.0)
            .game("1", 7.0)
            .game("1", 7.5)
            .game("1", 7.5)
            .game("1", 7.5)
            .tournament();
    assertEquals("69.0", value(t, "BH"));
  }

  /** TEC exercise 06: David (#4), 3.5 of 5, a half-point bye in round 2. */
  private static Tournament david() {
    return new ExampleEvent()
        .game("1", 3.5)
        .bye("H")
        .game("=", 3.5)
        .game("1", 3.0)
        .game("=", 1.5)
        .tournament();
  }

  @Test
  void article16_4_2_tecExercise06BuchholzWithTheCappedDummy() {
    // 11.5 from the games, the round-2 dummy min(3.5, 0.5 x 5) = 2.5 (2023 rules: 15.0)
    assertEquals("14.0", value(david(), "BH"));
  }

  @Test
  void article16_5_1_tecExercise06Cut1CutsTheHalfPointBye() {
    // the voluntary round's 2.5 is not lower than the least significant 1.5: it is cut
    assertEquals("11.5", value(david(), "BH/C1"));
  }
}
