package org.swisschess.dutch.core;

import org.swisschess.api.Colour;

/**
 * The four colour quality criteria every edition ranks the same way (2017 C.8-C.11, 2026
 * [C10]-[C13]), each true when the pair of a and b meets it.
 */
public final class ColourCriteria {

  private ColourCriteria() {}

  /** 2017 C.8 / 2026 [C10]: no topscorer pair whose colour difference would pass +-2. */
  public static boolean keepsDifferenceWithinTwo(ColourFacts a, ColourFacts b) {
    return !(a.absoluteImbalance() && b.absoluteImbalance() && a.preference() == b.preference());
  }

  /**
   * 2017 C.9 / 2026 [C11]: no topscorer pair where one would get the same colour three times
   * running.
   */
  public static boolean avoidsThirdColourInARow(ColourFacts a, ColourFacts b) {
    if (!a.absolute() || !b.absolute() || a.preference() != b.preference()) {
      return true;
    }
    if (a.imbalance() == b.imbalance()) {
      return a.repeated() == Colour.NONE || a.repeated() != b.repeated();
    }
    ColourFacts yielding = a.imbalance() > b.imbalance() ? b : a;
    return yielding.repeated() != a.preference().opposite();
  }

  /** 2017 C.10 / 2026 [C12]: both get their preference. */
  public static boolean grantsPreferences(ColourFacts a, ColourFacts b) {
    return ColourFacts.compatible(a.preference(), b.preference());
  }

  /** 2017 C.11 / 2026 [C13]: both get their strong (or absolute) preference. */
  public static boolean grantsStrongPreferences(ColourFacts a, ColourFacts b) {
    boolean aStrongOrMore = a.strong() || a.absolute();
    boolean bStrongOrMore = b.strong() || b.absolute();
    return !aStrongOrMore
        || !bStrongOrMore
        || (a.absolute() && b.absolute())
        || a.preference() != b.preference();
  }
}
