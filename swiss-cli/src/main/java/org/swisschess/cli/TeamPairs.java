package org.swisschess.cli;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.swisschess.api.Board;
import org.swisschess.api.Pairing;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamRound;
import org.swisschess.api.TeamRounds;

/**
 * A pairing of teams as {@code swiss pair} writes it: {@code pairs} (the number of matches, then
 * {@code white black} per match, the team with White on board 1 first, the PAB team as {@code N
 * 0}), or {@code text} (each match with its boards, the players in the team's board order and the
 * board colour sequence of record 352, WBWB... without one).
 */
final class TeamPairs {

  private TeamPairs() {}

  static String pairs(Pairing pairing) {
    StringBuilder sb = new StringBuilder();
    int count = pairing.boards().size() + (pairing.pairingAllocatedBye().isPresent() ? 1 : 0);
    sb.append(count).append('\n');
    for (Board b : pairing.boards()) {
      sb.append(b.white()).append(' ').append(b.black()).append('\n');
    }
    pairing.pairingAllocatedBye().ifPresent(t -> sb.append(t).append(" 0\n"));
    return sb.toString();
  }

  static String text(TeamEvent event, Pairing pairing, Set<Integer> absent) {
    TeamRounds done = event.rounds(event.tournament().completedRounds());
    int boards = done.boards();
    if (event.tournament().completedRounds() == 0) {
      boards = event.teams().stream().mapToInt(t -> t.members().size()).min().orElse(1);
    }
    if (!event.boardColours().isEmpty()) {
      boards = event.boardColours().length();
    }
    Map<Integer, String> scores = new TreeMap<>();
    for (Team t : event.teams()) {
      int mp = 0;
      int gp = 0;
      for (TeamRound r : done.of(t.number())) {
        mp += r.matchPoints().tenths();
        gp += r.gamePoints().tenths();
      }
      scores.put(t.number(), String.format(Locale.ROOT, "%s MP, %s GP", tenths(mp), tenths(gp)));
    }
    StringBuilder sb = new StringBuilder();
    sb.append("Round ").append(pairing.round()).append('\n');
    int match = 0;
    for (Board b : pairing.boards()) {
      Team w = event.team(b.white()).orElseThrow();
      Team k = event.team(b.black()).orElseThrow();
      sb.append(
          String.format(
              Locale.ROOT,
              "Match %d: %d %s (%s) - %d %s (%s)%n",
              ++match,
              w.number(),
              w.name(),
              scores.get(w.number()),
              k.number(),
              k.name(),
              scores.get(k.number())));
      for (int i = 0; i < boards; i++) {
        boolean whiteTeamHasWhite =
            event.boardColours().isEmpty() ? i % 2 == 0 : event.boardColours().charAt(i) == 'W';
        String a = player(event, w, i);
        String c = player(event, k, i);
        sb.append(
            String.format(
                Locale.ROOT,
                "  board %d: %s - %s%n",
                i + 1,
                whiteTeamHasWhite ? a : c,
                whiteTeamHasWhite ? c : a));
      }
    }
    pairing
        .pairingAllocatedBye()
        .ifPresent(
            t ->
                sb.append("PAB: ")
                    .append(t)
                    .append(' ')
                    .append(event.team(t).orElseThrow().name())
                    .append('\n'));
    if (!absent.isEmpty()) {
      sb.append("Not paired: ").append(List.copyOf(absent)).append('\n');
    }
    return sb.toString();
  }

  /** The search caps that shaped the pairing, as the text format of players shows them. */
  static String searchLimits(Pairing pairing) {
    if (pairing.searchLimits().isEmpty()) {
      return "";
    }
    StringBuilder sb = new StringBuilder("\nSearch limits:\n");
    pairing.searchLimits().forEach(l -> sb.append("  ").append(l.toText()).append('\n'));
    return sb.toString();
  }

  private static String player(TeamEvent event, Team team, int board) {
    if (board >= team.members().size()) {
      return "(empty board)";
    }
    int id = team.members().get(board);
    return id + " " + event.tournament().player(id).name();
  }

  private static String tenths(int t) {
    return t % 10 == 0 ? Integer.toString(t / 10) : (t / 10) + "." + (t % 10);
  }
}
