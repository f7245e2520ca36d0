package org.swisschess.burstein2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Points;
import org.swisschess.basic2026.ColourAllocation;
import org.swisschess.basic2026.RoundPlayer;

/** Article 5: colour allocation, the first rule of 5.2 that decides. */
class Article5ColourAllocationTests {

  private static final Colour W = Colour.WHITE;
  private static final Colour B = Colour.BLACK;

  private static BursteinPlayer player(int id, int rank, Colour... played) {
    List<Colour> colours = List.of(played);
    return new BursteinPlayer(
        new RoundPlayer(id, Points.ONE, colours, ColourPreference.of(colours), true),
        rank,
        new OppositionIndex(0, 0));
  }

  private static ColourAllocation.Allocation allocate(BursteinPlayer higher, BursteinPlayer lower) {
    return BursteinPairer.colours(higher, lower, W);
  }

  @Test
  void article5_2_1NeitherHasPlayedTheHigherRankedTpnDecides() {
    // higher ranked 7 (odd TPN) gets the initial-colour; 8 (even) the other one
    assertEquals(new Board(7, 4), allocate(player(7, 0), player(4, 1)).board());
    assertEquals(new Board(3, 8), allocate(player(8, 0), player(3, 1)).board());
    assertEquals(new Board(8, 3), BursteinPairer.colours(player(8, 0), player(3, 1), B).board());
  }

  @Test
  void article5_2_2BothPreferencesGrantedAndNoPreferenceTakesTheRest() {
    assertEquals(new Board(2, 1), allocate(player(1, 0, W), player(2, 1, B)).board());
    // 1.5.4: 1 has not played and has no preference; 2 (strong White) gets White
    assertEquals(new Board(2, 1), allocate(player(1, 0), player(2, 1, B)).board());
  }

  @Test
  void article5_2_3TheStrongerPreference() {
    // 1: W,B,W (strong Black); 2: B,W (mild Black): 1 gets Black
    assertEquals(new Board(2, 1), allocate(player(1, 0, W, B, W), player(2, 1, B, W)).board());
    // 1 mild White (W,B), 2 absolute White (B,B): 2 gets White
    assertEquals(new Board(2, 1), allocate(player(1, 0, W, B), player(2, 1, B, B)).board());
  }

  @Test
  void article5_2_4AlternateFromTheLastRoundWithDifferentColours() {
    // both mild White (last Black); aligned on the last game: round -1 both B, round -2 W vs B:
    // the higher ranked had White there, so he gets Black now
    ColourAllocation.Allocation d = allocate(player(1, 0, B, W, B), player(2, 1, W, B, W, B));
    // 1: B,W,B is strong White (CD -1); 2: W,B,W,B mild White: 5.2.3 first
    assertEquals(new Board(1, 2), d.board());
    ColourAllocation.Allocation e = allocate(player(1, 0, W, B), player(2, 1, B, W, W, B));
    // both mild White; last games B and B, then W (1) and W (2), then - (1 has no more): no
    // difference, so 5.2.5
    assertEquals("5.2.5 the higher ranked player's preference", BursteinPairer.wording(e, 1));
    ColourAllocation.Allocation f = allocate(player(1, 0, B, W, W, B), player(2, 1, W, B, W, B));
    // both mild White: B vs B, W vs W, W vs B: 1 had White there, so 1 gets Black
    assertEquals(new Board(2, 1), f.board());
    assertEquals(
        "5.2.4 alternated from the last round with different colours",
        BursteinPairer.wording(f, 1));
  }

  @Test
  void article5_2_5TheHigherRankedPlayersPreference() {
    assertEquals(new Board(1, 2), allocate(player(1, 0, B), player(2, 1, B)).board());
    assertEquals(new Board(2, 1), allocate(player(2, 0, B), player(1, 1, B)).board());
  }

  /**
   * C.04.2 3.6: boards in order of the higher player's score: in the two-group tournament the four
   * boards of the 3.0 players come before those of the 1.0 players.
   */
  @Test
  void boardOrderByTheHigherScoreThenTheSum() {
    Pairing p =
        PairingSystems.require("burstein-2026")
            .pair(PairingRequest.of(Article4OrderOfPairingsTests.twoGroups()));
    for (int board = 0; board < 8; board++) {
      int white = p.boards().get(board).white();
      assertEquals(board < 4, white <= 8, p.boards().toString());
    }
  }
}
