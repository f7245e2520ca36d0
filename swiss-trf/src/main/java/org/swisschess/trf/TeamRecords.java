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
import org.swisschess.api.TeamEvent;
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
    requireTeamGames(source, lines, t, out, teamOfPlayer, false);
    return out;
  }

  /**
   * Refuses rounds that make no matches: two players of one team meeting, or a team whose boards
   * meet two teams in one round. Located at the round entry of the board that breaks the match.
   */
  static void requireMatches(
      String source, List<TrfDocument.DocLine> lines, Tournament t, List<Team> teams)
      throws TrfException {
    Map<Integer, Integer> teamOfPlayer = new HashMap<>();
    for (Team team : teams) {
      for (int id : team.members()) {
        teamOfPlayer.put(id, team.number());
      }
    }
    requireTeamGames(source, lines, t, teams, teamOfPlayer, true);
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
      Map<Integer, Integer> teamOfPlayer,
      boolean matches)
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
      Map<Integer, Integer> opponentTeam = new HashMap<>();
      for (int r = 1; r <= rounds; r++) {
        for (int id : team.members()) {
          RoundEntry e = t.player(id).round(r);
          if (!e.hasOpponent()) {
            continue;
          }
          Integer other = teamOfPlayer.get(e.opponent());
          if (matches && other != null && other == team.number()) {
            throw entryError(
                source,
                lines,
                lineOfPlayer,
                id,
                r,
                "an opponent of another team than team " + team.number() + " in round " + r,
                "player " + e.opponent() + " of the same team");
          }
          if (matches && other != null) {
            Integer before = opponentTeam.putIfAbsent(r, other);
            if (before != null && !before.equals(other)) {
              throw entryError(
                  source,
                  lines,
                  lineOfPlayer,
                  id,
                  r,
                  "a player of team "
                      + before
                      + ", whom team "
                      + team.number()
                      + " meets in round "
                      + r
                      + " (one match a round)",
                  "player " + e.opponent() + " of team " + other);
            }
          }
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

  /**
   * Reads the PAB value the file states: record {@code 320}'s match points (columns 5-8) and game
   * points (10-13), or else a {@code 162 P} value, the game points of each board.
   */
  static Optional<TeamEvent.PabValue> pabValue(
      String source, List<TrfDocument.DocLine> lines, Tournament t) throws TrfException {
    for (int i = 0; i < lines.size(); i++) {
      if (!is(lines.get(i), "320")) {
        continue;
      }
      SourceLine line = new SourceLine(source, i + 1, lines.get(i).text());
      boolean mpBlank = line.field(5, 8).isBlank();
      boolean gpBlank = line.field(10, 13).isBlank();
      if (mpBlank && gpBlank) {
        break; // no value stated here: a 162 P, or a drawn match's
      }
      if (mpBlank || gpBlank) {
        int at = mpBlank ? 5 : 10;
        throw line.error(
            at,
            "both the PAB's match points (columns 5-8) and game points (10-13), or neither",
            "a blank field");
      }
      Points mp = Fields.points(line, 5, 8, "the PAB's match points");
      Points gp = Fields.points(line, 10, 13, "the PAB's game points");
      if (mp.tenths() < 0 || gp.tenths() < 0) {
        throw line.error(
            mp.tenths() < 0 ? 5 : 10,
            "PAB points of at least 0.0",
            SourceLine.quote(Fields.blankTrimmed(line.field(mp.tenths() < 0 ? 5 : 10, 13))));
      }
      return Optional.of(TeamEvent.PabValue.ofMatch(mp, gp));
    }
    for (TrfDocument.DocLine l : lines) {
      if (l.kind() == LineKind.SCORING && l.text().startsWith("162") && statesPab(l.text())) {
        return Optional.of(TeamEvent.PabValue.perBoard(t.scoring().pairingAllocatedBye()));
      }
    }
    return Optional.empty();
  }

  /** Whether a {@code 162} line, already read by the header, gives a value to {@code P}. */
  private static boolean statesPab(String text) {
    String[] tokens = text.substring(Math.min(3, text.length())).strip().split(" +");
    for (String token : tokens) {
      if (!token.isEmpty() && Character.toUpperCase(token.charAt(0)) == 'P') {
        return true;
      }
    }
    return false;
  }

  /**
   * Reads the {@code 330} records, the forfeited matches: type {@code +-}, {@code -+} or {@code --}
   * in columns 5-6, round 8-10, White team 12-14, Black team 16-18. Each is checked against the
   * games of the round: no board of it played, no team meeting a third one, the boards' points
   * agreeing with the winner it names (located at the record's type).
   */
  static List<TeamEvent.ForfeitedMatch> forfeitedMatches(
      String source, List<TrfDocument.DocLine> lines, List<Team> teams, Tournament t)
      throws TrfException {
    List<TeamEvent.ForfeitedMatch> out = new ArrayList<>();
    Map<String, Integer> seen = new HashMap<>();
    Map<Integer, Team> byNumber = new HashMap<>();
    for (Team team : teams) {
      byNumber.put(team.number(), team);
    }
    for (int i = 0; i < lines.size(); i++) {
      if (!is(lines.get(i), "330")) {
        continue;
      }
      SourceLine line = new SourceLine(source, i + 1, lines.get(i).text());
      String type = line.field(5, 6);
      Optional<TeamEvent.ForfeitedMatch.Outcome> outcome =
          TeamEvent.ForfeitedMatch.Outcome.ofCode(type);
      if (outcome.isEmpty()) {
        throw line.error(
            5,
            "a forfeit type +- (White won), -+ (Black won) or -- (neither came)",
            SourceLine.quote(type));
      }
      int round = Fields.number(line, 8, 10, 1, 999, "a round");
      int white = Fields.number(line, 12, 14, 1, 999, "a team pairing number");
      int black = Fields.number(line, 16, 18, 1, 999, "a team pairing number");
      Team w = byNumber.get(white);
      Team b = byNumber.get(black);
      if (w == null || b == null) {
        int at = w == null ? 12 : 16;
        throw line.error(
            at,
            "a team of the file (310/013)",
            SourceLine.quote(Fields.blankTrimmed(line.field(at, at + 2))));
      }
      if (white == black) {
        throw line.error(16, "a team other than the White team " + white, String.valueOf(black));
      }
      for (int team : new int[] {white, black}) {
        Integer before = seen.put(round + ":" + team, i + 1);
        if (before != null) {
          throw line.error(
              team == white ? 12 : 16,
              "team "
                  + team
                  + " in one forfeited match of round "
                  + round
                  + " (line "
                  + before
                  + " has one)",
              "a second one");
        }
      }
      if (round <= t.completedRounds()) {
        requireForfeited(line, t, w, b, round, outcome.get());
      }
      out.add(new TeamEvent.ForfeitedMatch(round, white, black, outcome.get()));
    }
    return out;
  }

  /** Refuses a 330 record that the round's board games contradict. */
  private static void requireForfeited(
      SourceLine line,
      Tournament t,
      Team white,
      Team black,
      int round,
      TeamEvent.ForfeitedMatch.Outcome outcome)
      throws TrfException {
    int[] points = new int[2];
    Team[] sides = {white, black};
    for (int s = 0; s < 2; s++) {
      Team other = sides[1 - s];
      for (int id : sides[s].members()) {
        RoundEntry e = t.player(id).round(round);
        if (e.isPlayedGame()) {
          throw line.error(
              5,
              "a match of which no board was played (record 330), as player "
                  + id
                  + " of team "
                  + sides[s].number()
                  + " played in round "
                  + round,
              SourceLine.quote(outcome.code()));
        }
        if (e.hasOpponent() && other.board(e.opponent()) == 0) {
          throw line.error(
              s == 0 ? 12 : 16,
              "the teams of player "
                  + id
                  + "'s forfeited game in round "
                  + round
                  + " (player "
                  + e.opponent()
                  + " is not in team "
                  + other.number()
                  + ")",
              String.valueOf(sides[s].number()));
        }
        points[s] += t.scoring().points(e).tenths();
      }
    }
    int stated =
        switch (outcome) {
          case WHITE_WINS -> 1;
          case BLACK_WINS -> -1;
          case DOUBLE_FORFEIT -> 0;
        };
    int boards =
        points[0] > points[1]
            ? 1
            : points[0] < points[1] ? -1 : points[0] == 0 ? 0 : Integer.MIN_VALUE;
    if (boards != stated) {
      throw line.error(
          5,
          "the type the boards' results give ("
              + Points.ofTenths(points[0])
              + " to "
              + Points.ofTenths(points[1])
              + " for team "
              + white.number()
              + " against team "
              + black.number()
              + " in round "
              + round
              + ")",
          SourceLine.quote(outcome.code()));
    }
  }

  /**
   * Reads the {@code 300} records, the line-ups (TRF-2026: round 5-7, team 9-11, scheduled opponent
   * 13-15, the players on boards 1, 2, ... at 17-20, 22-25, ..., {@code 0000} an empty board), and
   * holds each against the line-up the round's games give, the team's players engaged in the round
   * in their {@code 310} order ({@link org.swisschess.api.TeamRound#lineUp()}): the board order the
   * pairing (C.04.6 1.6.1, a team's colour is its board 1's) and the standings read. A line-up that
   * agrees, empty boards at the end allowed, is read; one that does not, is refused where it
   * differs, since nothing downstream can take another board order: never ignored.
   */
  static void requireLineUps(String source, List<TrfDocument.DocLine> lines, TeamEvent event)
      throws TrfException {
    if (lines.stream().noneMatch(l -> is(l, "300"))) {
      return;
    }
    int completed = event.tournament().completedRounds();
    org.swisschess.api.TeamRounds rounds = event.rounds(completed);
    Map<String, Integer> seen = new HashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      if (!is(lines.get(i), "300")) {
        continue;
      }
      SourceLine line = new SourceLine(source, i + 1, lines.get(i).text());
      int round = Fields.number(line, 5, 7, 1, 999, "a round");
      if (round > completed) {
        throw line.error(
            5,
            "a completed round, 1 to "
                + completed
                + " (a line-up is read for a round whose games the file holds)",
            String.valueOf(round));
      }
      int number = Fields.number(line, 9, 11, 1, 999, "a team pairing number");
      Optional<Team> team = event.team(number);
      if (team.isEmpty()) {
        throw line.error(
            9, "a team of the file (310/013)", SourceLine.quote(line.field(9, 11).strip()));
      }
      Integer before = seen.put(round + ":" + number, i + 1);
      if (before != null) {
        throw line.error(
            9,
            "one line-up of team "
                + number
                + " in round "
                + round
                + " (line "
                + before
                + " has one)",
            "a second one");
      }
      org.swisschess.api.TeamRound played = rounds.of(number).get(round - 1);
      int opponent = Fields.number(line, 13, 15, 0, 999, "a team pairing number, 000 for none");
      if (opponent != played.opponent()) {
        throw line.error(
            13,
            "team "
                + number
                + "'s opponent in round "
                + round
                + " as the games give it ("
                + (played.opponent() == 0 ? "none, 000" : "team " + played.opponent())
                + ")",
            String.valueOf(opponent));
      }
      List<Integer> onBoard = new ArrayList<>();
      List<Integer> columns = new ArrayList<>();
      for (int c = 17; c <= line.length(); c += 5) {
        String field = line.field(c, c + 3);
        if (field.isBlank()) {
          break;
        }
        onBoard.add(Fields.number(line, c, c + 3, 0, 9999, "a player's pairing number or 0000"));
        columns.add(c);
      }
      int last = onBoard.size();
      while (last > 0 && onBoard.get(last - 1) == 0) {
        last--;
      }
      List<Integer> expected = played.lineUp();
      for (int b = 0; b < Math.max(last, expected.size()); b++) {
        int found = b < last ? onBoard.get(b) : 0;
        int wanted = b < expected.size() ? expected.get(b) : 0;
        if (found == wanted) {
          continue;
        }
        int column = b < columns.size() ? columns.get(b) : 17 + 5 * b;
        if (found != 0 && team.get().board(found) == 0) {
          throw line.error(
              column,
              "a member of team " + number + " (record 310) or 0000",
              String.valueOf(found));
        }
        throw line.error(
            column,
            (wanted == 0 ? "an empty board (0000)" : "player " + wanted)
                + " on board "
                + (b + 1)
                + ": team-2026 and the standings take the board order from record 310 (the"
                + " team's players engaged in the round, in that order) and read no line-up out of"
                + " that order",
            found == 0 ? "0000" : String.valueOf(found));
      }
    }
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
