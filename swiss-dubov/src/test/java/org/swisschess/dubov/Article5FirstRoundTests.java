package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/** Dubov 5: halves, the lot for board 1, alternating colours, the last player's bye. */
class Article5FirstRoundTests {

  private static Pairing pair(int players, Colour lot) {
    return pair(players, lot, List.of());
  }

  private static Pairing pair(int players, Colour lot, List<ForbiddenPair> forbidden) {
    int[] ratings = new int[players];
    for (int i = 0; i < players; i++) {
      ratings[i] = 2500 - 10 * i;
    }
    Tournament t =
        new Tournament(
            "", Games.players(ratings), 0, 5, lot, ScoringSystem.STANDARD, forbidden, List.of());
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

  /**
   * Chapter 5 with a forbidden pair (README 5): 10 players, 1 2 3 4 5 against 6 7 8 9 10, and 3 may
   * not meet 8. Chapter 5 "leads to identical results as the procedures used within the other FIDE
   * Swiss Systems", so the right-hand list is transposed as they do (Dutch D.1, the lowest players
   * changing first): 6 7 8 9 10 and 6 7 8 10 9 keep 3-8; the first that does not is 6 7 9 8 10:
   * 3-9, 4-8, 5-10. The engine used to give 3 the next player below (9) and then 4 the next free
   * one below his own (10), leaving 5 with 8: 3-9, 4-10, 5-8.
   */
  @Test
  void aForbiddenPairIsMendedByTheFirstTranspositionOfTheLowerHalf() {
    Pairing p = pair(10, Colour.WHITE, List.of(ForbiddenPair.always(3, 8)));
    assertEquals(
        List.of(
            new Board(1, 6), new Board(7, 2), new Board(3, 9), new Board(8, 4), new Board(5, 10)),
        p.boards());
  }
}
