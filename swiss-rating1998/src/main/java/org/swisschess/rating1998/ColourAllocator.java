package org.swisschess.rating1998;

import java.util.List;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;

/** Section E: who plays White. B.2 comes first: an allocation it forbids is never made. */
final class ColourAllocator {

  private final Colour initialColour;

  ColourAllocator(Colour initialColour) {
    this.initialColour = initialColour;
  }

  /** Allocates colours to a pair; {@code a} and {@code b} in any order. */
  Board allocate(Competitor a, Competitor b) {
    Competitor higher = a.rank() < b.rank() ? a : b;
    Competitor lower = higher.equals(a) ? b : a;
    Colour c = colourOfHigher(higher, lower);
    return c == Colour.WHITE
        ? new Board(higher.id(), lower.id())
        : new Board(lower.id(), higher.id());
  }

  /** Returns the colour of the higher-ranked player. */
  Colour colourOfHigher(Competitor h, Competitor l) {
    boolean whiteOk = h.mayReceive(Colour.WHITE) && l.mayReceive(Colour.BLACK);
    boolean blackOk = h.mayReceive(Colour.BLACK) && l.mayReceive(Colour.WHITE);
    if (whiteOk != blackOk) {
      return whiteOk ? Colour.WHITE : Colour.BLACK; // B.2 leaves one allocation only
    }
    ColourPreference ph = h.preference();
    ColourPreference pl = l.preference();
    boolean hasH = ph.strength() != ColourPreference.Strength.NONE;
    boolean hasL = pl.strength() != ColourPreference.Strength.NONE;
    if (hasH || hasL) {
      if (!hasH) {
        return pl.colour().opposite(); // E.1
      }
      if (!hasL || ph.colour() != pl.colour()) {
        return ph.colour(); // E.1
      }
      int stronger = ph.strength().compareTo(pl.strength());
      if (stronger != 0) {
        return stronger > 0 ? ph.colour() : pl.colour().opposite(); // E.2
      }
      Colour alternated = alternate(h.history().colourHistory(), l.history().colourHistory());
      if (alternated != Colour.NONE) {
        return alternated; // E.3
      }
      return ph.colour(); // E.4
    }
    // E.5: no preference on either side (round 1, or two players without a played game): the
    // players with an odd pairing number (A.2: numbered by the order before round 1) get the colour
    // drawn by lot for number 1, those with an even one the other (README, E.5). With nobody absent
    // in round 1 this is also the parity of the place in S1; with an absentee it is not.
    return h.id() % 2 == 1 ? initialColour : initialColour.opposite();
  }

  /**
   * E.3 with F.3: the histories of played games are lined up from their last game; at the most
   * recent place where the two differ, each gets the other colour than then.
   */
  static Colour alternate(List<Colour> higher, List<Colour> lower) {
    for (int k = 1; k <= Math.min(higher.size(), lower.size()); k++) {
      Colour ch = higher.get(higher.size() - k);
      Colour cl = lower.get(lower.size() - k);
      if (ch != cl) {
        return ch.opposite();
      }
    }
    return Colour.NONE;
  }
}
