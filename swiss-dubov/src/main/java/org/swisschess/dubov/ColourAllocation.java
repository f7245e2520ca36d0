package org.swisschess.dubov;

import java.util.List;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;

/** Dubov 3: the colours of one pair, within the absolute limits of 2.3 and 2.4. */
final class ColourAllocation {

  private ColourAllocation() {}

  /** Returns the board of {@code a} and {@code b} with colours by chapter 3. */
  static Board allocate(Entrant a, Entrant b) {
    return whiteFirst(a, b) ? new Board(a.id(), b.id()) : new Board(b.id(), a.id());
  }

  /** Returns the rule of chapter 3 that decided the colours, for the explanation. */
  static String reason(Entrant a, Entrant b) {
    return decide(a, b).reason;
  }

  static boolean whiteFirst(Entrant a, Entrant b) {
    return decide(a, b).aWhite;
  }

  private record Decision(boolean aWhite, String reason) {}

  private static Decision decide(Entrant a, Entrant b) {
    boolean aWhiteAllowed = a.mayTake(Colour.WHITE) && b.mayTake(Colour.BLACK);
    boolean bWhiteAllowed = b.mayTake(Colour.WHITE) && a.mayTake(Colour.BLACK);
    if (aWhiteAllowed != bWhiteAllowed) {
      return new Decision(aWhiteAllowed, "2.3/2.4");
    }
    // 3, first: give both players their due colour.
    Colour da = a.due();
    Colour db = b.due();
    if (da != db) {
      if (da != Colour.NONE) {
        return new Decision(da == Colour.WHITE, "3 due colours");
      }
      return new Decision(db == Colour.BLACK, "3 due colours");
    }
    // 3, second: equalise the numbers of white and black games; the player further from equal
    // numbers gets his due colour (both are due the same colour here).
    int ia = Math.abs(a.colourDifference());
    int ib = Math.abs(b.colourDifference());
    if (da != Colour.NONE && ia != ib) {
      boolean aGetsDue = ia > ib;
      boolean aWhite = aGetsDue == (da == Colour.WHITE);
      return new Decision(aWhite, "3 equalise colours");
    }
    // 3, third: "alternate the colours of both players regarding the first difference of their
    // colour history going back from the previous round to the first round": round by round, the
    // latest round in which both played and had different colours; a round in which one of them
    // had no game gives him no colour to alternate (README 3).
    List<Colour> ca = a.coloursByRound();
    List<Colour> cb = b.coloursByRound();
    for (int r = Math.min(ca.size(), cb.size()) - 1; r >= 0; r--) {
      Colour x = ca.get(r);
      Colour y = cb.get(r);
      if (x != Colour.NONE && y != Colour.NONE && x != y) {
        return new Decision(
            x == Colour.BLACK, "3 alternate at first difference (round " + (r + 1) + ")");
      }
    }
    // 3, fourth and fifth: white to the higher ARO, then to the lower R.
    int aro = a.aro().compareTo(b.aro());
    if (aro != 0) {
      return new Decision(aro > 0, "3 higher ARO");
    }
    if (a.rating() != b.rating()) {
      return new Decision(a.rating() < b.rating(), "3 lower R");
    }
    // Not covered by the text (README gap 3-a): the higher-ranked player (lower pairing number).
    return new Decision(a.id() < b.id(), "3 tie: lower pairing number");
  }
}
