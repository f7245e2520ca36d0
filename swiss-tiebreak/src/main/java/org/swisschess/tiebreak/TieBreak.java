package org.swisschess.tiebreak;

import java.util.Locale;
import java.util.Objects;

/**
 * One tie-break of a list: a {@link TieBreakCode} with its modifiers, written as TRF-2026 records
 * {@code 202}/{@code 212} write it: {@code ACRONYM[:MP|:GP][/Cn|/Mn][/L±n][/Kx][/P][/F][/R]}.
 *
 * <p>Example: {@code TieBreak.parse("bh/c1")} is Buchholz Cut-1 and prints as {@code BH/C1}.
 *
 * @param code the tie-break; not null
 * @param points for team events, the score it is computed on: {@link PointsType#DEFAULT} (the
 *     primary score), match points or game points; not null
 * @param cutLowest the least significant values dropped (Cut-n, and the low half of Median-n), from
 *     0 (C.07 14.1–14.4)
 * @param cutHighest the most significant values dropped (the high half of Median-n), from 0
 * @param limitHalfPoints the Koya limit moved by this many half points (C.07 14.5; {@code /L+1})
 * @param forfeitsPlayed {@code /P}: forfeits count as games against the scheduled opponent
 * @param fore {@code /F}: on Fore Buchholz (AOB, SSSC)
 * @param reverse {@code /R}: the other order (TPN, RTNG: C.07 7.8, 10.6 "alternatively")
 * @param factor {@code /Kx}: the SSSC normalising factor, 0 for the default (C.07 13.4)
 */
public record TieBreak(
    TieBreakCode code,
    PointsType points,
    int cutLowest,
    int cutHighest,
    int limitHalfPoints,
    boolean forfeitsPlayed,
    boolean fore,
    boolean reverse,
    int factor) {

  /** The score a team tie-break is computed on. */
  public enum PointsType {
    /** The primary score of the event (points for individuals). */
    DEFAULT,
    /** Match points ({@code :MP}). */
    MATCH,
    /** Game points ({@code :GP}). */
    GAME
  }

  /** The largest n of Cut-n and Median-n, and of a Koya limit step. */
  static final int MAX_MODIFIER = 99;

  /**
   * Validates.
   *
   * @param code the tie-break; not null
   * @param points for team events, the score it is computed on: {@link PointsType#DEFAULT} (the
   *     primary score), match points or game points; not null
   * @param cutLowest the least significant values dropped (Cut-n, and the low half of Median-n),
   *     from 0 (C.07 14.1–14.4)
   * @param cutHighest the most significant values dropped (the high half of Median-n), from 0
   * @param limitHalfPoints the Koya limit moved by this many half points (C.07 14.5; {@code /L+1})
   * @param forfeitsPlayed {@code /P}: forfeits count as games against the scheduled opponent
   * @param fore {@code /F}: on Fore Buchholz (AOB, SSSC)
   * @param reverse {@code /R}: the other order (TPN, RTNG: C.07 7.8, 10.6 "alternatively")
   * @param factor {@code /Kx}: the SSSC normalising factor, 0 for the default (C.07 13.4)
   * @throws IllegalArgumentException if a count is negative, or {@code cutHighest} is neither 0 nor
   *     {@code cutLowest}
   */
  public TieBreak {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(points, "points");
    if (cutLowest < 0 || cutHighest < 0 || factor < 0) {
      throw new IllegalArgumentException("cuts and factor must not be negative");
    }
    if (cutHighest != 0 && cutHighest != cutLowest) {
      // C.07 14.3, 14.4: Median-n drops n values at each end; no rule drops only the highest
      throw new IllegalArgumentException("cutHighest must be 0 or equal cutLowest (Median-n)");
    }
  }

  /**
   * Returns the tie-break without modifiers.
   *
   * @param code not null
   * @return never null
   */
  public static TieBreak of(TieBreakCode code) {
    return new TieBreak(code, PointsType.DEFAULT, 0, 0, 0, false, false, false, 0);
  }

  /**
   * Parses one descriptor such as {@code BH/C1}, case-insensitively.
   *
   * @param text not null
   * @return never null
   * @throws TieBreakSyntaxException with the offset in {@code text} of what is wrong
   */
  public static TieBreak parse(String text) {
    return TieBreakParser.parseOne(text);
  }

  /**
   * Returns whether a higher value ranks first, {@code /R} included.
   *
   * @return true for descending order
   */
  public boolean higherFirst() {
    return code.higherFirst() != reverse;
  }

  /** Returns the descriptor in the TRF-2026 syntax, upper case: {@code BH/C1}, {@code KS/L+2}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(code.name());
    if (points == PointsType.MATCH) {
      sb.append(":MP");
    } else if (points == PointsType.GAME) {
      sb.append(":GP");
    }
    if (cutHighest > 0) {
      sb.append("/M").append(cutHighest);
    } else if (cutLowest > 0) {
      sb.append("/C").append(cutLowest);
    }
    if (limitHalfPoints != 0) {
      sb.append("/L").append(limitHalfPoints > 0 ? "+" : "-").append(Math.abs(limitHalfPoints));
    }
    if (factor > 0) {
      sb.append("/K").append(factor);
    }
    if (forfeitsPlayed) {
      sb.append("/P");
    }
    if (fore) {
      sb.append("/F");
    }
    if (reverse) {
      sb.append("/R");
    }
    return sb.toString().toUpperCase(Locale.ROOT);
  }
}
