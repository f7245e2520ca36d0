package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TournamentTests {

  static Player player(int id, RoundEntry... rounds) {
    return new Player(id, "P" + id, "", "", 2000 - id, "", "", "", 0, List.of(rounds));
  }

  static RoundEntry game(int opponent, Colour colour, ResultKind result) {
    return new RoundEntry(opponent, colour, result);
  }

  static Tournament of(int completed, Player... players) {
    return new Tournament(
        "T",
        List.of(players),
        completed,
        5,
        Colour.WHITE,
        ScoringSystem.STANDARD,
        List.of(),
        List.of(),
        Attendance.NONE);
  }

  /** Round 1: 1-2 1-0, 3 PAB; round 2: 3-1 =, 2 half-point bye. */
  static Tournament twoRounds() {
    return of(
        2,
        player(1, game(2, Colour.WHITE, ResultKind.WIN), game(3, Colour.BLACK, ResultKind.DRAW)),
        player(
            2, game(1, Colour.BLACK, ResultKind.LOSS), RoundEntry.bye(ResultKind.HALF_POINT_BYE)),
        player(
            3,
            RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE),
            game(1, Colour.WHITE, ResultKind.DRAW)));
  }

  @Test
  void playersAreKeptInPairingNumberOrder() {
    Tournament t = of(0, player(3), player(1), player(2));
    assertEquals(List.of(1, 2, 3), t.players().stream().map(Player::pairingNumber).toList());
    assertEquals("P2", t.player(2).name());
    assertTrue(t.findPlayer(4).isEmpty());
    assertThrows(IllegalArgumentException.class, () -> t.player(4));
  }

  @Test
  void duplicatePairingNumbersAreRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> of(0, player(1), player(1)));
    assertEquals("pairing number 1 is used twice", e.getMessage());
  }

  @Test
  void everyPlayerNeedsOneEntryPerCompletedRound() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> of(1, player(1, RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)), player(2)));
    assertEquals("player 2 has 0 round entries, expected 1", e.getMessage());
  }

  private static IllegalArgumentException refusedPair(RoundEntry one, RoundEntry two) {
    return assertThrows(
        IllegalArgumentException.class, () -> of(1, player(1, one), player(2, two)));
  }

  @Test
  void bothPlayersCreditedWithTheForfeitWinIsRefused() {
    IllegalArgumentException e =
        refusedPair(
            game(2, Colour.WHITE, ResultKind.FORFEIT_WIN),
            game(1, Colour.BLACK, ResultKind.FORFEIT_WIN));
    assertEquals(
        "players 1 and 2 round 1: both are credited with the forfeit win; a game has at most one"
            + " winner",
        e.getMessage());
  }

  @Test
  void anUnplayedGameHasOppositeColoursOrNone() {
    IllegalArgumentException e =
        refusedPair(
            game(2, Colour.WHITE, ResultKind.FORFEIT_WIN),
            game(1, Colour.WHITE, ResultKind.FORFEIT_LOSS));
    assertEquals(
        "players 1 and 2 round 1: the colours of an unplayed game are opposite or both NONE, not"
            + " WHITE and WHITE",
        e.getMessage());
    refusedPair(
        game(2, Colour.WHITE, ResultKind.FORFEIT_LOSS),
        game(1, Colour.NONE, ResultKind.FORFEIT_LOSS));
    // a double forfeit without colours, and a forfeit with them, are both lawful
    of(
        1,
        player(1, game(2, Colour.NONE, ResultKind.FORFEIT_LOSS)),
        player(2, game(1, Colour.NONE, ResultKind.FORFEIT_LOSS)));
    of(
        1,
        player(1, game(2, Colour.BLACK, ResultKind.FORFEIT_WIN)),
        player(2, game(1, Colour.WHITE, ResultKind.FORFEIT_LOSS)));
  }

  @Test
  void aGamePlayedOnOneSideOnlyIsRefused() {
    IllegalArgumentException e =
        refusedPair(
            game(2, Colour.WHITE, ResultKind.DRAW), game(1, Colour.BLACK, ResultKind.FORFEIT_LOSS));
    assertEquals(
        "players 1 and 2 round 1: a game is played on both sides or on neither (DRAW against"
            + " FORFEIT_LOSS)",
        e.getMessage());
  }

  @Test
  void resultsThatDoNotMatchAreRefused() {
    IllegalArgumentException e =
        refusedPair(game(2, Colour.WHITE, ResultKind.WIN), game(1, Colour.BLACK, ResultKind.WIN));
    assertEquals("players 1 and 2 round 1: the results WIN and WIN do not match", e.getMessage());
    refusedPair(
        game(2, Colour.WHITE, ResultKind.UNRATED_DRAW), game(1, Colour.BLACK, ResultKind.DRAW));
  }

  @Test
  void twoPairingAllocatedByesInOneRoundAreRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                of(
                    1,
                    player(1, RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)),
                    player(2, RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE))));
    assertEquals(
        "round 1: players 1 and 2 both have the pairing-allocated bye; a round has at most one",
        e.getMessage());
  }

  @Test
  void nonReciprocalOpponentIsRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                of(
                    1,
                    player(1, game(2, Colour.WHITE, ResultKind.WIN)),
                    player(2, game(3, Colour.BLACK, ResultKind.LOSS)),
                    player(3, game(2, Colour.WHITE, ResultKind.WIN))));
    assertEquals("player 1 round 1 lists opponent 2, who lists opponent 3", e.getMessage());
  }

  @Test
  void opponentWhoListsNobodyIsRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                of(
                    1,
                    player(1, game(2, Colour.WHITE, ResultKind.WIN)),
                    player(2, RoundEntry.ABSENT)));
    assertEquals("player 1 round 1 lists opponent 2, who lists no opponent", e.getMessage());
  }

  @Test
  void unknownOpponentIsRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            of(1, player(1, game(9, Colour.WHITE, ResultKind.WIN)), player(2, RoundEntry.ABSENT)));
  }

  @Test
  void colourClashInAPlayedGameIsRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                of(
                    1,
                    player(1, game(2, Colour.WHITE, ResultKind.WIN)),
                    player(2, game(1, Colour.WHITE, ResultKind.LOSS))));
    assertEquals(
        "players 1 and 2 round 1: a played game needs one White and one Black", e.getMessage());
  }

  @Test
  void forfeitsNeedNoColours() {
    Tournament t =
        of(
            1,
            player(1, game(2, Colour.NONE, ResultKind.FORFEIT_WIN)),
            player(2, game(1, Colour.NONE, ResultKind.FORFEIT_LOSS)));
    assertEquals(1, t.completedRounds());
  }

  @Test
  void settingsAreValidated() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new Tournament(
                "T",
                List.of(),
                0,
                3,
                Colour.NONE,
                ScoringSystem.STANDARD,
                List.of(),
                List.of(),
                Attendance.NONE));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new Tournament(
                "T",
                List.of(),
                4,
                3,
                Colour.WHITE,
                ScoringSystem.STANDARD,
                List.of(),
                List.of(),
                Attendance.NONE));
  }

  @Test
  void upToRoundDropsLaterEntriesAndKeepsTheSettings() {
    Tournament t = twoRounds();
    Tournament first = t.upToRound(1);
    assertEquals(1, first.completedRounds());
    assertEquals(5, first.plannedRounds());
    assertEquals("T", first.name());
    assertEquals(List.of(game(2, Colour.WHITE, ResultKind.WIN)), first.player(1).rounds());
    assertEquals(
        List.of(RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)), first.player(3).rounds());
    assertEquals(0, t.upToRound(0).player(2).rounds().size());
    assertSame(t, t.upToRound(2));
    assertThrows(IllegalArgumentException.class, () -> t.upToRound(3));
    assertThrows(IllegalArgumentException.class, () -> t.upToRound(-1));
  }

  @Test
  void withRoundAddsARoundAndMissingPlayersAreAbsent() {
    Tournament t = twoRounds();
    Tournament third =
        t.withRound(
            Map.of(
                2, game(3, Colour.WHITE, ResultKind.DRAW),
                3, game(2, Colour.BLACK, ResultKind.DRAW)));
    assertEquals(3, third.completedRounds());
    assertEquals(RoundEntry.ABSENT, third.player(1).round(3));
    assertEquals(game(3, Colour.WHITE, ResultKind.DRAW), third.player(2).round(3));
    assertEquals(t.player(1).round(2), third.player(1).round(2), "earlier rounds stay");
    assertEquals(twoRounds(), t, "the original is unchanged");
    assertEquals(t, third.upToRound(2));
  }

  @Test
  void withRoundBeyondThePlannedRoundsRaisesThem() {
    Tournament t =
        new Tournament(
            "",
            List.of(player(1), player(2)),
            0,
            0,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            List.of(),
            List.of(),
            Attendance.NONE);
    assertEquals(1, t.withRound(Map.of()).plannedRounds());
  }

  @Test
  void withRoundRefusesInconsistentEntries() {
    Tournament t = twoRounds();
    assertThrows(
        IllegalArgumentException.class,
        () ->
            t.withRound(
                Map.of(
                    1, game(2, Colour.WHITE, ResultKind.WIN),
                    2, game(1, Colour.WHITE, ResultKind.LOSS))));
    assertThrows(
        IllegalArgumentException.class,
        () -> t.withRound(Map.of(1, game(2, Colour.WHITE, ResultKind.WIN))));
  }

  @Test
  void theAttendanceTravelsWithTheTournamentAndFillsTheRoundItSpeaksOf() {
    Tournament t =
        twoRounds()
            .withAttendance(
                Attendance.NONE
                    .withBye(new RequestedBye(1, 3, ResultKind.HALF_POINT_BYE))
                    .withWithdrawal(new Withdrawal(2, 4)));
    assertEquals(Set.of(1), t.attendance().absentIn(3));
    assertEquals(t.attendance(), t.upToRound(1).attendance(), "a fact of a later round stays");
    Tournament third = t.withRound(Map.of());
    assertEquals(RoundEntry.bye(ResultKind.HALF_POINT_BYE), third.player(1).round(3));
    assertEquals(RoundEntry.ABSENT, third.player(2).round(3), "no fact: absent");
    Tournament fourth = third.withRound(Map.of());
    assertEquals(RoundEntry.bye(ResultKind.ZERO_POINT_BYE), fourth.player(2).round(4));
    assertEquals(t.attendance(), fourth.attendance());
  }

  @Test
  void anAttendanceThatDisagreesWithACompletedRoundIsRefused() {
    Tournament t = twoRounds();
    // player 2 had a half-point bye in round 2: a requested H bye agrees, a Z bye does not
    t.withAttendance(Attendance.NONE.withBye(new RequestedBye(2, 2, ResultKind.HALF_POINT_BYE)));
    IllegalArgumentException other =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                t.withAttendance(
                    Attendance.NONE.withBye(new RequestedBye(2, 2, ResultKind.ZERO_POINT_BYE))));
    assertEquals(
        "player 2 round 2: the attendance gives a Z bye, the round shows 'H'", other.getMessage());
    IllegalArgumentException played =
        assertThrows(
            IllegalArgumentException.class,
            () -> t.withAttendance(Attendance.NONE.withWithdrawal(new Withdrawal(1, 2))));
    assertEquals(
        "player 1 round 2: the attendance gives a Z bye, the round shows a pairing against 3",
        played.getMessage());
    IllegalArgumentException unknown =
        assertThrows(
            IllegalArgumentException.class,
            () -> t.withAttendance(Attendance.NONE.withLateEntry(LateEntry.of(9, 3))));
    assertEquals(
        "the attendance names player 9, who is not a player of the tournament",
        unknown.getMessage());
    IllegalArgumentException intoTheRound =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                t.withAttendance(Attendance.NONE.withWithdrawal(new Withdrawal(3, 3)))
                    .withRound(
                        Map.of(
                            1, game(3, Colour.WHITE, ResultKind.WIN),
                            3, game(1, Colour.BLACK, ResultKind.LOSS))));
    assertTrue(
        String.valueOf(intoTheRound.getMessage()).startsWith("player 3 round 3"),
        intoTheRound.getMessage());
  }

  @Test
  void aBlankEntryIsTheZeroPointByeOfTheAttendance() {
    Tournament t = of(1, player(1, RoundEntry.ABSENT), player(2, RoundEntry.ABSENT));
    assertEquals(
        t.attendance().withWithdrawal(new Withdrawal(1, 1)),
        t.withAttendance(Attendance.NONE.withWithdrawal(new Withdrawal(1, 1))).attendance());
  }

  @Test
  void withPlayersDropsTheFactsOfPlayersWhoLeft() {
    Tournament t =
        of(0, player(1), player(2), player(3))
            .withAttendance(
                Attendance.NONE
                    .withBye(new RequestedBye(3, 1, ResultKind.ZERO_POINT_BYE))
                    .withBye(new RequestedBye(1, 1, ResultKind.HALF_POINT_BYE)));
    Tournament two = t.withPlayers(List.of(player(1), player(2)));
    assertEquals(Set.of(1), two.attendance().absentIn(1));
  }

  @Test
  void forbiddenPairsHoldInTheirRoundRangeEitherWayRound() {
    Tournament t =
        new Tournament(
            "",
            List.of(player(1), player(2), player(3)),
            0,
            5,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            List.of(new ForbiddenPair(1, 3, 2, 3), ForbiddenPair.always(2, 3)),
            List.of(),
            Attendance.NONE);
    assertFalse(t.isForbidden(1, 3, 1));
    assertTrue(t.isForbidden(3, 1, 2));
    assertTrue(t.isForbidden(1, 3, 3));
    assertFalse(t.isForbidden(1, 3, 4));
    assertTrue(t.isForbidden(3, 2, 99));
    assertFalse(t.isForbidden(1, 2, 1));
  }

  @Test
  void accelerationsOfOnePlayerAddUp() {
    Tournament t =
        new Tournament(
            "",
            List.of(player(1), player(2)),
            0,
            5,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            List.of(),
            List.of(
                new Acceleration(1, List.of(Points.ONE, Points.HALF)),
                new Acceleration(1, List.of(Points.HALF))),
            Attendance.NONE);
    assertEquals(Points.parse("1.5"), t.acceleration(1, 1));
    assertEquals(Points.HALF, t.acceleration(1, 2));
    assertEquals(Points.ZERO, t.acceleration(1, 3));
    assertEquals(Points.ZERO, t.acceleration(2, 1));
  }

  /** Round 1: 1-2 adjourned, 3 PAB. */
  static Tournament adjourned() {
    return of(
        1,
        player(1, game(2, Colour.WHITE, ResultKind.ADJOURNED)),
        player(2, game(1, Colour.BLACK, ResultKind.ADJOURNED)),
        player(3, RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)));
  }

  @Test
  void anAdjournedGameIsPlayedButScoresNothingUntilItsResultIsIn() {
    Tournament t = adjourned();
    assertTrue(t.hasAdjournedGames());
    History h = History.of(t);
    assertEquals(Points.ZERO, h.player(1).score());
    assertEquals(
        List.of(Colour.WHITE),
        h.player(1).colourHistory(),
        "the game was played: its colour counts");
    assertTrue(h.player(2).hasPlayed(1), "and the two have met");
  }

  @Test
  void adjournedGamesAsDrawsKeepOpponentsAndColours() {
    Tournament drawn = adjourned().withAdjournedGamesAsDraws();
    assertFalse(drawn.hasAdjournedGames());
    assertEquals(game(2, Colour.WHITE, ResultKind.DRAW), drawn.player(1).round(1));
    assertEquals(game(1, Colour.BLACK, ResultKind.DRAW), drawn.player(2).round(1));
    assertEquals(RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE), drawn.player(3).round(1));
    Tournament complete = twoRounds();
    assertSame(
        complete, complete.withAdjournedGamesAsDraws(), "nothing adjourned, nothing to copy");
  }

  @Test
  void aGameAdjournedForOnlyOneOfItsPlayersIsRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                of(
                    1,
                    player(1, game(2, Colour.WHITE, ResultKind.ADJOURNED)),
                    player(2, game(1, Colour.BLACK, ResultKind.WIN))));
    assertTrue(
        String.valueOf(e.getMessage()).contains("adjourned for both players"), e.getMessage());
  }
}
