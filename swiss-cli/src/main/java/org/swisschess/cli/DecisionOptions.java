package org.swisschess.cli;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.swisschess.trf.ArbiterDecision;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code --allow}: what a history may show although the rules forbid it, because an arbiter decided
 * it. Without it such a file is refused (exit 3) with the line that shows it.
 */
final class DecisionOptions {

  @Option(
      names = "--allow",
      paramLabel = "DECISION",
      split = ",",
      converter = DecisionConverter.class,
      description =
          "Accept in the history what the rules forbid but an arbiter decided: rematch (two players"
              + " who played each other play again, C.04.1 Art. 2), repeated-pab (a second"
              + " pairing-allocated bye for a player, C.04.1 Art. 4). Comma-separated.")
  List<ArbiterDecision> allowed = List.of();

  Set<ArbiterDecision> accepted() {
    return allowed.isEmpty() ? EnumSet.noneOf(ArbiterDecision.class) : EnumSet.copyOf(allowed);
  }

  /** Reads {@code rematch} or {@code repeated-pab}, in any case. */
  static final class DecisionConverter implements ITypeConverter<ArbiterDecision> {
    @Override
    public ArbiterDecision convert(String value) {
      return switch (value.strip().toLowerCase(Locale.ROOT)) {
        case "rematch" -> ArbiterDecision.REMATCH;
        case "repeated-pab" -> ArbiterDecision.REPEATED_PAB;
        default ->
            throw new TypeConversionException(
                "expected rematch or repeated-pab, found '" + value + "'");
      };
    }
  }
}
