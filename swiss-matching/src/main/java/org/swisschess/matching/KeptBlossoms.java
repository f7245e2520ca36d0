package org.swisschess.matching;

/**
 * A warm start that keeps the previous optimum's blossoms where the weights set since still allow
 * them, instead of dissolving every one into its vertices' duals ({@link StartStrategies#warm}).
 *
 * <p>Why it is exact (Galil 1986, section 3): the solver needs a start that is dual feasible (every
 * vertex and blossom dual at least zero, every edge's slack at least zero, a blossom's dual counted
 * in the slack of each edge with both ends inside it), whose matched edges are tight, and whose
 * blossoms are blossoms of that matching: the edges joining consecutive children tight, every
 * vertex but the base matched inside. A previous optimum meets all of it; after weights change
 * these keep it:
 *
 * <ul>
 *   <li>A blossom one of whose own edges (between consecutive children) was set and is no longer
 *       tight, or whose inside matching the start's matching changes (a shortcut re-paired at equal
 *       weight), is dissolved, and every blossom holding it.
 *   <li>Dissolving a blossom adds its dual to each of its vertices' duals: the slack of an edge
 *       inside it stays as it was, that of an edge leaving it grows. So dissolving keeps every dual
 *       feasible, and the children stay blossoms.
 *   <li>An edge set since whose slack is negative gets an end's dual raised by that much. That end
 *       must be in no blossom (raising the dual of a vertex inside one would loosen the blossom's
 *       own edges at it): when neither end is, every blossom holding the lower end is dissolved. An
 *       edge lowered or removed only grows its slack, so it breaks nothing but a blossom's own edge
 *       or a matched edge.
 *   <li>The start's pairs are kept where their edge is tight; a pair inside a kept blossom is one
 *       of its own edges, and stays tight.
 * </ul>
 *
 * <p>Kept blossoms start the solve unlabelled, as any top-level blossom does at a stage's start.
 */
final class KeptBlossoms {

  private final SolverState s;
  private final SolverState old;
  private final int n;
  private final int k;
  private final long[] slack;
  // Per blossom (n..2n-1) of the old optimum: the sum of its dual and every dual above it, and
  // how deep it is nested (-1 until worked out); drawn only for the edges that need them.
  private long[] dualsAbove;
  private int[] depth;
  // Per blossom: whether it, or a blossom inside it, is broken and so dissolved.
  private final boolean[] dissolve;

  private KeptBlossoms(SolverState s, SolverState old) {
    this.s = s;
    this.old = old;
    this.n = s.n;
    this.k = s.k;
    this.slack = new long[k];
    this.dissolve = new boolean[2 * n];
  }

  /**
   * Starts {@code s} from {@code old}, the previous optimum's state (read, not changed): its duals
   * and blossoms, less those the changed weights or the start's matching break, and the pairs of
   * {@code startMate} that are still tight.
   *
   * @param s the new solve's state, fresh
   * @param old the state the previous solve ended in, over the same vertices and limbs
   * @param startMate the matching to start from (the previous optimum, or one adopted since)
   * @param changed the weights, which know the edges set since that optimum
   * @return how many blossoms (at any level) were kept
   */
  static int start(SolverState s, SolverState old, int[] startMate, WeightTable changed) {
    return new KeptBlossoms(s, old).run(startMate, changed);
  }

  private int run(int[] startMate, WeightTable changed) {
    copyOld();
    breakWhereMatesChanged(startMate);
    breakWhereOwnEdgesChanged(changed);
    breakWhereRaisesNeedIt(changed);
    dissolveBroken();
    raiseUnderChangedEdges(changed);
    matchTightPairs(startMate);
    return countBlossoms();
  }

  private int countBlossoms() {
    int c = 0;
    for (int b = n; b < 2 * n; b++) {
      if (s.blossomBase[b] >= 0) {
        c++;
      }
    }
    return c;
  }

  /** The old optimum's duals and blossoms, every vertex in the blossom it was in. */
  private void copyOld() {
    System.arraycopy(old.dual, 0, s.dual, 0, 2 * n * k);
    System.arraycopy(old.blossomParent, 0, s.blossomParent, 0, 2 * n);
    System.arraycopy(old.blossomBase, 0, s.blossomBase, 0, 2 * n);
    // children and ends arrays are never written in place (rotation and expansion replace them)
    System.arraycopy(old.blossomChildren, 0, s.blossomChildren, 0, 2 * n);
    System.arraycopy(old.blossomEnds, 0, s.blossomEnds, 0, 2 * n);
    System.arraycopy(old.inBlossom, 0, s.inBlossom, 0, n);
    System.arraycopy(old.unusedBlossoms, 0, s.unusedBlossoms, 0, old.unusedCount);
    s.unusedCount = old.unusedCount;
  }

  /**
   * A vertex whose mate the start changes breaks every blossom in which it is not the base: the
   * blossom's inside matching is no longer the one its structure describes. Its base's mate lies
   * outside, so a new one there breaks nothing.
   */
  private void breakWhereMatesChanged(int[] startMate) {
    int[] oldMate = old.mates();
    for (int v = 0; v < n; v++) {
      if (startMate[v] == oldMate[v]) {
        continue;
      }
      int b = old.blossomParent[v];
      while (b != -1 && old.blossomBase[b] == v) {
        b = old.blossomParent[b];
      }
      if (b != -1) {
        markBroken(b);
      }
    }
  }

  /** A blossom one of whose own edges was set since and is not tight any more is broken. */
  private void breakWhereOwnEdgesChanged(WeightTable changed) {
    for (int b = n; b < 2 * n; b++) {
      if (old.blossomBase[b] < 0 || dissolve[b]) {
        continue;
      }
      for (int p : old.blossomEnds[b]) {
        int e = p >> 1;
        if (!changed.changedSince(e)) {
          continue;
        }
        int i = SolverState.endpoint(2 * e);
        int j = SolverState.endpoint(2 * e + 1);
        // b is the least blossom holding both ends: they lie in two of its children
        if (s.id(i, j) == 0 || fullSlackSign(i, j, b) != 0) {
          markBroken(b);
          break;
        }
      }
    }
  }

  /**
   * An edge set since whose slack is negative needs an end's dual raised, and that end must lie in
   * no blossom: when both ends lie in one blossom, or each in one, the lower end's blossoms are
   * broken.
   */
  private void breakWhereRaisesNeedIt(WeightTable changed) {
    changed.anyChanged(
        e -> {
          int j = WeightTable.higherEnd(e);
          int i = e - WeightTable.edge(0, j);
          if (s.id(i, j) == 0) {
            return false; // an absent edge constrains nothing
          }
          int ti = old.inBlossom[i];
          int tj = old.inBlossom[j];
          if (ti == tj) {
            if (fullSlackSign(i, j, leastCommonBlossom(i, j)) < 0) {
              markBroken(old.blossomParent[i]);
            }
          } else if (ti != i && tj != j) {
            s.slack(i, j, slack);
            if (WideInt.signum(slack, 0, k) < 0) {
              markBroken(old.blossomParent[i]);
            }
          }
          return false; // every changed edge
        });
  }

  /** Marks b and every blossom holding it as dissolved. */
  private void markBroken(int b) {
    while (b != -1 && !dissolve[b]) {
      dissolve[b] = true;
      b = old.blossomParent[b];
    }
  }

  /**
   * The sign of edge {i, j}'s slack, with the duals of blossom b and every blossom above it (b the
   * least blossom holding both ends) counted twice, under the current weights and the old duals.
   */
  private int fullSlackSign(int i, int j, int b) {
    s.slack(i, j, slack);
    drawDualsAbove(b);
    WideInt.add(slack, 0, dualsAbove, (b - n) * k, slack, 0, k);
    WideInt.add(slack, 0, dualsAbove, (b - n) * k, slack, 0, k);
    return WideInt.signum(slack, 0, k);
  }

  /** Works out dualsAbove and depth for b and the blossoms above it (no recursion). */
  private void drawDualsAbove(int b) {
    if (dualsAbove == null) {
      dualsAbove = new long[n * k];
      depth = new int[n];
      java.util.Arrays.fill(depth, -1);
    }
    if (depth[b - n] >= 0) {
      return;
    }
    IntList pending = new IntList();
    int top = b;
    while (top != -1 && depth[top - n] < 0) {
      pending.add(top);
      top = old.blossomParent[top];
    }
    for (int x = pending.size() - 1; x >= 0; x--) {
      int c = pending.get(x);
      int parent = old.blossomParent[c];
      if (parent == -1) {
        WideInt.copy(old.dual, c * k, dualsAbove, (c - n) * k, k);
        depth[c - n] = 0;
      } else {
        WideInt.add(old.dual, c * k, dualsAbove, (parent - n) * k, dualsAbove, (c - n) * k, k);
        depth[c - n] = depth[parent - n] + 1;
      }
    }
  }

  /** The least blossom of the old optimum holding vertices i and j, which share a top blossom. */
  private int leastCommonBlossom(int i, int j) {
    int a = old.blossomParent[i];
    int b = old.blossomParent[j];
    drawDualsAbove(a);
    drawDualsAbove(b);
    while (depth[a - n] > depth[b - n]) {
      a = old.blossomParent[a];
    }
    while (depth[b - n] > depth[a - n]) {
      b = old.blossomParent[b];
    }
    while (a != b) {
      a = old.blossomParent[a];
      b = old.blossomParent[b];
    }
    return a;
  }

  /**
   * Dissolves every broken blossom from the top down, adding its dual to its vertices' duals; the
   * blossoms inside it that are whole become top-level.
   */
  private void dissolveBroken() {
    long[] added = new long[2 * n * k]; // what dissolved blossoms above x add to x's vertices
    IntList pending = new IntList();
    for (int b = 0; b < 2 * n; b++) {
      if (old.blossomParent[b] == -1 && (b < n || old.blossomBase[b] >= 0) && dissolve(b)) {
        pending.add(b);
      }
    }
    while (!pending.isEmpty()) {
      int x = pending.removeLast();
      int[] children = s.blossomChildren[x];
      for (int child : children) {
        s.blossomParent[child] = -1;
        WideInt.add(added, x * k, s.dual, x * k, added, child * k, k);
        if (child >= n && dissolve[child]) {
          pending.add(child);
        } else {
          int top = child;
          boolean nothingAdded = WideInt.isZero(added, child * k, k);
          s.forEachLeaf(
              child,
              leaf -> {
                s.inBlossom[leaf] = top;
                if (!nothingAdded) {
                  WideInt.add(s.dual, leaf * k, added, top * k, s.dual, leaf * k, k);
                }
              });
        }
      }
      WideInt.setZero(s.dual, x * k, k);
      s.retire(x);
    }
  }

  private boolean dissolve(int b) {
    return b >= n && dissolve[b];
  }

  /**
   * Raises, for every edge set since whose slack is negative, the dual of an end in no blossom (the
   * lower end when both are): the checks above left one for every such edge. An edge inside a kept
   * blossom was found feasible there.
   */
  private void raiseUnderChangedEdges(WeightTable changed) {
    changed.anyChanged(
        e -> {
          int j = WeightTable.higherEnd(e);
          int i = e - WeightTable.edge(0, j);
          if (s.id(i, j) == 0 || s.inBlossom[i] == s.inBlossom[j]) {
            return false;
          }
          s.slack(i, j, slack);
          if (WideInt.signum(slack, 0, k) < 0) {
            int raised = s.inBlossom[i] == i ? i : j;
            if (s.inBlossom[raised] != raised) {
              throw new IllegalStateException("edge " + i + "-" + j + " has no end to raise");
            }
            WideInt.subtract(s.dual, raised * k, slack, 0, s.dual, raised * k, k);
          }
          return false; // every changed edge
        });
  }

  /**
   * Keeps the start's pairs whose edge is tight. A pair inside a kept blossom is one of the
   * blossom's own edges (a blossom's inside matching is made of them), tight as the blossom is.
   */
  private void matchTightPairs(int[] startMate) {
    for (int v = 0; v < n; v++) {
      int u = startMate[v];
      if (u <= v || s.id(v, u) == 0) {
        continue;
      }
      boolean tight;
      if (s.inBlossom[v] == s.inBlossom[u]) {
        tight = true;
      } else {
        s.slack(v, u, slack);
        tight = WideInt.isZero(slack, 0, k);
      }
      if (tight) {
        int e = WeightTable.edge(v, u);
        s.mate[v] = 2 * e + 1;
        s.mate[u] = 2 * e;
      }
    }
  }
}
