package org.swisschess.api;

/**
 * The round is too large for the memory the Java heap may use: the system worked out what pairing
 * it would need and refused before starting, rather than fail part-way with an {@code
 * OutOfMemoryError}. Nothing is wrong with the tournament; a larger heap ({@code -Xmx}) pairs it.
 *
 * @since 0.1.0
 */
public class InsufficientMemoryException extends PairingException {
  private static final long serialVersionUID = 1L;

  /** About how many bytes pairing the round needs. */
  private final long neededBytes;

  /** How many bytes the heap had room for. */
  private final long availableBytes;

  /**
   * Creates the exception.
   *
   * @param message what is too large, not null
   * @param neededBytes about how many bytes pairing the round needs
   * @param availableBytes how many bytes the heap had room for
   */
  public InsufficientMemoryException(String message, long neededBytes, long availableBytes) {
    super(message);
    this.neededBytes = neededBytes;
    this.availableBytes = availableBytes;
  }

  /**
   * Returns about how many bytes pairing the round needs.
   *
   * @return an estimate, in bytes
   */
  public long neededBytes() {
    return neededBytes;
  }

  /**
   * Returns how many bytes the heap had room for when the round was refused.
   *
   * @return the maximum heap less what was in use, in bytes
   */
  public long availableBytes() {
    return availableBytes;
  }
}
