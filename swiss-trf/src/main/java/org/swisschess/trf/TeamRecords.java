package org.swisschess.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.swisschess.api.Points;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;
import org.swisschess.api.Tournament;

/**
 * The team records of a TRF text: {@code 310} (TRF-2026: team pairing number in columns 5-7, name
 * 9-40, players from column 74 every 5 columns, in board order) or, without any, TRF-16's {@code
 * 013} (name 5-36, players from column 37 every 5 columns, numbered in file order); and {@code
 * 362}, the match points of a team win, draw and loss ({@code TW}, {@code TD}, {@code TL}: symbol
 * in columns 5-6, points 7-10, then 14-15/16-19 and 23-24/25-28; default 2, 1, 0).
 */
final class TeamRecords {

  private TeamRecords() {}

  /** Reads the teams of the lines; each player at most once, each team number once. */
  static List<Team> teams(String source, List<TrfDocument.DocLine> lines, Tournament t)
      throws TrfException {
    boolean has310 = lines.stream().anyMatch(l -> is(l, "310"));
    String code = has310 ? "310" : "013";
    Map<Integer, Team> teams = new TreeMap<>();
    Map<Integer, Integer> teamOfPlayer = new HashMap<>();
    int count = 0;
    for (int i = 0; i < lines.size(); i++) {
      if (!is(lines.get(i), code)) {
        continue;
      }
      SourceLine line = new SourceLine(source, i + 1, lines.get(i).text());
      count++;
      int number;
      String name;
      int first;
      if (has310) {
        number = Fields.number(line, 5, 7, 1, 999, "a team pairing number");
        name = Fields.blankTrimmed(line.field(9, 40));
        first = 74;
      } else {
        number = count;
        name = Fields.blankTrimmed(line.field(5, 36));
        first = 37;
      }
      List<Integer> members = new ArrayList<>();
      for (int c = first; c <= line.length(); c += 5) {
        String cell = Fields.blankTrimmed(line.field(c, c + 3));
        if (cell.isEmpty() || cell.equals("0000")) {
          continue;
        }
        int id = Fields.number(line, c, c + 3, 1, 9999, "a player's pairing number");
        if (t.findPlayer(id).isEmpty()) {
          throw line.error(c, "a player of the file (001)", SourceLine.quote(cell));
        }
        Integer before = teamOfPlayer.put(id, number);
        if (before != null) {
          throw line.error(c, "a player not already in team " + before, SourceLine.quote(cell));
        }
        members.add(id);
      }
      if (members.isEmpty()) {
        throw line.error(first, "the team's players", "none");
      }
      if (teams.put(number, new Team(number, name, members)) != null) {
        throw line.error(5, "a team pairing number not used before", String.valueOf(number));
      }
    }
    List<Team> out = List.copyOf(teams.values());
    requireTeamGames(source, lines, t, out, teamOfPlayer);
    return out;
  }

  /**
   * Refuses a game the team records cannot place: a team member who meets a player in no team.
   * Located at the round entry on the line of the player in no team.
   */
  private static void requireTeamGames(
      String source,
      List<TrfDocument.DocLine> lines,
      Tournament t,
      List<Team> teams,
      Map<Integer, Integer> teamOfPlayer)
      throws TrfException {
    if (teams.isEmpty()) {
      return;
    }
    Map<Integer, Integer> lineOfPlayer = new HashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).kind() == LineKind.PLAYER) {
        lineOfPlayer.putIfAbsent(lines.get(i).playerId(), i);
      }
    }
    int rounds = t.completedRounds();
    for (Team team : teams) {
      for (int r = 1; r <= rounds; r++) {
        for (int id : team.members()) {
          RoundEntry e = t.player(id).round(r);
          if (!e.hasOpponent()) {
            continue;
          }
          Integer other = teamOfPlayer.get(e.opponent());
          if (other == null) {
            throw entryError(
                source,
                lines,
                lineOfPlayer,
                e.opponent(),
                r,
                "player "
                    + e.opponent()
                    + " in a team (record "
                    + (lines.stream().anyMatch(l -> is(l, "310")) ? "310" : "013")
                    + "), as its opponent in round "
                    + r
                    + ", player "
                    + id
                    + ", is in team "
                    + team.number(),
                "player " + e.opponent() + " in no team");
          }
        }
      }
    }
  }

  private static TrfException entryError(
      String source,
      List<TrfDocument.DocLine> lines,
      Map<Integer, Integer> lineOfPlayer,
      int player,
      int round,
      String expected,
      String found) {
    Integer index = lineOfPlayer.get(player);
    if (index == null) {
      return new TrfException(source, 0, 0, expected, found);
    }
    return new SourceLine(source, index + 1, lines.get(index).text())
        .error(PlayerLine.blockColumn(round), expected, found);
  }

  /** Reads the {@code 362} match points, if the file has that record. */
  static Optional<ScoringSystem> matchPoints(String source, List<TrfDocument.DocLine> lines)
      throws TrfException {
    for (int i = 0; i < lines.size(); i++) {
      if (!is(lines.get(i), "362")) {
        continue;
      }
      SourceLine line = new SourceLine(source, i + 1, lines.get(i).text());
      Points win = Points.parse("2.0");
      Points draw = Points.ONE;
      Points loss = Points.ZERO;
      int winColumn = 0;
      int drawColumn = 0;
      int lossColumn = 0;
      for (int c = 5; c <= line.length(); c += 9) {
        String symbol = line.field(c, c + 1);
        if (symbol.isBlank()) {
          continue;
        }
        Points p = Fields.points(line, c + 2, c + 5, "match points");
        if (p.tenths() < 0) {
          throw line.error(
              c + 2,
              "match points of at least 0.0 (no match result is worth less than nothing)",
              SourceLine.quote(Fields.blankTrimmed(line.field(c + 2, c + 8))));
        }
        switch (symbol) {
          case "TW" -> {
            win = p;
            winColumn = c + 2;
          }
          case "TD" -> {
            draw = p;
            drawColumn = c + 2;
          }
          case "TL" -> {
            loss = p;
            lossColumn = c + 2;
          }
          default ->
              throw line.error(c, "TW, TD or TL (team win, draw, loss)", SourceLine.quote(symbol));
        }
      }
      // A match won is worth more than one lost, a drawn one neither less than a loss nor more
      // than a win (the same order as 162's game points); located at the value given last.
      if (win.compareTo(loss) <= 0) {
        throw line.error(
            Math.max(Math.max(winColumn, lossColumn), 5),
            "a team win (TW) worth more than a team loss (TL " + loss + ")",
            "TW " + win);
      }
      if (draw.compareTo(loss) < 0 || draw.compareTo(win) > 0) {
        throw line.error(
            Math.max(Math.max(drawColumn, Math.max(winColumn, lossColumn)), 5),
            "a team draw (TD) worth at least a team loss (TL "
                + loss
                + ") and at most a team win (TW "
                + win
                + ")",
            "TD " + draw);
      }
      return Optional.of(ScoringSystem.of(win, draw, loss));
    }
    return Optional.empty();
  }

  /**
   * Reads the {@code 320} record, the team PAB: PAB match points in columns 5-8, game points 10-13,
   * then the PAB team of round 1 in 15-17, round 2 in 19-21, ... ({@code 000} or blank: none).
   */
  static Map<Integer, Integer> pairingAllocatedByes(
      String source, List<TrfDocument.DocLine> lines, List<Team> teams) throws TrfException {
    Map<Integer, Integer> byes = new TreeMap<>();
    boolean seen = false;
    for (int i = 0; i < lines.size(); i++) {
      if (!is(lines.get(i), "320")) {
        continue;
      }
      SourceLine line = new SourceLine(source, i + 1, lines.get(i).text());
      if (seen) {
        throw line.error(1, "one 320 record per tournament", "a second one");
      }
      seen = true;
      for (int c = 15, round = 1; c <= line.length(); c += 4, round++) {
        String cell = Fields.blankTrimmed(line.field(c, c + 2));
        if (cell.isEmpty() || cell.chars().allMatch(ch -> ch == '0')) {
          continue;
        }
        int team = Fields.number(line, c, c + 2, 1, 999, "a team pairing number");
        if (teams.stream().noneMatch(t -> t.number() == team)) {
          throw line.error(c, "a team of the file (310/013)", SourceLine.quote(cell));
        }
        byes.put(round, team);
      }
    }
    return byes;
  }

  /** Reads the {@code 352} board colour sequence (W and B from column 5), if the file has one. */
  static Optional<String> boardColours(String source, List<TrfDocument.DocLine> lines)
      throws TrfException {
    for (int i = 0; i < lines.size(); i++) {
      if (!is(lines.get(i), "352")) {
        continue;
      }
      SourceLine line = new SourceLine(source, i + 1, lines.get(i).text());
      String seq = Fields.blankTrimmed(line.field(5, Math.max(5, line.length())));
      seq = seq.toUpperCase(java.util.Locale.ROOT);
      for (int c = 0; c < seq.length(); c++) {
        if (seq.charAt(c) != 'W' && seq.charAt(c) != 'B') {
          throw line.error(
              5 + c, "W or B (a board's colour)", SourceLine.quote(seq.substring(c, c + 1)));
        }
      }
      return Optional.of(seq);
    }
    return Optional.empty();
  }

  private static boolean is(TrfDocument.DocLine l, String code) {
    return l.kind() == LineKind.OTHER && l.text().startsWith(code);
  }
}
