package org.swisschess.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamRound;
import org.swisschess.api.TeamRounds;

/**
 * The team records of a TRF-2026 file written from a team event (trf-2026.md §7): {@code 082},
 * {@code 352}, {@code 362}, {@code 320}, {@code 330} before the player lines, {@code 310} after
 * them, at the columns of TRF-2026's tables.
 */
final class TeamTrfFormat {

  private TeamTrfFormat() {}

  /** {@code 352}, {@code 362}, {@code 320} and {@code 330}. */
  static List<String> headerRecords(TeamEvent event) {
    List<String> out = new ArrayList<>();
    if (!event.boardColours().isEmpty()) {
      out.add("352 " + event.boardColours());
    }
    ScoringSystem mp = event.matchPoints();
    out.add(
        "362 TW"
            + PlayerLineFormat.points(mp.win())
            + "   TD"
            + PlayerLineFormat.points(mp.whiteDraw())
            + "   TL"
            + PlayerLineFormat.points(mp.loss()));
    int completed = event.tournament().completedRounds();
    int boards =
        event.boardColours().isEmpty()
            ? event.rounds(completed).boards()
            : event.boardColours().length();
    TeamEvent.PabValue value =
        event
            .pabValue()
            .orElse(
                TeamEvent.PabValue.ofMatch(
                    mp.whiteDraw(),
                    Points.ofTenths(event.tournament().scoring().whiteDraw().tenths() * boards)));
    StringBuilder pab =
        new StringBuilder("320 ")
            .append(PlayerLineFormat.points(value.matchPoints(mp)))
            .append(' ')
            .append(PlayerLineFormat.points(value.gamePoints(boards)));
    for (int r = 1; r <= completed; r++) {
      pab.append(
          String.format(Locale.ROOT, " %3d", event.pairingAllocatedByes().getOrDefault(r, 0)));
    }
    out.add(pab.toString());
    for (TeamEvent.ForfeitedMatch f : event.forfeitedMatches()) {
      out.add(
          String.format(
              Locale.ROOT,
              "330 %s %3d %3d %3d",
              f.outcome().code(),
              f.round(),
              f.white(),
              f.black()));
    }
    return out;
  }

  /**
   * {@code 310}: TPN 5-7, name 9-40, nickname 42-46 (blank), strength factor 48-53 (the average
   * rating of the players on the boards, in team order), match points 55-60, game points 62-67,
   * rank 69-71 (by the primary score, then the other one, ties sharing a rank), members from 74
   * every 5 columns.
   */
  static List<String> teamRecords(TeamEvent event) {
    int completed = event.tournament().completedRounds();
    TeamRounds rounds = event.rounds(completed);
    int boards = event.boardColours().isEmpty() ? rounds.boards() : event.boardColours().length();
    Map<Integer, int[]> totals = new TreeMap<>();
    for (Team t : event.teams()) {
      int mp = 0;
      int gp = 0;
      for (TeamRound r : rounds.of(t.number())) {
        mp += r.matchPoints().tenths();
        gp += r.gamePoints().tenths();
      }
      boolean matchFirst = event.primary() == TeamEvent.PrimaryScore.MATCH;
      totals.put(t.number(), new int[] {mp, gp, matchFirst ? mp : gp, matchFirst ? gp : mp});
    }
    List<Team> order = new ArrayList<>(event.teams());
    order.sort(
        Comparator.<Team>comparingInt(t -> -get(totals, t.number())[2])
            .thenComparingInt(t -> -get(totals, t.number())[3])
            .thenComparingInt(Team::number));
    Map<Integer, Integer> rank = new TreeMap<>();
    for (int i = 0; i < order.size(); i++) {
      int[] mine = get(totals, order.get(i).number());
      if (i > 0) {
        int[] before = get(totals, order.get(i - 1).number());
        if (before[2] == mine[2] && before[3] == mine[3]) {
          rank.put(order.get(i).number(), get(rank, order.get(i - 1).number()));
          continue;
        }
      }
      rank.put(order.get(i).number(), i + 1);
    }
    List<String> out = new ArrayList<>();
    for (Team t : event.teams()) {
      if (t.name().length() > 32 || t.name().contains("\n") || t.name().contains("\r")) {
        throw new IllegalArgumentException(
            "a team name fits columns 9-40 of record 310 (32 characters): '" + t.name() + "'");
      }
      if (t.members().size() > 14) {
        throw new IllegalArgumentException(
            "record 310 lists at most 14 players; team "
                + t.number()
                + " has "
                + t.members().size());
      }
      double strength =
          t.members().subList(0, Math.min(boards, t.members().size())).stream()
              .mapToInt(id -> event.tournament().player(id).rating())
              .average()
              .orElse(0);
      int[] s = get(totals, t.number());
      StringBuilder sb =
          new StringBuilder(
              String.format(
                  Locale.ROOT,
                  "310 %3d %-32s %-5s %6.1f %6s %6s %3d ",
                  t.number(),
                  t.name(),
                  "",
                  strength,
                  Points.ofTenths(s[0]),
                  Points.ofTenths(s[1]),
                  get(rank, t.number())));
      for (int m : t.members()) {
        sb.append(String.format(Locale.ROOT, " %4d", m));
      }
      out.add(sb.toString());
    }
    return out;
  }

  private static <V> V get(Map<Integer, V> map, int key) {
    return java.util.Objects.requireNonNull(map.get(key), "a team of the event");
  }
}
