package org.swisschess.burstein2026;

import java.util.List;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;

/** Article 5: who has White, by the first rule of 5.2 that decides. */
final class ColourAllocation {

  private ColourAllocation() {}

  /** The decision and the rule that made it. */
  record Decision(Board board, String rule) {}

  /**
   * Allocates the colours of a pair.
   *
   * @param higher the higher ranked player (1.8)
   * @param lower the other
   * @param initialColour 5.1: the colour drawn by lot before round 1
   */
  static Decision allocate(Contender higher, Contender lower, Colour initialColour) {
    ColourPreference p = higher.preference();
    ColourPreference q = lower.preference();
    if (higher.colours().isEmpty() && lower.colours().isEmpty()) {
      // 5.2.1: the higher ranked player gets the initial-colour with an odd TPN, else the other
      Colour c = higher.id() % 2 == 1 ? initialColour : initialColour.opposite();
      return decide(
          higher,
          lower,
          c,
          "5.2.1 neither has played: TPN "
              + higher.id()
              + (higher.id() % 2 == 1 ? " odd" : " even")
              + " of the higher ranked");
    }
    if (p.colour() != q.colour() && (p.hasPreference() || q.hasPreference())) {
      // 5.2.2: both preferences granted (1.5.4: a player without one takes what is left)
      Colour c = p.hasPreference() ? p.colour() : q.colour().opposite();
      return decide(higher, lower, c, "5.2.2 both preferences granted");
    }
    if (p.strength() != q.strength()) {
      Colour c = p.strength().compareTo(q.strength()) > 0 ? p.colour() : q.colour().opposite();
      return decide(higher, lower, c, "5.2.3 the stronger preference granted");
    }
    Colour alternated = alternate(higher.colours(), lower.colours());
    if (alternated != Colour.NONE) {
      return decide(
          higher, lower, alternated, "5.2.4 alternated from the last round with different colours");
    }
    return decide(higher, lower, p.colour(), "5.2.5 the higher ranked player's preference");
  }

  /**
   * 5.2.4 with C.04.2 3.4: the played colours, unplayed rounds taken out and the sequences aligned
   * on the last game; the most recent game where one had White and the other Black, and the higher
   * ranked player gets the colour he did not have then.
   */
  private static Colour alternate(List<Colour> higher, List<Colour> lower) {
    for (int i = 1; i <= Math.min(higher.size(), lower.size()); i++) {
      Colour a = higher.get(higher.size() - i);
      Colour b = lower.get(lower.size() - i);
      if (a != b) {
        return a.opposite();
      }
    }
    return Colour.NONE;
  }

  private static Decision decide(
      Contender higher, Contender lower, Colour higherGets, String rule) {
    Board b =
        higherGets == Colour.WHITE
            ? new Board(higher.id(), lower.id())
            : new Board(lower.id(), higher.id());
    return new Decision(b, rule);
  }
}
