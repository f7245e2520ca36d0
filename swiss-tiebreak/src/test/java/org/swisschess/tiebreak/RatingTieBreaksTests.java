package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swisschess.api.Tournament;

/** C.07 Article 10, the rating-based tie-breaks, worked out by hand with the B.02 tables. */
class RatingTieBreaksTests {

  /**
   * Player 1 (2000) beats 2 (2000) and 3 (2100) and loses to 4 (2200); 2, 3 and 4 play no other
   * game.
   */
  private static TrfText threeGames() {
    return new TrfText()
        .player(1, 2000, "2w1", "3b1", "4w0")
        .player(2, 2000, "1b0", ".", ".")
        .player(3, 2100, ".", "1w0", ".")
        .player(4, 2200, ".", ".", "1b1");
  }

  private static String value(Tournament t, String code, int player) {
    return value(t, code, player, StandingsOptions.DEFAULT);
  }

  private static String value(Tournament t, String code, int player, StandingsOptions o) {
    return Standings.of(t, TieBreakList.parse(code), o)
        .line(player)
        .orElseThrow()
        .value(0)
        .toString();
  }

  @Test
  void article10_1_averageRatingOfOpponentsAndItsCuts() {
    Tournament t = threeGames().tournament();
    assertEquals("2100", value(t, "ARO", 1));
    assertEquals("2150", value(t, "ARO/C1", 1)); // 14.1.1 item 2: the lowest rating dropped
    assertEquals("2100", value(t, "ARO/M1", 1));
  }

  @Test
  void article10_1_roundedHalfUp() {
    Tournament t =
        new TrfText()
            .player(1, 2000, "2w1", "3b1")
            .player(2, 2000, "1b0", ".")
            .player(3, 2001, ".", "1w0")
            .tournament();
    assertEquals("2001", value(t, "ARO", 1)); // 2000.5
  }

  @Test
  void article10_2_performanceIsAroPlusTheDifferenceForTheFractionalScore() {
    // 2 of 3: p = 0.67, dp 125
    assertEquals("2225", value(threeGames().tournament(), "TPR", 1));
    // 0 of 1 against 2000: p = 0, dp -800; 1 of 1 against 2000: dp +800
    assertEquals("1200", value(threeGames().tournament(), "TPR", 2));
    assertEquals("2800", value(threeGames().tournament(), "TPR", 4));
  }

  @Test
  void article10_2_theFractionalScoreIsRoundedHalfUpToTheTablesHundredth() {
    // 0.5 of 4 against 2000: p = 0.125, read as 0.13 (dp -322), not 0.12 (-336)
    Tournament t =
        new TrfText()
            .player(1, 2000, "2w=", "3b0", "4w0", "5b0")
            .player(2, 2000, "1b=", ".", ".", ".")
            .player(3, 2000, ".", "1w1", ".", ".")
            .player(4, 2000, ".", ".", "1b1", ".")
            .player(5, 2000, ".", ".", ".", "1w1")
            .tournament();
    assertEquals("1678", value(t, "TPR", 1));
  }

  @Test
  void article10_3_perfectPerformanceIsTheLowestRatingExpectedToScoreAsMuch() {
    // R = 2226: PD(226) .79 + PD(126) .67 + PD(26) .54 = 2.00; at 2225 .78 + .67 + .53 = 1.98
    assertEquals("2226", value(threeGames().tournament(), "PTP", 1));
    // a zero score: 800 below the lowest opponent
    assertEquals("1200", value(threeGames().tournament(), "PTP", 2));
    // a full score needs every difference above 735
    assertEquals("2736", value(threeGames().tournament(), "PTP", 4));
  }

  @Test
  void article10_4_and_10_5_averagesOfTheOpponentsPerformances() {
    // TPRs of 2, 3, 4: 1200, 1200, 2800 -> 1733.3; PTPs: 1200, 1200, 2736 -> 1712
    assertEquals("1733", value(threeGames().tournament(), "APRO", 1));
    assertEquals("1712", value(threeGames().tournament(), "APPO", 1));
  }

  @Test
  void article10_6_ratingHighToLowOrReversed() {
    Tournament t = threeGames().tournament();
    assertEquals(4, Standings.of(t, TieBreakList.parse("RTNG")).lines().get(0).pairingNumber());
    Standings low = Standings.of(t, TieBreakList.parse("RTNG/R"));
    assertEquals(1, low.lines().get(0).pairingNumber()); // 2000, before 2 (2000) by number
    assertEquals(1, low.lines().get(1).rank()); // and tied with it
  }

  @Test
  void article10_preambleUnratedPlayersDropTheTieBreaksUnlessARatingIsGiven() {
    Tournament t = threeGames().player(5, 0, ".", ".", ".").tournament();
    assertEquals("", value(t, "ARO", 1));
    assertEquals("", value(t, "TPR", 1));
    assertEquals("", value(t, "RTNG", 1));
    assertEquals("2100", value(t, "ARO", 1, StandingsOptions.DEFAULT.unratedRating(1000)));
    assertEquals("1000", value(t, "RTNG", 5, StandingsOptions.DEFAULT.unratedRating(1000)));
  }

  @Test
  void noGamesNoAverage() {
    Tournament t = threeGames().player(5, 1500, ".", ".", ".").tournament();
    assertEquals("", value(t, "ARO", 5));
    assertEquals("", value(t, "TPR", 5));
    // and no value ranks after every value
    Standings s = Standings.of(t, TieBreakList.parse("ARO"));
    assertEquals(5, s.lines().get(4).pairingNumber());
  }
}
