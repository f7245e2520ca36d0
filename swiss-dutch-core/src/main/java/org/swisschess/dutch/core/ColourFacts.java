package org.swisschess.dutch.core;

import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.PlayerHistory;

/**
 * The colour facts the Dutch criteria read about one player: the colour preference of C.04.3 A.6
 * (2017) and 1.7 (2026), which is the definition the Dutch, Burstein and Dubov texts share ({@link
 * PlayerHistory#colourPreference()}), with the imbalance and the repeated colour that C.3 and A.7
 * read beside it, all from {@link PlayerHistory}'s colour history of played games only (E.3 /
 * C.04.2 D.5: unplayed rounds do not count).
 *
 * @param imbalance |whites - blacks|
 * @param preference the preferred colour, {@link Colour#NONE} before the first game (A.6 d)
 * @param repeated the colour of the last two games when they were equal, else NONE
 * @param strong A.6 b: colour difference of 1 and not absolute
 */
public record ColourFacts(int imbalance, Colour preference, Colour repeated, boolean strong) {

  /**
   * The colour facts of a player.
   *
   * @param h the player's history
   * @return never null
   */
  public static ColourFacts of(PlayerHistory h) {
    ColourPreference shared = h.colourPreference();
    return new ColourFacts(
        Math.abs(h.colourDifference()),
        shared.colour(),
        h.lastTwoSame(),
        shared.strength() == ColourPreference.Strength.STRONG);
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
