package org.swisschess.trf;

import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Cuts text into lines as it arrives, in one pass: lines may end in CR, LF or CRLF, a leading byte
 * order mark is skipped, and the {@link TrfLimits} are enforced on the way, so that an absurd input
 * is refused with a located error before it is held in memory.
 */
final class LineSplitter {

  /** Receives each line, without its line end, as soon as it is complete. */
  interface Sink {
    void line(String text) throws TrfException;
  }

  private final String source;
  private final TrfLimits limits;
  private final Sink sink;
  private final StringBuilder current = new StringBuilder();
  private int lineNumber = 1;
  private long characters;
  private boolean started;
  private boolean pendingCr;
  private @Nullable String ending; // the first line ending seen
  private boolean finalNewline = true;

  LineSplitter(String source, TrfLimits limits, Sink sink) {
    this.source = source;
    this.limits = limits;
    this.sink = sink;
  }

  /** Takes the next characters of the text. */
  void feed(CharSequence chars) throws TrfException {
    int length = chars.length();
    for (int i = 0; i < length; i++) {
      accept(chars.charAt(i));
    }
  }

  private void accept(char c) throws TrfException {
    if (!started) {
      started = true;
      if (c == '\uFEFF') {
        return;
      }
    }
    characters++;
    if (characters > limits.maxCharacters()) {
      throw new TrfException(
          source,
          lineNumber,
          current.length() + 1,
          String.format(
              Locale.ROOT,
              "at most %,d characters (far more than the largest legal TRF file, 9,999 players"
                  + " by 999 rounds, holds)",
              limits.maxCharacters()),
          "more");
    }
    if (pendingCr) {
      pendingCr = false;
      if (c == '\n') {
        noteEnding("\r\n");
        return;
      }
      noteEnding("\r");
    }
    if (c == '\r') {
      emit();
      pendingCr = true;
    } else if (c == '\n') {
      noteEnding("\n");
      emit();
    } else {
      if (current.length() == limits.maxLineLength()) {
        throw new TrfException(
            source,
            lineNumber,
            current.length() + 1,
            String.format(
                Locale.ROOT,
                "a line of at most %,d characters (no TRF record is that wide)",
                limits.maxLineLength()),
            "a longer line");
      }
      current.append(c);
    }
  }

  private void noteEnding(String e) {
    if (ending == null) {
      ending = e;
    }
  }

  private void emit() throws TrfException {
    if (lineNumber > limits.maxLines()) {
      throw new TrfException(
          source,
          lineNumber,
          1,
          String.format(
              Locale.ROOT,
              "at most %,d lines (more than the records of any tournament need)",
              limits.maxLines()),
          "more lines");
    }
    String text = current.length() == 0 ? "" : current.toString();
    current.setLength(0);
    if (current.capacity() > 4 * 1024) {
      // one very wide line must not keep its buffer for the rest of the file
      current.trimToSize();
    }
    sink.line(text);
    lineNumber++;
  }

  /** Ends the text: a last line without a line end is passed on. */
  void finish() throws TrfException {
    if (pendingCr) {
      pendingCr = false;
      noteEnding("\r");
    }
    if (current.length() > 0) {
      emit();
      finalNewline = false;
    }
  }

  /** Returns whether the text ended with a line end (true for an empty text). */
  boolean finalNewline() {
    return finalNewline;
  }

  /** Returns the first line end met, LF when there was none. */
  String lineEnding() {
    return ending == null ? "\n" : ending;
  }

  /** Returns the number of lines passed on. */
  int lines() {
    return lineNumber - 1;
  }

  /** Returns an error at the character about to be read, such as a byte that is not UTF-8. */
  TrfException errorHere(String expected, String found) {
    return new TrfException(source, lineNumber, current.length() + 1, expected, found);
  }
}
