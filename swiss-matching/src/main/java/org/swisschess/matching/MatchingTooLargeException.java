package org.swisschess.matching;

/**
 * A matching needs more memory than the heap has room for. Raised before the memory is taken, so
 * that a caller can say so instead of failing with an {@code OutOfMemoryError}.
 */
public final class MatchingTooLargeException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message how much is needed and how much is there
   */
  public MatchingTooLargeException(String message) {
    super(message);
  }
}
