package org.swisschess.dutch2012;

import org.swisschess.api.Colour;

/**
 * A player's colour preference (C.04.3 2012 A.7): the colour wanted and how strongly.
 *
 * @param colour {@link Colour#NONE} when the player has no preference (A.7.f)
 * @param strength how strongly
 */
record ColourPreference(Colour colour, Strength strength) {

  /** The strengths of A.7, weakest first so that {@code compareTo} orders them. */
  enum Strength {
    NONE,
    MILD,
    STRONG,
    ABSOLUTE
  }

  static final ColourPreference NONE = new ColourPreference(Colour.NONE, Strength.NONE);

  boolean any() {
    return strength != Strength.NONE;
  }

  /**
   * Returns the preference of a player from the colours of the games actually played (A.7.a-c).
   *
   * @param colourDifference whites minus blacks
   * @param last the colour of the last game played, NONE if none
   * @param lastTwoSame the colour of the last two games if equal, else NONE
   * @param games games played
   */
  static ColourPreference of(int colourDifference, Colour last, Colour lastTwoSame, int games) {
    if (games == 0) {
      return NONE; // A.7.f
    }
    // A.7.a: the colour difference decides first; a run of two only counts when the difference
    // does not (the two can only disagree after B.2 was waived for top scorers).
    if (colourDifference > 1) {
      return new ColourPreference(Colour.BLACK, Strength.ABSOLUTE);
    }
    if (colourDifference < -1) {
      return new ColourPreference(Colour.WHITE, Strength.ABSOLUTE);
    }
    if (lastTwoSame != Colour.NONE) {
      return new ColourPreference(lastTwoSame.opposite(), Strength.ABSOLUTE);
    }
    if (colourDifference == 1) {
      return new ColourPreference(Colour.BLACK, Strength.STRONG); // A.7.b
    }
    if (colourDifference == -1) {
      return new ColourPreference(Colour.WHITE, Strength.STRONG);
    }
    return new ColourPreference(last.opposite(), Strength.MILD); // A.7.c
  }
}
