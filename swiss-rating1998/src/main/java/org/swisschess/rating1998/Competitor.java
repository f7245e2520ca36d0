package org.swisschess.rating1998;

import org.swisschess.api.Colour;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;

/**
 * One player to be paired in this round, with everything the rules read about them.
 *
 * @param rank the place in the A.2 order of the round, 0 = first
 * @param history the player's history
 * @param score the score used for pairing (A.2 a, A.3)
 * @param title the A.2 c title
 * @param preference the A.7 colour preference
 * @param lastFloat the float of the previous round (B.5), under A.4 and A.5
 * @param floatTwoRoundsBefore the float two rounds before (B.6)
 * @param overHalf over 50 % in the last round: A.7 a, B.2, B.5 and B.6 do not apply
 * @param byeEligible whether B.1 b allows a bye
 */
record Competitor(
    int rank,
    PlayerHistory history,
    Points score,
    Title title,
    ColourPreference preference,
    FloatDirection lastFloat,
    FloatDirection floatTwoRoundsBefore,
    boolean overHalf,
    boolean byeEligible) {

  int id() {
    return history.id();
  }

  /** B.2: whether receiving {@code c} keeps this player within the absolute colour criteria. */
  boolean mayReceive(Colour c) {
    if (overHalf) {
      return true;
    }
    int difference = history.colourDifference() + (c == Colour.WHITE ? 1 : -1);
    return Math.abs(difference) <= 2 && history.lastTwoSame() != c;
  }

  @Override
  public String toString() {
    return Integer.toString(id());
  }
}
