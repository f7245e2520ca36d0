package org.swisschess.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/** The notation of {@link Games}: what each token of a round stands for. */
class GamesTests {

  @Test
  void aGameGivesWhiteAndBlackTheirColoursAndMatchingResults() {
    Map<Integer, RoundEntry> r = Games.round("1-2:1", "4-3:0", "5-6:=");
    assertEquals(new RoundEntry(2, Colour.WHITE, ResultKind.WIN), r.get(1));
    assertEquals(new RoundEntry(1, Colour.BLACK, ResultKind.LOSS), r.get(2));
    assertEquals(new RoundEntry(3, Colour.WHITE, ResultKind.LOSS), r.get(4));
    assertEquals(new RoundEntry(4, Colour.BLACK, ResultKind.WIN), r.get(3));
    assertEquals(new RoundEntry(5, Colour.BLACK, ResultKind.DRAW), r.get(6));
  }

  @Test
  void aForfeitIsNoGamePlayedSoNobodyHasAColour() {
    Map<Integer, RoundEntry> r = Games.round("7-8:+");
    assertEquals(new RoundEntry(8, Colour.NONE, ResultKind.FORFEIT_WIN), r.get(7));
    assertEquals(new RoundEntry(7, Colour.NONE, ResultKind.FORFEIT_LOSS), r.get(8));
  }

  @Test
  void byesAndAbsencesNameOnePlayer() {
    Map<Integer, RoundEntry> r = Games.round("bye:1", "abs:2", "half:3", "full:14");
    assertEquals(RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE), r.get(1));
    assertEquals(RoundEntry.ABSENT, r.get(2));
    assertEquals(RoundEntry.bye(ResultKind.HALF_POINT_BYE), r.get(3));
    assertEquals(RoundEntry.bye(ResultKind.FULL_POINT_BYE), r.get(14));
  }

  @Test
  void aMalformedTokenIsRefusedByName() {
    for (String token : List.of("1-2:x", "1-2", "x-2:1", "1-2:1:0", "bye:", "abs:x")) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Games.round(token));
      assertTrue(
          String.valueOf(e.getMessage()).contains("'" + token + "'"),
          token + ": " + e.getMessage());
    }
  }

  @Test
  void aPlayedRoundGivesEveryBoardOppositeColoursAndComplementaryResults() {
    Tournament t = Games.after(5, Games.players(2400, 2300, 2200, 2100, 2000));
    Pairing pairing =
        new Pairing(
            1, List.of(new Board(1, 3), new Board(4, 2)), OptionalInt.of(5), Explanation.EMPTY);
    Tournament after = Games.play(t, pairing, new Random(7));
    assertEquals(1, after.completedRounds());
    for (Board b : pairing.boards()) {
      RoundEntry white = after.player(b.white()).round(1);
      RoundEntry black = after.player(b.black()).round(1);
      assertEquals(b.black(), white.opponent());
      assertEquals(b.white(), black.opponent());
      ResultKind expected =
          switch (white.result()) {
            case WIN -> ResultKind.LOSS;
            case DRAW -> ResultKind.DRAW;
            case LOSS -> ResultKind.WIN;
            case FORFEIT_WIN -> ResultKind.FORFEIT_LOSS;
            default -> throw new AssertionError("White's result " + white.result());
          };
      assertEquals(expected, black.result(), b.toString());
      if (!white.result().isForfeit()) {
        assertEquals(Colour.WHITE, white.colour());
        assertEquals(Colour.BLACK, black.colour());
      }
    }
    assertEquals(ResultKind.PAIRING_ALLOCATED_BYE, after.player(5).round(1).result());
  }

  @Test
  void playersAreNumberedInTurnAndTheRoundsFollowEachOther() {
    Tournament t =
        Games.after(
            5,
            Games.players(2400, 0, 2200, 2100),
            Games.round("1-2:1", "3-4:="),
            Games.round("2-1:0", "4-3:1"));
    assertEquals(2, t.completedRounds());
    assertEquals(5, t.plannedRounds());
    assertEquals("P02", t.player(2).name());
    assertEquals(0, t.player(2).rating());
    assertEquals(
        List.of(Colour.WHITE, Colour.BLACK),
        List.of(t.player(1).round(1).colour(), t.player(1).round(2).colour()));
  }
}
