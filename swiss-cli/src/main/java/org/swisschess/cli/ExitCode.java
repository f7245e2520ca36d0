package org.swisschess.cli;

/** The exit codes of {@code swiss}, documented in the help footer and in the README. */
final class ExitCode {
  /** Everything went well (for {@code check}: every round identical). */
  static final int OK = 0;

  /** {@code check} found a round that differs from the file or could not be re-paired. */
  static final int DIFFERENCES = 1;

  /** The command line is wrong: unknown option, unknown system, round out of range. */
  static final int USAGE = 2;

  /** The input is bad: a TRF error, a file that cannot be read or written. */
  static final int BAD_INPUT = 3;

  /** The pairing system found no pairing that satisfies its absolute criteria. */
  static final int NO_VALID_PAIRING = 4;

  /** A defect: an exception nobody expected (the sysexits.h EX_SOFTWARE value). */
  static final int INTERNAL_ERROR = 70;

  private ExitCode() {}
}
