package org.swisschess.dutch2012;

import org.swisschess.api.ColourPreference;

/**
 * A cheap lower bound on how many S1-S2 pairs must miss colour preferences, from the colour classes
 * of the two subgroups alone. A pair can only fulfil both preferences if one player has none (or,
 * for Z, only a mild one) or the two want different colours, so an exchange whose subgroups are too
 * lopsided is skipped before any transposition is tried (D.2 order is kept: skipped exchanges could
 * not succeed).
 */
final class ColourComposition {

  private ColourComposition() {}

  /** Returns whether S1 x S2 can possibly stay within both budgets. */
  static boolean possible(int[] s1, int[] s2, RoundContext ctx, int xLeft, int zLeft) {
    if (missing(s1, s2, ctx, false) > xLeft) {
      return false;
    }
    return zLeft < 0 || missing(s1, s2, ctx, true) <= zLeft;
  }

  private static int missing(int[] s1, int[] s2, RoundContext ctx, boolean strongOnly) {
    int[] c1 = counts(s1, ctx, strongOnly);
    int[] c2 = counts(s2, ctx, strongOnly);
    int good = c1[2] + c2[2] + Math.min(c1[0], c2[1]) + Math.min(c1[1], c2[0]);
    return Math.max(0, s1.length - good);
  }

  /** white, black, free (no preference, or only a mild one when counting Z). */
  private static int[] counts(int[] group, RoundContext ctx, boolean strongOnly) {
    int[] c = new int[3];
    for (int p : group) {
      ColourPreference pref = ctx.entrant(p).preference();
      boolean free =
          !pref.hasPreference()
              || (strongOnly && pref.strength() == ColourPreference.Strength.MILD);
      c[free ? 2 : pref.colour() == org.swisschess.api.Colour.WHITE ? 0 : 1]++;
    }
    return c;
  }
}
