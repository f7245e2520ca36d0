package org.swisschess.trf;

import java.util.Objects;

/**
 * A TRF-2026 tie-break record as written in the file: {@code 202} (the tie-breaks after the score)
 * or {@code 212} (the whole list, starting with {@code PTS}), with where its value stands so that a
 * reader of the codes can point at a wrong one.
 *
 * <p>Example: the line {@code 202 BH/C1,BH,SB} is {@code new TieBreakRecord("202", "BH/C1,BH,SB",
 * 7, 5)} when it is line 7.
 *
 * @param code {@code 202} or {@code 212}; not null
 * @param value the text from column 5 on, as written; not null
 * @param line the line number in the file, from 1
 * @param valueColumn the column of the value's first character, 5
 */
public record TieBreakRecord(String code, String value, int line, int valueColumn) {

  /** The record giving the tie-breaks after the score. */
  public static final String AFTER_SCORE = "202";

  /** The record giving the whole list, score first. */
  public static final String WHOLE_LIST = "212";

  /**
   * Validates.
   *
   * @param code {@code 202} or {@code 212}; not null
   * @param value the text from column 5 on, as written; not null
   * @param line the line number in the file, from 1
   * @param valueColumn the column of the value's first character, 5
   * @throws IllegalArgumentException if the code is neither {@code 202} nor {@code 212}
   */
  public TieBreakRecord {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(value, "value");
    if (!code.equals(AFTER_SCORE) && !code.equals(WHOLE_LIST)) {
      throw new IllegalArgumentException("a tie-break record is 202 or 212, not " + code);
    }
  }

  /** Returns whether a line of a TRF text is a tie-break record. */
  static boolean isRecord(String text) {
    return text.startsWith(AFTER_SCORE) || text.startsWith(WHOLE_LIST);
  }

  /** Returns the record of a line for which {@link #isRecord} holds. */
  static TieBreakRecord of(String text, int line) {
    return new TieBreakRecord(
        text.substring(0, 3), text.length() > 4 ? text.substring(4) : "", line, 5);
  }

  /** Returns the line as TRF writes it: the code, a blank, the value. */
  String toLine() {
    return code + " " + value;
  }
}
