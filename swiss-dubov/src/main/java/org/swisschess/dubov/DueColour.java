package org.swisschess.dubov;

import java.util.List;
import org.swisschess.api.Colour;

/** Dubov 1 (due colour) and the absolute colour limits of 2.3 and 2.4, over played games only. */
final class DueColour {

  /** Dubov 2.3: the colour difference may not leave -2..2. */
  static final int MAX_DIFFERENCE = 2;

  /** Dubov 2.4: not the same colour three times in a row, so at most two. */
  static final int MAX_RUN = 2;

  private DueColour() {}

  static int difference(List<Colour> colours) {
    int d = 0;
    for (Colour c : colours) {
      d += c == Colour.WHITE ? 1 : -1;
    }
    return d;
  }

  /**
   * Dubov 1: white after more blacks than whites, or after equal numbers and black last; black the
   * other way round. A player who has not played has no due colour ({@link Colour#NONE}).
   */
  static Colour of(List<Colour> colours) {
    int d = difference(colours);
    if (d < 0) {
      return Colour.WHITE;
    }
    if (d > 0) {
      return Colour.BLACK;
    }
    return colours.isEmpty() ? Colour.NONE : colours.get(colours.size() - 1).opposite();
  }

  /** Dubov 2.3 and 2.4: whether the player may take {@code colour} in the round being paired. */
  static boolean mayTake(List<Colour> colours, Colour colour) {
    int d = difference(colours) + (colour == Colour.WHITE ? 1 : -1);
    if (Math.abs(d) > MAX_DIFFERENCE) {
      return false;
    }
    int n = colours.size();
    if (n < MAX_RUN) {
      return true;
    }
    for (int i = n - MAX_RUN; i < n; i++) {
      if (colours.get(i) != colour) {
        return true;
      }
    }
    return false;
  }

  /** The colour the player must have by 2.3 or 2.4, or {@link Colour#NONE} if both are allowed. */
  static Colour forced(List<Colour> colours) {
    boolean white = mayTake(colours, Colour.WHITE);
    boolean black = mayTake(colours, Colour.BLACK);
    if (white == black) {
      return Colour.NONE;
    }
    return white ? Colour.WHITE : Colour.BLACK;
  }
}
