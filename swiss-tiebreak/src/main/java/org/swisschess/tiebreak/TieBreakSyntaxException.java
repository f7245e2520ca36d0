package org.swisschess.tiebreak;

/**
 * A tie-break list or code that cannot be parsed, with the place of the problem in the text.
 *
 * <p>Example: parsing {@code "PTS,BX,SB"} fails at offset 4 with {@code expected a tie-break code
 * (PTS, BH, SB, ...), found 'BX'}.
 */
public final class TieBreakSyntaxException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** The index in the parsed text, from 0, where the problem starts. */
  private final int offset;

  /** What was expected there. */
  private final String expected;

  /** What was found there, as written. */
  private final String found;

  /**
   * Creates the exception.
   *
   * @param offset the index in the parsed text (from 0) where the problem starts
   * @param expected what was expected there, not null
   * @param found what was found there, not null
   */
  public TieBreakSyntaxException(int offset, String expected, String found) {
    super("expected " + expected + ", found '" + found + "'");
    this.offset = offset;
    this.expected = expected;
    this.found = found;
  }

  /**
   * Returns the index in the parsed text, from 0, where the problem starts; add 1 for a column.
   *
   * @return at least 0
   */
  public int offset() {
    return offset;
  }

  /**
   * Returns what was expected.
   *
   * @return never null
   */
  public String expected() {
    return expected;
  }

  /**
   * Returns what was found, as written.
   *
   * @return never null
   */
  public String found() {
    return found;
  }

  /**
   * Returns a copy whose offset is moved by {@code shift}, for a text parsed inside a longer one.
   *
   * @param shift added to the offset
   * @return never null
   */
  public TieBreakSyntaxException shifted(int shift) {
    return new TieBreakSyntaxException(offset + shift, expected, found);
  }
}
