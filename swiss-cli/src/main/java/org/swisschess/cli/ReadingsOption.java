package org.swisschess.cli;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * {@code --readings text|gacrux[,NAME=VALUE...]}: for a system that offers another engine's
 * readings of its text as request options (team-2026's readings table), {@code gacrux} switches
 * them all on; {@code text}, the default, keeps the text's; a {@code NAME=VALUE} sets one reading
 * by its option name (and overrides {@code gacrux} for that one).
 */
final class ReadingsOption {

  @Option(
      names = "--readings",
      paramLabel = "READINGS",
      description =
          "text (the default) or gacrux, then optionally ,NAME=VALUE for single readings:"
              + " team-2026 with every one of Gacrux's readings (the readings table of its README:"
              + " brackets seated by score, the PAB a win on every board unless the file states"
              + " its value, Baku's virtual points in the colour scores, pairs of two upfloaters"
              + " left out of [C10], [C6] on the score level right below), e.g."
              + " gacrux,c6-following=scoregroup.")
  @Nullable String value;

  /**
   * The readings a NAME may set: team-2026's readings table (its README, R1-R6). A name outside it
   * would be passed on and ignored by the system, so it is refused here.
   */
  static final java.util.Set<String> NAMES =
      java.util.Set.of(
          "bracket-seating",
          "pab-value",
          "baku-colour-score",
          "upfloater-pairs",
          "forfeited-match-floats",
          "c6-following");

  /** The request options the choice adds. */
  Map<String, String> options() {
    if (value == null) {
      return Map.of();
    }
    Map<String, String> out = new TreeMap<>();
    String[] parts = value.split(",", -1);
    for (int i = 0; i < parts.length; i++) {
      String p = parts[i].strip();
      int eq = p.indexOf('=');
      if (i == 0 && eq < 0) {
        String v = p.toLowerCase(Locale.ROOT);
        if (!v.equals("text") && !v.equals("gacrux")) {
          throw new CliException(
              ExitCode.USAGE,
              "--readings " + value + ": expected text or gacrux first, found '" + p + "'");
        }
        out.put("readings", v);
      } else if (eq > 0 && eq < p.length() - 1 && !p.substring(0, eq).strip().equals("readings")) {
        String name = p.substring(0, eq).strip();
        if (!NAMES.contains(name)) {
          throw new CliException(
              ExitCode.USAGE,
              "--readings "
                  + value
                  + ": expected a reading's name ("
                  + String.join(", ", new java.util.TreeSet<>(NAMES))
                  + "), found '"
                  + name
                  + "'");
        }
        out.put(name, p.substring(eq + 1).strip());
      } else {
        throw new CliException(
            ExitCode.USAGE,
            "--readings "
                + value
                + ": expected a reading as NAME=VALUE (such as c6-following=scoregroup), found '"
                + p
                + "'");
      }
    }
    return out;
  }
}
