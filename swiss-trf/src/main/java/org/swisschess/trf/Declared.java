package org.swisschess.trf;

import java.util.Objects;
import java.util.Optional;

/**
 * A tournament setting that records declare (the name, the number of rounds, the initial colour,
 * the tournament type): a second record may say it again, in the same or another form ({@code XXR}
 * and {@code 142}), but may not contradict the first, whose line the error names.
 *
 * @param <T> the type of the value
 */
final class Declared<T> {

  /**
   * The first declaration.
   *
   * @param value the value declared
   * @param line the line of the record
   * @param column the column of the value
   * @param text the value as written
   * @param shown how the value reads in a message, e.g. "9 rounds"
   */
  record Declaration<T>(T value, SourceLine line, int column, String text, String shown) {}

  private final String what;
  private Optional<Declaration<T>> first = Optional.empty();

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
    if (first.isEmpty()) {
      first = Optional.of(new Declaration<>(v, where, at, text, shown));
      return;
    }
    Declaration<T> d = first.get();
    if (!d.value().equals(v)) {
      throw where.error(
          at,
          what
              + " "
              + d.shown()
              + ", as line "
              + d.line().number()
              + " declares (a second record may repeat it, not contradict it)",
          SourceLine.quote(text));
    }
  }

  /** Returns the first declaration, or empty if no record declared it. */
  Optional<Declaration<T>> declaration() {
    return first;
  }

  /** Returns the value, or empty if no record declared it. */
  Optional<T> value() {
    return first.map(Declaration::value);
  }
}
