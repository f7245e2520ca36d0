package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisschess.matching.CardinalityMatching;
import org.swisschess.matching.Pair;

/**
 * Whether a group of players can be paired into exactly {@code pairs} pairs under a level's pair
 * constraints, leaving only players who may float unpaired.
 */
final class Matchability {

  private Matchability() {}

  /**
   * Returns a pairing (pairs of ranks) that meets the constraints, if one exists.
   *
   * @param players ranks, in A.2 order
   * @param pairs the number of pairs wanted
   * @param rules the level
   */
  static Optional<List<Pair>> find(int[] players, int pairs, PairRules rules) {
    int free = players.length - 2 * pairs;
    if (free < 0) {
      return Optional.empty();
    }
    int[] match = CardinalityMatching.maximum(graph(players, free, rules));
    for (int m : match) {
      if (m == -1) {
        return Optional.empty();
      }
    }
    return Optional.of(pairs(players, match));
  }

  /**
   * Returns the pairing of all the players but at most one (who must be allowed to float) that an
   * arbiter pairing top-down makes: each player in the order given takes the first player after him
   * with whom the rest can still be paired; empty if they cannot be paired at all.
   *
   * @param players ranks, in the order to pair them
   * @param rules the level
   */
  static Optional<List<Pair>> firstInOrder(int[] players, PairRules rules) {
    return CardinalityMatching.firstInOrder(graph(players, players.length % 2, rules))
        .map(match -> pairs(players, match));
  }

  /**
   * The graph of who may be paired under {@code rules}, as adjacency lists in the players' order,
   * with {@code free} dummy vertices after them that absorb the players left unpaired (each
   * adjacent to the players who may float).
   */
  private static int[][] graph(int[] players, int free, PairRules rules) {
    int n = players.length;
    int total = n + free;
    List<List<Integer>> lists = new ArrayList<>(total);
    for (int i = 0; i < total; i++) {
      lists.add(new ArrayList<>());
    }
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (rules.allowed(players[i], players[j])) {
          lists.get(i).add(j);
          lists.get(j).add(i);
        }
      }
    }
    // the dummies come after every player in each list, so that a top-down pairing leaves a
    // player over only when no partner keeps the rest pairable
    for (int i = 0; i < n; i++) {
      if (rules.mayFloat(players[i])) {
        for (int d = n; d < total; d++) {
          lists.get(i).add(d);
          lists.get(d).add(i);
        }
      }
    }
    int[][] adj = new int[total][];
    for (int i = 0; i < total; i++) {
      adj[i] = lists.get(i).stream().mapToInt(Integer::intValue).toArray();
    }
    return adj;
  }

  /** The pairs of a matching of {@link #graph}, dummies left out, each the higher rank first. */
  private static List<Pair> pairs(int[] players, int[] match) {
    int n = players.length;
    List<Pair> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (match[i] > i && match[i] < n) {
        out.add(Pair.of(players[i], players[match[i]]));
      }
    }
    return out;
  }
}
