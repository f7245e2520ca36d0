package org.swisschess.dutch.core;

import java.util.List;
import org.swisschess.api.Colour;

/** The colour allocation rules E.1-E.5 for one pair. */
final class ColourAllocator {

  private final Colour initialColour;

  ColourAllocator(Colour initialColour) {
    this.initialColour = initialColour;
  }

  /** Returns the colour {@code player} gets against {@code opponent}. */
  Colour colourOf(Entrant player, Entrant opponent) {
    Colour byPreference = fromPreferences(player, opponent);
    if (byPreference != Colour.NONE) {
      return byPreference;
    }
    boolean playerHigher = player.ranksAbove(opponent);
    Entrant higher = playerHigher ? player : opponent;
    if (higher.colour.preference() != Colour.NONE) {
      // E.4: the higher-ranked player's preference.
      Colour higherGets = higher.colour.preference();
      return playerHigher ? higherGets : higherGets.opposite();
    }
    // E.5: the higher-ranked player gets the initial colour with an odd pairing number (0-based
    // even rank).
    Colour higherGets = (higher.rank & 1) == 0 ? initialColour : initialColour.opposite();
    return playerHigher ? higherGets : higherGets.opposite();
  }

  /** E.1-E.3; NONE when they do not decide. */
  private static Colour fromPreferences(Entrant player, Entrant opponent) {
    ColourFacts a = player.colour;
    ColourFacts b = opponent.colour;
    if (ColourFacts.compatible(a.preference(), b.preference())) {
      // E.1: both preferences can be granted.
      if (a.preference() != Colour.NONE) {
        return a.preference();
      }
      if (b.preference() != Colour.NONE) {
        return b.preference().opposite();
      }
      return Colour.NONE;
    }
    // E.2: the stronger preference; between absolute ones (topscorers) the wider colour difference.
    if (a.absolute() && (a.imbalance() > b.imbalance() || !b.absolute())) {
      return a.preference();
    }
    if (b.absolute() && (b.imbalance() > a.imbalance() || !a.absolute())) {
      return b.preference().opposite();
    }
    if (a.strong() && !b.strong()) {
      return a.preference();
    }
    if (b.strong() && !a.strong()) {
      return b.preference().opposite();
    }
    // E.3: alternate to the most recent game in which they had different colours.
    List<Colour> ca = player.playedColours();
    List<Colour> cb = opponent.playedColours();
    int i = ca.size() - 1;
    int j = cb.size() - 1;
    while (i >= 0 && j >= 0 && ca.get(i) == cb.get(j)) {
      i--;
      j--;
    }
    if (i >= 0 && j >= 0) {
      return cb.get(j);
    }
    return Colour.NONE;
  }
}
