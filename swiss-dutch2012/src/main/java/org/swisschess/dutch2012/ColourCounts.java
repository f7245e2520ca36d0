package org.swisschess.dutch2012;

import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;

/**
 * A.8: X1 and Z1 of a group of players, from the counts W, B, w, b and a.
 *
 * @param x1 the minimum number of pairs missing a colour preference
 * @param z1 the minimum number of pairs missing a strong colour preference (even rounds; 0 in odd)
 */
record ColourCounts(int x1, int z1) {

  static ColourCounts of(RoundContext ctx, int[] players, int p0) {
    int whites = 0;
    int blacks = 0;
    int mildWhites = 0;
    int mildBlacks = 0;
    int none = 0;
    boolean even = !ctx.oddRound();
    for (int p : players) {
      ColourPreference pref = ctx.entrant(p).preference();
      if (!pref.hasPreference()) {
        none++; // a: no game played yet
      } else if (even && pref.strength() == ColourPreference.Strength.MILD) {
        // A.7.e: in even rounds a mild preference means an odd number of unplayed games (w, b)
        if (pref.colour() == Colour.WHITE) {
          mildWhites++;
        } else {
          mildBlacks++;
        }
      } else if (pref.colour() == Colour.WHITE) {
        whites++;
      } else {
        blacks++;
      }
    }
    int x1 =
        blacks + mildBlacks > whites + mildWhites
            ? p0 - whites - mildWhites - none
            : p0 - blacks - mildBlacks - none;
    int z1 = 0;
    if (even) {
      z1 =
          blacks > whites
              ? p0 - whites - mildBlacks - mildWhites - none
              : p0 - blacks - mildBlacks - mildWhites - none;
    }
    return new ColourCounts(Math.max(0, x1), Math.max(0, z1));
  }
}
