package org.swisschess.burstein2026;

import java.util.List;
import org.swisschess.api.Colour;

/**
 * 1.5: a player's colour preference (due colour) and its strength, from the colours of the games
 * played (C.04.2 3.4: unplayed rounds left out).
 *
 * @param colour the colour preferred, {@link Colour#NONE} for a player without games (1.5.4)
 * @param strength how strong
 */
record ColourPreference(Colour colour, Strength strength) {

  /** 1.5's strengths, weakest first, so that a larger ordinal is a stronger preference (5.2.3). */
  enum Strength {
    /** 1.5.4: no game played, no preference. */
    NONE,
    /** 1.5.3: colour difference 0, alternate from the last game. */
    MILD,
    /** 1.5.2: colour difference +1 or -1. */
    STRONG,
    /** 1.5.1: colour difference beyond +1/-1, or the same colour in the last two games. */
    ABSOLUTE
  }

  static final ColourPreference NO_PREFERENCE = new ColourPreference(Colour.NONE, Strength.NONE);

  /** The preference of a player who played these colours, oldest first. */
  static ColourPreference of(List<Colour> played) {
    if (played.isEmpty()) {
      return NO_PREFERENCE; // 1.5.4
    }
    int difference = 0;
    for (Colour c : played) {
      difference += c == Colour.WHITE ? 1 : -1;
    }
    Colour last = played.get(played.size() - 1);
    boolean lastTwoSame = played.size() >= 2 && played.get(played.size() - 2) == last;
    if (difference < -1 || difference > 1 || lastTwoSame) {
      // 1.5.1: White if CD < -1 or the last two Black; Black if CD > +1 or the last two White
      Colour c = difference < -1 ? Colour.WHITE : difference > 1 ? Colour.BLACK : last.opposite();
      return new ColourPreference(c, Strength.ABSOLUTE);
    }
    if (difference != 0) {
      return new ColourPreference(difference < 0 ? Colour.WHITE : Colour.BLACK, Strength.STRONG);
    }
    return new ColourPreference(last.opposite(), Strength.MILD); // 1.5.3
  }

  boolean isAbsolute() {
    return strength == Strength.ABSOLUTE;
  }

  boolean hasPreference() {
    return strength != Strength.NONE;
  }

  @Override
  public String toString() {
    return strength == Strength.NONE
        ? "none"
        : strength.name().toLowerCase(java.util.Locale.ROOT)
            + " "
            + (colour == Colour.WHITE ? "white" : "black");
  }
}
