package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/** Dubov 5: halves, the lot for board 1, alternating colours, the last player's bye. */
class Article5FirstRoundTests {

  private static Pairing pair(int players, Colour lot) {
    int[] ratings = new int[players];
    for (int i = 0; i < players; i++) {
      ratings[i] = 2500 - 10 * i;
    }
    Tournament t =
        new Tournament(
            "",
            Games.players(ratings),
            0,
            5,
            lot,
            ScoringSystem.STANDARD,
            List.of(),
            List.of(),
            Attendance.NONE);
    return PairingSystems.require("dubov-1997").pair(new PairingRequest(t, 1, Set.of(), Map.of()));
  }

  @Test
  void sevenPlayersLotBlack() {
    // 7 is last and gets the bye; 1 2 3 meet 4 5 6; the lot gives 1 Black, so board 2 has 2 White.
    Pairing p = pair(7, Colour.BLACK);
    assertEquals(List.of(new Board(4, 1), new Board(2, 5), new Board(6, 3)), p.boards());
    assertEquals(OptionalInt.of(7), p.pairingAllocatedBye());
  }

  @Test
  void eightPlayersLotWhite() {
    Pairing p = pair(8, Colour.WHITE);
    assertEquals(
        List.of(new Board(1, 5), new Board(6, 2), new Board(3, 7), new Board(8, 4)), p.boards());
    assertEquals(OptionalInt.empty(), p.pairingAllocatedBye());
  }
}
