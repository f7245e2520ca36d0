package org.swisschess.dubov2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.ColourPreference.Strength;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/** C.04.4.1 (2026) 1.6: due colours and their strength. */
class Article1_6ColourPreferenceTests {

  private static ColourPreference of(String colours) {
    List<Colour> list = new ArrayList<>();
    for (int i = 0; i < colours.length(); i++) {
      list.add(colours.charAt(i) == 'W' ? Colour.WHITE : Colour.BLACK);
    }
    return DubovPlayers.colourPreference(ColourPreference.of(list));
  }

  @Test
  void article1_6_1_absoluteByColourDifference() {
    assertEquals(new ColourPreference(Colour.WHITE, Strength.ABSOLUTE), of("BWBB"));
    assertEquals(new ColourPreference(Colour.BLACK, Strength.ABSOLUTE), of("WWBW"));
  }

  @Test
  void article1_6_1_absoluteBySameColourInTheTwoLatestGames() {
    assertEquals(new ColourPreference(Colour.WHITE, Strength.ABSOLUTE), of("WBB"));
    assertEquals(new ColourPreference(Colour.BLACK, Strength.ABSOLUTE), of("BWW"));
  }

  @Test
  void article1_6_2_strong() {
    assertEquals(new ColourPreference(Colour.BLACK, Strength.STRONG), of("W"));
    assertEquals(new ColourPreference(Colour.WHITE, Strength.STRONG), of("B"));
    assertEquals(new ColourPreference(Colour.BLACK, Strength.STRONG), of("WBW"));
  }

  @Test
  void article1_6_3_mildAlternatesFromThePreviousGame() {
    assertEquals(new ColourPreference(Colour.BLACK, Strength.MILD), of("BW"));
    assertEquals(new ColourPreference(Colour.WHITE, Strength.MILD), of("WB"));
  }

  @Test
  void article1_6_4_beforeTheFirstGameAMildPreferenceForBlack() {
    assertEquals(new ColourPreference(Colour.BLACK, Strength.MILD), of(""));
  }

  @Test
  void unplayedRoundsAreSkipped_C04_2_3_4() {
    // W, then a forfeit, then W: the two latest games played are both White
    Tournament t =
        Games.after(
            5,
            Games.players(2400, 2300, 2200, 2100),
            Games.round("1-3:1", "2-4:1"),
            Games.round("1-2:+", "3-4:="),
            Games.round("1-4:=", "2-3:="));
    assertEquals(
        new ColourPreference(Colour.BLACK, Strength.ABSOLUTE),
        Engine.contestant(t, 1).preference());
  }
}
