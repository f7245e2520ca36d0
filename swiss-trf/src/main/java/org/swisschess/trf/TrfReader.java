package org.swisschess.trf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/** TEMP stand-in: just enough of TRF-16 for the CLI (001 lines, XXR, XXC, XXZ, 092/192). */
public final class TrfReader {
  private TrfReader() {}

  /**
   * @param file the file
   * @return the document
   * @throws TrfException if unreadable
   */
  public static TrfDocument read(Path file) throws TrfException {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new TrfException(file.toString(), 0, 0, "a readable file", e.toString());
    }
    return parse(text, file.toString());
  }

  /**
   * @param text the content
   * @param sourceName the name for messages
   * @return the document
   * @throws TrfException if malformed
   */
  public static TrfDocument parse(String text, String sourceName) throws TrfException {
    String[] lines = text.split("\r\n|\r|\n");
    record Row(int line, int id, String name, int rating, List<RoundEntry> rounds) {}
    List<Row> rows = new ArrayList<>();
    int planned = 0;
    Colour initial = null;
    String type = null;
    Set<Integer> xxz = new HashSet<>();
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i];
      int n = i + 1;
      if (l.startsWith("001")) {
        int id = number(l, 5, 8, sourceName, n, "a pairing number");
        String name = cut(l, 15, 47).strip();
        String r = cut(l, 49, 52).strip();
        int rating = r.isEmpty() ? 0 : number(l, 49, 52, sourceName, n, "a rating");
        List<RoundEntry> rounds = new ArrayList<>();
        for (int start = 92; start <= l.length(); start += 10) {
          final int c = start;
          String opp = cut(l, c, c + 3).strip();
          int o = opp.isEmpty() ? 0 : number(l, c, c + 3, sourceName, n, "an opponent");
          char col = at(l, c + 5);
          char res = at(l, c + 7);
          Colour colour = switch (col) {
            case 'w', 'W' -> Colour.WHITE;
            case 'b', 'B' -> Colour.BLACK;
            case '-', ' ' -> Colour.NONE;
            default -> throw new TrfException(sourceName, n, c + 5, "a colour w, b or -", "'" + col + "'");
          };
          ResultKind kind = ResultKind.ofCode(res).orElseThrow(
              () -> new TrfException(sourceName, n, c + 7, "a result code", "'" + res + "'"));
          if (kind == ResultKind.ABSENT && o != 0) {
            kind = ResultKind.FORFEIT_LOSS;
          }
          try {
            rounds.add(new RoundEntry(o, colour, kind));
          } catch (IllegalArgumentException e) {
            throw new TrfException(sourceName, n, c, "a consistent round entry", e.getMessage());
          }
        }
        rows.add(new Row(n, id, name, rating, rounds));
      } else if (l.startsWith("XXR")) {
        planned = number(l, 5, l.length(), sourceName, n, "a number of rounds");
      } else if (l.startsWith("XXC")) {
        String v = l.substring(3).toLowerCase(Locale.ROOT);
        initial = v.contains("black1") ? Colour.BLACK : v.contains("white1") ? Colour.WHITE : initial;
      } else if (l.startsWith("XXZ")) {
        for (String s : l.substring(3).strip().split("\\s+")) {
          if (!s.isEmpty()) {
            xxz.add(Integer.parseInt(s));
          }
        }
      } else if (l.startsWith("092") || l.startsWith("192")) {
        type = l.substring(3).strip();
      }
    }
    int columns = rows.stream().mapToInt(r -> r.rounds().size()).max().orElse(0);
    boolean lastIsPreset = columns > 0;
    for (Row r : rows) {
      if (r.rounds().size() == columns && r.rounds().get(columns - 1).hasOpponent()
          || r.rounds().size() == columns && r.rounds().get(columns - 1).result() == ResultKind.PAIRING_ALLOCATED_BYE) {
        lastIsPreset = false;
      }
    }
    int completed = lastIsPreset ? columns - 1 : columns;
    Map<Integer, RoundEntry> preset = new HashMap<>();
    List<Player> players = new ArrayList<>();
    for (Row r : rows) {
      List<RoundEntry> rounds = new ArrayList<>(r.rounds());
      while (rounds.size() < columns) {
        rounds.add(RoundEntry.ABSENT);
      }
      if (lastIsPreset) {
        RoundEntry e = rounds.remove(columns - 1);
        if (e.result() != ResultKind.ABSENT) {
          preset.put(r.id(), e);
        }
      }
      players.add(new Player(r.id(), r.name(), "", "", r.rating(), "", "", "", 0, rounds));
    }
    if (initial == null) {
      initial = Colour.WHITE;
      for (Player p : players) {
        if (completed > 0 && p.round(1).isPlayedGame() && p.pairingNumber() < p.round(1).opponent()) {
          Colour c = p.round(1).colour();
          initial = p.pairingNumber() % 2 == 1 ? c : c.opposite();
          break;
        }
      }
    }
    Tournament t;
    try {
      t = new Tournament("", players, completed, Math.max(planned, completed), initial, ScoringSystem.STANDARD,
          List.of(), List.of());
    } catch (IllegalArgumentException e) {
      throw new TrfException(sourceName, 0, 0, "a consistent tournament", e.getMessage());
    }
    Set<Integer> absent = new HashSet<>(xxz);
    absent.addAll(preset.keySet());
    return new TrfDocument(sourceName, t, preset, absent, type);
  }

  private static String cut(String l, int from, int to) {
    if (from > l.length()) {
      return "";
    }
    return l.substring(from - 1, Math.min(to, l.length()));
  }

  private static char at(String l, int col) {
    return col <= l.length() ? l.charAt(col - 1) : ' ';
  }

  private static int number(String l, int from, int to, String source, int line, String what) throws TrfException {
    String s = cut(l, from, to).strip();
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      throw new TrfException(source, line, from, what, "'" + s + "'");
    }
  }
}
