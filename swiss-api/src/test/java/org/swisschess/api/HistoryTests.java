package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Four players, three rounds:
 *
 * <pre>
 * round 1: 1 (W) beats 2;  3 (W) draws 4
 * round 2: 1 wins against 3 by forfeit; 2 gets the PAB; 4 takes a half-point bye
 * round 3: 2 (B) beats 1;  4 (W) beats 3
 * </pre>
 *
 * Scores after each round: 1: 1, 2, 2; 2: 0, 1, 2; 3: ½, ½, ½; 4: ½, 1, 2.
 */
class HistoryTests {

  static RoundEntry game(int opponent, Colour colour, ResultKind result) {
    return new RoundEntry(opponent, colour, result);
  }

  static List<Player> players() {
    return List.of(
        new Player(
            1,
            "One",
            "",
            "",
            2000,
            "",
            "",
            "",
            0,
            List.of(
                game(2, Colour.WHITE, ResultKind.WIN),
                game(3, Colour.NONE, ResultKind.FORFEIT_WIN),
                game(2, Colour.WHITE, ResultKind.LOSS))),
        new Player(
            2,
            "Two",
            "",
            "",
            1900,
            "",
            "",
            "",
            0,
            List.of(
                game(1, Colour.BLACK, ResultKind.LOSS),
                RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE),
                game(1, Colour.BLACK, ResultKind.WIN))),
        new Player(
            3,
            "Three",
            "",
            "",
            1800,
            "",
            "",
            "",
            0,
            List.of(
                game(4, Colour.WHITE, ResultKind.DRAW),
                game(1, Colour.NONE, ResultKind.FORFEIT_LOSS),
                game(4, Colour.BLACK, ResultKind.LOSS))),
        new Player(
            4,
            "Four",
            "",
            "",
            0,
            "",
            "",
            "",
            0,
            List.of(
                game(3, Colour.BLACK, ResultKind.DRAW),
                RoundEntry.bye(ResultKind.HALF_POINT_BYE),
                game(3, Colour.WHITE, ResultKind.WIN))));
  }

  static Tournament tournament(List<Acceleration> accelerations) {
    return new Tournament(
        "H",
        players(),
        3,
        5,
        Colour.WHITE,
        ScoringSystem.STANDARD,
        List.of(),
        accelerations,
        Attendance.NONE);
  }

  static History history() {
    return History.of(tournament(List.of()));
  }

  @Test
  void scoresRoundByRound() {
    History h = history();
    assertEquals(Points.parse("2"), h.player(1).score());
    assertEquals(Points.parse("2"), h.player(2).score());
    assertEquals(Points.HALF, h.player(3).score());
    assertEquals(Points.parse("2"), h.player(4).score());
    assertEquals(Points.ZERO, h.player(2).scoreAfter(0));
    assertEquals(Points.ONE, h.player(2).scoreAfter(2));
    assertEquals(Points.ONE, h.player(4).scoreBefore(3));
    assertEquals(Points.parse("2"), h.player(1).scoreBefore(4));
  }

  @Test
  void scoresUnderAnotherScoringSystem() {
    Tournament t =
        new Tournament(
            "H",
            players(),
            3,
            5,
            Colour.WHITE,
            ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO),
            List.of(),
            List.of(),
            Attendance.NONE);
    History h = History.of(t);
    assertEquals(Points.parse("6"), h.player(1).score(), "a win and a forfeit win");
    assertEquals(Points.parse("6"), h.player(2).score(), "a PAB and a win");
    assertEquals(
        Points.parse("5"),
        h.player(4).score(),
        "a draw (1), a half-point bye (a draw's worth) and a win (3)");
  }

  @Test
  void withoutAccelerationThePairingScoreIsTheScore() {
    History h = history();
    for (PlayerHistory p : h.players()) {
      for (int r = 1; r <= 4; r++) {
        assertEquals(p.scoreBefore(r), p.acceleratedScoreBefore(r));
      }
    }
  }

  @Test
  void accelerationAddsFictitiousPointsToThePairingScoreOnly() {
    History h =
        History.of(
            tournament(
                List.of(
                    new Acceleration(1, List.of(Points.ONE, Points.ONE, Points.HALF, Points.HALF)),
                    new Acceleration(3, List.of(Points.ZERO, Points.HALF)))));
    PlayerHistory one = h.player(1);
    assertEquals(Points.ONE, one.acceleratedScoreBefore(1));
    assertEquals(Points.parse("2"), one.acceleratedScoreBefore(2));
    assertEquals(Points.parse("2.5"), one.acceleratedScoreBefore(3));
    assertEquals(
        Points.parse("2.5"),
        one.acceleratedScoreBefore(4),
        "the round being paired has its own points");
    assertEquals(Points.parse("2"), one.score(), "the score itself has no fictitious points");
    assertEquals(Points.ONE, h.player(3).acceleratedScoreBefore(2));
    assertEquals(Points.HALF, h.player(3).acceleratedScoreBefore(3), "nothing past the list");
  }

  @Test
  void colourHistorySkipsUnplayedRounds() {
    History h = history();
    assertEquals(
        List.of(Colour.WHITE, Colour.WHITE),
        h.player(1).colourHistory(),
        "the forfeit has no colour");
    assertEquals(
        List.of(Colour.BLACK, Colour.BLACK), h.player(2).colourHistory(), "the PAB has no colour");
    assertEquals(List.of(Colour.WHITE, Colour.BLACK), h.player(3).colourHistory());
    assertEquals(List.of(Colour.BLACK, Colour.WHITE), h.player(4).colourHistory());
  }

  @Test
  void colourDifferenceAndLastColours() {
    History h = history();
    assertEquals(2, h.player(1).colourDifference());
    assertEquals(-2, h.player(2).colourDifference());
    assertEquals(0, h.player(3).colourDifference());
    assertEquals(Colour.WHITE, h.player(1).lastColour());
    assertEquals(Colour.WHITE, h.player(1).secondLastColour());
    assertEquals(
        Colour.WHITE, h.player(1).lastTwoSame(), "two Whites though a forfeit lies between them");
    assertEquals(Colour.BLACK, h.player(2).lastTwoSame());
    assertEquals(Colour.BLACK, h.player(3).lastColour());
    assertEquals(Colour.NONE, h.player(3).lastTwoSame());
  }

  @Test
  void colourPreferenceReadsTheGamesPlayed() {
    History h = history();
    // two Whites with a forfeit between them: absolute Black (C.04.2 3.4, A.6 a)
    assertEquals(
        new ColourPreference(Colour.BLACK, ColourPreference.Strength.ABSOLUTE),
        h.player(1).colourPreference());
    assertEquals(
        new ColourPreference(Colour.WHITE, ColourPreference.Strength.ABSOLUTE),
        h.player(2).colourPreference());
    // W B: difference 0, alternate from the last game (A.6 c)
    assertEquals(
        new ColourPreference(Colour.WHITE, ColourPreference.Strength.MILD),
        h.player(3).colourPreference());
    assertEquals(
        new ColourPreference(Colour.BLACK, ColourPreference.Strength.MILD),
        h.player(4).colourPreference());
  }

  @Test
  void aPlayerWhoNeverPlayedHasNoColours() {
    Tournament t =
        new Tournament(
            "",
            List.of(
                new Player(
                    1,
                    "A",
                    "",
                    "",
                    0,
                    "",
                    "",
                    "",
                    0,
                    List.of(RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE))),
                new Player(2, "B", "", "", 0, "", "", "", 0, List.of(RoundEntry.ABSENT))),
            1,
            3,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            List.of(),
            List.of(),
            Attendance.NONE);
    PlayerHistory a = History.of(t).player(1);
    assertEquals(Colour.NONE, a.lastColour());
    assertEquals(Colour.NONE, a.secondLastColour());
    assertEquals(0, a.colourDifference());
    assertEquals(ColourPreference.NONE, a.colourPreference(), "A.6 d: no game, no preference");
  }

  @Test
  void pabAndForfeitWinFlags() {
    History h = history();
    assertTrue(h.player(2).hadPairingAllocatedBye());
    assertFalse(h.player(1).hadPairingAllocatedBye());
    assertTrue(h.player(1).hadForfeitWin());
    assertFalse(h.player(3).hadForfeitWin(), "a forfeit loss is not a forfeit win");
    ScoringSystem s = ScoringSystem.STANDARD;
    assertTrue(h.player(1).hadUnplayedWin(s), "forfeit win");
    assertTrue(h.player(2).hadUnplayedWin(s), "PAB");
    assertFalse(h.player(4).hadUnplayedWin(s), "a half-point bye is less than a win");
    assertFalse(h.player(3).hadUnplayedWin(s));
  }

  @Test
  void pairingFloatsComparePairingScores() {
    History h =
        History.of(
            tournament(
                List.of(
                    new Acceleration(1, List.of(Points.ONE, Points.ONE, Points.HALF, Points.HALF)),
                    new Acceleration(3, List.of(Points.ZERO, Points.HALF)))));
    // round 1: 1 (0 + 1 virtual) met 2 (0): on points alone nobody floated
    assertEquals(FloatDirection.DOWN, h.pairingFloat(h.player(1), 1));
    assertEquals(FloatDirection.UP, h.pairingFloat(h.player(2), 1));
    assertEquals(FloatDirection.NONE, h.pairingFloat(h.player(3), 1));
    // round 2 (a forfeit, still a pairing): 3 (½ + ½) met 1 (1 + 1)
    assertEquals(FloatDirection.UP, h.pairingFloat(h.player(3), 2));
    assertEquals(FloatDirection.DOWN, h.pairingFloat(h.player(1), 2));
  }

  @Test
  void aRoundWithoutAnOpponentHasNoPairingFloat() {
    History h = history();
    assertEquals(FloatDirection.DOWN, h.pairingFloat(h.player(1), 3), "2 points met 1");
    assertEquals(FloatDirection.UP, h.pairingFloat(h.player(2), 3));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> h.pairingFloat(h.player(2), 2));
    assertEquals("player 2 had no opponent in round 2", e.getMessage());
  }

  @Test
  void theFloatOfTwoScores() {
    assertEquals(FloatDirection.DOWN, FloatDirection.between(Points.ONE, Points.HALF));
    assertEquals(FloatDirection.UP, FloatDirection.between(Points.HALF, Points.ONE));
    assertEquals(FloatDirection.NONE, FloatDirection.between(Points.HALF, Points.HALF));
  }

  @Test
  void playedAndForfeitOpponents() {
    History h = history();
    assertEquals(Set.of(2), h.player(1).playedOpponents());
    assertEquals(Set.of(3), h.player(1).forfeitOpponents());
    assertTrue(h.player(1).hasPlayed(2));
    assertFalse(h.player(1).hasPlayed(3), "a forfeit is not a game played");
    assertEquals(Set.of(4), h.player(3).playedOpponents());
    assertEquals(Set.of(), h.player(2).forfeitOpponents());
  }

  @Test
  void opponentRatingsCountGamesOverTheBoardAgainstRatedOpponents() {
    History h = history();
    assertEquals(
        3800, h.player(1).opponentRatingSum(), "player 2 (1900) twice; the forfeit does not count");
    assertEquals(2, h.player(1).ratedOpponentCount());
    assertEquals(OptionalDouble.of(1900), h.player(1).averageOpponentRating());
    assertEquals(OptionalDouble.of(1800), h.player(4).averageOpponentRating());
    assertEquals(0, h.player(3).ratedOpponentCount(), "player 4 is unrated");
    assertEquals(OptionalDouble.empty(), h.player(3).averageOpponentRating());
  }

  @Test
  void playersInPairingNumberOrderAndUnknownNumbersRefused() {
    History h = history();
    assertEquals(List.of(1, 2, 3, 4), h.players().stream().map(PlayerHistory::id).toList());
    assertThrows(IllegalArgumentException.class, () -> h.player(5));
  }
}
