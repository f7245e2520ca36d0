package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swisschess.api.Tournament;

/**
 * C.07 Article 16 (unplayed rounds in Swiss tournaments) on the worked example of the tie-break
 * notes: five players, four rounds, every category of 16.2.
 *
 * <pre>
 * #  pts  r1     r2     r3     r4
 * 1  4.0  4 w 1  3 b 1  2 w +  5 b 1
 * 2  2.5  5 w 1  H      1 b -  4 w 1
 * 3  2.0  U      1 w 0  5 w 1  Z
 * 4  1.5  1 b 0  5 b =  U      2 b 0
 * 5  0.5  2 b 0  4 w =  3 b 0  1 w 0
 * </pre>
 */
class UnplayedRoundsTests {

  static Tournament example() {
    return new TrfText()
        .header("012 C.07 Article 16 example")
        .player(1, 2000, "4w1", "3b1", "2w+", "5b1")
        .player(2, 1900, "5w1", "H", "1b-", "4w1")
        .player(3, 1800, "U", "1w0", "5w1", "Z")
        .player(4, 1700, "1b0", "5b=", "U", "2b0")
        .player(5, 1600, "2b0", "4w=", "3b0", "1w0")
        .tournament();
  }

  private static String value(Tournament t, String code, int player) {
    Standings s = Standings.of(t, TieBreakList.parse(code));
    return s.line(player).orElseThrow().value(0).toString();
  }

  @Test
  void article16_3_opponentsSeeTheLastRoundRequestedByeAsADraw() {
    Tournament t = example();
    // player 3's round-4 zero-point bye is in the last round: 16.2.5, a draw for opponents
    assertEquals("2.5", value(t, "ABH", 3));
    // player 2's half-point bye is followed by played rounds: 16.2.3, as awarded
    assertEquals("2.5", value(t, "ABH", 2));
    // player 4's PAB counts as awarded (16.2.1)
    assertEquals("1.5", value(t, "ABH", 4));
  }

  @Test
  void article16_4_sonnebornBergerOfPlayer2WithTheDummyCapped() {
    // r1 0.5 x 1; r2 dummy min(2.5, 0.5 x 4) = 2.0 x 0.5; r3 dummy min(2.5, 4.0) = 2.5 x 0;
    // r4 1.5 x 1
    assertEquals("3.00", value(example(), "SB", 2));
  }

  @Test
  void article16_5_sonnebornBergerCut1DropsTheLeastSignificantWhenTheVoluntaryIsLower() {
    // least significant: the lowest-scored opponent (r1, 0.50); lowest voluntary contribution r3
    // (0.00) is lower, so r1 goes
    assertEquals("2.50", value(example(), "SB/C1", 2));
  }

  @Test
  void article16_5_2_sonnebornBergerCut2AppliesTheExceptionAgain() {
    // left: r2 (dummy 2.0: 1.00), r3 (dummy 2.5: 0.00), r4 (1.5: 1.50); least significant r4
    // (score 1.5); voluntary r3 0.00 is lower: r4 goes
    assertEquals("1.00", value(example(), "SB/C2", 2));
  }

  @Test
  void article16_4_buchholzOfPlayer2() {
    // r1 0.5, r2 dummy 2.0, r3 dummy 2.5, r4 1.5
    assertEquals("6.5", value(example(), "BH", 2));
  }

  @Test
  void article16_5_buchholzCut1DropsTheLowestVoluntaryRound() {
    // the voluntary rounds r2 (2.0) and r3 (2.5) are never below the least significant 0.5:
    // the lowest of them, 2.0, is cut
    assertEquals("4.5", value(example(), "BH/C1", 2));
  }

  @Test
  void article16_4_1_forfeitWinDummyCappedByTheScheduledOpponent() {
    // player 1: r1 4 (1.5), r2 3 (2.5), r3 forfeit win: dummy min(4.0, adjusted of 2 = 2.5),
    // r4 5 (0.5)
    assertEquals("7.0", value(example(), "BH", 1));
  }

  @Test
  void article16_4_2_pairingAllocatedByeDummyCappedAtHalfTheRounds() {
    // player 3: r1 PAB dummy min(2.0, 2.0); r2 1 (4.0); r3 5 (0.5); r4 ZPB dummy min(2.0, 2.0)
    assertEquals("8.5", value(example(), "BH", 3));
  }
}
