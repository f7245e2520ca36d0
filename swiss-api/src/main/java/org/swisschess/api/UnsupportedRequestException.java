package org.swisschess.api;

/**
 * A request holds something the system's rules do not define, such as an adjourned game under rules
 * without an article for one. The input is at fault, not the engine: a user fixes it (for example
 * by entering the missing result) or chooses a system whose rules cover it.
 */
public class UnsupportedRequestException extends PairingException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message what the request holds and what the system would need instead; not null
   */
  public UnsupportedRequestException(String message) {
    super(message);
  }
}
