package org.swisschess.cli;

import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * {@code --readings text|gacrux}: for a system that offers another engine's readings of its text as
 * request options (team-2026's R1-R4), {@code gacrux} switches them all on; {@code text}, the
 * default, keeps the text's.
 */
final class ReadingsOption {

  @Option(
      names = "--readings",
      paramLabel = "READINGS",
      description =
          "text (the default) or gacrux: team-2026 with all four of Gacrux's readings (R1-R4 in"
              + " its README): brackets seated by score, the PAB a win on every board, virtual"
              + " points in the secondary score, pairs of two upfloaters left out of [C10].")
  String value;

  /** The request options the choice adds. */
  Map<String, String> options() {
    if (value == null) {
      return Map.of();
    }
    String v = value.strip().toLowerCase(Locale.ROOT);
    if (!v.equals("text") && !v.equals("gacrux")) {
      throw new CliException(ExitCode.USAGE, "--readings " + value + ": expected text or gacrux");
    }
    return Map.of("readings", v);
  }
}
