package org.swisschess.testkit;

import java.util.Objects;

/**
 * One breach of the pairing-system contract.
 *
 * @param check the name of the check, such as {@code exactly-once}; not null
 * @param message what is wrong, naming the round and players; not null
 */
public record Violation(String check, String message) {

  /**
   * Checks for null.
   *
   * @param check the name of the check, such as {@code exactly-once}; not null
   * @param message what is wrong, naming the round and players; not null
   */
  public Violation {
    Objects.requireNonNull(check, "check");
    Objects.requireNonNull(message, "message");
  }

  @Override
  public String toString() {
    return "[" + check + "] " + message;
  }
}
