package org.swisschess.team2026;

import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.TeamEvent.ColourPreferenceType;

/**
 * A team's colour preference (C.04.6 1.7): a colour and how strongly it is wanted. Type A knows
 * only one strength ({@link Strength#STRONG} here); Type B has strong and mild; none is {@link
 * #NONE}.
 *
 * @param colour WHITE or BLACK, NONE for no preference
 * @param strength NONE with no preference
 */
record TeamColourPreference(Colour colour, Strength strength) {

  /** How strongly a colour is wanted (1.7.2). */
  enum Strength {
    NONE,
    MILD,
    STRONG
  }

  static final TeamColourPreference NONE = new TeamColourPreference(Colour.NONE, Strength.NONE);

  boolean has() {
    return strength != Strength.NONE;
  }

  boolean isStrong() {
    return strength == Strength.STRONG;
  }

  /**
   * 1.7: the preference of a team with colour difference {@code cd} (1.6.2) and these colours of
   * its played matches, oldest first.
   */
  static TeamColourPreference of(
      ColourPreferenceType type, List<Colour> played, boolean lastRound) {
    if (type == ColourPreferenceType.NONE || played.isEmpty()) {
      return NONE;
    }
    int cd = 0;
    for (Colour c : played) {
      cd += c == Colour.WHITE ? 1 : -1;
    }
    int n = played.size();
    Colour last = played.get(n - 1);
    boolean twoBlack = n >= 2 && last == Colour.BLACK && played.get(n - 2) == Colour.BLACK;
    boolean twoWhite = n >= 2 && last == Colour.WHITE && played.get(n - 2) == Colour.WHITE;
    // 1.7.1 (Type A), and the strong preference of 1.7.2: a team meeting a strong condition is
    // strong; Type B's last round with CD 0 and two equal colours is strong (FLAG, the default)
    if (cd < -1 || (cd >= -1 && cd <= 0 && twoBlack)) {
      return new TeamColourPreference(Colour.WHITE, Strength.STRONG);
    }
    if (cd > 1 || (cd >= 0 && cd <= 1 && twoWhite)) {
      return new TeamColourPreference(Colour.BLACK, Strength.STRONG);
    }
    if (type == ColourPreferenceType.TYPE_A) {
      return NONE;
    }
    // 1.7.2 mild: CD -1/+1, or CD 0 before the last round after the other colour
    if (cd == -1 || (cd == 0 && !lastRound && last == Colour.BLACK)) {
      return new TeamColourPreference(Colour.WHITE, Strength.MILD);
    }
    if (cd == 1 || (cd == 0 && !lastRound && last == Colour.WHITE)) {
      return new TeamColourPreference(Colour.BLACK, Strength.MILD);
    }
    return NONE;
  }
}
