package org.swisschess.dubov2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Points;
import org.swisschess.basic2026.ColourAllocation;
import org.swisschess.basic2026.RoundPlayer;

/** C.04.4.1 (2026) Article 5: colour allocation, the first rule of 5.2 that decides. */
class Article5ColourAllocationTests {

  private static DubovPlayer player(int tpn, String score, String colours) {
    List<Colour> list = new ArrayList<>();
    for (int i = 0; i < colours.length(); i++) {
      list.add(colours.charAt(i) == 'W' ? Colour.WHITE : Colour.BLACK);
    }
    return new DubovPlayer(
        new RoundPlayer(
            tpn,
            Points.parse(score),
            list,
            DubovPlayers.colourPreference(ColourPreference.of(list)),
            true),
        2000,
        0,
        0,
        false,
        false);
  }

  private static ColourAllocation.Allocation allocate(
      DubovPlayer a, DubovPlayer b, Colour initial) {
    return RoundPairer.colours(a, b, initial);
  }

  @Test
  void article5_2_1_bothYetToPlay_higherRankedWithOddTpnGetsTheInitialColour() {
    var a = allocate(player(3, "0", ""), player(8, "0", ""), Colour.WHITE);
    assertEquals(new Board(3, 8), a.board());
    assertEquals("5.2.1", a.rule().article());
    assertEquals(
        new Board(8, 3), allocate(player(3, "0", ""), player(8, "0", ""), Colour.BLACK).board());
  }

  @Test
  void article5_2_1_evenTpnGetsTheOppositeColour() {
    assertEquals(
        new Board(9, 2), allocate(player(2, "0", ""), player(9, "0", ""), Colour.WHITE).board());
    // a late entry with more points is the higher ranked one (more points before TPN)
    assertEquals(
        new Board(5, 4), allocate(player(4, "0", ""), player(5, "1", ""), Colour.WHITE).board());
  }

  @Test
  void article5_2_2_bothPreferencesGranted() {
    var a = allocate(player(1, "1", "W"), player(2, "1", "B"), Colour.WHITE);
    assertEquals(new Board(2, 1), a.board());
    assertEquals("5.2.2", a.rule().article());
  }

  @Test
  void article5_2_2_aPlayerWithoutGamesWantsBlack_1_6_4() {
    // one has played (mild White after W B), the other not (mild Black): both granted
    var a = allocate(player(1, "1", "WB"), player(2, "1", ""), Colour.WHITE);
    assertEquals(new Board(1, 2), a.board());
    assertEquals("5.2.2", a.rule().article());
  }

  @Test
  void article5_2_3_theStrongerPreferenceIsGranted() {
    // 2 strong White (B), 1 mild White (W B): 2 gets White though 1 is higher ranked
    var a = allocate(player(1, "1", "WB"), player(2, "1", "B"), Colour.WHITE);
    assertEquals(new Board(2, 1), a.board());
    assertEquals("5.2.3", a.rule().article());
  }

  @Test
  void article5_2_4_alternateFromTheLatestRoundWithDifferentColours() {
    // both mild White; going back, the first difference is three games ago: 1 had B, 2 had W
    // (2 is higher ranked, so 5.2.5 would have given 2 White)
    var a = allocate(player(1, "1", "WBWB"), player(2, "2", "BWWB"), Colour.WHITE);
    assertEquals(new Board(1, 2), a.board());
    assertEquals("5.2.4", a.rule().article());
  }

  @Test
  void article5_2_5_theHigherRankedPlayersPreference() {
    var a = allocate(player(4, "1", "WB"), player(3, "1", "WB"), Colour.WHITE);
    assertEquals(new Board(3, 4), a.board());
    assertEquals("5.2.5", a.rule().article());
  }
}
