package org.swisschess.cli;

/**
 * A failure of the JaVaFo/bbpPairings command line ({@link EngineCommand}), with bbpPairings' exit
 * code: printed as one line, never with a stack trace.
 */
final class EngineFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The operation completed. */
  static final int OK = 0;

  /** No valid pairing exists for the round (not an error when checking). */
  static final int NO_VALID_PAIRING = 1;

  /** An unexpected error: a defect. */
  static final int UNEXPECTED_ERROR = 2;

  /** Some part of the request is invalid: the command line, the input file, the configuration. */
  static final int INVALID_REQUEST = 3;

  /** The request may be valid but is too large: out of memory or stack. */
  static final int LIMIT_EXCEEDED = 4;

  /** A file could not be read or written. */
  static final int FILE_ERROR = 5;

  private final int exitCode;

  EngineFailure(int exitCode, String message) {
    super(message);
    this.exitCode = exitCode;
  }

  EngineFailure(int exitCode, String message, Throwable cause) {
    super(message, cause);
    this.exitCode = exitCode;
  }

  int exitCode() {
    return exitCode;
  }
}
