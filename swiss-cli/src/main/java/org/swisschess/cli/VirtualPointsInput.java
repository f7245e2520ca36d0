package org.swisschess.cli;

import java.util.Optional;
import org.swisschess.api.UnsupportedAccelerationException;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;

/**
 * Where a file's virtual points come from, for the commands that read one: the refusal of a system
 * that has none, located at the record that asks for them.
 */
final class VirtualPointsInput {

  private VirtualPointsInput() {}

  /**
   * Words a system's refusal of virtual points: bad input located at the file's record that asks
   * for them ({@code 250}, {@code XXA}, a {@code _BAKU} type), a usage error when only {@code
   * --acceleration} asked.
   *
   * @param e the refusal
   * @param document the file
   * @param option the command line's option
   * @return the exception to throw
   */
  static CliException refusal(
      UnsupportedAccelerationException e, TrfDocument document, AccelerationOption option) {
    boolean explicit = !document.tournament().accelerations().isEmpty();
    if (option.given() && !explicit) {
      return new CliException(
          ExitCode.USAGE, "--acceleration " + option.value + ": " + e.getMessage(), e);
    }
    Optional<TrfException> located =
        document.accelerationError(
            "virtual points the system can pair with (" + e.getMessage() + ")");
    return new CliException(
        ExitCode.BAD_INPUT,
        located.map(TrfException::getMessage).orElse(document.source() + ": " + e.getMessage()),
        e);
  }
}
