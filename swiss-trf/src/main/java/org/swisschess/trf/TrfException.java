package org.swisschess.trf;

import java.util.Objects;

/**
 * A TRF text that cannot be read, located at a line and a column.
 *
 * <p>The message always reads {@code source:line:column: expected <expected>, found <found>}; line
 * and column count from 1, and both are 0 when the whole file is at fault (an I/O failure).
 */
public class TrfException extends Exception {
  private static final long serialVersionUID = 1L;

  /** The file name as given to the reader. */
  private final String source;

  /** The line, from 1; 0 when the whole file is at fault. */
  private final int line;

  /** The column, from 1; 0 when the whole line or file is at fault. */
  private final int column;

  /** What the reader expected there. */
  private final String expected;

  /** What it found. */
  private final String found;

  /**
   * Creates the exception.
   *
   * @param source the file name as given, not null
   * @param line the line, from 1, or 0 for the whole file
   * @param column the column, from 1, or 0 for the whole line or file
   * @param expected what the reader expected, not null
   * @param found what it found, not null
   */
  public TrfException(String source, int line, int column, String expected, String found) {
    super(
        Objects.requireNonNull(source, "source")
            + ":"
            + line
            + ":"
            + column
            + ": expected "
            + Objects.requireNonNull(expected, "expected")
            + ", found "
            + Objects.requireNonNull(found, "found"));
    this.source = source;
    this.line = line;
    this.column = column;
    this.expected = expected;
    this.found = found;
  }

  /**
   * Returns the file name as given to the reader.
   *
   * @return never null
   */
  public String source() {
    return source;
  }

  /**
   * Returns the line, from 1; 0 when the whole file is at fault.
   *
   * @return the line number
   */
  public int line() {
    return line;
  }

  /**
   * Returns the column, from 1; 0 when the whole line or file is at fault.
   *
   * @return the column number
   */
  public int column() {
    return column;
  }

  /**
   * Returns what the reader expected.
   *
   * @return never null
   */
  public String expected() {
    return expected;
  }

  /**
   * Returns what the reader found instead.
   *
   * @return never null
   */
  public String found() {
    return found;
  }
}
