package org.swisschess.api;

/**
 * An exact number of points, held in tenths so that no score is ever a {@code double}.
 *
 * <p>Points print the way TRF writes them: {@code 1.0}, {@code 0.5}, {@code 12.5}. Example: {@code
 * Points.parse("2.5").plus(Points.HALF)} equals {@code Points.ofTenths(30)}.
 *
 * @param tenths the value in tenths of a point; may be negative (a scoring system may subtract)
 */
public record Points(int tenths) implements Comparable<Points> {

  /** No points. */
  public static final Points ZERO = new Points(0);

  /** Half a point. */
  public static final Points HALF = new Points(5);

  /** One point. */
  public static final Points ONE = new Points(10);

  /**
   * Returns the points worth {@code tenths} tenths.
   *
   * @param tenths tenths of a point
   * @return never null
   */
  public static Points ofTenths(int tenths) {
    return new Points(tenths);
  }

  /**
   * Parses points written as TRF writes them: {@code 1}, {@code 1.0}, {@code 0.5}, {@code .5},
   * {@code -1.0}, surrounding blanks allowed.
   *
   * @param text the text, not null
   * @return never null
   * @throws IllegalArgumentException if the text is not a number with at most one decimal
   */
  public static Points parse(String text) {
    String s = text.strip();
    int i = 0;
    boolean negative = false;
    if (i < s.length() && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
      negative = s.charAt(i) == '-';
      i++;
    }
    long whole = 0;
    int digits = 0;
    while (i < s.length() && Character.isDigit(s.charAt(i)) && s.charAt(i) < 128) {
      whole = whole * 10 + (s.charAt(i) - '0');
      if (whole > Integer.MAX_VALUE / 10) {
        throw new IllegalArgumentException(
            "expected points, found a number too large: '" + text + "'");
      }
      i++;
      digits++;
    }
    int tenth = 0;
    if (i < s.length() && s.charAt(i) == '.') {
      i++;
      if (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
        tenth = s.charAt(i) - '0';
        i++;
        digits++;
        while (i < s.length() && s.charAt(i) == '0') {
          i++;
        }
      }
    }
    if (digits == 0 || i != s.length()) {
      throw new IllegalArgumentException(
          "expected points with at most one decimal such as 1.0 or 0.5, found '" + text + "'");
    }
    long value = whole * 10 + tenth;
    if (value > Integer.MAX_VALUE) {
      // the digit loop bounds the whole part, but its tenth can still overflow an int
      throw new IllegalArgumentException(
          "expected points, found a number too large: '" + text + "'");
    }
    return new Points(negative ? (int) -value : (int) value);
  }

  /**
   * Returns the sum of these points and {@code other}.
   *
   * @param other not null
   * @return never null
   */
  public Points plus(Points other) {
    return new Points(Math.addExact(tenths, other.tenths));
  }

  /**
   * Returns these points less {@code other}.
   *
   * @param other not null
   * @return never null
   */
  public Points minus(Points other) {
    return new Points(Math.subtractExact(tenths, other.tenths));
  }

  /**
   * Returns whether these points are more than {@code other}.
   *
   * @param other not null
   * @return true if strictly greater
   */
  public boolean isGreaterThan(Points other) {
    return tenths > other.tenths;
  }

  @Override
  public int compareTo(Points other) {
    return Integer.compare(tenths, other.tenths);
  }

  /** Returns the points with one decimal, as TRF writes them: {@code 4.5}, {@code -1.0}. */
  @Override
  public String toString() {
    long abs = Math.abs((long) tenths); // an int's abs overflows for Integer.MIN_VALUE
    return (tenths < 0 ? "-" : "") + abs / 10 + "." + abs % 10;
  }
}
