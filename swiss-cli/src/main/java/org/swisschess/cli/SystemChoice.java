package org.swisschess.cli;

import java.util.Optional;
import java.util.stream.Collectors;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.trf.TrfDocument;

/**
 * Chooses the pairing system for a file: the one given with {@code --system}, else the one the
 * file's tournament-type record names, else {@link #DEFAULT_SYSTEM}; and the acceleration method:
 * the one given with {@code --acceleration}, else the one the tournament type names ({@code
 * _BAKU}).
 *
 * @param system the system to pair with
 * @param note why it was chosen when the file decided, for stderr; empty otherwise
 * @param acceleration the acceleration method to ask the system for; the file's explicit records,
 *     if any, take precedence over it
 */
record SystemChoice(
    PairingSystem system, Optional<String> note, Optional<AccelerationMethod> acceleration) {

  SystemChoice(PairingSystem system, Optional<String> note) {
    this(system, note, Optional.empty());
  }

  /**
   * Chooses the system for {@code document} and the acceleration: {@code --acceleration} when
   * given, else the one the file's tournament type names. The note says when the file decided
   * either, and when the file's explicit records take precedence over the method.
   *
   * @param requested the {@code --system} value, or null when absent
   * @param acceleration the {@code --acceleration} option
   * @param document the file read
   * @return never null
   * @throws CliException with {@link ExitCode#USAGE} for an unknown system or method
   */
  static SystemChoice choose(
      String requested, AccelerationOption acceleration, TrfDocument document) {
    SystemChoice choice = choose(requested, document);
    Optional<AccelerationMethod> method =
        acceleration.given() ? acceleration.method() : document.accelerationMethod();
    if (method.isEmpty()) {
      return choice;
    }
    String type = document.tournamentType().map(String::strip).orElse("");
    String asked = acceleration.given() ? "as --acceleration asks" : "as " + type + " names";
    String note =
        document.tournament().accelerations().isEmpty()
            ? "with the " + method.get().optionValue() + " acceleration (C.04.7), " + asked
            : "the file's XXA/250 records give the virtual points; they take precedence over the "
                + method.get().optionValue()
                + " acceleration, "
                + asked;
    String notes = choice.note().map(n -> n + "; ").orElse("") + note;
    return new SystemChoice(choice.system(), Optional.of(notes), method);
  }

  /** The system used when neither the command line nor the file names one. */
  static final String DEFAULT_SYSTEM = "dutch-2026";

  /**
   * Chooses the system for {@code document}.
   *
   * @param requested the {@code --system} value, or null when absent
   * @param document the file read
   * @return never null
   * @throws CliException with {@link ExitCode#USAGE} naming the installed ids if the system is not
   *     installed
   */
  static SystemChoice choose(String requested, TrfDocument document) {
    if (requested != null) {
      return new SystemChoice(require(requested, ""), Optional.empty());
    }
    Optional<String> type = document.tournamentType();
    if (type.isPresent()) {
      Optional<String> unsupported = TournamentTypes.unsupported(type.get());
      if (unsupported.isPresent()) {
        throw new CliException(
            ExitCode.USAGE,
            document.source()
                + ": tournament type "
                + type.get().strip()
                + " asks for "
                + unsupported.get()
                + ", which this tool does not apply; give the accelerations as XXA records, if"
                + " any, and pass --system to choose the system (installed: "
                + installedIds()
                + ")");
      }
      Optional<String> named = TournamentTypes.systemFor(type.get());
      if (named.isPresent()) {
        String because = " (the file's tournament type is " + type.get().strip() + ")";
        return new SystemChoice(
            require(named.get(), because),
            Optional.of("using " + named.get() + because + "; pass --system to choose another"));
      }
      return new SystemChoice(
          require(DEFAULT_SYSTEM, ""),
          Optional.of(
              "tournament type "
                  + type.get().strip()
                  + " is not one this tool knows; using "
                  + DEFAULT_SYSTEM
                  + "; pass --system to choose another"));
    }
    return new SystemChoice(require(DEFAULT_SYSTEM, ""), Optional.empty());
  }

  /**
   * Returns the installed system {@code id}.
   *
   * @param id a system id
   * @param because why that id was asked for, appended to the message; empty if the user asked
   * @return never null
   * @throws CliException with {@link ExitCode#USAGE} naming the installed ids
   */
  static PairingSystem require(String id, String because) {
    return PairingSystems.find(id)
        .orElseThrow(
            () ->
                new CliException(
                    ExitCode.USAGE,
                    "unknown pairing system '"
                        + id
                        + "'"
                        + because
                        + "; installed: "
                        + installedIds()));
  }

  static String installedIds() {
    String ids =
        PairingSystems.all().stream().map(PairingSystem::id).collect(Collectors.joining(", "));
    return ids.isEmpty() ? "none" : ids;
  }
}
