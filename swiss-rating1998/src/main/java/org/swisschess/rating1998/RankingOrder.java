package org.swisschess.rating1998;

import java.util.Comparator;
import java.util.Locale;

/**
 * The order of A.2: score, rating, FIDE title, name; the pairing number settles what A.2 leaves
 * equal (identical names), so the order is total and does not depend on input order.
 */
final class RankingOrder {

  private RankingOrder() {}

  static final Comparator<Competitor> A2 =
      Comparator.comparing(Competitor::score)
          .reversed()
          .thenComparing(
              Comparator.comparingInt((Competitor c) -> c.history().player().rating()).reversed())
          .thenComparing(Competitor::title)
          .thenComparing(c -> c.history().player().name().toLowerCase(Locale.ROOT))
          .thenComparing(c -> c.history().player().name())
          .thenComparingInt(Competitor::id);
}
