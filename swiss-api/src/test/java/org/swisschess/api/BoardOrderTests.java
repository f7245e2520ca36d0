package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * FIDE publishing order (C.04.2 General handling rules, board order): boards by the score of the
 * higher player, then by the sum of both scores, then by the rank of the higher player.
 */
class BoardOrderTests {

  static final Map<Integer, Points> SCORES =
      Map.of(
          1,
          Points.parse("2"),
          2,
          Points.parse("1.5"),
          3,
          Points.parse("2"),
          4,
          Points.ONE,
          5,
          Points.parse("1.5"),
          6,
          Points.parse("1.5"),
          7,
          Points.HALF,
          8,
          Points.ONE);

  static List<Board> sort(List<Board> boards) {
    return BoardOrder.sort(boards, SCORES::get, id -> id);
  }

  @Test
  void higherPlayersScoreThenSumThenRank() {
    Board threeHigh = new Board(4, 3); // higher: 3 (2.0), sum 3.0
    Board oneHigh = new Board(8, 1); // higher: 1 (2.0), sum 3.0
    Board fiveHigh = new Board(5, 6); // higher: 5 by rank (both 1.5), sum 3.0
    Board twoHigh = new Board(2, 7); // higher: 2 (1.5), sum 2.0
    assertEquals(
        List.of(oneHigh, threeHigh, fiveHigh, twoHigh),
        sort(List.of(twoHigh, fiveHigh, threeHigh, oneHigh)));
  }

  @Test
  void sumDecidesBeforeRank() {
    // both higher players have 1.5; board 2-7 has the better rank but the smaller sum
    Board low = new Board(2, 7);
    Board high = new Board(6, 5);
    assertEquals(List.of(high, low), sort(List.of(low, high)));
  }

  @Test
  void theHigherPlayerIsTheOneWithMorePointsNotTheBetterRank() {
    // board 2-3: player 3 (2.0) is the higher one though 2 has the better rank; board 1-8 ties it
    // on score and sum, and its higher player 1 outranks 3
    Board b23 = new Board(2, 3);
    Board b18 = new Board(1, 7);
    assertEquals(List.of(b23, b18), sort(List.of(b18, b23)), "sum 3.5 before 2.5");
    Board b38 = new Board(3, 8);
    Board b81 = new Board(8, 1);
    assertEquals(
        List.of(b81, b38), sort(List.of(b38, b81)), "same score and sum: rank of the higher");
  }

  @Test
  void orderDoesNotDependOnInputOrder() {
    List<Board> boards =
        new ArrayList<>(
            List.of(new Board(4, 3), new Board(8, 1), new Board(5, 6), new Board(2, 7)));
    List<Board> expected = sort(boards);
    Random random = new Random(7);
    for (int i = 0; i < 20; i++) {
      Collections.shuffle(boards, random);
      assertEquals(expected, sort(boards));
    }
  }

  @Test
  void emptyInEmptyOut() {
    assertEquals(List.of(), sort(List.of()));
  }
}
