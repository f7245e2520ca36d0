package org.swisschess.cli;

import org.jspecify.annotations.Nullable;

/**
 * A failure the user can act on: printed as one line, never with a stack trace, and mapped to an
 * exit code of {@link ExitCode}.
 */
final class CliException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int exitCode;
  private final String message;

  CliException(int exitCode, String message) {
    super(message);
    this.exitCode = exitCode;
    this.message = message;
  }

  CliException(int exitCode, String message, @Nullable Throwable cause) {
    super(message, cause);
    this.exitCode = exitCode;
    this.message = message;
  }

  /** Returns the line printed for the user; never null. */
  @Override
  public String getMessage() {
    return message;
  }

  int exitCode() {
    return exitCode;
  }

  /**
   * Returns what a failure says to the user: its message, or (for one thrown without a message) its
   * class and nothing else.
   *
   * @param e a failure
   * @return never null
   */
  static String message(Throwable e) {
    String m = e.getMessage();
    return m != null ? m : e.toString();
  }
}
