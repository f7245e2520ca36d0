package org.swisschess.api;

/**
 * A request asks for virtual points the system cannot give: an acceleration under rules that say
 * nothing of one, or an acceleration method whose premise the tournament does not meet (C.04.7
 * 1.1). A caller that read the accelerations from a file can point at the records that asked for
 * them.
 *
 * @since 1.0.0
 */
public class UnsupportedAccelerationException extends UnsupportedRequestException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message what the request asks for and why it cannot be given; not null
   */
  public UnsupportedAccelerationException(String message) {
    super(message);
  }
}
