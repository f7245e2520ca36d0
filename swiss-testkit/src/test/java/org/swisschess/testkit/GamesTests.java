package org.swisschess.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
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
    assertEquals(ResultKind.DRAW, r.get(6).result());
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
  void anUnknownResultIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> Games.round("1-2:x"));
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
