package org.swisschess.trf;

import java.util.Objects;

/**
 * A tournament setting that records declare (the name, the number of rounds, the initial colour,
 * the tournament type): a second record may say it again, in the same or another form ({@code XXR}
 * and {@code 142}), but may not contradict the first, whose line the error names.
 *
 * @param <T> the type of the value
 */
final class Declared<T> {

  private final String what;
  private T value;
  private SourceLine line;
  private int column;
  private String text;
  private String shown;

  /**
   * @param what the name of the setting in messages, e.g. "the number of rounds"
   */
  Declared(String what) {
    this.what = what;
  }

  /**
   * Declares {@code v}, written as {@code text} at {@code column} of {@code where}.
   *
   * @param shown how the value reads in a message, e.g. "9 rounds"
   */
  void declare(T v, SourceLine where, int at, String text, String shown) throws TrfException {
    Objects.requireNonNull(v, "v");
    if (value == null) {
      value = v;
      line = where;
      column = at;
      this.text = text;
      this.shown = shown;
      return;
    }
    if (!value.equals(v)) {
      throw where.error(
          at,
          what
              + " "
              + this.shown
              + ", as line "
              + line.number()
              + " declares (a second record may repeat it, not contradict it)",
          SourceLine.quote(text));
    }
  }

  /** Returns the value, or null if no record declared it. */
  T value() {
    return value;
  }

  /** Returns the line of the first declaration, or null. */
  SourceLine line() {
    return line;
  }

  /** Returns the column of the first declaration's value. */
  int column() {
    return column;
  }

  /** Returns the first declaration's value as written. */
  String text() {
    return text;
  }
}
