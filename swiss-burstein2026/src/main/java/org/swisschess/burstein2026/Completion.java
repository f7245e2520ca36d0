package org.swisschess.burstein2026;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisschess.matching.CardinalityMatching;

/**
 * [C4] (2.2) below a bracket: whether the players a bracket and its following scoregroup leave over
 * can all be paired with the rest (every player not yet paired below the following scoregroup). It
 * is a question of cardinality only: the rest's pairs weigh nothing for [C5]-[C8], so nothing but
 * whether a complete pairing of the leftovers with the rest exists matters to the bracket.
 *
 * <p>A greedy pairing (the leftovers first, then the rest in rank order, each taking the first
 * player still free it may meet) that pairs everybody proves it; only when that fails is a maximum
 * matching of the leftovers and the rest asked. Answers are kept per set of leftovers.
 */
final class Completion {

  private final RoundPlayers players;
  private final int[] rest;
  private final Map<BitSet, Boolean> answers = new HashMap<>();
  private long matchings;

  Completion(RoundPlayers players, List<Integer> rest) {
    this.players = players;
    this.rest = rest.stream().mapToInt(Integer::intValue).toArray();
  }

  /** How many maximum matchings the answers needed (for the explanation's count of solves). */
  long matchings() {
    return matchings;
  }

  /**
   * Whether the leftovers and the rest admit a complete pairing under [C1] and [C3].
   *
   * @param leftovers the players left over, by rank
   */
  boolean completes(BitSet leftovers) {
    Boolean known = answers.get(leftovers);
    if (known != null) {
      return known;
    }
    boolean answer = decide(leftovers);
    answers.put((BitSet) leftovers.clone(), answer);
    return answer;
  }

  private boolean decide(BitSet leftovers) {
    int k = leftovers.cardinality() + rest.length;
    if (k % 2 == 1) {
      return false;
    }
    int[] vertex = new int[k]; // ranks: the leftovers first, then the rest
    int v = 0;
    for (int r = leftovers.nextSetBit(0); r >= 0; r = leftovers.nextSetBit(r + 1)) {
      vertex[v++] = r;
    }
    System.arraycopy(rest, 0, vertex, v, rest.length);
    if (greedy(vertex)) {
      return true;
    }
    matchings++;
    int[][] adjacency = new int[k][];
    int[] buffer = new int[k];
    for (int a = 0; a < k; a++) {
      int d = 0;
      for (int b = 0; b < k; b++) {
        // two leftovers do not meet here: an edge between them that the bracket's matching still
        // has would have paired them there, and one it has lost is lost for the round as well
        if (b != a && (a >= v || b >= v) && players.compatible(vertex[a], vertex[b])) {
          buffer[d++] = b;
        }
      }
      adjacency[a] = java.util.Arrays.copyOf(buffer, d);
    }
    return 2 * CardinalityMatching.pairs(CardinalityMatching.maximum(adjacency)) == k;
  }

  private boolean greedy(int[] vertex) {
    int k = vertex.length;
    boolean[] paired = new boolean[k];
    int leftovers = k - rest.length;
    for (int a = 0; a < k; a++) {
      if (paired[a]) {
        continue;
      }
      int b = Math.max(a + 1, leftovers);
      while (b < k && (paired[b] || !players.compatible(vertex[a], vertex[b]))) {
        b++;
      }
      if (b == k) {
        return false;
      }
      paired[a] = true;
      paired[b] = true;
    }
    return true;
  }
}
