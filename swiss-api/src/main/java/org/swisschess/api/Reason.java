package org.swisschess.api;

import java.util.Objects;

/**
 * One part of a player's pairing explained against the alternative he would naturally expect: the
 * alternative, what settled it and the sentence that says so.
 *
 * @param topic what about the pairing it explains; not null
 * @param alternative the alternative, as it was imposed on the re-pairing; not null
 * @param expectation why a player would expect it, in his words (such as {@code 7 faces you in the
 *     natural split of your scoregroup}); not null
 * @param decision what settled it; not null
 * @param text the whole reason in a player's words, with the article and the numbers; not null
 * @since 1.0.0
 */
public record Reason(
    Topic topic, Imposition alternative, String expectation, Decision decision, String text) {

  /** What about a player's pairing a reason explains. */
  public enum Topic {
    /** Who he plays. */
    OPPONENT,
    /** Which colour he has. */
    COLOUR,
    /** Why he plays outside his scoregroup. */
    FLOAT,
    /** Why he got the pairing-allocated bye. */
    BYE
  }

  /**
   * Validates.
   *
   * @param topic not null
   * @param alternative not null
   * @param expectation not null
   * @param decision not null
   * @param text not null
   */
  public Reason {
    Objects.requireNonNull(topic, "topic");
    Objects.requireNonNull(alternative, "alternative");
    Objects.requireNonNull(expectation, "expectation");
    Objects.requireNonNull(decision, "decision");
    Objects.requireNonNull(text, "text");
  }
}
