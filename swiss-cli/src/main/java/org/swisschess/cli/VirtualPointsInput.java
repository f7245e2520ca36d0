package org.swisschess.cli;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.swisschess.api.Acceleration;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Tournament;
import org.swisschess.api.UnsupportedAccelerationException;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;

/**
 * Where a file's virtual points come from, for the commands that read one: the refusal of a system
 * that has none, located at the record that asks for them, and the points to write back as explicit
 * {@code 250} records.
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

  /**
   * Returns the virtual points of the whole tournament: its explicit accelerations, else those
   * {@code method} works out (who plays round 1 read from the file: its round-1 column, or the
   * players not to pair in it while it is still to be paired).
   *
   * @throws UnsupportedAccelerationException if the method's premise does not hold
   */
  static List<Acceleration> of(TrfDocument document, Optional<AccelerationMethod> method) {
    Tournament t = document.tournament();
    if (!t.accelerations().isEmpty() || method.isEmpty()) {
      return t.accelerations();
    }
    Set<Integer> absentInRoundOne =
        t.completedRounds() == 0 ? t.attendance().absentIn(1) : Set.of();
    return method.get().accelerations(t, absentInRoundOne);
  }
}
