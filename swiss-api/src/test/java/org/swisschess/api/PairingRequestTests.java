package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PairingRequestTests {

  static Tournament tournament(int players) {
    List<Player> list = new ArrayList<>();
    for (int id = 1; id <= players; id++) {
      list.add(Player.of(id, "P" + id, 0));
    }
    return Tournament.start(5, list);
  }

  @Test
  void absentPlayersIterateInIncreasingOrder() {
    // determinism: an engine that walks the absent players must see them in one order on every run
    Set<Integer> absent = new HashSet<>(List.of(17, 3, 29, 8, 1, 22, 14, 5, 30, 11));
    PairingRequest request = PairingRequest.of(tournament(30), absent);
    assertEquals(List.of(1, 3, 5, 8, 11, 14, 17, 22, 29, 30), new ArrayList<>(request.absent()));
    assertThrows(UnsupportedOperationException.class, () -> request.absent().add(2));
  }

  @Test
  void onlyTheNextRoundOfKnownPlayers() {
    Tournament t = tournament(4);
    assertThrows(
        IllegalArgumentException.class, () -> new PairingRequest(t, 2, Set.of(), Map.of()));
    assertThrows(IllegalArgumentException.class, () -> PairingRequest.of(t, Set.of(5)));
    PairingRequest r = PairingRequest.of(t, Set.of(2));
    assertEquals(1, r.round());
    assertFalse(r.isPresent(2));
    assertTrue(r.isPresent(1));
  }

  @Test
  void aSystemWithoutAnAdjournmentRuleIsToldWhichGameLacksAResult() {
    PairingRequest request = PairingRequest.of(TournamentTests.adjourned());
    UnsupportedRequestException e =
        assertThrows(
            UnsupportedRequestException.class, () -> request.requireNoAdjournedGames("dutch-2026"));
    assertEquals(
        "round 1: the game 1 - 2 is adjourned (no result yet); dutch-2026 has no rule for adjourned"
            + " games: enter its result before pairing round 2",
        e.getMessage());
    PairingRequest.of(TournamentTests.twoRounds())
        .requireNoAdjournedGames("dutch-2026"); // complete: no complaint
  }

  @Test
  void ofPairsExactlyThePlayersTheTournamentSaysPlay() {
    Tournament t =
        tournament(8)
            .withAttendance(
                Attendance.NONE
                    .withBye(new RequestedBye(2, 1, ResultKind.HALF_POINT_BYE))
                    .withWithdrawal(new Withdrawal(5, 1))
                    .withLateEntry(LateEntry.of(8, 2)));
    assertEquals(Set.of(2, 5, 8), PairingRequest.of(t).absent());
    assertEquals(Set.of(2, 3, 5, 8), PairingRequest.of(t, Set.of(3)).absent(), "and more");
    assertEquals(Set.of(), PairingRequest.of(tournament(8)).absent());
  }

  @Test
  void aRequestThatPairsAPlayerTheTournamentSaysIsAbsentIsRefused() {
    Tournament t =
        tournament(8)
            .withAttendance(
                Attendance.NONE
                    .withBye(new RequestedBye(2, 1, ResultKind.HALF_POINT_BYE))
                    .withWithdrawal(new Withdrawal(5, 1))
                    .withLateEntry(LateEntry.of(8, 3)));
    IllegalArgumentException bye =
        assertThrows(
            IllegalArgumentException.class, () -> new PairingRequest(t, 1, Set.of(5, 8), Map.of()));
    assertEquals(
        "player 2 does not play round 1 (a half-point bye for round 1), but the request pairs the"
            + " player: leave the player out of the round (PairingRequest.of does), or change the"
            + " tournament's attendance",
        bye.getMessage());
    IllegalArgumentException withdrawn =
        assertThrows(
            IllegalArgumentException.class, () -> new PairingRequest(t, 1, Set.of(2, 8), Map.of()));
    assertTrue(
        String.valueOf(withdrawn.getMessage())
            .startsWith("player 5 does not play round 1 (withdrawn from round 1)"),
        withdrawn.getMessage());
    IllegalArgumentException late =
        assertThrows(
            IllegalArgumentException.class, () -> new PairingRequest(t, 1, Set.of(2, 5), Map.of()));
    assertTrue(
        String.valueOf(late.getMessage())
            .startsWith("player 8 does not play round 1 (a late entry who joins in round 3)"),
        late.getMessage());
    new PairingRequest(t, 1, Set.of(2, 5, 8), Map.of()); // exactly the tournament's absentees
    // the arbiter pairs player 2 after all: the tournament says so first
    Tournament changed = t.withAttendance(t.attendance().withoutBye(2, 1));
    assertTrue(PairingRequest.of(changed).isPresent(2));
  }

  @Test
  void aWholeNumberOptionIsReadOrRefusedByName() {
    Tournament t = tournament(4);
    PairingRequest none = PairingRequest.of(t);
    assertEquals(7L, none.longOption("search-steps", 7));
    PairingRequest given =
        new PairingRequest(t, 1, Set.of(), Map.of("search-steps", " 5000000 ", "bad", "many"));
    assertEquals(5_000_000L, given.longOption("search-steps", 7));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> given.longOption("bad", 7));
    assertEquals("option bad: expected a whole number, found 'many'", e.getMessage());
    PairingRequest zero = new PairingRequest(t, 1, Set.of(), Map.of("search-steps", "0"));
    assertThrows(IllegalArgumentException.class, () -> zero.longOption("search-steps", 7));
  }
}
