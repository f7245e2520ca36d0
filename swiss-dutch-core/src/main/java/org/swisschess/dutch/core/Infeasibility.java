package org.swisschess.dutch.core;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.swisschess.dutch.core.AbsoluteCriteria.Obstacle;
import org.swisschess.matching.CardinalityMatching;
import org.swisschess.matching.GallaiEdmonds;

/**
 * Why no pairing of the round satisfies the absolute criteria (C.1-C.3 in 2017, [C1]-[C3] in 2026):
 * which criterion, and for which players. It reads the round as a graph of the pairs the absolute
 * criteria allow and takes its Gallai-Edmonds decomposition: the players some largest pairing
 * leaves out fall into groups that can be completed only by the few players they may still meet
 * outside the group (the barrier); when the groups outnumber the barrier by more than one, or no
 * player a pairing can leave out may take the pairing-allocated bye, the round cannot be paired.
 */
final class Infeasibility {

  /** Groups and players listed one by one before the rest are counted. */
  private static final int LISTED = 12;

  private final List<Entrant> players;
  private final AbsoluteCriteria absolute;
  private final ArticleNames articles;

  Infeasibility(List<Entrant> players, AbsoluteCriteria absolute, ArticleNames articles) {
    this.players = players;
    this.absolute = absolute;
    this.articles = articles;
  }

  /** The lines of the explanation, most telling first. */
  List<String> lines() {
    int n = players.size();
    int[][] adjacency = new int[n][];
    for (int i = 0; i < n; i++) {
      int[] row = new int[n];
      int k = 0;
      for (int j = 0; j < n; j++) {
        if (i != j && absolute.compatible(players.get(i), players.get(j))) {
          row[k++] = j;
        }
      }
      adjacency[i] = java.util.Arrays.copyOf(row, k);
    }
    GallaiEdmonds d = CardinalityMatching.decompose(adjacency);
    List<String> lines = new ArrayList<>();
    int left = n - 2 * d.pairs();
    String criteria = articles.meetOnce() + " and " + articles.absoluteColours();
    if (left > 1) {
      lines.add(
          criteria
              + " allow at most "
              + d.pairs()
              + " pairs among the "
              + n
              + " players to be paired: "
              + left
              + " would be left without an opponent, and "
              + articles.byeOnce()
              + " allows one pairing-allocated bye at most");
      barrier(d).ifPresent(lines::add);
    } else {
      List<Entrant> leftOut = new ArrayList<>();
      for (int v = 0; v < n; v++) {
        if (d.isDeficient(v)) {
          leftOut.add(players.get(v));
        }
      }
      boolean byeAllowed = leftOut.stream().anyMatch(e -> e.mayReceivePairingAllocatedBye);
      if (left == 1 && !byeAllowed) {
        lines.add(
            "the players a complete pairing can leave without an opponent are "
                + ids(leftOut)
                + ", and none of them may receive the pairing-allocated bye ("
                + articles.byeOnce()
                + ": each has had one, or scored a win's points without playing)");
      } else {
        lines.add(
            criteria + " allow a complete pairing; the pairing of the brackets did not reach one");
      }
    }
    for (int v = 0; v < n && lines.size() < LISTED + 2; v++) {
      if (adjacency[v].length == 0 && n > 1) {
        lines.add(alone(players.get(v)));
      }
    }
    return lines;
  }

  /**
   * The groups of players a largest pairing may leave out, and the only opponents they have outside
   * their group: each of those can complete one group.
   */
  private java.util.Optional<String> barrier(GallaiEdmonds d) {
    List<int[]> groups = d.deficientComponents();
    List<Entrant> barrier = new ArrayList<>();
    for (int v = 0; v < players.size(); v++) {
      if (d.isBarrier(v)) {
        barrier.add(players.get(v));
      }
    }
    StringBuilder text = new StringBuilder();
    int listed = 0;
    for (int[] group : groups) {
      if (listed++ == LISTED) {
        text.append(" and ").append(groups.size() - LISTED).append(" more");
        break;
      }
      List<Entrant> members = new ArrayList<>();
      for (int v : group) {
        members.add(players.get(v));
      }
      text.append(text.length() == 0 ? "" : ", ").append('{').append(ids(members)).append('}');
    }
    if (barrier.isEmpty()) {
      return java.util.Optional.of(
          "each of these groups has an odd number of players who may meet no one outside it: "
              + text);
    }
    return java.util.Optional.of(
        "each of these groups has an odd number of players: "
            + text
            + "; outside its group a player of them may meet only "
            + ids(barrier)
            + ", who can complete "
            + barrier.size()
            + " of the "
            + groups.size()
            + " groups at most");
  }

  /** A player no one may meet, and why, criterion by criterion. */
  private String alone(Entrant e) {
    Map<Obstacle, List<Entrant>> by = new EnumMap<>(Obstacle.class);
    for (Entrant o : players) {
      if (o != e) {
        by.computeIfAbsent(absolute.obstacle(e, o), k -> new ArrayList<>()).add(o);
      }
    }
    List<String> reasons = new ArrayList<>();
    if (by.containsKey(Obstacle.MET)) {
      reasons.add("has met " + ids(by.get(Obstacle.MET)) + " (" + articles.meetOnce() + ")");
    }
    if (by.containsKey(Obstacle.FORBIDDEN)) {
      reasons.add("must not be paired with " + ids(by.get(Obstacle.FORBIDDEN)) + " (forbidden)");
    }
    if (by.containsKey(Obstacle.SAME_ABSOLUTE_COLOUR)) {
      reasons.add(
          "has the same absolute colour preference as "
              + ids(by.get(Obstacle.SAME_ABSOLUTE_COLOUR))
              + " ("
              + articles.absoluteColours()
              + ")");
    }
    return "player " + e.id + " may meet none of the others: " + String.join("; ", reasons);
  }

  private static String ids(List<Entrant> players) {
    StringBuilder sb = new StringBuilder();
    int listed = 0;
    for (Entrant e :
        players.stream().sorted(java.util.Comparator.comparingInt(x -> x.id)).toList()) {
      if (listed++ == 3 * LISTED) {
        sb.append(" and ").append(players.size() - 3 * LISTED).append(" more");
        break;
      }
      sb.append(sb.length() == 0 ? "" : " ").append(e.id);
    }
    return sb.toString();
  }
}
