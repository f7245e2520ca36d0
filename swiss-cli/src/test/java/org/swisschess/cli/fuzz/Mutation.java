package org.swisschess.cli.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One edit of a TRF file, the kinds a tester's mutation fuzzer makes: flipped bits, a cut, lines
 * duplicated, swapped, deleted or shifted, wrong points, an opponent changed on one side only (an
 * asymmetric pairing), another result code, huge numbers, binary bytes, other line ends. Texts are
 * handled as ISO-8859-1, one character per byte, so that every edit is an edit of bytes.
 */
sealed interface Mutation {

  String apply(String text);

  /** Huge and odd numbers put in place of a number. */
  List<String> NUMBERS =
      List.of("9999", "10000", "99999999", "2147483648", "-1", "0", "0000", "1e9", "999.9");

  /** Result codes, valid and not. */
  String RESULTS = "10=+-WDLHFUZ* x?";

  /** Flips one bit of one byte. */
  record FlipBit(int position, int bit) implements Mutation {
    @Override
    public String apply(String text) {
      if (text.isEmpty()) {
        return text;
      }
      int at = Math.floorMod(position, text.length());
      char c = (char) ((text.charAt(at) ^ (1 << Math.floorMod(bit, 8))) & 0xff);
      return text.substring(0, at) + c + text.substring(at + 1);
    }
  }

  /** Cuts the file short. */
  record Truncate(int position) implements Mutation {
    @Override
    public String apply(String text) {
      return text.substring(0, Math.floorMod(position, text.length() + 1));
    }
  }

  /** Inserts bytes that are not text: NUL, 0xFF, a lone UTF-8 lead byte, a BOM. */
  record Binary(int position, int kind) implements Mutation {
    @Override
    public String apply(String text) {
      String[] junk = {
        "\u0000", "\u00ff\u00fe", "\u00c3", "\u00ef\u00bb\u00bf", "\u00e9\u0000\u0001"
      };
      int at = Math.floorMod(position, text.length() + 1);
      return text.substring(0, at) + junk[Math.floorMod(kind, junk.length)] + text.substring(at);
    }
  }

  /** Writes every line end as CR, LF or CRLF, mixes CR and CRLF, or drops the last one. */
  record LineEnds(int style) implements Mutation {
    @Override
    public String apply(String text) {
      Lines lines = Lines.of(text);
      int kind = Math.floorMod(style, 5);
      for (int i = 0; i < lines.size(); i++) {
        boolean last = i == lines.size() - 1;
        if (last && (lines.end(i).isEmpty() || kind == 4)) {
          lines.setEnd(i, "");
          continue;
        }
        switch (kind) {
          case 0 -> lines.setEnd(i, "\r");
          case 1 -> lines.setEnd(i, "\n");
          case 2 -> lines.setEnd(i, "\r\n");
          case 3 -> lines.setEnd(i, i % 2 == 0 ? "\r" : "\r\n");
          default -> {
            // kind 4 changes only the last line end
          }
        }
      }
      return lines.join();
    }
  }

  /** Duplicates one line. */
  record DuplicateLine(int line) implements Mutation {
    @Override
    public String apply(String text) {
      Lines lines = Lines.of(text);
      if (lines.size() == 0) {
        return text;
      }
      int i = lines.index(line);
      lines.insert(i, lines.text(i), lines.end(i).isEmpty() ? "\n" : lines.end(i));
      return lines.join();
    }
  }

  /** Exchanges two lines. */
  record SwapLines(int first, int second) implements Mutation {
    @Override
    public String apply(String text) {
      Lines lines = Lines.of(text);
      if (lines.size() < 2) {
        return text;
      }
      int a = lines.index(first);
      int b = lines.index(second);
      String t = lines.text(a);
      lines.setText(a, lines.text(b));
      lines.setText(b, t);
      return lines.join();
    }
  }

  /** Deletes one line. */
  record DeleteLine(int line) implements Mutation {
    @Override
    public String apply(String text) {
      Lines lines = Lines.of(text);
      if (lines.size() == 0) {
        return text;
      }
      lines.remove(lines.index(line));
      return lines.join();
    }
  }

  /** Shifts the rest of a line right (blanks inserted) or left (characters removed). */
  record ShiftLine(int line, int column, int by) implements Mutation {
    @Override
    public String apply(String text) {
      Lines lines = Lines.of(text);
      if (lines.size() == 0) {
        return text;
      }
      int i = lines.index(line);
      String s = lines.text(i);
      int at = Math.floorMod(column, s.length() + 1);
      int n = Math.floorMod(by, 7) - 3;
      String shifted =
          n >= 0
              ? s.substring(0, at) + " ".repeat(n + 1) + s.substring(at)
              : s.substring(0, at) + s.substring(Math.min(s.length(), at - n));
      lines.setText(i, shifted);
      return lines.join();
    }
  }

  /** Puts other points in columns 81-84 of a player line. */
  record WrongPoints(int player, int tenths) implements Mutation {
    @Override
    public String apply(String text) {
      Lines lines = Lines.of(text);
      int i = lines.playerLine(player);
      if (i < 0) {
        return text;
      }
      int t = Math.floorMod(tenths, 1000);
      String points = String.format(Locale.ROOT, "%4s", t / 10 + "." + t % 10);
      lines.setText(i, Lines.overwrite(lines.text(i), 80, points));
      return lines.join();
    }
  }

  /** Changes the opponent of one player in one round, on that line only. */
  record AsymmetricPairing(int player, int round, int opponent) implements Mutation {
    @Override
    public String apply(String text) {
      Lines lines = Lines.of(text);
      int i = lines.playerLine(player);
      if (i < 0) {
        return text;
      }
      int r = Math.floorMod(round, 12);
      String id = String.format(Locale.ROOT, "%4d", Math.floorMod(opponent, 30));
      lines.setText(i, Lines.overwrite(lines.text(i), 91 + 10 * r, id));
      return lines.join();
    }
  }

  /** Puts another code in the result column of one round of a player line. */
  record ResultCode(int player, int round, int code) implements Mutation {
    @Override
    public String apply(String text) {
      Lines lines = Lines.of(text);
      int i = lines.playerLine(player);
      if (i < 0) {
        return text;
      }
      int r = Math.floorMod(round, 12);
      String c = String.valueOf(RESULTS.charAt(Math.floorMod(code, RESULTS.length())));
      lines.setText(i, Lines.overwrite(lines.text(i), 98 + 10 * r, c));
      return lines.join();
    }
  }

  /** Replaces one run of digits of a line by a huge or odd number. */
  record HugeNumber(int line, int which, int number) implements Mutation {
    @Override
    public String apply(String text) {
      Lines lines = Lines.of(text);
      if (lines.size() == 0) {
        return text;
      }
      int i = lines.index(line);
      String s = lines.text(i);
      List<int[]> runs = new ArrayList<>();
      for (int c = 0; c < s.length(); ) {
        if (Character.isDigit(s.charAt(c))) {
          int start = c;
          while (c < s.length() && Character.isDigit(s.charAt(c))) {
            c++;
          }
          runs.add(new int[] {start, c});
        } else {
          c++;
        }
      }
      if (runs.isEmpty()) {
        return text;
      }
      int[] run = runs.get(Math.floorMod(which, runs.size()));
      String n = NUMBERS.get(Math.floorMod(number, NUMBERS.size()));
      lines.setText(i, s.substring(0, run[0]) + n + s.substring(run[1]));
      return lines.join();
    }
  }
}
