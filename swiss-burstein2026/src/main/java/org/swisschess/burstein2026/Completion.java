package org.swisschess.burstein2026;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisschess.matching.CardinalityMatching;
import org.swisschess.matching.GallaiEdmonds;

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
  private final Map<BitSet, Boolean> completes = new HashMap<>();
  private final Map<BitSet, Boolean> followingAtBound = new HashMap<>();
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
    Boolean known = completes.get(leftovers);
    if (known != null) {
      return known;
    }
    boolean answer = decide(leftovers);
    completes.put((BitSet) leftovers.clone(), answer); // a copy only for a new question
    return answer;
  }

  /**
   * Whether the bracket's outgoing floaters let the following bracket be as good as any floaters
   * with their scores can ([C7] at its bound), and [C4] hold below: a pairing of the floaters and
   * the following scoregroup that pairs every floater and all but the odd one of the scoregroup (no
   * two floaters together: they would be a pair of the bracket), the one left over, if any,
   * completing with the rest. That bound is the same for every pairing of the bracket with as many
   * pairs ([C5]) and the same floaters' scores ([C6]).
   *
   * @param floaters the outgoing floaters, by rank
   * @param following the following scoregroup, by rank
   */
  boolean followingBracketAtItsBound(BitSet floaters, List<Integer> following) {
    Boolean known = followingAtBound.get(floaters);
    if (known != null) {
      return known;
    }
    BitSet key = (BitSet) floaters.clone(); // a copy only for a new question
    boolean answer = decideFollowing(key, following);
    followingAtBound.put(key, answer);
    return answer;
  }

  private boolean decideFollowing(BitSet floaters, List<Integer> following) {
    int x = floaters.cardinality();
    int k = x + following.size();
    if (x > following.size()) {
      return false;
    }
    int[] vertex = new int[k]; // ranks: the floaters first, then the following scoregroup
    int v = 0;
    for (int r = floaters.nextSetBit(0); r >= 0; r = floaters.nextSetBit(r + 1)) {
      vertex[v++] = r;
    }
    for (int r : following) {
      vertex[v++] = r;
    }
    int single = greedyFollowing(vertex, x);
    if (single >= -1
        && completes(single == -1 ? new BitSet(players.size()) : leftoverOf(vertex[single]))) {
      return true; // a greedy pairing shows it, and the rest completes (with the one left over)
    }
    int[][] adjacency = new int[k][];
    int[] buffer = new int[k];
    for (int a = 0; a < k; a++) {
      int d = 0;
      for (int b = 0; b < k; b++) {
        if (b != a && (a >= x || b >= x) && players.compatible(vertex[a], vertex[b])) {
          buffer[d++] = b;
        }
      }
      adjacency[a] = java.util.Arrays.copyOf(buffer, d);
    }
    matchings++;
    GallaiEdmonds ge = CardinalityMatching.decompose(adjacency);
    if (ge.pairs() != k / 2) {
      return false;
    }
    BitSet leftover = new BitSet(players.size());
    if (k % 2 == 0) {
      return completes(leftover);
    }
    // the one left over is a player of the scoregroup (a floater's score weighs more in [C7]) whom
    // some maximum matching leaves single (the deficient set), and who completes with the rest
    for (int a = x; a < k; a++) {
      if (ge.isDeficient(a)) {
        leftover.set(vertex[a]);
        if (completes(leftover)) {
          return true;
        }
        leftover.clear(vertex[a]);
      }
    }
    return false;
  }

  private BitSet leftoverOf(int rank) {
    BitSet b = new BitSet(players.size());
    b.set(rank);
    return b;
  }

  /**
   * A greedy pairing of the floaters (each with the first player of the scoregroup still free he
   * may meet) and then of the scoregroup among itself.
   *
   * @return -1 when it pairs everybody, the vertex of the one player of the scoregroup it leaves
   *     single when it leaves only him and the count is odd, -2 otherwise
   */
  private int greedyFollowing(int[] vertex, int x) {
    int k = vertex.length;
    boolean[] paired = new boolean[k];
    int single = -1;
    for (int a = 0; a < k; a++) {
      if (paired[a]) {
        continue;
      }
      int b = Math.max(a + 1, x);
      while (b < k && (paired[b] || !players.compatible(vertex[a], vertex[b]))) {
        b++;
      }
      if (b == k) {
        if (a < x || single >= 0 || k % 2 == 0) {
          return -2;
        }
        single = a;
        continue;
      }
      paired[a] = true;
      paired[b] = true;
    }
    return single;
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

  /**
   * A greedy pairing, each player in turn with the first later one still free he may meet (two
   * leftovers never together), then each pair of players it left single joined by one short
   * alternating path (u - x, y - w for a pair x - y): a complete pairing it finds proves the
   * answer.
   */
  private boolean greedy(int[] vertex) {
    int k = vertex.length;
    int[] mate = new int[k];
    java.util.Arrays.fill(mate, -1);
    int leftovers = k - rest.length;
    List<Integer> single = new java.util.ArrayList<>();
    for (int a = 0; a < k; a++) {
      if (mate[a] >= 0) {
        continue;
      }
      int b = Math.max(a + 1, leftovers);
      while (b < k && (mate[b] >= 0 || !players.compatible(vertex[a], vertex[b]))) {
        b++;
      }
      if (b == k) {
        single.add(a);
        if (single.size() > 8) {
          return false; // not a tail to mend: the maximum matching decides
        }
        continue;
      }
      mate[a] = b;
      mate[b] = a;
    }
    while (!single.isEmpty()) {
      int u = single.remove(single.size() - 1);
      boolean mended = false;
      for (int i = 0; i < single.size() && !mended; i++) {
        int w = single.get(i);
        mended =
            meets(vertex, u, w, leftovers)
                ? pairUp(mate, u, w)
                : mend(vertex, mate, u, w, leftovers);
        if (mended) {
          single.remove(i);
        }
      }
      if (!mended) {
        return false;
      }
    }
    return true;
  }

  private boolean meets(int[] vertex, int a, int b, int leftovers) {
    return (a >= leftovers || b >= leftovers) && players.compatible(vertex[a], vertex[b]);
  }

  private static boolean pairUp(int[] mate, int a, int b) {
    mate[a] = b;
    mate[b] = a;
    return true;
  }

  /** Single u and w joined through a pair x - y: u - x and y - w instead. */
  private boolean mend(int[] vertex, int[] mate, int u, int w, int leftovers) {
    for (int x = 0; x < mate.length; x++) {
      int y = mate[x];
      if (y < 0) {
        continue;
      }
      if (meets(vertex, u, x, leftovers) && meets(vertex, y, w, leftovers)) {
        pairUp(mate, u, x);
        pairUp(mate, y, w);
        return true;
      }
    }
    return false;
  }
}
