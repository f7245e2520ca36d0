package org.swisschess.cli;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.TournamentType;
import org.swisschess.trf.TournamentTypeCodes;
import org.swisschess.trf.TrfDocument;

/**
 * Chooses the pairing system for a file: the one given with {@code --system}, else the one that
 * answers to the file's tournament type (each system declares its TRF-2026 codes, {@link
 * PairingSystem#tournamentTypes()}; a free-text {@code 092} may name a system by its id), else
 * {@link #DEFAULT_SYSTEM}; and the acceleration method: the one given with {@code --acceleration},
 * else the one the tournament type names ({@code _BAKU}). A TRF-2026 code that no installed system
 * answers to is refused unless {@code --system} is given: pairing it by another system's rules
 * would be a guess.
 *
 * @param system the system to pair with
 * @param note why it was chosen when the file decided, for stderr; empty otherwise
 * @param acceleration the acceleration method to ask the system for; the file's explicit records,
 *     if any, take precedence over it
 * @param typeOptions the request options the file's tournament type sets for the system (its
 *     declaration's options), besides the acceleration
 */
record SystemChoice(
    PairingSystem system,
    Optional<String> note,
    Optional<AccelerationMethod> acceleration,
    Map<String, String> typeOptions) {

  SystemChoice {
    typeOptions = Map.copyOf(typeOptions);
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
   * @throws CliException with {@link ExitCode#USAGE} for an unknown system or method, or a type
   *     that no installed system answers to
   */
  static SystemChoice choose(
      @Nullable String requested, AccelerationOption acceleration, TrfDocument document) {
    SystemChoice choice = choose(requested, document);
    Optional<AccelerationMethod> method =
        acceleration.given() ? acceleration.method() : choice.acceleration();
    if (method.isEmpty()) {
      return new SystemChoice(choice.system(), choice.note(), method, choice.typeOptions());
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
    return new SystemChoice(choice.system(), Optional.of(notes), method, choice.typeOptions());
  }

  /** The system used when neither the command line nor the file names one. */
  static final String DEFAULT_SYSTEM = "dutch-2026";

  /**
   * Chooses the system for {@code document}, with the acceleration its tournament type names.
   *
   * @param requested the {@code --system} value, or null when absent
   * @param document the file read
   * @return never null
   * @throws CliException with {@link ExitCode#USAGE} naming the installed ids if the system is not
   *     installed, or the file's TRF-2026 code is one that no installed system answers to
   */
  static SystemChoice choose(@Nullable String requested, TrfDocument document) {
    Optional<String> type = document.tournamentType().map(String::strip);
    Optional<PairingSystems.Selection> selected = type.flatMap(PairingSystems::forTournamentType);
    if (requested != null) {
      PairingSystem system = require(requested, "");
      // the file's code still says how this system is to pair it when it is the system's own
      Map<String, String> options =
          selected
              .filter(s -> s.system().id().equals(system.id()))
              .map(s -> s.type().options())
              .orElse(Map.of());
      return new SystemChoice(system, Optional.empty(), document.accelerationMethod(), options);
    }
    if (type.isEmpty()) {
      return new SystemChoice(
          require(DEFAULT_SYSTEM, ""), Optional.empty(), Optional.empty(), Map.of());
    }
    String because = " (the file's tournament type is " + type.get() + ")";
    if (selected.isPresent()) {
      TournamentType declared = selected.get().type();
      return new SystemChoice(
          selected.get().system(),
          Optional.of(usingNote(selected.get().system(), because)),
          declared.acceleration(),
          declared.options());
    }
    if (TournamentTypeCodes.isCode(type.get())) {
      throw new CliException(
          ExitCode.USAGE,
          document.source()
              + ": tournament type "
              + type.get()
              + " names rules that no installed pairing system applies; give the accelerations"
              + " as XXA records, if any, and pass --system to choose the system (installed: "
              + installedIds()
              + ")");
    }
    Optional<PairingSystem> byId = PairingSystems.find(type.get());
    if (byId.isPresent()) {
      return new SystemChoice(
          byId.get(),
          Optional.of(usingNote(byId.get(), because)),
          document.accelerationMethod(),
          Map.of());
    }
    return new SystemChoice(
        require(DEFAULT_SYSTEM, ""),
        Optional.of(
            "tournament type "
                + type.get()
                + " is not one this tool knows; using "
                + DEFAULT_SYSTEM
                + "; pass --system to choose another"),
        document.accelerationMethod(),
        Map.of());
  }

  private static String usingNote(PairingSystem system, String because) {
    return "using " + system.id() + because + "; pass --system to choose another";
  }

  /**
   * Returns whether a tournament type names an installed system: one that answers to it as a code,
   * or one whose id it is.
   *
   * @param type the record's value as written
   */
  static boolean names(String type) {
    return PairingSystems.forTournamentType(type).isPresent()
        || PairingSystems.find(type.strip()).isPresent();
  }

  /**
   * Returns the request options of this choice: the tournament type's options and the acceleration
   * method's.
   *
   * @return never null, unmodifiable
   */
  Map<String, String> requestOptions() {
    Map<String, String> all = new TreeMap<>(typeOptions);
    acceleration.ifPresent(m -> all.put(PairingRequest.ACCELERATION, m.optionValue()));
    return Map.copyOf(all);
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
