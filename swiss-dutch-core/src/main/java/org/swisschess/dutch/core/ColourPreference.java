package org.swisschess.dutch.core;

import java.util.List;
import org.swisschess.api.Colour;

/**
 * A player's colour preference under C.04.3 A.6, from the colours of played games only (E.3 /
 * C.04.2 D.5: unplayed rounds do not count).
 *
 * @param imbalance |whites - blacks|
 * @param preference the preferred colour, {@link Colour#NONE} before the first game (A.6 d)
 * @param repeated the colour of the last two games when they were equal, else NONE
 * @param strong A.6 b: colour difference of 1 and not absolute
 */
public record ColourPreference(int imbalance, Colour preference, Colour repeated, boolean strong) {

  public static ColourPreference of(List<Colour> played) {
    int whites = 0;
    int blacks = 0;
    int run = 0;
    Colour last = Colour.NONE;
    for (Colour c : played) {
      if (c == Colour.WHITE) {
        whites++;
      } else {
        blacks++;
      }
      run = run == 0 || c != last ? 1 : run + 1;
      last = c;
    }
    Colour lowerColour = whites > blacks ? Colour.BLACK : Colour.WHITE;
    int imbalance = Math.abs(whites - blacks);
    Colour preference;
    if (imbalance > 1) {
      preference = lowerColour; // A.6 a: colour difference beyond +-1
    } else if (run > 1) {
      preference = last.opposite(); // A.6 a: same colour in the two latest games
    } else if (imbalance > 0) {
      preference = lowerColour; // A.6 b
    } else if (run > 0) {
      preference = last.opposite(); // A.6 c: alternate
    } else {
      preference = Colour.NONE; // A.6 d
    }
    Colour repeated = run > 1 ? last : Colour.NONE;
    boolean absolute = imbalance > 1 || repeated != Colour.NONE;
    return new ColourPreference(imbalance, preference, repeated, !absolute && imbalance != 0);
  }

  /** A.6 a. */
  public boolean absolute() {
    return imbalance > 1 || repeated != Colour.NONE;
  }

  public boolean absoluteImbalance() {
    return imbalance > 1;
  }

  /** Whether two preferences can both be granted (either is none, or they differ). */
  public static boolean compatible(Colour a, Colour b) {
    return a != b || a == Colour.NONE;
  }
}
