package org.swisschess.api;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A player's colour preference: the colour the player should ideally get in the next game, and how
 * strongly. One definition, the same word for word in the Dutch System (C.04.3 2017 A.6, 2026 1.7),
 * the Burstein System (C.04.4.2 2026 1.5) and the Dubov System (C.04.4.1 2026 1.6.1-1.6.3), all
 * built on C.04.1 Art. 8 and read from the games played only (C.04.2 3.4: unplayed rounds are left
 * out, as in {@link PlayerHistory#colourHistory()}):
 *
 * <ul>
 *   <li>absolute: the colour difference is above +1 or below -1, or the two latest games were
 *       played with the same colour; White when the difference is below -1 or the last two games
 *       were Black, Black when it is above +1 or they were White;
 *   <li>strong: the colour difference is +1 (Black) or -1 (White);
 *   <li>mild: the colour difference is 0; the colour other than the last game's;
 *   <li>none: no game played yet ({@link #NONE}). This is the Dutch and Burstein rule; the Dubov
 *       text (1.6.4) gives such a player a mild preference for Black, which dubov-2026 applies as
 *       its own article.
 * </ul>
 *
 * <p>The texts' absolute case can name two colours at once (a colour difference above +1 and the
 * last two games with Black, which the colour limits of C.04.1 Art. 6 and 7 never let happen): the
 * colour difference decides.
 *
 * <p>Example: after White, Black, Black the preference is {@code new ColourPreference(WHITE,
 * ABSOLUTE)}; after White, Black it is {@code (WHITE, MILD)}.
 *
 * @param colour the colour preferred; {@link Colour#NONE} exactly when the strength is {@link
 *     Strength#NONE}
 * @param strength how strongly
 */
public record ColourPreference(Colour colour, Strength strength) {

  /** How strong a preference is, weakest first: a larger ordinal is a stronger preference. */
  public enum Strength {
    /** No game played, no preference (the opponent's preference is granted). */
    NONE,
    /** Colour difference 0: alternate from the last game played. */
    MILD,
    /** Colour difference +1 or -1. */
    STRONG,
    /** Colour difference beyond +1 or -1, or the same colour in the two latest games played. */
    ABSOLUTE
  }

  /** The preference of a player who has not played a game yet: none. */
  public static final ColourPreference NONE = new ColourPreference(Colour.NONE, Strength.NONE);

  /**
   * Validates.
   *
   * @param colour not null; {@link Colour#NONE} exactly when {@code strength} is {@link
   *     Strength#NONE}
   * @param strength not null
   * @throws IllegalArgumentException if a colour is given without a strength or the other way round
   */
  public ColourPreference {
    Objects.requireNonNull(colour, "colour");
    Objects.requireNonNull(strength, "strength");
    if ((colour == Colour.NONE) != (strength == Strength.NONE)) {
      throw new IllegalArgumentException(
          "a colour preference has a colour exactly when it has a strength: "
              + colour
              + ", "
              + strength);
    }
  }

  /**
   * Returns the preference after the colour history {@code played} (the colours of the games
   * played, oldest first, as {@link PlayerHistory#colourHistory()}).
   *
   * @param played the colours of the games played, oldest first; neither null nor holding {@link
   *     Colour#NONE}
   * @return never null; {@link #NONE} when {@code played} is empty
   */
  public static ColourPreference of(List<Colour> played) {
    Colour last = played.isEmpty() ? Colour.NONE : played.get(played.size() - 1);
    Colour lastTwoSame =
        played.size() >= 2 && played.get(played.size() - 2) == last ? last : Colour.NONE;
    return of(PlayerHistory.colourDifference(played), last, lastTwoSame);
  }

  /**
   * Returns the preference from the colour-history facts of {@link PlayerHistory}.
   *
   * @param colourDifference games with White less games with Black
   * @param lastColour the colour of the last game played, {@link Colour#NONE} before the first
   * @param lastTwoSame the colour of the last two games when they were the same, else {@link
   *     Colour#NONE}
   * @return never null
   */
  static ColourPreference of(int colourDifference, Colour lastColour, Colour lastTwoSame) {
    if (lastColour == Colour.NONE) {
      return NONE;
    }
    if (colourDifference < -1) {
      return new ColourPreference(Colour.WHITE, Strength.ABSOLUTE);
    }
    if (colourDifference > 1) {
      return new ColourPreference(Colour.BLACK, Strength.ABSOLUTE);
    }
    if (lastTwoSame != Colour.NONE) {
      return new ColourPreference(lastTwoSame.opposite(), Strength.ABSOLUTE);
    }
    if (colourDifference != 0) {
      return new ColourPreference(
          colourDifference < 0 ? Colour.WHITE : Colour.BLACK, Strength.STRONG);
    }
    return new ColourPreference(lastColour.opposite(), Strength.MILD);
  }

  /**
   * Returns whether the preference is absolute.
   *
   * @return true for {@link Strength#ABSOLUTE}
   */
  public boolean isAbsolute() {
    return strength == Strength.ABSOLUTE;
  }

  /**
   * Returns whether there is a preference at all.
   *
   * @return false only for {@link #NONE}
   */
  public boolean hasPreference() {
    return strength != Strength.NONE;
  }

  /**
   * Returns the preference in words, as the engines' explanations print it.
   *
   * @return "none", or the strength and the colour, such as "absolute white" or "mild black"
   */
  @Override
  public String toString() {
    return strength == Strength.NONE
        ? "none"
        : strength.name().toLowerCase(Locale.ROOT) + " " + colour.name().toLowerCase(Locale.ROOT);
  }
}
