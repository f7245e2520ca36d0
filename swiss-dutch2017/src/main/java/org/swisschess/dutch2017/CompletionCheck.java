package org.swisschess.dutch2017;

import java.util.Arrays;
import java.util.function.IntPredicate;
import org.swisschess.matching.MaximumWeightMatching;

/**
 * A.9's completion check: whether the pairs fixed so far and the players still open can complete
 * the round under C.1-C.3 with at most one PAB (C.2). A matching of the whole round with an edge
 * for every pair that may meet (and one to a stand-in for the PAB, for a PAB-eligible player of an
 * odd round); a fixed pair keeps only its own edge; the round can be completed when a
 * maximum-cardinality matching leaves no one single.
 *
 * <p>With {@link org.swisschess.dutch.core.Shortcut#COMPLETION_REPAIR} a check after a bracket
 * first re-pairs the last complete matching around the pairs fixed since: where a fixed pair a-b
 * was not one of its pairs, a's and b's old partners x and y meet instead, or, when they may not, x
 * takes some open u whose partner v may meet y. When that leaves no one single it is a complete
 * matching of the round as it now stands, and the answer is yes without a solve (nor the removal of
 * the fixed players' edges, which is put off until a solve needs it); otherwise the check solves as
 * it always may.
 */
final class CompletionCheck {

  private final MaximumWeightMatching matching;
  private final int vertices;
  private final boolean repair;
  private final boolean[] fixed;
  // The pairs fixed since the matching's edges were last brought up to date: a, b, a, b, ...; the
  // first `inComplete` of them are pairs of the complete matching.
  private int[] pending = new int[16];
  private int pendingCount;
  private int inComplete;
  // The last complete matching of the round as it then stood; empty before the first solve.
  private int[] complete = new int[0];
  private int repaired;

  /** Which players may meet: C.1 and C.3 (with forbidden pairs kept like C.1). */
  @FunctionalInterface
  interface MayMeet {
    /**
     * Whether players i and j may meet.
     *
     * @param i a player
     * @param j a later player
     * @return whether they may
     */
    boolean test(int i, int j);
  }

  /**
   * The check for a round.
   *
   * @param n the round's players, 0 to n - 1
   * @param mayMeet C.1-C.3
   * @param mayReceivePairingAllocatedBye C.2
   * @param repair whether a check may re-pair the last complete matching instead of solving
   * @param warmStarts whether a solve starts from the last optimum
   */
  CompletionCheck(
      int n,
      MayMeet mayMeet,
      IntPredicate mayReceivePairingAllocatedBye,
      boolean repair,
      boolean warmStarts) {
    boolean odd = (n & 1) == 1;
    this.vertices = n + (odd ? 1 : 0);
    this.repair = repair;
    this.fixed = new boolean[vertices];
    this.matching = new MaximumWeightMatching(vertices, 1);
    matching.setWarmStarts(warmStarts);
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (mayMeet.test(i, j)) {
          matching.setWeight(i, j, 1);
        }
      }
      if (odd && mayReceivePairingAllocatedBye.test(i)) {
        matching.setWeight(i, n, 1); // the PAB as a partner (C.2)
      }
    }
  }

  /** How many checks the re-paired matching answered without a solve, for tests. */
  int repaired() {
    return repaired;
  }

  /** Players a and b are paired: from now on a keeps only b and b only a. */
  void fix(int a, int b) {
    fixed[a] = true;
    fixed[b] = true;
    if (repair) {
      if (2 * pendingCount + 2 > pending.length) {
        pending = Arrays.copyOf(pending, 2 * pending.length);
      }
      pending[2 * pendingCount] = a;
      pending[2 * pendingCount + 1] = b;
      pendingCount++;
    } else {
      keepOnly(a, b);
    }
  }

  private void keepOnly(int a, int b) {
    for (int v = 0; v < vertices; v++) {
      if (v != a && v != b) {
        matching.removeEdge(a, v);
        matching.removeEdge(b, v);
      }
    }
    matching.setWeight(a, b, 1);
  }

  /**
   * A.9: whether the fixed pairs and the open players can still complete the round.
   *
   * @return whether a matching of the round leaves no one single
   */
  boolean completable() {
    if (repair && complete.length > 0) {
      int[] mate = complete.clone();
      if (repairAroundPending(mate)) {
        complete = mate;
        inComplete = pendingCount;
        repaired++;
        return true;
      }
    }
    for (int p = 0; p < pendingCount; p++) {
      keepOnly(pending[2 * p], pending[2 * p + 1]);
    }
    pendingCount = 0;
    inComplete = 0;
    int[] mate = matching.solve();
    for (int m : mate) {
      if (m < 0) {
        return false;
      }
    }
    complete = mate;
    return true;
  }

  /**
   * Re-pairs a complete matching so that it holds every pair fixed since, over edges of open
   * players only (their edges are as they were set: only fixed players lose theirs), so that the
   * result is a complete matching of the round as it now stands.
   *
   * @return whether it succeeded; mate is then the new matching
   */
  private boolean repairAroundPending(int[] mate) {
    for (int p = inComplete; p < pendingCount; p++) {
      int a = pending[2 * p];
      int b = pending[2 * p + 1];
      if (mate[a] == b) {
        continue;
      }
      // In a complete matching every fixed player is paired with his fixed partner (the only edge
      // he has), so x and y, who were paired with a and b, are open.
      int x = mate[a];
      int y = mate[b];
      mate[a] = b;
      mate[b] = a;
      if (matching.hasEdge(x, y)) {
        mate[x] = y;
        mate[y] = x;
      } else if (!repairThroughAPair(mate, x, y)) {
        return false;
      }
    }
    return true;
  }

  /** x takes an open u whose partner v may meet y: the path x-u, v-y for the pair u-v. */
  private boolean repairThroughAPair(int[] mate, int x, int y) {
    for (int u = 0; u < vertices; u++) {
      if (u == x || u == y || fixed[u] || !matching.hasEdge(x, u)) {
        continue;
      }
      int v = mate[u];
      if (v != x && v != y && !fixed[v] && matching.hasEdge(v, y)) {
        mate[x] = u;
        mate[u] = x;
        mate[v] = y;
        mate[y] = v;
        return true;
      }
    }
    return false;
  }
}
