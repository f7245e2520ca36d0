package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.ColourPreference.Strength;

/**
 * The colour preference the Dutch (2017 A.6, 2026 1.7), Burstein (1.5) and Dubov (2026 1.6.1-1.6.3)
 * texts define alike.
 */
class ColourPreferenceTests {

  private static ColourPreference of(String colours) {
    List<Colour> played = new ArrayList<>();
    for (int i = 0; i < colours.length(); i++) {
      played.add(colours.charAt(i) == 'W' ? Colour.WHITE : Colour.BLACK);
    }
    return ColourPreference.of(played);
  }

  private static ColourPreference p(Colour c, Strength s) {
    return new ColourPreference(c, s);
  }

  @Test
  void a6a_absoluteByTheColourDifference() {
    assertEquals(p(Colour.WHITE, Strength.ABSOLUTE), of("BWBB"));
    assertEquals(p(Colour.BLACK, Strength.ABSOLUTE), of("WWBW"));
  }

  @Test
  void a6a_absoluteByTheSameColourInTheTwoLatestGames() {
    assertEquals(p(Colour.WHITE, Strength.ABSOLUTE), of("WBB"));
    assertEquals(p(Colour.BLACK, Strength.ABSOLUTE), of("BWW"));
  }

  @Test
  void a6a_whenTheTwoReasonsNameDifferentColoursTheColourDifferenceDecides() {
    // difference +2 asks for Black, the last two Blacks for White
    assertEquals(p(Colour.BLACK, Strength.ABSOLUTE), of("WWWWBB"));
    assertEquals(p(Colour.WHITE, Strength.ABSOLUTE), of("BBBBWW"));
  }

  @Test
  void a6b_strong() {
    assertEquals(p(Colour.BLACK, Strength.STRONG), of("W"));
    assertEquals(p(Colour.WHITE, Strength.STRONG), of("B"));
    assertEquals(p(Colour.BLACK, Strength.STRONG), of("WBW"));
  }

  @Test
  void a6c_mildAlternatesFromTheLastGame() {
    assertEquals(p(Colour.BLACK, Strength.MILD), of("BW"));
    assertEquals(p(Colour.WHITE, Strength.MILD), of("WB"));
  }

  @Test
  void a6d_noGameNoPreference() {
    assertEquals(ColourPreference.NONE, of(""));
    assertFalse(ColourPreference.NONE.hasPreference());
    assertFalse(ColourPreference.NONE.isAbsolute());
    assertTrue(of("WW").isAbsolute());
  }

  @Test
  void aColourGoesWithAStrength() {
    assertThrows(
        IllegalArgumentException.class, () -> new ColourPreference(Colour.WHITE, Strength.NONE));
    assertThrows(
        IllegalArgumentException.class, () -> new ColourPreference(Colour.NONE, Strength.MILD));
  }

  @Test
  void inWords() {
    assertEquals("absolute white", of("BB").toString());
    assertEquals("mild black", of("BW").toString());
    assertEquals("none", ColourPreference.NONE.toString());
  }
}
