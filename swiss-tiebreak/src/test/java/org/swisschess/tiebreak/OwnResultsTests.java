package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swisschess.api.Tournament;

/** The type-B tie-breaks of C.07 Article 7, and Koya (9.2), on the Article 16 example. */
class OwnResultsTests {

  private static String value(Tournament t, String code, int player) {
    return Standings.of(t, TieBreakList.parse(code)).line(player).orElseThrow().value(0).toString();
  }

  private static final Tournament EXAMPLE = UnplayedRoundsTests.example();

  @Test
  void article7_1_winsCountForfeitWinsAndByesWorthAWin() {
    assertEquals("4", value(EXAMPLE, "WIN", 1)); // three games and a forfeit
    assertEquals("2", value(EXAMPLE, "WIN", 3)); // the PAB and a game
    assertEquals("0", value(EXAMPLE, "WIN", 5));
  }

  @Test
  void article7_2_wonCountsGamesOverTheBoardOnly() {
    assertEquals("3", value(EXAMPLE, "WON", 1));
    assertEquals("1", value(EXAMPLE, "WON", 3));
  }

  @Test
  void article7_3_and_7_4_gamesAndWinsWithBlack() {
    assertEquals("2", value(EXAMPLE, "BPG", 1));
    assertEquals("3", value(EXAMPLE, "BPG", 4)); // the PAB of round 3 is no game
    assertEquals("2", value(EXAMPLE, "BWG", 1));
    assertEquals("0", value(EXAMPLE, "BWG", 4));
  }

  @Test
  void article7_5_progressiveScoresOfTheTextsExample() {
    // results 1, 0, 1/2, 1: 1 + 1 + 1.5 + 2.5
    Tournament t =
        new TrfText()
            .player(1, 0, "2w1", "3b0", "4w=", "5b1")
            .player(2, 0, "1b0", ".", ".", ".")
            .player(3, 0, ".", "1w1", ".", ".")
            .player(4, 0, ".", ".", "1b=", ".")
            .player(5, 0, ".", ".", ".", "1w0")
            .tournament();
    assertEquals("6.0", value(t, "PS", 1));
    assertEquals("5.0", value(t, "PS/C1", 1)); // 14.1.1 item 3: the score after round 1 dropped
    assertEquals("4.0", value(t, "PS/C2", 1));
  }

  @Test
  void article7_6_roundsElectedToPlayLeaveOutHalfAndZeroPointByesAndForfeitLosses() {
    assertEquals("4", value(EXAMPLE, "REP", 1));
    assertEquals("2", value(EXAMPLE, "REP", 2)); // a half-point bye, a forfeit loss
    assertEquals("3", value(EXAMPLE, "REP", 3)); // the PAB counts, the zero-point bye not
  }

  @Test
  void article7_7_standardPointsCompareWithTheScheduledOpponentOrADraw() {
    assertEquals("4.0", value(EXAMPLE, "STD", 1)); // the forfeit win: 1 against 0
    assertEquals("2.5", value(EXAMPLE, "STD", 2)); // the half-point bye: a draw's points
    assertEquals("2.0", value(EXAMPLE, "STD", 3)); // the PAB more than a draw, the zero-point bye
  }

  @Test
  void article7_7_standardPointsUnderThreeOneZeroScoring() {
    // 3-1-0: a win, a draw, a loss and a half-point bye worth a draw's point: 1 + 1/2 + 0 + 1/2
    Tournament t =
        new TrfText()
            .scoring(30, 10)
            .player(1, 0, "2w1", "3b=", "4w0", "H")
            .player(2, 0, "1b0", ".", ".", "3w1")
            .player(3, 0, ".", "1w=", ".", "2b0")
            .player(4, 0, ".", ".", "1b1", ".")
            .tournament();
    assertEquals("5.0", value(t, "PTS", 1)); // 3 + 1 + 0 + 1 points
    assertEquals("2.0", value(t, "STD", 1));
  }

  @Test
  void article7_7_aDoubleForfeitScoresTheSameAsTheScheduledOpponent() {
    // neither came: each scored the forfeit loss's 0, as much as the scheduled opponent
    Tournament t =
        new TrfText()
            .player(1, 0, "2w-", "3b1")
            .player(2, 0, "1b-", ".")
            .player(3, 0, ".", "1w0")
            .tournament();
    assertEquals("1.5", value(t, "STD", 1));
    assertEquals("0.5", value(t, "STD", 2)); // and the absence of round 2: less than a draw
  }

  @Test
  void article9_2_koyaCountsPointsAgainstOpponentsWithHalfTheMaximum() {
    // player 1 met 4 (1.5), 3 (2.0), 2 (2.5, won by forfeit) and 5 (0.5); half of 4 rounds is 2.0
    assertEquals("2.0", value(EXAMPLE, "KS", 1));
    assertEquals("1.0", value(EXAMPLE, "KS/L+1", 1)); // 14.5: the limit half a point higher
    assertEquals("3.0", value(EXAMPLE, "KS/L-1", 1));
  }

  @Test
  void article7_8_pairingNumberAscendingOrReversed() {
    Standings up = Standings.of(EXAMPLE, TieBreakList.parse("TPN"));
    Standings down = Standings.of(EXAMPLE, TieBreakList.parse("TPN/R"));
    assertEquals(1, up.lines().get(0).pairingNumber());
    assertEquals(5, down.lines().get(0).pairingNumber());
  }
}
