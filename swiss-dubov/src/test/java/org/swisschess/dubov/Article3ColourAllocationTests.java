package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;

/** Dubov 3: each level of the colour allocation, built so that the levels above it tie. */
class Article3ColourAllocationTests {

  private static Board board(Fixture f) {
    RoundContext ctx = f.context();
    return ColourAllocation.allocate(ctx.entrants.get(0), ctx.entrants.get(1));
  }

  @Test
  void bothGetTheirDueColour() {
    // 1 played White (due Black), 2 played Black (due White).
    assertEquals(
        new Board(2, 1),
        board(new Fixture().player(1, 2000, "1", "2000", "W").player(2, 2000, "1", "2000", "B")));
  }

  @Test
  void theColourCountsAreEqualised() {
    // Both due White: 1 has W B (equal counts), 2 has B (one Black more): 2 gets White.
    assertEquals(
        new Board(2, 1),
        board(new Fixture().player(1, 2000, "1", "2500", "WB").player(2, 2000, "1", "2000", "B")));
  }

  @Test
  void coloursAlternateFromTheFirstDifferenceGoingBack() {
    // 1: W B W B, 2: B W W B; both due White with equal counts. Going back from the last round the
    // first difference is round 2 (1 had Black, 2 White): 1 gets White.
    assertEquals(
        new Board(1, 2),
        board(
            new Fixture()
                .player(1, 2000, "2", "2000", "WBWB")
                .player(2, 2000, "2", "2500", "BWWB")));
  }

  @Test
  void coloursAlternateRoundByRoundNotGameByGame() {
    // 1: - W B (no game in round 1), 2: W B - (no game in round 3); both due White with equal
    // counts. Going back from the previous round: round 3 gives 2 no colour to alternate; round 2,
    // 1 had White and 2 Black: 1 gets Black, 2 White. Lined up game by game (W B against W B)
    // there would be no difference and the higher ARO, 1, would get White.
    assertEquals(
        new Board(2, 1),
        board(
            new Fixture().player(1, 2000, "2", "2500", "-WB").player(2, 2000, "2", "2000", "WB-")));
  }

  @Test
  void theHigherAroGetsWhite() {
    assertEquals(
        new Board(2, 1),
        board(new Fixture().player(1, 2000, "1", "2200", "B").player(2, 2000, "1", "2300", "B")));
  }

  @Test
  void theLowerRatingGetsWhite() {
    assertEquals(
        new Board(2, 1),
        board(new Fixture().player(1, 2100, "1", "2200", "B").player(2, 2050, "1", "2200", "B")));
  }

  @Test
  void theAbsoluteLimitsOfChapter2ComeFirst() {
    // 1 played Black twice running (2.4: must have White) though 2 has the higher ARO.
    assertEquals(
        new Board(1, 2),
        board(new Fixture().player(1, 2000, "1", "2200", "WBB").player(2, 2000, "1", "2300", "B")));
  }
}
