package org.swisschess.api;

/** The root of the exceptions a {@link PairingSystem} raises for a round it cannot pair. */
public class PairingException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message what went wrong, not null
   */
  public PairingException(String message) {
    super(message);
  }
}
