package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisschess.matching.CardinalityMatching;

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
  static Optional<List<int[]>> find(int[] players, int pairs, PairRules rules) {
    int n = players.length;
    int free = n - 2 * pairs;
    if (free < 0) {
      return Optional.empty();
    }
    // Dummy vertices n..n+free-1 absorb the players left unpaired.
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
    int[] match = CardinalityMatching.maximum(adj);
    List<int[]> out = new ArrayList<>();
    for (int i = 0; i < total; i++) {
      if (match[i] == -1) {
        return Optional.empty();
      }
      if (i < n && match[i] > i && match[i] < n) {
        out.add(new int[] {players[i], players[match[i]]});
      }
    }
    return Optional.of(out);
  }
}
