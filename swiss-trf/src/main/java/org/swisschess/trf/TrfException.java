package org.swisschess.trf;

/** TEMP stand-in: a TRF file that cannot be read. */
public class TrfException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String source;
  private final int line;
  private final int column;
  private final String expected;
  private final String found;

  /**
   * Creates the exception.
   *
   * @param source the file name
   * @param line from 1, 0 for the whole file
   * @param column from 1, 0 for the whole line
   * @param expected what was expected
   * @param found what was found
   */
  public TrfException(String source, int line, int column, String expected, String found) {
    super(source + ":" + line + ":" + column + ": expected " + expected + ", found " + found);
    this.source = source;
    this.line = line;
    this.column = column;
    this.expected = expected;
    this.found = found;
  }

  /** @return the file name */
  public String source() {
    return source;
  }

  /** @return the line */
  public int line() {
    return line;
  }

  /** @return the column */
  public int column() {
    return column;
  }

  /** @return what was expected */
  public String expected() {
    return expected;
  }

  /** @return what was found */
  public String found() {
    return found;
  }
}
