package org.swisschess.dubov2026;

import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;

/** C.04.4.1 (2026) Article 5: who gets White on a board; the first rule of 5.2 that decides. */
final class ColourAllocation {

  /** A board and the rule that gave its colours. */
  record Allocated(Board board, String rule) {}

  private ColourAllocation() {}

  /**
   * @param a one player
   * @param b the other
   * @param initialColour 5.1: the colour drawn by lot before round 1
   */
  static Allocated allocate(Contestant a, Contestant b, Colour initialColour) {
    boolean aHigher = a.ranksAbove(b);
    Contestant higher = aHigher ? a : b;
    Contestant lower = aHigher ? b : a;
    // 5.2.1 both have yet to play: the higher ranked gets the initial colour if his TPN is odd
    if (!a.hasPlayed() && !b.hasPlayed()) {
      Colour c = higher.tpn() % 2 == 1 ? initialColour : initialColour.opposite();
      return give(higher, c, lower, "5.2.1");
    }
    ColourPreference ph = higher.preference();
    ColourPreference pl = lower.preference();
    // 5.2.2 grant both preferences
    if (ph.colour() != pl.colour()) {
      return give(higher, ph.colour(), lower, "5.2.2");
    }
    // 5.2.3 grant the stronger preference
    if (ph.strength() != pl.strength()) {
      return ph.strength().compareTo(pl.strength()) > 0
          ? give(higher, ph.colour(), lower, "5.2.3")
          : give(lower, pl.colour(), higher, "5.2.3");
    }
    // 5.2.4 alternate from the latest round in which one had White and the other Black, on the
    // histories of played games (C.04.2 3.4: unplayed rounds count as before the first)
    for (int back = 0; ; back++) {
      Colour ch = higher.colourGamesAgo(back);
      Colour cl = lower.colourGamesAgo(back);
      if (ch == Colour.NONE || cl == Colour.NONE) {
        break;
      }
      if (ch != cl) {
        return give(higher, ch.opposite(), lower, "5.2.4");
      }
    }
    // 5.2.5 grant the higher ranked player's preference
    return give(higher, ph.colour(), lower, "5.2.5");
  }

  private static Allocated give(Contestant p, Colour colour, Contestant other, String rule) {
    Board b =
        colour == Colour.WHITE ? new Board(p.tpn(), other.tpn()) : new Board(other.tpn(), p.tpn());
    return new Allocated(b, rule);
  }
}
