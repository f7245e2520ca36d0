package org.swisschess.matching;

import org.jspecify.annotations.Nullable;

/**
 * What the duals of the last optimum prove, read without changing anything. Weighed against a
 * feasible dual, a matching N has 2w(N) at most the dual's total, with equality exactly when every
 * edge of N is tight, every single vertex has a zero dual and every blossom with a positive dual is
 * full (Galil 1986, the complementary slackness conditions). So while the dual stays feasible under
 * the current weights, the optimal matchings are exactly those, and an edge that is not tight is in
 * none: a caller can tell which partners an optimal matching may give a vertex without solving
 * again.
 *
 * <p>The weights are read as they are now, the duals as the solve left them: after weights change,
 * ask {@link #dualsFeasible} before trusting the rest.
 */
public final class OptimalityCertificate {

  private final WeightTable weights;
  private final SolverState state;
  private final int[] mate;
  private final int n;
  private final int k;
  private final long[] slackScratch;
  // Drawn on the first question: most solves are not followed by one.
  private @Nullable Drawn drawn;

  /**
   * Per vertex, the blossoms with a positive dual that hold it, innermost first, and whether it or
   * its mate lies in one.
   */
  private static final class Drawn {
    final int[][] enclosing;
    final boolean[] blocked;

    Drawn(int[][] enclosing, boolean[] blocked) {
      this.enclosing = enclosing;
      this.blocked = blocked;
    }
  }

  OptimalityCertificate(WeightTable weights, SolverState state, int[] mate) {
    this.weights = weights;
    this.state = state;
    this.mate = mate.clone();
    this.n = state.n;
    this.k = state.k;
    this.slackScratch = new long[k];
  }

  private Drawn drawn() {
    Drawn known = drawn;
    if (known != null) {
      return known;
    }
    int[][] enclosing = positiveBlossomsHolding();
    boolean[] blocked = new boolean[n];
    for (int v = 0; v < n; v++) {
      blocked[v] = enclosing[v].length > 0;
    }
    for (int v = 0; v < n; v++) {
      if (blocked[v] && mate[v] >= 0) {
        blocked[mate[v]] = true;
      }
    }
    known = new Drawn(enclosing, blocked);
    drawn = known;
    return known;
  }

  /**
   * Whether vertex v and its mate are outside every blossom with a positive dual of the optimum: an
   * alternating path that keeps to such vertices leaves those blossoms full.
   *
   * @param v a vertex
   * @return whether a path through v needs no blossom's care
   */
  public boolean isFree(int v) {
    return !drawn().blocked[v];
  }

  /**
   * Whether edge {i, j} is present and tight for the optimum's dual under the current weights.
   *
   * @param i a vertex
   * @param j another vertex
   * @return whether an optimal matching may use the edge, as far as this edge is concerned
   */
  public boolean isTight(int i, int j) {
    return weights.has(i, j) && slackSign(i, j) == 0;
  }

  /**
   * Whether edge {i, j} is present and loose (positive slack) for the optimum's dual: while that
   * dual {@link #dualsFeasible certifies} the matching, such an edge is in no optimal matching.
   *
   * @param i a vertex
   * @param j another vertex
   * @return whether the edge is present and loose
   */
  public boolean isLoose(int i, int j) {
    return weights.has(i, j) && slackSign(i, j) > 0;
  }

  /**
   * Whether edge {i, j}'s slack for the optimum's dual is below {@code 2^bit}, in the units of the
   * weights: every matching holding the edge weighs at least that slack less than the optimum, so a
   * caller whose weights end in a field of {@code bit} bits (a tie-break below its criteria) learns
   * that no matching optimal for the criteria alone holds an edge whose slack reaches {@code
   * 2^bit}.
   *
   * @param i a vertex
   * @param j another vertex
   * @param bit the power of two
   * @return whether the edge is present and its slack is below {@code 2^bit}
   */
  public boolean isSlackBelow(int i, int j, int bit) {
    if (!weights.has(i, j)) {
      return false;
    }
    slackSign(i, j); // leaves twice the slack in slackScratch
    long[] bound = new long[k];
    WideInt.addBit(bound, 0, k, bit + 1, 1);
    return WideInt.compare(slackScratch, 0, bound, 0, k) < 0;
  }

  /**
   * Whether the optimum's dual is still feasible on every edge set since the solve, leaving out
   * edges at ignored vertices. Edges not set since were feasible at the end of the solve and still
   * are.
   *
   * @param ignored per vertex, whether its edges are left out
   * @return whether every edge checked has a slack of zero or more
   */
  public boolean dualsFeasible(boolean[] ignored) {
    return !weights.anyChanged(
        e -> {
          int j = WeightTable.higherEnd(e);
          int i = e - WeightTable.edge(0, j);
          return weights.has(i, j) && !ignored[i] && !ignored[j] && slackSign(i, j) < 0;
        });
  }

  /**
   * Whether vertex v's dual in the optimum is zero: only such a vertex may be single in an optimal
   * matching.
   *
   * @param v a vertex
   * @return whether its dual is zero
   */
  public boolean hasZeroDual(int v) {
    return WideInt.isZero(state.dual, v * k, k);
  }

  /**
   * The sign of edge {i, j}'s slack for the optimum's dual, blossoms included: the two vertex
   * duals, less twice the weight, plus twice the dual of every blossom holding both ends.
   */
  private int slackSign(int i, int j) {
    int[][] enclosing = drawn().enclosing;
    long[] dual = state.dual;
    WideInt.sumMinusTwice(
        dual, i * k, dual, j * k, weights.values(), weights.offset(i, j), slackScratch, 0, k);
    int[] a = enclosing[i];
    int[] b = enclosing[j];
    // The blossoms holding both are the outermost ones the two lists share.
    for (int x = a.length - 1, y = b.length - 1; x >= 0 && y >= 0 && a[x] == b[y]; x--, y--) {
      WideInt.add(slackScratch, 0, dual, a[x] * k, slackScratch, 0, k);
      WideInt.add(slackScratch, 0, dual, a[x] * k, slackScratch, 0, k);
    }
    return WideInt.signum(slackScratch, 0, k);
  }

  /** For each vertex, the blossoms with a positive dual that hold it, innermost first. */
  private int[][] positiveBlossomsHolding() {
    // a blossom's chain (itself if positive, then its parent's chain) is built once and shared by
    // the vertices and blossoms it holds
    int[] @Nullable [] chainOf = new int[2 * n][];
    int[][] holding = new int[n][];
    for (int v = 0; v < n; v++) {
      int parent = state.blossomParent[v];
      holding[v] = parent == -1 ? new int[0] : chain(parent, chainOf);
    }
    return holding;
  }

  private int[] chain(int b, int[] @Nullable [] chainOf) {
    // the blossoms from b up to the first whose chain is known (nesting can be deep: no recursion)
    IntList pending = new IntList();
    int[] above = new int[0];
    for (int top = b; top != -1; top = state.blossomParent[top]) {
      int[] known = chainOf[top];
      if (known != null) {
        above = known;
        break;
      }
      pending.add(top);
    }
    for (int x = pending.size() - 1; x >= 0; x--) {
      int c = pending.get(x);
      if (WideInt.signum(state.dual, c * k, k) > 0) {
        int[] withC = new int[above.length + 1];
        withC[0] = c;
        System.arraycopy(above, 0, withC, 1, above.length);
        above = withC;
      }
      chainOf[c] = above;
    }
    return above; // b's chain: the last one set, or the first one found
  }
}
