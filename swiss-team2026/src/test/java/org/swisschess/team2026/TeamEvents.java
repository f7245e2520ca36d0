package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;

/**
 * Team events for tests: teams of {@code boards} players (team t's board b is player (t-1)*boards +
 * b), board colours WBWB (board 1 the team's colour), rounds played from a pairing and board
 * results.
 */
final class TeamEvents {

  private TeamEvents() {}

  static TeamEvent start(int teams, int boards, int rounds, TeamEvent.ColourPreferenceType type) {
    List<Player> players = new ArrayList<>();
    List<Team> list = new ArrayList<>();
    for (int t = 1; t <= teams; t++) {
      List<Integer> members = new ArrayList<>();
      for (int b = 1; b <= boards; b++) {
        int id = (t - 1) * boards + b;
        players.add(new Player(id, "P" + id, "", "", 0, "", "", "", 0, List.of()));
        members.add(id);
      }
      list.add(new Team(t, "T" + t, members));
    }
    return new TeamEvent(
        Tournament.start(rounds, players),
        list,
        TeamEvent.DEFAULT_MATCH_POINTS,
        TeamEvent.PrimaryScore.MATCH,
        true,
        type,
        "",
        Map.of());
  }

  /**
   * Plays a round: for each match (by its White team) the board results from the White team's side,
   * one of {@code 1 = 0} per board, or {@code +} / {@code -} for a match the White team won or lost
   * by forfeit; a match not in the map is drawn on every board.
   */
  static TeamEvent play(TeamEvent event, Pairing pairing, Map<Integer, String> results) {
    Map<Integer, RoundEntry> entries = new HashMap<>();
    int boards = event.teams().get(0).members().size();
    for (Board match : pairing.boards()) {
      Team white = event.team(match.white()).orElseThrow();
      Team black = event.team(match.black()).orElseThrow();
      String r = results.getOrDefault(match.white(), "=".repeat(boards));
      for (int b = 0; b < boards; b++) {
        int w = white.members().get(b);
        int k = black.members().get(b);
        Colour wc = b % 2 == 0 ? Colour.WHITE : Colour.BLACK;
        if (r.equals("+") || r.equals("-")) {
          boolean won = r.equals("+");
          entries.put(
              w, new RoundEntry(k, wc, won ? ResultKind.FORFEIT_WIN : ResultKind.FORFEIT_LOSS));
          entries.put(
              k,
              new RoundEntry(
                  w, wc.opposite(), won ? ResultKind.FORFEIT_LOSS : ResultKind.FORFEIT_WIN));
          continue;
        }
        char c = r.charAt(b);
        ResultKind own = c == '1' ? ResultKind.WIN : c == '0' ? ResultKind.LOSS : ResultKind.DRAW;
        ResultKind their = c == '1' ? ResultKind.LOSS : c == '0' ? ResultKind.WIN : ResultKind.DRAW;
        entries.put(w, new RoundEntry(k, wc, own));
        entries.put(k, new RoundEntry(w, wc.opposite(), their));
      }
    }
    return event.withTournament(
        event.tournament().withRound(entries), pairing.pairingAllocatedBye().orElse(0));
  }
}
