package org.swisschess.dubov;

import org.swisschess.api.Colour;
import org.swisschess.api.PlayerHistory;

/**
 * Dubov 1 (due colour) and the absolute colour limits of 2.3 and 2.4, over played games only. The
 * colour-history facts they read (colour difference, last colour, the last two games' colour) are
 * {@link PlayerHistory}'s.
 */
final class DueColour {

  /** Dubov 2.3: the colour difference may not leave -2..2. */
  static final int MAX_DIFFERENCE = 2;

  /** Dubov 2.4: not the same colour three times in a row, so at most two. */
  static final int MAX_RUN = 2;

  private DueColour() {}

  /**
   * Dubov 1: white after more blacks than whites, or after equal numbers and black last; black the
   * other way round. A player who has not played has no due colour ({@link Colour#NONE}).
   *
   * @param colourDifference whites less blacks ({@link PlayerHistory#colourDifference()})
   * @param lastColour the colour of the last game played, {@link Colour#NONE} before the first
   */
  static Colour of(int colourDifference, Colour lastColour) {
    if (colourDifference < 0) {
      return Colour.WHITE;
    }
    if (colourDifference > 0) {
      return Colour.BLACK;
    }
    return lastColour.opposite();
  }

  /** Dubov 1 for the player of {@code h}. */
  static Colour of(PlayerHistory h) {
    return of(h.colourDifference(), h.lastColour());
  }

  /**
   * Dubov 2.3 and 2.4: whether the player of {@code h} may take {@code colour} in the round being
   * paired: his colour difference ({@link PlayerHistory#colourDifference()}) stays within -2..2 and
   * the last two games ({@link PlayerHistory#lastTwoSame()}) did not both have it.
   */
  static boolean mayTake(PlayerHistory h, Colour colour) {
    int d = h.colourDifference() + (colour == Colour.WHITE ? 1 : -1);
    // 2.4 with MAX_RUN = 2: a third game of the colour the last two had is the run too long
    return Math.abs(d) <= MAX_DIFFERENCE && h.lastTwoSame() != colour;
  }

  /**
   * The colour the player of {@code h} must have by 2.3 or 2.4, or {@link Colour#NONE} if both are
   * allowed.
   */
  static Colour forced(PlayerHistory h) {
    boolean white = mayTake(h, Colour.WHITE);
    boolean black = mayTake(h, Colour.BLACK);
    if (white == black) {
      return Colour.NONE;
    }
    return white ? Colour.WHITE : Colour.BLACK;
  }
}
