package org.swisschess.dutch.core;

import org.swisschess.api.Colour;
import org.swisschess.api.PlayerHistory;

/**
 * A player's colour preference under C.04.3 A.6 (2017) and 1.7 (2026), with the facts the Dutch
 * criteria read beside it. The preference itself is the definition the Dutch, Burstein and Dubov
 * texts share ({@link PlayerHistory#colourPreference()}); the facts are {@link PlayerHistory}'s
 * colour history of played games only (E.3 / C.04.2 D.5: unplayed rounds do not count).
 *
 * @param imbalance |whites - blacks|
 * @param preference the preferred colour, {@link Colour#NONE} before the first game (A.6 d)
 * @param repeated the colour of the last two games when they were equal, else NONE
 * @param strong A.6 b: colour difference of 1 and not absolute
 */
public record ColourPreference(int imbalance, Colour preference, Colour repeated, boolean strong) {

  /**
   * The colour preference of a player.
   *
   * @param h the player's history
   * @return never null
   */
  public static ColourPreference of(PlayerHistory h) {
    org.swisschess.api.ColourPreference shared = h.colourPreference();
    return new ColourPreference(
        Math.abs(h.colourDifference()),
        shared.colour(),
        h.lastTwoSame(),
        shared.strength() == org.swisschess.api.ColourPreference.Strength.STRONG);
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
