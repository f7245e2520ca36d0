package org.swisschess.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;

/**
 * Reads the pairs an engine writes with {@code -p} (formats.md, "Pairing output"): the number of
 * pairs, then {@code white black} per board, the pairing-allocated bye as {@code id 0}.
 */
final class PairsOutput {

  private PairsOutput() {}

  /**
   * Parses the output.
   *
   * @param text the whole output
   * @param round the round it pairs
   * @param players the number of players, to refuse numbers outside 1..players
   * @return never null
   * @throws IllegalArgumentException naming the line for output that is not in this form
   */
  static Pairing parse(String text, int round, int players) {
    String[] lines = text.strip().split("\r\n|\r|\n");
    if (lines.length == 0 || lines[0].isBlank()) {
      throw new IllegalArgumentException("line 1: expected the number of pairs, found nothing");
    }
    int count = number(lines[0].strip(), 1, "the number of pairs");
    if (lines.length - 1 != count) {
      throw new IllegalArgumentException(
          "line 1 says " + count + " pairs, " + (lines.length - 1) + " follow");
    }
    List<Board> boards = new ArrayList<>();
    OptionalInt bye = OptionalInt.empty();
    Set<Integer> seen = new HashSet<>();
    for (int i = 1; i < lines.length; i++) {
      String[] ids = lines[i].strip().split("\\s+");
      if (ids.length != 2) {
        throw new IllegalArgumentException(
            "line " + (i + 1) + ": expected two pairing numbers, found " + quote(lines[i]));
      }
      int white = number(ids[0], i + 1, "a pairing number");
      int black = number(ids[1], i + 1, "a pairing number");
      for (int id : new int[] {white, black}) {
        if (id > players || (id != 0 && !seen.add(id))) {
          throw new IllegalArgumentException(
              "line " + (i + 1) + ": player " + id + " is not a player or appears twice");
        }
      }
      if (black == 0) {
        if (bye.isPresent() || white == 0) {
          throw new IllegalArgumentException("line " + (i + 1) + ": a second bye or '0 0'");
        }
        bye = OptionalInt.of(white);
      } else if (white == 0) {
        throw new IllegalArgumentException("line " + (i + 1) + ": White is 0");
      } else {
        boards.add(new Board(white, black));
      }
    }
    return new Pairing(round, boards, bye, Explanation.EMPTY);
  }

  private static int number(String s, int line, String what) {
    try {
      int n = Integer.parseInt(s);
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // below
    }
    throw new IllegalArgumentException(
        "line " + line + ": expected " + what + ", found " + quote(s));
  }

  /** The longest part of a line an error quotes: a misbehaving engine may print megabytes. */
  static final int MAX_QUOTED = 80;

  /** Quotes {@code s}, or its first {@link #MAX_QUOTED} characters and its length. */
  static String quote(String s) {
    if (s.length() <= MAX_QUOTED) {
      return "'" + s + "'";
    }
    return String.format(
        java.util.Locale.ROOT, "'%s...' (%,d characters)", s.substring(0, MAX_QUOTED), s.length());
  }
}
