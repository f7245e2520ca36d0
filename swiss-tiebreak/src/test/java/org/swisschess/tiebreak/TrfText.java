package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;

/**
 * Builds small TRF texts for worked examples: one line per player, rounds written {@code 4w1}
 * (opponent 4, White, won), {@code 1b-} (forfeit lost against 1, Black), {@code H U F Z} byes and
 * {@code .} for an absence. Points (standard scoring) are worked out here.
 */
final class TrfText {

  private final List<String> lines = new ArrayList<>();
  private int winTenths = 10;
  private int drawTenths = 5;

  /** Scores a win {@code win} and a draw (and a half-point bye) {@code draw} tenths, with XXS. */
  TrfText scoring(int win, int draw) {
    winTenths = win;
    drawTenths = draw;
    String w = win / 10 + "." + win % 10;
    String d = draw / 10 + "." + draw % 10;
    lines.add(
        "XXS WW=" + w + " BW=" + w + " WD=" + d + " BD=" + d + " HPB=" + d + " FPB=" + w + " PAB="
            + w + " FW=" + w);
    return this;
  }

  TrfText header(String line) {
    lines.add(line);
    return this;
  }

  /** A player with pairing number {@code id}, rating {@code rating} (0 unrated) and its rounds. */
  TrfText player(int id, int rating, String... rounds) {
    int tenths = 0;
    StringBuilder blocks = new StringBuilder();
    for (String r : rounds) {
      String block;
      char result;
      if (r.length() == 1) {
        result = r.charAt(0);
        block = result == '.' ? "          " : String.format(Locale.ROOT, "  0000 - %c", result);
      } else {
        int opp = Integer.parseInt(r.substring(0, r.length() - 2));
        char colour = r.charAt(r.length() - 2);
        result = r.charAt(r.length() - 1);
        block = String.format(Locale.ROOT, "  %4d %c %c", opp, colour, result);
      }
      tenths +=
          switch (result) {
            case '1', '+', 'F', 'U', 'W' -> winTenths;
            case '=', 'H', 'D' -> drawTenths;
            default -> 0;
          };
      blocks.append(block);
    }
    String line =
        String.format(
                Locale.ROOT,
                "001 %4d %1s%3s %-33s %4s %-3s %11s %-10s %4s %4s",
                id,
                "",
                "",
                "Player " + id,
                rating == 0 ? "" : String.valueOf(rating),
                "",
                "",
                "",
                tenths / 10 + "." + tenths % 10,
                "")
            + blocks;
    lines.add(line.stripTrailing());
    return this;
  }

  String text() {
    return String.join("\n", lines) + "\n";
  }

  Tournament tournament() {
    try {
      return TrfReader.parse(text(), "test.trf").tournament();
    } catch (TrfException e) {
      throw new AssertionError(e.getMessage() + "\n" + text(), e);
    }
  }
}
