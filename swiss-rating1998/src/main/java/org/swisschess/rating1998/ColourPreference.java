package org.swisschess.rating1998;

import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.PlayerHistory;

/**
 * A player's colour preference under A.7, from played games only (F.2, F.3).
 *
 * @param colour the colour wanted, {@link Colour#NONE} with {@link Strength#NONE}
 * @param strength how strongly
 */
record ColourPreference(Colour colour, Strength strength) {

  static final ColourPreference NO_PREFERENCE = new ColourPreference(Colour.NONE, Strength.NONE);

  /** A.7 a-c, weakest first so that {@code compareTo} ranks them (E.2). */
  enum Strength {
    NONE,
    MILD,
    STRONG,
    ABSOLUTE
  }

  /**
   * Derives the preference.
   *
   * @param history the player's history
   * @param absoluteWaived true for a player over 50 % in the last round (A.7 a, last sentence)
   */
  static ColourPreference of(PlayerHistory history, boolean absoluteWaived) {
    List<Colour> played = history.colourHistory();
    if (played.isEmpty()) {
      // A.7 c: before a player's first game the preference is left to lot (E.5).
      return NO_PREFERENCE;
    }
    int difference = history.colourDifference();
    Colour lastTwo = history.lastTwoSame();
    if (!absoluteWaived && (Math.abs(difference) > 1 || lastTwo != Colour.NONE)) {
      // A.7 a: the same colour twice running decides first, so that the preference never asks
      // for a third game in a row (B.2 b); otherwise the sign of the difference decides.
      Colour c =
          lastTwo != Colour.NONE
              ? lastTwo.opposite()
              : difference < 0 ? Colour.WHITE : Colour.BLACK;
      return new ColourPreference(c, Strength.ABSOLUTE);
    }
    if (difference != 0) {
      return new ColourPreference(difference < 0 ? Colour.WHITE : Colour.BLACK, Strength.STRONG);
    }
    return new ColourPreference(history.lastColour().opposite(), Strength.MILD);
  }

  boolean wants(Colour c) {
    return strength != Strength.NONE && colour == c;
  }

  @Override
  public String toString() {
    return strength == Strength.NONE ? "-" : strength.name().charAt(0) + "" + colour.code();
  }
}
