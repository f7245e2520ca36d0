package org.swisschess.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Attendance;
import org.swisschess.api.Colour;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.Tournament;
import org.swisschess.api.UnsupportedAccelerationException;
import org.swisschess.sim.GeneratorConfig;
import picocli.CommandLine.Option;

/**
 * {@code --acceleration METHOD}: the virtual points the system is to work out (C.04.7), or {@code
 * none}. Without it, a file's tournament type decides ({@code _BAKU}); a file's explicit {@code
 * 250} / {@code XXA} records take precedence over either.
 */
final class AccelerationOption {

  @Option(
      names = "--acceleration",
      paramLabel = "METHOD",
      description =
          "baku (C.04.7: group A = 2*ceil(N/4) of the players of round 1), baku-bbp (bbpPairings'"
              + " variant: ceil(N/2) of all players, to reproduce its files) or none. Default: the"
              + " file's tournament type (a _BAKU code means baku); explicit 250/XXA records take"
              + " precedence.")
  @Nullable String value;

  /** Returns whether the option was given. */
  boolean given() {
    return value != null;
  }

  /**
   * Returns the method asked for.
   *
   * @return empty for {@code none} or when the option is absent
   * @throws CliException with {@link ExitCode#USAGE} for another value
   */
  Optional<AccelerationMethod> method() {
    if (value == null || value.strip().equalsIgnoreCase("none")) {
      return Optional.empty();
    }
    return Optional.of(
        AccelerationMethod.fromOptionValue(value)
            .orElseThrow(
                () ->
                    new CliException(
                        ExitCode.USAGE,
                        "--acceleration expects baku, baku-bbp or none, found '" + value + "'")));
  }

  /**
   * Refuses, before anything is generated, an acceleration the system does not pair with (rules
   * without one, or a scoring outside the method's premise): the system is asked to pair round 1 of
   * a four-player tournament with the configuration's scoring and rounds.
   *
   * @throws CliException with {@link ExitCode#USAGE} naming the system and why
   */
  static void requireAcceptedBy(PairingSystem system, GeneratorConfig config) {
    if (!config.options().containsKey(PairingRequest.ACCELERATION)) {
      return;
    }
    List<Player> four = new ArrayList<>();
    for (int id = 1; id <= 4; id++) {
      four.add(Player.of(id, "Probe " + id, 2000 - id));
    }
    Tournament probe =
        new Tournament(
            "probe",
            four,
            0,
            config.rounds(),
            Colour.WHITE,
            config.scoring(),
            List.of(),
            List.of(),
            Attendance.NONE);
    try {
      system.pair(new PairingRequest(probe, 1, Set.of(), config.options()));
    } catch (UnsupportedAccelerationException e) {
      throw new CliException(
          ExitCode.USAGE,
          "--acceleration "
              + config.options().get(PairingRequest.ACCELERATION)
              + " with "
              + system.id()
              + ": "
              + e.getMessage(),
          e);
    } catch (RuntimeException e) {
      // anything else is for the real run to meet and report
    }
  }

  /** The request options that ask for {@code method}. */
  static Map<String, String> options(Optional<AccelerationMethod> method) {
    return method.map(m -> Map.of(PairingRequest.ACCELERATION, m.optionValue())).orElse(Map.of());
  }
}
