package org.swisschess.trf;

import org.swisschess.api.Points;

/** Parsers for the numbers and points TRF fields hold; every failure is a located error. */
final class Fields {

  /** The largest points value any TRF field can hold: four columns, {@code 999.9} in XXS. */
  static final int MAX_POINTS_TENTHS = 9999;

  private Fields() {}

  /**
   * Reads a whole number in columns {@code from..to}, blanks around it allowed.
   *
   * @param what the name of the field for the message, e.g. "a pairing number"
   */
  static int number(SourceLine line, int from, int to, int min, int max, String what)
      throws TrfException {
    String raw = line.field(from, to);
    int value = digits(blankTrimmed(raw));
    if (value < min || value > max) {
      throw line.fieldError(
          from, to, what + " from " + min + " to " + max + " in columns " + from + "-" + to);
    }
    return value;
  }

  /** Reads a whole number token. */
  static int number(SourceLine line, SourceLine.Token token, int min, int max, String what)
      throws TrfException {
    int value = digits(token.text());
    if (value < min || value > max) {
      throw line.error(
          token.column(), what + " from " + min + " to " + max, SourceLine.quote(token.text()));
    }
    return value;
  }

  /**
   * Returns the value of ASCII digits, or -1 if the text is empty, holds anything else or is too
   * long.
   */
  static int digits(String s) {
    if (s.isEmpty() || s.length() > 9) {
      return -1;
    }
    int value = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }

  /**
   * Reads points such as {@code 4.5}, {@code .5} or {@code -1}, at most one decimal, of at most
   * {@code 999.9} either way.
   */
  static Points points(SourceLine line, String text, int column, boolean pastEnd, String what)
      throws TrfException {
    String s = blankTrimmed(text);
    Points p = null;
    if (!s.isEmpty()
        && s.length() <= 12
        && s.chars().allMatch(c -> c == '.' || c == '-' || c == '+' || (c >= '0' && c <= '9'))) {
      try {
        p = Points.parse(s);
      } catch (IllegalArgumentException | ArithmeticException e) {
        p = null;
      }
    }
    if (p == null || Math.abs(p.tenths()) > MAX_POINTS_TENTHS) {
      throw line.error(
          column,
          what + " with at most one decimal such as 1.0 or 0.5",
          SourceLine.quote(text, pastEnd));
    }
    return p;
  }

  /** Removes blanks (and only blanks: a tab in a fixed-width field is an error) from both ends. */
  static String blankTrimmed(String s) {
    int from = 0;
    int to = s.length();
    while (from < to && s.charAt(from) == ' ') {
      from++;
    }
    while (to > from && s.charAt(to - 1) == ' ') {
      to--;
    }
    return s.substring(from, to);
  }

  /** Reads points in columns {@code from..to}. */
  static Points points(SourceLine line, int from, int to, String what) throws TrfException {
    return points(
        line,
        line.field(from, to),
        from,
        from > line.length(),
        what + " in columns " + from + "-" + to);
  }
}
