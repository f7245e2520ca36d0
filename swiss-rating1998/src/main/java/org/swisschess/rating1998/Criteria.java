package org.swisschess.rating1998;

import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.FloatDirection;

/**
 * The criteria in force while one bracket is being paired: the absolute ones (B.1, B.2) always, the
 * float criteria B.5 and B.6 as far as {@link Relaxation} leaves them.
 */
final class Criteria {

  private final Field field;
  private final Relaxation relaxation;

  Criteria(Field field, Relaxation relaxation) {
    this.field = field;
    this.relaxation = relaxation;
  }

  Relaxation relaxation() {
    return relaxation;
  }

  /** B.1, B.2, and for players of unequal scores the upfloat of the lower one (B.5, B.6). */
  boolean mayPair(Competitor a, Competitor b) {
    if (!field.mayMeet(a, b)) {
      return false;
    }
    int cmp = a.score().compareTo(b.score());
    // A.4: the higher one's downfloat was weighed when it was moved down; here only the upfloat.
    return cmp == 0 || mayFloatUp(cmp > 0 ? b : a);
  }

  /** B.5, B.6 for a player who would be moved down (or get the bye, A.5). */
  boolean mayFloatDown(Competitor c) {
    return c.overHalf()
        || !((relaxation.b5Down() && c.lastFloat() == FloatDirection.DOWN)
            || (relaxation.b6Down() && c.floatTwoRoundsBefore() == FloatDirection.DOWN));
  }

  boolean mayFloatUp(Competitor c) {
    return c.overHalf()
        || !((relaxation.b5Up() && c.lastFloat() == FloatDirection.UP)
            || (relaxation.b6Up() && c.floatTwoRoundsBefore() == FloatDirection.UP));
  }

  /** B.4: a pairing that cannot fulfil both colour preferences (both want the same colour). */
  static boolean colourConflict(Competitor a, Competitor b) {
    Colour ca = a.preference().colour();
    return ca != Colour.NONE && ca == b.preference().colour();
  }

  /** A.8: x, never below zero. */
  static int x(List<Competitor> bracket) {
    int w = 0;
    int b = 0;
    for (Competitor c : bracket) {
      if (c.preference().wants(Colour.WHITE)) {
        w++;
      } else if (c.preference().wants(Colour.BLACK)) {
        b++;
      }
    }
    int q = (bracket.size() + 1) / 2;
    return Math.max(0, b > w ? b - q : w - q);
  }

  /**
   * A lower bound on the colour conflicts among {@code players} when {@code leftovers} of them stay
   * unpaired: each conflict takes two players wanting one colour, every other pair at most one.
   */
  static int conflictLowerBound(int wantWhite, int wantBlack, int others, int leftovers) {
    int w = Math.max(0, wantWhite - leftovers - wantBlack - others);
    int b = Math.max(0, wantBlack - leftovers - wantWhite - others);
    return (w + 1) / 2 + (b + 1) / 2;
  }
}
