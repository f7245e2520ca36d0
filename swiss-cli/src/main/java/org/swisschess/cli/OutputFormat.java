package org.swisschess.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The output formats of {@code swiss pair}. */
enum OutputFormat {
  /** A board list for people: names, scores, colours. */
  TEXT(new TextFormatter()),
  /** The JaVaFo / bbpPairings output that vendors read. */
  PAIRS(new PairsFormatter()),
  /** The pairing as a JSON object. */
  JSON(new JsonFormatter());

  @SuppressWarnings("ImmutableEnumChecker") // the formatters are final classes with no fields
  private final PairingFormatter formatter;

  OutputFormat(PairingFormatter formatter) {
    this.formatter = formatter;
  }

  PairingFormatter formatter() {
    return formatter;
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
