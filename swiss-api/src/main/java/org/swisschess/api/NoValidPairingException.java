package org.swisschess.api;

import java.util.Objects;

/**
 * The round cannot be paired without breaking an absolute criterion of the system (for example,
 * everyone left has met everyone else). Carries the system's explanation of why.
 */
public class NoValidPairingException extends PairingException {
  private static final long serialVersionUID = 1L;

  private final transient Explanation explanation;

  /**
   * Creates the exception.
   *
   * @param message a one-line reason, not null
   * @param explanation the details, not null
   */
  public NoValidPairingException(String message, Explanation explanation) {
    super(message);
    this.explanation = Objects.requireNonNull(explanation, "explanation");
  }

  /**
   * Returns the details of why no pairing exists.
   *
   * @return never null
   */
  public Explanation explanation() {
    return explanation == null ? Explanation.EMPTY : explanation;
  }
}
