package org.swisschess.matching;

import org.jspecify.annotations.Nullable;

/**
 * Where a solve starts: any feasible dual with a matching of tight edges will do (the stages then
 * carry it to an optimum), and the nearer it is, the fewer stages. The textbook start (every vertex
 * at the same dual, nothing matched) is the far end; these two start nearer.
 */
final class StartStrategies {

  private StartStrategies() {}

  /**
   * Starts from a previous optimum: its vertex duals (blossoms dissolved into them), raised where a
   * changed edge would be infeasible, and its pairs whose edges are still tight.
   *
   * @param savedDual the previous optimum's vertex duals, blossom duals added to their vertices
   * @param savedMate the matching to start from (-1 for a single vertex)
   * @param changed the weights, which know the edges set since that optimum
   */
  static void warm(SolverState s, long[] savedDual, int[] savedMate, WeightTable changed) {
    warm(s, savedDual, savedMate, changed, false);
  }

  /**
   * Starts from a previous optimum as {@link #warm(SolverState, long[], int[], WeightTable)} does,
   * or, with {@code everyEdge}, raising under every edge: for duals carried from weights laid out
   * otherwise ({@link MaximumWeightMatching#restrictToCarryingOptimum}), which no edge's change
   * accounts for.
   */
  static void warm(
      SolverState s, long[] savedDual, int[] savedMate, WeightTable changed, boolean everyEdge) {
    int n = s.n;
    int k = s.k;
    long[] slack = new long[k];
    System.arraycopy(savedDual, 0, s.dual, 0, n * k);
    boolean[] touched = null;
    if (everyEdge) {
      touched = endsOfChangedEdges(s, changed);
      int count = 0;
      for (boolean t : touched) {
        count += t ? 1 : 0;
      }
      if (3 * count > n) {
        greedy(s);
        return;
      }
      for (int v = 0; v < n; v++) {
        if (touched[v]) {
          WideInt.copy(s.table, heaviestEdge(s, v) * k, s.dual, v * k, k);
        }
      }
      raiseByRows(s, null);
    } else if (changed.changesOverflowed()) {
      raiseUnderChangedEdgesByRows(s, changed);
    } else {
      changed.anyChanged(
          e -> {
            int j = WeightTable.higherEnd(e);
            int i = e - WeightTable.edge(0, j);
            if (s.id(i, j) != 0) {
              s.slack(i, j, slack);
              if (WideInt.signum(slack, 0, k) < 0) {
                WideInt.subtract(s.dual, i * k, slack, 0, s.dual, i * k, k);
              }
            }
            return false; // every changed edge
          });
    }
    for (int v = 0; v < n; v++) {
      int u = savedMate[v];
      if (u <= v || (touched != null && (touched[v] || touched[u]))) {
        continue;
      }
      if (s.id(v, u) != 0) {
        matchIfTight(s, v, u, slack);
      }
    }
    if (touched != null) {
      matchTightSingles(s, touched);
    }
  }

  /** The vertices with an edge set since the last solve. */
  private static boolean[] endsOfChangedEdges(SolverState s, WeightTable changed) {
    boolean[] ends = new boolean[s.n];
    changed.anyChanged( // the list, or the bits in edge order once the list has overflowed
        e -> {
          int j = WeightTable.higherEnd(e);
          ends[e - WeightTable.edge(0, j)] = true;
          ends[j] = true;
          return false; // every changed edge
        });
    return ends;
  }

  /** The id of v's heaviest edge's weight, 0 if it has none. */
  private static int heaviestEdge(SolverState s, int v) {
    int k = s.k;
    long[] table = s.table;
    int heaviest = 0;
    for (int u = 0; u < s.n; u++) {
      int id = s.id(v, u);
      if (id != 0
          && id != heaviest
          && (heaviest == 0 || WideInt.compare(table, id * k, table, heaviest * k, k) > 0)) {
        heaviest = id;
      }
    }
    return heaviest;
  }

  /** Matches single vertices v and u over their edge when it is tight. */
  private static void matchIfTight(SolverState s, int v, int u, long[] slack) {
    s.slack(v, u, slack);
    if (WideInt.isZero(slack, 0, s.k)) {
      int e = WeightTable.edge(v, u);
      s.mate[v] = 2 * e + 1;
      s.mate[u] = 2 * e;
    }
  }

  /**
   * Matches the single vertices among {@code among} to each other over the edges that are tight,
   * greedily in vertex order.
   */
  private static void matchTightSingles(SolverState s, boolean[] among) {
    int n = s.n;
    int k = s.k;
    IntList singles = new IntList();
    for (int v = 0; v < n; v++) {
      if (among[v] && s.mate[v] == -1) {
        singles.add(v);
      }
    }
    long[] slack = new long[k];
    int count = singles.size();
    for (int a = 0; a < count; a++) {
      int v = singles.get(a);
      for (int b = a + 1; b < count && s.mate[v] == -1; b++) {
        int u = singles.get(b);
        if (s.mate[u] != -1 || s.id(v, u) == 0) {
          continue;
        }
        matchIfTight(s, v, u, slack);
      }
    }
  }

  /**
   * The same raising as the edge-by-edge loop of {@link #warm}, in the same (edge) order, for when
   * most edges changed.
   */
  private static void raiseUnderChangedEdgesByRows(SolverState s, WeightTable changed) {
    raiseByRows(s, changed::changedSince);
  }

  /**
   * Raises the lower end of every edge that {@code check} accepts (by edge number; every edge when
   * it is null) and whose slack is negative, in edge order: row j of the triangle holds the edges
   * {i, j}, i &lt; j, and only the lower end's dual is raised, so j's dual stays as it is through
   * its row and its part of each slack (j's dual less twice the weight) is worked out once per
   * distinct weight of the row. An edge then costs the sign of a sum, which the top limbs mostly
   * decide; and none at all when the least dual of the row's lower ends already makes that sum
   * non-negative for its weight (duals only rise during the pass, so that least dual, taken as the
   * rows go, stays a bound): such an edge would raise nothing.
   */
  private static void raiseByRows(SolverState s, java.util.function.@Nullable IntPredicate check) {
    int n = s.n;
    int k = s.k;
    long[] table = s.table;
    long[] dual = s.dual;
    long[] part = new long[table.length];
    int[] partRow = new int[table.length / k];
    boolean[] feasibleInRow = new boolean[table.length / k];
    java.util.Arrays.fill(partRow, -1);
    long[] slack = new long[k];
    long[] leastDual = new long[k]; // the least dual of vertices 0..j-1
    if (n > 0) {
      WideInt.copy(dual, 0, leastDual, 0, k);
    }
    for (int j = 1; j < n; j++) {
      if (WideInt.compare(dual, (j - 1) * k, leastDual, 0, k) < 0) {
        WideInt.copy(dual, (j - 1) * k, leastDual, 0, k);
      }
      int first = WeightTable.edge(0, j);
      int row = j * n;
      for (int i = 0; i < j; i++) {
        if (check != null && !check.test(first + i)) {
          continue; // before any work on the edge's weight: most edges are unchanged on this path
        }
        int id = s.wide ? s.wideIds[row + i] : s.narrowIds[row + i];
        if (id == 0) {
          continue;
        }
        int wo = id * k;
        if (partRow[id] != j) {
          partRow[id] = j;
          WideInt.subtractTwice(dual, j * k, table, wo, part, wo, k);
          feasibleInRow[id] = WideInt.signumOfSum(leastDual, 0, part, wo, k) >= 0;
        }
        if (feasibleInRow[id]) {
          continue;
        }
        if (WideInt.signumOfSum(dual, i * k, part, wo, k) < 0) {
          WideInt.add(dual, i * k, part, wo, slack, 0, k);
          WideInt.subtract(dual, i * k, slack, 0, dual, i * k, k);
        }
      }
    }
  }

  /**
   * A cold start closer to the optimum than equal duals: each vertex's dual is its heaviest edge
   * (every edge stays feasible), and edges tight at both ends are matched greedily.
   */
  static void greedy(SolverState s) {
    int n = s.n;
    int k = s.k;
    long[] table = s.table;
    // Each vertex's heaviest edge as the id of its weight (ids are unique per weight, so only a new
    // id needs comparing: a row of equal weights costs integer compares).
    int[] heaviest = new int[n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        int id = s.id(i, j);
        if (id == 0) {
          continue;
        }
        if (id != heaviest[i]
            && (heaviest[i] == 0
                || WideInt.compare(table, id * k, table, heaviest[i] * k, k) > 0)) {
          heaviest[i] = id;
        }
        if (id != heaviest[j]
            && (heaviest[j] == 0
                || WideInt.compare(table, id * k, table, heaviest[j] * k, k) > 0)) {
          heaviest[j] = id;
        }
      }
    }
    for (int v = 0; v < n; v++) {
      WideInt.copy(table, heaviest[v] * k, s.dual, v * k, k); // entry 0 is zero
    }
    // An edge is tight when its weight is the heaviest at both ends.
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n && s.mate[i] == -1; j++) {
        int id = s.id(i, j);
        if (id != 0 && s.mate[j] == -1 && id == heaviest[i] && id == heaviest[j]) {
          int e = WeightTable.edge(i, j);
          s.mate[i] = 2 * e + 1;
          s.mate[j] = 2 * e;
        }
      }
    }
  }
}
