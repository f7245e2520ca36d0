package org.swisschess.dubov2026;

import java.util.List;
import org.swisschess.api.Colour;

/**
 * C.04.4.1 (2026) 1.6: the colour a player should ideally get next (the due colour) and how
 * strongly. Read from the games played only, unplayed rounds skipped (C.04.2 3.4).
 *
 * @param side {@link Colour#WHITE} or {@link Colour#BLACK}; never {@link Colour#NONE} (1.6.4)
 * @param strength how strongly
 */
record ColourPreference(Colour side, Strength strength) {

  /** 1.6.1-1.6.3, weakest first so that the natural order compares strengths (5.2.3). */
  enum Strength {
    MILD,
    STRONG,
    ABSOLUTE
  }

  /** 1.6.4: "Players who have not played any game have a mild colour preference for Black". */
  static final ColourPreference BEFORE_THE_FIRST_GAME =
      new ColourPreference(Colour.BLACK, Strength.MILD);

  /**
   * The preference after the games played with {@code colours}, oldest first.
   *
   * <p>1.6.1 can name two colours at once (a colour difference above +1 with the last two games
   * with Black, which the rules themselves never produce): the colour difference decides, as C.04.1
   * Art. 6 is the rule the whole tournament is held to (README, readings).
   */
  static ColourPreference of(List<Colour> colours) {
    if (colours.isEmpty()) {
      return BEFORE_THE_FIRST_GAME;
    }
    int difference = 0;
    for (Colour c : colours) {
      difference += c == Colour.WHITE ? 1 : -1;
    }
    Colour last = colours.get(colours.size() - 1);
    boolean lastTwoSame = colours.size() >= 2 && colours.get(colours.size() - 2) == last;
    // 1.6.1 absolute
    if (difference < -1) {
      return new ColourPreference(Colour.WHITE, Strength.ABSOLUTE);
    }
    if (difference > 1) {
      return new ColourPreference(Colour.BLACK, Strength.ABSOLUTE);
    }
    if (lastTwoSame) {
      return new ColourPreference(last.opposite(), Strength.ABSOLUTE);
    }
    // 1.6.2 strong
    if (difference != 0) {
      return new ColourPreference(difference < 0 ? Colour.WHITE : Colour.BLACK, Strength.STRONG);
    }
    // 1.6.3 mild: alternate from the previous game played
    return new ColourPreference(last.opposite(), Strength.MILD);
  }

  boolean isAbsolute() {
    return strength == Strength.ABSOLUTE;
  }

  /** As published: "W absolute", "B mild". */
  String toText() {
    return (side == Colour.WHITE ? "W " : "B ")
        + strength.name().toLowerCase(java.util.Locale.ROOT);
  }
}
