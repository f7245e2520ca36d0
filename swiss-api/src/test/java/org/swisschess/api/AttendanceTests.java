package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The facts of who does not play which round: C.04.2 2.4 (late entries), 3.2, 3.3. */
class AttendanceTests {

  private static final ResultKind H = ResultKind.HALF_POINT_BYE;
  private static final ResultKind Z = ResultKind.ZERO_POINT_BYE;
  private static final ResultKind F = ResultKind.FULL_POINT_BYE;

  private static final Attendance FACTS =
      Attendance.NONE
          .withBye(new RequestedBye(24, 5, H))
          .withBye(new RequestedBye(3, 5, F))
          .withWithdrawal(new Withdrawal(7, 4))
          .withLateEntry(new LateEntry(31, 3, H));

  @Test
  void c0402Art33ARequestedByeKeepsThePlayerOutOfItsRoundOnly() {
    assertEquals(Optional.of(H), FACTS.notPaired(24, 5));
    assertEquals(Optional.empty(), FACTS.notPaired(24, 4));
    assertEquals(Optional.empty(), FACTS.notPaired(24, 6));
  }

  @Test
  void c0402Art32AWithdrawnPlayerIsNeverPairedAgainAndScoresNothing() {
    assertEquals(Optional.empty(), FACTS.notPaired(7, 3));
    assertEquals(Optional.of(Z), FACTS.notPaired(7, 4));
    assertEquals(Optional.of(Z), FACTS.notPaired(7, 9));
  }

  @Test
  void c0402Art24ALateEntryIsPairedWhenArrivedWithTheByesOfTheRoundsMissed() {
    assertEquals(Optional.of(H), FACTS.notPaired(31, 1));
    assertEquals(Optional.of(H), FACTS.notPaired(31, 2));
    assertEquals(Optional.empty(), FACTS.notPaired(31, 3));
    assertEquals(Z, LateEntry.of(31, 3).missedRounds(), "no points unless the rules say so");
  }

  @Test
  void theRoundsAbsenteesInPairingNumberOrder() {
    assertEquals(Map.of(3, F, 7, Z, 24, H), FACTS.notPaired(5));
    assertEquals(List.of(3, 7, 24), List.copyOf(FACTS.absentIn(5)));
    assertEquals(Set.of(31), FACTS.absentIn(1));
    assertEquals(Set.of(), FACTS.absentIn(3));
    assertEquals(List.of(3, 7, 24, 31), List.copyOf(FACTS.players()));
  }

  @Test
  void theOrderTheFactsAreGivenInDoesNotMatter() {
    Attendance other =
        new Attendance(
            List.of(new RequestedBye(24, 5, H), new RequestedBye(3, 5, F)),
            List.of(new Withdrawal(7, 4)),
            List.of(new LateEntry(31, 3, H)));
    Attendance reversed =
        new Attendance(
            List.of(new RequestedBye(3, 5, F), new RequestedBye(24, 5, H)),
            List.of(new Withdrawal(7, 4)),
            List.of(new LateEntry(31, 3, H)));
    assertEquals(other, reversed);
    assertEquals(FACTS, reversed);
  }

  @Test
  void onlyByesAPlayerCanBeGivenBeforeThePairing() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new RequestedBye(1, 2, ResultKind.PAIRING_ALLOCATED_BYE));
    assertThrows(IllegalArgumentException.class, () -> new RequestedBye(1, 2, ResultKind.WIN));
    assertThrows(IllegalArgumentException.class, () -> new RequestedBye(1, 2, ResultKind.ABSENT));
    assertThrows(IllegalArgumentException.class, () -> new RequestedBye(0, 2, H));
    assertThrows(IllegalArgumentException.class, () -> new RequestedBye(1, 0, H));
    assertThrows(IllegalArgumentException.class, () -> new Withdrawal(1, 0));
    assertThrows(IllegalArgumentException.class, () -> new LateEntry(1, 1, Z));
    assertThrows(
        IllegalArgumentException.class,
        () -> new LateEntry(1, 3, ResultKind.PAIRING_ALLOCATED_BYE));
  }

  @Test
  void factsThatContradictEachOtherAreRefused() {
    IllegalArgumentException twice =
        assertThrows(
            IllegalArgumentException.class, () -> FACTS.withBye(new RequestedBye(24, 5, Z)));
    assertEquals("player 24 has two requested byes in round 5", twice.getMessage());
    assertThrows(IllegalArgumentException.class, () -> FACTS.withWithdrawal(new Withdrawal(7, 6)));
    assertThrows(IllegalArgumentException.class, () -> FACTS.withLateEntry(LateEntry.of(31, 4)));
    IllegalArgumentException afterWithdrawal =
        assertThrows(
            IllegalArgumentException.class, () -> FACTS.withBye(new RequestedBye(7, 6, H)));
    assertEquals(
        "player 7 has a requested bye in round 6 after withdrawing from round 4",
        afterWithdrawal.getMessage());
    assertThrows(IllegalArgumentException.class, () -> FACTS.withBye(new RequestedBye(31, 2, H)));
    IllegalArgumentException neverPlays =
        assertThrows(
            IllegalArgumentException.class, () -> FACTS.withWithdrawal(new Withdrawal(31, 3)));
    assertEquals(
        "player 31 withdraws from round 3 but enters late only in round 3",
        neverPlays.getMessage());
    // a bye after the late entry has arrived, or before the withdrawal, is a fact of its own
    FACTS.withBye(new RequestedBye(31, 3, Z)).withBye(new RequestedBye(7, 3, H));
  }

  @Test
  void anArbiterMayTakeARequestedByeBack() {
    Attendance back = FACTS.withoutBye(24, 5);
    assertEquals(Optional.empty(), back.notPaired(24, 5));
    assertEquals(Set.of(3, 7), back.absentIn(5));
    assertSame(FACTS, FACTS.withoutBye(24, 4), "nothing to take back");
  }
}
