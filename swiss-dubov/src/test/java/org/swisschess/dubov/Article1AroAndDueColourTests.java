package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Attendance;
import org.swisschess.api.Colour;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/** Dubov 1: ARO after each round (exact) and the due colour. */
class Article1AroAndDueColourTests {

  /**
   * Player 1 beats 2 (R 2000) and draws 3 (R 2101) over the board, wins by forfeit against 4 (R
   * 2500) and meets unrated 5: ARO = (2000 + 2101) / 2 = 2050.5.
   */
  @Test
  void aroAveragesRatedOpponentsMetOverTheBoard() {
    Tournament t =
        Tournament.start(6, Games.players(2300, 2000, 2101, 2500, 0, 1800))
            .withRound(Games.round("1-2:1", "3-4:=", "5-6:="))
            .withRound(Games.round("3-1:=", "2-5:1", "bye:4"))
            .withRound(Games.round("1-4:+", "5-3:0", "6-2:="))
            .withRound(Games.round("5-1:0", "2-3:=", "4-6:1"));
    Entrant one = RoundContext.of(PairingRequest.of(t)).entrantOf(1).orElseThrow();
    assertEquals(0, one.aro().compareTo(new Aro(4101, 2)));
    assertEquals("2050.5", one.aro().toString());
  }

  @Test
  void aroComparesExactlyAndPrintsOneDecimalRoundedHalfUp() {
    Aro a = new Aro(11592, 5); // 2318.4
    Aro b = new Aro(23184, 10);
    Aro c = new Aro(6955, 3); // 2318.33...
    assertEquals(0, a.compareTo(b));
    assertTrue(c.compareTo(a) < 0);
    assertEquals("2318.3", c.toString());
    assertEquals("2318.7", new Aro(6956, 3).toString()); // 2318.666...
    assertEquals("2000.5", new Aro(4001, 2).toString());
  }

  @Test
  void noRatedOpponentCountsAsAroZero() {
    assertTrue(Aro.NONE.compareTo(new Aro(1000, 1)) < 0);
    assertEquals(0, Aro.NONE.compareTo(new Aro(0, 3)));
  }

  private static Colour due(String colours) {
    int whitesLessBlacks = 0;
    for (int i = 0; i < colours.length(); i++) {
      whitesLessBlacks += colours.charAt(i) == 'W' ? 1 : -1;
    }
    Colour last =
        colours.isEmpty()
            ? Colour.NONE
            : colours.charAt(colours.length() - 1) == 'W' ? Colour.WHITE : Colour.BLACK;
    return DueColour.of(whitesLessBlacks, last);
  }

  @Test
  void dueColourFollowsTheCountsThenTheLastGame() {
    assertEquals(Colour.WHITE, due("WBB"));
    assertEquals(Colour.BLACK, due("WWB"));
    assertEquals(Colour.WHITE, due("WB"));
    assertEquals(Colour.BLACK, due("BW"));
    assertEquals(Colour.NONE, due(""));
  }

  @Test
  void unplayedRoundsDoNotCountForTheDueColour() {
    Player p =
        Player.of(1, "A", 2000)
            .withRounds(
                List.of(
                    new RoundEntry(2, Colour.WHITE, ResultKind.WIN),
                    new RoundEntry(3, Colour.NONE, ResultKind.FORFEIT_WIN),
                    RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)));
    Tournament t =
        new Tournament(
            "",
            List.of(
                p,
                Player.of(2, "B", 2000)
                    .withRounds(
                        List.of(
                            new RoundEntry(1, Colour.BLACK, ResultKind.LOSS),
                            RoundEntry.bye(ResultKind.ABSENT),
                            RoundEntry.bye(ResultKind.ABSENT))),
                Player.of(3, "C", 2000)
                    .withRounds(
                        List.of(
                            RoundEntry.bye(ResultKind.ABSENT),
                            new RoundEntry(1, Colour.NONE, ResultKind.FORFEIT_LOSS),
                            RoundEntry.bye(ResultKind.ABSENT)))),
            3,
            5,
            Colour.WHITE,
            org.swisschess.api.ScoringSystem.STANDARD,
            List.of(),
            List.of(),
            Attendance.NONE);
    assertEquals(
        Colour.BLACK, RoundContext.of(PairingRequest.of(t)).entrantOf(1).orElseThrow().due());
  }
}
