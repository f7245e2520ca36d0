package org.swisschess.basic2026;

import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;

/**
 * Article 5 of the 2026 Dubov (C.04.4.1) and Burstein (C.04.4.2) texts, the same in both: who gets
 * White on a board, by the first rule of 5.2 that decides. Each text's own definitions come in
 * through the players: which of the two ranks higher (Dubov: more points, then the smaller TPN;
 * Burstein: 1.8) and the colour preference (Dubov 1.6.4 gives a player who has not played a mild
 * preference for Black; Burstein none).
 */
public final class ColourAllocation {

  private ColourAllocation() {}

  /** The rules of 5.2, in the order they are tried. */
  public enum Rule {
    /** 5.2.1: neither has played; the higher ranked gets the initial colour if his TPN is odd. */
    NEITHER_HAS_PLAYED("5.2.1"),
    /** 5.2.2: both preferences granted. */
    BOTH_PREFERENCES("5.2.2"),
    /** 5.2.3: the stronger preference granted. */
    STRONGER_PREFERENCE("5.2.3"),
    /** 5.2.4: alternate from the latest game in which one had White and the other Black. */
    ALTERNATED("5.2.4"),
    /** 5.2.5: the higher ranked player's preference granted. */
    HIGHER_RANKED_PREFERENCE("5.2.5");

    private final String article;

    Rule(String article) {
      this.article = article;
    }

    /**
     * Returns the article's number.
     *
     * @return such as "5.2.3"
     */
    public String article() {
      return article;
    }
  }

  /**
   * A board and the rule that gave its colours.
   *
   * @param board White first
   * @param rule the first rule of 5.2 that decided
   */
  public record Allocation(Board board, Rule rule) {}

  /**
   * Allocates the colours of a pair.
   *
   * @param higher the higher ranked player, by the system's text
   * @param lower the other
   * @param initialColour 5.1: the colour drawn by lot before round 1
   * @return never null
   */
  public static Allocation allocate(RoundPlayer higher, RoundPlayer lower, Colour initialColour) {
    if (!higher.hasPlayed() && !lower.hasPlayed()) {
      // 5.2.1: the higher ranked player gets the initial colour with an odd TPN, else the other
      Colour c = higher.tpn() % 2 == 1 ? initialColour : initialColour.opposite();
      return give(higher, lower, c, Rule.NEITHER_HAS_PLAYED);
    }
    ColourPreference p = higher.preference();
    ColourPreference q = lower.preference();
    if (p.colour() != q.colour() && (p.hasPreference() || q.hasPreference())) {
      // 5.2.2: both granted; a player without a preference takes what is left
      Colour c = p.hasPreference() ? p.colour() : q.colour().opposite();
      return give(higher, lower, c, Rule.BOTH_PREFERENCES);
    }
    if (p.strength() != q.strength()) {
      // 5.2.3: the stronger preference granted
      Colour c = p.strength().compareTo(q.strength()) > 0 ? p.colour() : q.colour().opposite();
      return give(higher, lower, c, Rule.STRONGER_PREFERENCE);
    }
    // 5.2.4 on the histories of played games (C.04.2 3.4: unplayed rounds are left out and the
    // sequences aligned on the last game): the higher ranked player gets the colour he did not
    // have in the latest game where the two had different colours
    for (int back = 0; ; back++) {
      Colour a = higher.colourGamesAgo(back);
      Colour b = lower.colourGamesAgo(back);
      if (a == Colour.NONE || b == Colour.NONE) {
        break;
      }
      if (a != b) {
        return give(higher, lower, a.opposite(), Rule.ALTERNATED);
      }
    }
    return give(higher, lower, p.colour(), Rule.HIGHER_RANKED_PREFERENCE); // 5.2.5
  }

  private static Allocation give(
      RoundPlayer higher, RoundPlayer lower, Colour higherGets, Rule rule) {
    Board b =
        higherGets == Colour.WHITE
            ? new Board(higher.tpn(), lower.tpn())
            : new Board(lower.tpn(), higher.tpn());
    return new Allocation(b, rule);
  }
}
