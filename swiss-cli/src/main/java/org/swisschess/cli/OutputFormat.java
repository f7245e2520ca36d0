package org.swisschess.cli;

import java.util.Locale;
import java.util.function.Supplier;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The output formats of {@code swiss pair}. */
enum OutputFormat {
  /** A board list for people: names, scores, colours. */
  TEXT(TextFormatter::new),
  /** The JaVaFo / bbpPairings output that vendors read. */
  PAIRS(PairsFormatter::new),
  /** The pairing as a JSON object. */
  JSON(JsonFormatter::new);

  /**
   * Made on demand: the JSON formatter starts Jackson (some 370 classes), which a run that writes
   * pairs should not pay for at start-up.
   */
  @SuppressWarnings("ImmutableEnumChecker") // constructor references, stateless
  private final Supplier<PairingFormatter> formatter;

  OutputFormat(Supplier<PairingFormatter> formatter) {
    this.formatter = formatter;
  }

  PairingFormatter formatter() {
    return formatter.get();
  }

  /**
   * Reads {@code text}, {@code pairs} or {@code json} in any case; Locale.ROOT so that "pairs"
   * works in Turkey.
   */
  static final class Converter implements ITypeConverter<OutputFormat> {
    @Override
    public OutputFormat convert(String value) {
      for (OutputFormat f : values()) {
        if (f.name().equals(value.toUpperCase(Locale.ROOT))) {
          return f;
        }
      }
      throw new TypeConversionException("expected text, pairs or json, found '" + value + "'");
    }
  }
}
