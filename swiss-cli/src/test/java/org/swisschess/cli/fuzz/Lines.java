package org.swisschess.cli.fuzz;

import java.util.ArrayList;
import java.util.List;

/** A text as lines, each with its own line end (CR, LF, CRLF, or none for the last), to edit. */
final class Lines {

  private final List<String> texts = new ArrayList<>();
  private final List<String> ends = new ArrayList<>();

  private Lines() {}

  static Lines of(String text) {
    Lines lines = new Lines();
    int start = 0;
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '\r' || c == '\n') {
        int end = c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n' ? i + 2 : i + 1;
        lines.texts.add(text.substring(start, i));
        lines.ends.add(text.substring(i, end));
        i = end;
        start = end;
      } else {
        i++;
      }
    }
    if (start < text.length()) {
      lines.texts.add(text.substring(start));
      lines.ends.add("");
    }
    return lines;
  }

  int size() {
    return texts.size();
  }

  int index(int any) {
    return Math.floorMod(any, texts.size());
  }

  String text(int i) {
    return texts.get(i);
  }

  String end(int i) {
    return ends.get(i);
  }

  void setText(int i, String text) {
    texts.set(i, text);
  }

  void setEnd(int i, String end) {
    ends.set(i, end);
  }

  void insert(int i, String text, String end) {
    texts.add(i, text);
    ends.add(i, end);
  }

  void remove(int i) {
    texts.remove(i);
    ends.remove(i);
  }

  /** Returns the index of the {@code any}-th player line (modulo their number), or -1 if none. */
  int playerLine(int any) {
    List<Integer> players = new ArrayList<>();
    for (int i = 0; i < texts.size(); i++) {
      if (texts.get(i).startsWith("001")) {
        players.add(i);
      }
    }
    return players.isEmpty() ? -1 : players.get(Math.floorMod(any, players.size()));
  }

  /** Writes {@code value} over {@code s} from index {@code at}, padding with blanks. */
  static String overwrite(String s, int at, String value) {
    StringBuilder sb = new StringBuilder(s);
    while (sb.length() < at + value.length()) {
      sb.append(' ');
    }
    sb.replace(at, at + value.length(), value);
    return sb.toString();
  }

  String join() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < texts.size(); i++) {
      sb.append(texts.get(i)).append(ends.get(i));
    }
    return sb.toString();
  }
}
