package org.swisschess.api;

import java.util.Objects;

/**
 * One criterion of a system's rules, as an explanation cites it: its short name, the article, and
 * what it counts in a player's words.
 *
 * <p>Example: {@code new Criterion("[C12]", "C.04.3 2026 [C12]", "players without their colour
 * preference", Measure.COUNT)}.
 *
 * @param name the criterion's own name in the text, such as {@code [C12]} or {@code C.10}; not null
 * @param article the full citation, such as {@code C.04.3 2026 [C12]}; not null
 * @param words what it counts or lists, in a player's words, plural; not null
 * @param measure how its values read; not null
 * @since 1.0.0
 */
public record Criterion(String name, String article, String words, Measure measure) {

  /** How the values of a criterion read. */
  public enum Measure {
    /** One number, fewer better: players, pairs, games. */
    COUNT,
    /** Scores in tenths, highest first, compared one by one, lower better. */
    SCORES,
    /**
     * Whole numbers (such as how many times each of some players floated), highest first, compared
     * one by one, lower better.
     */
    NUMBERS,
    /**
     * Places in an order the text tries things in, one for each player in turn (such as each
     * player's opponent counted from the bottom of his bracket), compared one by one, earlier
     * better: a pairing worse there comes later in that order.
     *
     * @since 1.0.0
     */
    PLACES
  }

  /**
   * Validates.
   *
   * @param name not null
   * @param article not null
   * @param words not null
   * @param measure not null
   */
  public Criterion {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(article, "article");
    Objects.requireNonNull(words, "words");
    Objects.requireNonNull(measure, "measure");
  }
}
