package org.swisschess.trf;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One line of a TRF text with column access in code points, 1-based as the TRF tables count them,
 * and the located errors every field parser raises.
 */
final class SourceLine {

  /** A whitespace-separated word of a line and the column it starts at. */
  record Token(String text, int column) {}

  private final String source;
  private final int number;
  private final String text;

  /**
   * The code points, only for a line with characters outside the Basic Multilingual Plane; null
   * otherwise, where column {@code c} is {@code text.charAt(c - 1)}. An array per line would hold
   * four bytes per character of every player line for as long as the document lives.
   */
  private final int @Nullable [] codePoints; // only for a line with surrogate pairs

  SourceLine(String source, int number, String text) {
    this.source = source;
    this.number = number;
    this.text = text;
    this.codePoints = hasSurrogates(text) ? text.codePoints().toArray() : null;
  }

  private static boolean hasSurrogates(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (Character.isSurrogate(text.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  String source() {
    return source;
  }

  int number() {
    return number;
  }

  String text() {
    return text;
  }

  /** Returns the length in code points. */
  int length() {
    return codePoints == null ? text.length() : codePoints.length;
  }

  /** Returns the record code: the first three characters, or the whole line if shorter. */
  String code() {
    return field(1, Math.min(3, Math.max(length(), 0)));
  }

  /** Returns the code point at {@code column}, a blank past the end of the line. */
  int at(int column) {
    if (column < 1 || column > length()) {
      return ' ';
    }
    return codePoints == null ? text.charAt(column - 1) : codePoints[column - 1];
  }

  boolean isBlank(int column) {
    return at(column) == ' ';
  }

  /** Returns columns {@code from..to} inclusive, padded with blanks past the end of the line. */
  String field(int from, int to) {
    StringBuilder sb = new StringBuilder(Math.max(0, to - from + 1));
    for (int c = from; c <= to; c++) {
      sb.appendCodePoint(at(c));
    }
    return sb.toString();
  }

  /** Returns everything from {@code from} to the end of the line, possibly empty. */
  String rest(int from) {
    if (from > length()) {
      return "";
    }
    return substring(from, length() + 1);
  }

  /** Returns columns {@code from} (inclusive) to {@code to} (exclusive), all within the line. */
  private String substring(int from, int to) {
    return codePoints == null
        ? text.substring(from - 1, to - 1)
        : new String(codePoints, from - 1, to - from);
  }

  /** Returns the blank-separated word that starts at {@code column}, empty past the end. */
  String wordAt(int column) {
    if (column < 1 || column > length()) {
      return "";
    }
    int c = column;
    while (c <= length() && !isSeparator(at(c))) {
      c++;
    }
    return substring(column, c);
  }

  /** Splits the line from column {@code from} into blank-separated words. */
  List<Token> tokens(int from) {
    List<Token> tokens = new ArrayList<>();
    int c = from;
    int length = length();
    while (c <= length) {
      while (c <= length && isSeparator(at(c))) {
        c++;
      }
      if (c > length) {
        break;
      }
      int start = c;
      while (c <= length && !isSeparator(at(c))) {
        c++;
      }
      tokens.add(new Token(substring(start, c), start));
    }
    return tokens;
  }

  private static boolean isSeparator(int cp) {
    return cp == ' ' || cp == '\t';
  }

  TrfException error(int column, String expected, String found) {
    return new TrfException(source, number, column, expected, found);
  }

  /** An error about columns {@code from..to}, quoting what they hold. */
  TrfException fieldError(int from, int to, String expected) {
    return error(from, expected, quote(field(from, to), from > length()));
  }

  /**
   * Quotes a found value for a message, escaping control characters so that a message is always one
   * printable line.
   */
  static String quote(String found, boolean pastEnd) {
    if (pastEnd) {
      return "end of line";
    }
    StringBuilder sb = new StringBuilder("'");
    found
        .codePoints()
        .forEach(
            cp -> {
              if (cp < 0x20 || cp == 0x7f) {
                sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", cp));
              } else {
                sb.appendCodePoint(cp);
              }
            });
    return sb.append('\'').toString();
  }

  static String quote(String found) {
    return quote(found, false);
  }
}
