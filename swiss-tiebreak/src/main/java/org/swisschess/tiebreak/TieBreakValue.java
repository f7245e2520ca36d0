package org.swisschess.tiebreak;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The exact value of one tie-break for one participant, or {@link #NONE} when C.07 gives none (for
 * example the rating tie-breaks of Article 10 when unrated players take part and no rating is
 * published for them, or the average rating of a participant who played no game).
 *
 * <p>A value is a fraction shown with a fixed number of decimals: points in tenths ({@code 63.0}),
 * Sonneborn-Berger in hundredths ({@code 40.25}), counts and ratings as whole numbers. An average
 * the text does not round (AOB) keeps its exact value for ranking and is shown rounded half up.
 * Example: {@code TieBreakValue.ofTenths(635).toString()} is {@code "63.5"}.
 */
public final class TieBreakValue implements Comparable<TieBreakValue> {

  /** No value. */
  public static final TieBreakValue NONE = new TieBreakValue(0, 1, 0, false);

  private final long numerator;
  private final long denominator;
  private final int scale;
  private final boolean present;

  private TieBreakValue(long numerator, long denominator, int scale, boolean present) {
    this.numerator = numerator;
    this.denominator = denominator;
    this.scale = scale;
    this.present = present;
  }

  /**
   * Returns a whole number.
   *
   * @param value the value
   * @return never null
   */
  public static TieBreakValue ofInteger(long value) {
    return new TieBreakValue(value, 1, 0, true);
  }

  /**
   * Returns a value in tenths, shown with one decimal.
   *
   * @param tenths the value times ten
   * @return never null
   */
  public static TieBreakValue ofTenths(long tenths) {
    return new TieBreakValue(tenths, 10, 1, true);
  }

  /**
   * Returns a value in hundredths, shown with two decimals.
   *
   * @param hundredths the value times a hundred
   * @return never null
   */
  public static TieBreakValue ofHundredths(long hundredths) {
    return new TieBreakValue(hundredths, 100, 2, true);
  }

  /**
   * Returns the exact fraction {@code numerator / denominator}, shown with {@code scale} decimals
   * rounded half up.
   *
   * @param numerator any
   * @param denominator positive
   * @param scale decimals shown, from 0
   * @return never null
   */
  public static TieBreakValue ofFraction(long numerator, long denominator, int scale) {
    if (denominator <= 0 || scale < 0) {
      throw new IllegalArgumentException("denominator must be positive and scale not negative");
    }
    return new TieBreakValue(numerator, denominator, scale, true);
  }

  /**
   * Returns whether there is a value.
   *
   * @return false for {@link #NONE}
   */
  public boolean isPresent() {
    return present;
  }

  /**
   * Returns the decimals shown.
   *
   * @return from 0
   */
  public int scale() {
    return scale;
  }

  /**
   * Returns the value as shown: rounded half up to {@link #scale()} decimals.
   *
   * @return the decimal
   * @throws IllegalStateException for {@link #NONE}
   */
  public BigDecimal toBigDecimal() {
    if (!present) {
      throw new IllegalStateException("no value");
    }
    return BigDecimal.valueOf(numerator)
        .divide(BigDecimal.valueOf(denominator), scale, RoundingMode.HALF_UP);
  }

  /**
   * Compares the exact values; {@link #NONE} is below every value.
   *
   * @param other not null
   * @return negative, zero or positive
   */
  @Override
  public int compareTo(TieBreakValue other) {
    if (!present || !other.present) {
      return Boolean.compare(present, other.present);
    }
    if (denominator == other.denominator) {
      return Long.compare(numerator, other.numerator);
    }
    return Long.compare(
        Math.multiplyExact(numerator, other.denominator),
        Math.multiplyExact(other.numerator, denominator));
  }

  /** Equal when both are {@link #NONE}, or the exact values and the decimals shown agree. */
  @Override
  public boolean equals(Object o) {
    return o instanceof TieBreakValue v
        && present == v.present
        && (!present || (compareTo(v) == 0 && scale == v.scale));
  }

  @Override
  public int hashCode() {
    if (!present) {
      return 0;
    }
    long g = gcd(Math.abs(numerator), denominator);
    return Long.hashCode(numerator / g) * 31 + Long.hashCode(denominator / g) * 7 + scale;
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a == 0 ? 1 : a;
  }

  /** Returns the value as shown ({@code 63.0}, {@code 40.25}, {@code 2281}), empty for NONE. */
  @Override
  public String toString() {
    return present ? toBigDecimal().toPlainString() : "";
  }
}
