package org.swisschess.dutch2012;

import java.util.List;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;

/** E.1 to E.5: who of a pair gets White. */
final class ColourAllocator {

  private ColourAllocator() {}

  static Board allocate(RoundContext ctx, int a, int b) {
    int high = Math.min(a, b); // ranks are the A.2 order
    int low = Math.max(a, b);
    Colour highGets = colourOfHigher(ctx, high, low);
    int highId = ctx.entrant(high).id();
    int lowId = ctx.entrant(low).id();
    return highGets == Colour.WHITE ? new Board(highId, lowId) : new Board(lowId, highId);
  }

  static Colour colourOfHigher(RoundContext ctx, int high, int low) {
    ColourPreference ph = ctx.entrant(high).preference();
    ColourPreference pl = ctx.entrant(low).preference();
    if (!ph.hasPreference() && !pl.hasPreference()) {
      // E.5: "all even numbered players in S1 will receive a colour different from all odd
      // numbered players in S1": numbered by their pairing numbers (A.2), the odd ones getting the
      // colour drawn for number 1 (A.7.c). Also for two players who have never played (A.7.f),
      // as the later editions' E.5 says for every such pair (README, E.5).
      return ctx.entrant(high).id() % 2 == 1 ? ctx.initialColour() : ctx.initialColour().opposite();
    }
    if (!pl.hasPreference()) {
      return ph.colour(); // A.7.f: the opponent's preference is granted
    }
    if (!ph.hasPreference()) {
      return pl.colour().opposite();
    }
    if (ph.colour() != pl.colour()) {
      return ph.colour(); // E.1
    }
    // Two players with the same absolute preference meet only when B.2 was waived for a top
    // scorer (C.10.g). The note to B.2 makes a non-top scorer facing a top scorer "a top scorer for
    // colour allocation purposes": nobody gives way by status, E.2 to E.4 decide as for any pair.
    int cmp = ph.strength().compareTo(pl.strength());
    if (cmp != 0) {
      return cmp > 0 ? ph.colour() : pl.colour().opposite(); // E.2
    }
    Colour alternated =
        alternateFromLastDifference(
            ctx.entrant(high).coloursByRound(), ctx.entrant(low).coloursByRound());
    if (alternated != Colour.NONE) {
      return alternated; // E.3
    }
    return ph.colour(); // E.4
  }

  /**
   * E.3: the higher player's colour opposite to his own in the latest round both had different
   * colours.
   */
  private static Colour alternateFromLastDifference(List<Colour> high, List<Colour> low) {
    for (int r = Math.min(high.size(), low.size()) - 1; r >= 0; r--) {
      Colour h = high.get(r);
      Colour l = low.get(r);
      if (h != Colour.NONE && l != Colour.NONE && h != l) {
        return h.opposite();
      }
    }
    return Colour.NONE;
  }
}
