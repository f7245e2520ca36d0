package org.swisschess.matching;

/**
 * The dual step of the blossom algorithm on a {@link SolverState}: when no tight edge lets a tree
 * grow, shrink or augment, the duals change by the largest amount that keeps every edge feasible
 * (S-vertices down, T-vertices up, S-blossoms up, T-blossoms down), and the step says which bound
 * was met. Galil (1986), section 3, the delta1-delta4 of Edmonds' primal-dual algorithm, plus a
 * fifth bound of the warm starts here: the roots' dual coming down to the next single vertex's.
 */
final class DualUpdates {

  /** Which bound stopped a dual change, and so what the stage does next. */
  enum Bound {
    /** delta1: an S-vertex's dual reached zero; the stage ends. */
    VERTEX_DUAL_ZERO,
    /** delta2: an edge from an S-vertex to a vertex outside the trees became tight. */
    EDGE_TO_OUTSIDE,
    /** delta3: an edge between two S-blossoms became tight. */
    EDGE_BETWEEN_S_BLOSSOMS,
    /** delta4: a T-blossom's dual reached zero; it is expanded. */
    INNER_BLOSSOM_ZERO,
    /** The roots' dual came down to that of single vertices still waiting: they become roots. */
    NEXT_ROOT_LEVEL
  }

  /**
   * One dual change made.
   *
   * @param bound which bound was met
   * @param edge the edge that became tight (delta2, delta3), or -1
   * @param blossom the T-blossom to expand (delta4), or -1
   * @param vertex the S-vertex whose dual reached zero (delta1), or -1
   */
  record Step(Bound bound, int edge, int blossom, int vertex) {}

  private final SolverState s;
  private final int n;
  private final int k;
  private final long[] d;
  private final long[] cand;

  DualUpdates(SolverState state) {
    this.s = state;
    this.n = state.n;
    this.k = state.k;
    this.d = new long[k];
    this.cand = new long[k];
  }

  /** Chooses the dual change, applies it and says which bound it met. */
  Step change() {
    Step step = choose();
    apply();
    return step;
  }

  /** Finds the largest feasible change into {@code d} and the bound that limits it. */
  private Step choose() {
    Bound bound = Bound.VERTEX_DUAL_ZERO;
    int deltaEdge = -1;
    int deltaBlossom = -1;
    int zeroVertex = -1;
    WideInt.setZero(d, 0, k);
    for (int v = 0; v < n; v++) {
      if (s.label[s.inBlossom[v]] == Label.S
          && (zeroVertex == -1 || WideInt.compare(s.dual, v * k, d, 0, k) < 0)) {
        WideInt.copy(s.dual, v * k, d, 0, k);
        zeroVertex = v;
      }
    }
    for (int v = 0; v < n; v++) {
      if (s.label[s.inBlossom[v]] == Label.NONE && s.bestEdge[v] != -1) {
        s.slack(s.bestEdge[v], cand);
        if (WideInt.compare(cand, 0, d, 0, k) < 0) {
          WideInt.copy(cand, 0, d, 0, k);
          bound = Bound.EDGE_TO_OUTSIDE;
          deltaEdge = s.bestEdge[v];
        }
      }
    }
    for (int b = 0; b < 2 * n; b++) {
      if (s.blossomParent[b] == -1 && s.label[b] == Label.S && s.bestEdge[b] != -1) {
        s.slack(s.bestEdge[b], cand);
        WideInt.shiftRightOne(cand, 0, k);
        if (WideInt.compare(cand, 0, d, 0, k) < 0) {
          WideInt.copy(cand, 0, d, 0, k);
          bound = Bound.EDGE_BETWEEN_S_BLOSSOMS;
          deltaEdge = s.bestEdge[b];
        }
      }
    }
    for (int b = n; b < 2 * n; b++) {
      if (s.blossomBase[b] >= 0
          && s.blossomParent[b] == -1
          && s.label[b] == Label.T
          && WideInt.compare(s.dual, b * k, d, 0, k) < 0) {
        WideInt.copy(s.dual, b * k, d, 0, k);
        bound = Bound.INNER_BLOSSOM_ZERO;
        deltaBlossom = b;
      }
    }
    int waiting = highestWaitingSingle();
    if (waiting != -1) {
      WideInt.subtract(s.dual, s.rootLevel * k, s.dual, waiting * k, cand, 0, k);
      if (WideInt.compare(cand, 0, d, 0, k) < 0) {
        WideInt.copy(cand, 0, d, 0, k);
        bound = Bound.NEXT_ROOT_LEVEL;
      }
    }
    if (bound == Bound.VERTEX_DUAL_ZERO && WideInt.signum(d, 0, k) < 0) {
      WideInt.setZero(d, 0, k);
    }
    return new Step(bound, deltaEdge, deltaBlossom, zeroVertex);
  }

  /** Changes every labelled vertex's and top-level blossom's dual by {@code d}. */
  private void apply() {
    for (int v = 0; v < n; v++) {
      int l = s.label[s.inBlossom[v]];
      if (l == Label.S) {
        WideInt.subtract(s.dual, v * k, d, 0, s.dual, v * k, k);
      } else if (l == Label.T) {
        WideInt.add(s.dual, v * k, d, 0, s.dual, v * k, k);
      }
    }
    for (int b = n; b < 2 * n; b++) {
      if (s.blossomBase[b] >= 0 && s.blossomParent[b] == -1) {
        if (s.label[b] == Label.S) {
          WideInt.add(s.dual, b * k, d, 0, s.dual, b * k, k);
        } else if (s.label[b] == Label.T) {
          WideInt.subtract(s.dual, b * k, d, 0, s.dual, b * k, k);
        }
      }
    }
    WideInt.add(s.shift, 0, d, 0, s.shift, 0, k);
  }

  /**
   * The single unlabelled vertex with the highest positive dual, or -1.
   *
   * <p>The textbook algorithm starts every vertex at the same dual, so single vertices always share
   * one dual and reach zero together. A warm or greedy start leaves them unequal. Only those at the
   * highest dual become roots; each of the others joins as a root when the roots' dual has come
   * down to its own. Every root thus has the same dual, so the search ends once rather than once
   * per single vertex, and every tree vertex shares its root's parity (tree edges are tight,
   * weights enter doubled): half the slack of an edge between two trees, the dual change that makes
   * it tight, stays exact.
   */
  int highestWaitingSingle() {
    int best = -1;
    for (int v = 0; v < n; v++) {
      if (s.mate[v] == -1
          && s.label[s.inBlossom[v]] == Label.NONE
          && WideInt.signum(s.dual, v * k, k) > 0
          && (best == -1 || WideInt.compare(s.dual, v * k, s.dual, best * k, k) > 0)) {
        best = v;
      }
    }
    return best;
  }

  /** Makes every single unlabelled vertex whose dual equals the roots' a root. */
  void addRootsAtLevel(PrimalOperations primal) {
    int level = s.rootLevel;
    for (int v = 0; v < n; v++) {
      if (s.mate[v] == -1
          && s.label[s.inBlossom[v]] == Label.NONE
          && WideInt.compare(s.dual, v * k, s.dual, level * k, k) == 0) {
        primal.assignLabel(v, Label.S, -1);
      }
    }
  }

  /** Each vertex's dual with the duals of the blossoms holding it added (doubled units). */
  long[] vertexDualsWithoutBlossoms() {
    long[] out = java.util.Arrays.copyOf(s.dual, n * k);
    for (int b = n; b < 2 * n; b++) {
      if (s.blossomBase[b] >= 0 && !WideInt.isZero(s.dual, b * k, k)) {
        int blossom = b;
        s.forEachLeaf(b, leaf -> WideInt.add(out, leaf * k, s.dual, blossom * k, out, leaf * k, k));
      }
    }
    return out;
  }
}
