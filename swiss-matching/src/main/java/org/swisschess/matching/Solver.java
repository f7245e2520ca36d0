package org.swisschess.matching;

import java.util.Arrays;

/**
 * One run of the blossom algorithm over a {@link WeightTable}, from a start ({@link
 * StartStrategies}) to an optimum: stages of tree growth over tight edges ({@link
 * PrimalOperations}) and dual changes ({@link DualUpdates}) until no single vertex keeps a positive
 * dual.
 *
 * <p>A stage ends with progress: an augmentation, a root whose dual reached zero (it may stay
 * single), or a tree path flipped so that a matched vertex whose dual reached zero becomes single
 * instead of its root. With all duals equal at the start this is the textbook algorithm; the extra
 * cases make warm starts (arbitrary feasible duals, tight matched edges) exact too. After an
 * augmentation the stage goes on without changing any dual: the trees it used are set aside and the
 * others keep growing over tight edges, so that one scan of the forest finds many vertex-disjoint
 * augmenting paths instead of one.
 */
final class Solver {

  private final SolverState s;
  private final PrimalOperations primal;
  private final DualUpdates duals;
  private final int n;
  private final int k;
  private final long[] table;
  private final long[] delta;

  // Per weight id, during the scan of one vertex v: v's dual less twice the weight (the slack less
  // the other end's dual) and that plus the stage's change (the key of a best edge to a vertex
  // outside the trees); valid while partScan[id] is the scan's number. A row holds few distinct
  // weights, so each is worked out once per scan rather than once per edge.
  private final long[] part;
  private final long[] partKey;
  private final int[] partScan;
  private final int[] partKeyScan;
  private final int[] partKeyIdentity;
  private int scans;

  // Per weight id: the part less bestNow, valid while partLessBestOf[id] is bestNowVersion (which
  // changes with bestNow), so that a candidate compares with one pass over the limbs.
  private final long[] partLessBest;
  private final int[] partLessBestOf;
  private int bestNowVersion;
  private final long[] bestNow;

  Solver(WeightTable graph) {
    this.s = new SolverState(graph);
    this.primal = new PrimalOperations(s);
    this.duals = new DualUpdates(s);
    this.n = s.n;
    this.k = s.k;
    this.table = s.table;
    this.delta = new long[k];
    int ids = table.length / k;
    part = new long[table.length];
    partKey = new long[table.length];
    partScan = new int[ids];
    partKeyScan = new int[ids];
    partKeyIdentity = new int[ids];
    partLessBest = new long[table.length];
    partLessBestOf = new int[ids];
    bestNow = new long[k];
  }

  /** The state, for the start strategies before the run and the certificate after it. */
  SolverState state() {
    return s;
  }

  DualUpdates duals() {
    return duals;
  }

  /**
   * Runs stages until no free vertex keeps a positive dual.
   *
   * @return for each vertex its mate, or -1
   */
  int[] run() {
    if (n == 0) {
      return new int[0];
    }
    while (true) {
      startStage();
      s.rootLevel = duals.highestWaitingSingle();
      if (s.rootLevel == -1) {
        break;
      }
      duals.addRootsAtLevel(primal);
      while (!scanQueue()) {
        DualUpdates.Step step = duals.change();
        if (!act(step)) {
          break; // a dual reached zero: progress of its own
        }
      }
      expandZeroBlossoms();
    }
    return s.mates();
  }

  private void startStage() {
    Arrays.fill(s.label, Label.NONE);
    Arrays.fill(s.bestEdge, -1);
    for (int b = n; b < 2 * n; b++) {
      s.blossomBestEdges[b] = null;
    }
    Arrays.fill(s.deadTree, false);
    s.queue.clear();
    WideInt.setZero(s.shift, 0, k);
    s.stageKeys.clear(); // keys compare within a stage
  }

  /** Carries out what a dual change made possible; false when the stage is over. */
  private boolean act(DualUpdates.Step step) {
    switch (step.bound()) {
      case VERTEX_DUAL_ZERO -> {
        // An S-vertex's dual reached zero: if it is a matched vertex, it becomes single and its
        // root takes its place; a root simply stays single.
        if (s.mate[step.vertex()] != -1) {
          primal.flipPathToRoot(step.vertex(), -1);
        }
        return false;
      }
      case EDGE_TO_OUTSIDE -> {
        int i = SolverState.endpoint(2 * step.edge());
        if (s.label[s.inBlossom[i]] == Label.NONE) {
          i = SolverState.endpoint(2 * step.edge() + 1);
        }
        s.queue.add(i);
        return true;
      }
      case EDGE_BETWEEN_S_BLOSSOMS -> {
        s.queue.add(SolverState.endpoint(2 * step.edge()));
        return true;
      }
      case INNER_BLOSSOM_ZERO -> {
        primal.expandInner(step.blossom());
        return true;
      }
      case NEXT_ROOT_LEVEL -> {
        duals.addRootsAtLevel(primal);
        return true;
      }
    }
    throw new IllegalStateException("unknown bound " + step.bound());
  }

  /** End of a stage: S-blossoms whose dual is zero are expanded (and those inside them). */
  private void expandZeroBlossoms() {
    for (int b = n; b < 2 * n; b++) {
      if (s.blossomParent[b] == -1
          && s.blossomBase[b] >= 0
          && s.label[b] == Label.S
          && WideInt.isZero(s.dual, b * k, k)) {
        primal.expandAtStageEnd(b);
      }
    }
  }

  /**
   * Scans queued S-vertices until the queue is empty. An augmentation ends the scan of its vertex
   * and sets its trees aside; the other trees go on growing.
   *
   * @return whether an augmentation was made (the stage then ends without a dual change)
   */
  private boolean scanQueue() {
    boolean augmented = false;
    while (!s.queue.isEmpty()) {
      int v = s.queue.removeLast();
      if (isSetAside(v)) {
        continue;
      }
      augmented |= scanVertex(v);
    }
    return augmented;
  }

  /**
   * Looks at every edge of S-vertex v: a tight one grows, shrinks or augments; a loose one may be
   * the best edge to its other end's vertex or S-blossom.
   *
   * <p>v's row of the weight matrix is read in order; the slack is computed afresh, which costs
   * less than remembering which edges are tight (a table read out of order).
   *
   * @return whether an augmentation was made
   */
  private boolean scanVertex(int v) {
    boolean wide = s.wide;
    char[] narrowIds = s.narrowIds;
    int[] wideIds = s.wideIds;
    int[] inBlossom = s.inBlossom;
    int[] label = s.label;
    int[] bestEdge = s.bestEdge;
    long[] dual = s.dual;
    long[] bestKey = s.bestKey;
    long[] shift = s.shift;
    int row = v * n;
    int scan = ++scans;
    bestNowVersion++; // the parts are v's
    // The slack now of the best edge from v's blossom to another S-blossom, for comparisons during
    // this scan (its key less twice the stage's change); redrawn if the blossom or its best edge
    // changes under the scan.
    int bestOf = -1;
    int bestSeen = -2;
    for (int u = 0; u < n; u++) {
      int cell = row + u;
      int id = wide ? wideIds[cell] : narrowIds[cell]; // zero on the diagonal
      if (id == 0 || inBlossom[v] == inBlossom[u] || isSetAside(u)) {
        continue;
      }
      int wo = id * k;
      if (partScan[id] != scan) {
        partScan[id] = scan;
        WideInt.subtractTwice(dual, v * k, table, wo, part, wo, k);
      }
      // the slack is u's dual plus the part; its sign mostly shows in the top limbs
      int sign = WideInt.signumOfSum(dual, u * k, part, wo, k);
      if (sign <= 0) {
        if (tightEdge(v, u)) {
          return true;
        }
      } else if (label[inBlossom[u]] == Label.S) {
        int b = inBlossom[v];
        if (b != bestOf || bestEdge[b] != bestSeen) {
          bestOf = b;
          bestSeen = bestEdge[b];
          if (bestSeen != -1) {
            WideInt.subtract(bestKey, b * k, shift, 0, bestNow, 0, k);
            WideInt.subtract(bestNow, 0, shift, 0, bestNow, 0, k);
            bestNowVersion++;
          }
        }
        boolean better = bestSeen == -1;
        if (!better) {
          // slack < bestNow, that is u's dual + (part - bestNow) < 0
          if (partLessBestOf[id] != bestNowVersion) {
            partLessBestOf[id] = bestNowVersion;
            WideInt.subtract(part, wo, bestNow, 0, partLessBest, wo, k);
          }
          better = WideInt.signumOfSum(dual, u * k, partLessBest, wo, k) < 0;
        }
        if (better) {
          // both ends stay S: the key is the slack plus twice the stage's change
          WideInt.add(dual, u * k, part, wo, delta, 0, k); // the slack
          int e = WeightTable.edge(v, u);
          bestEdge[b] = e;
          s.bestKeyIdentity[b] = -1;
          bestSeen = e;
          WideInt.copy(delta, 0, bestNow, 0, k);
          bestNowVersion++;
          WideInt.add(delta, 0, shift, 0, bestKey, b * k, k);
          WideInt.add(bestKey, b * k, shift, 0, bestKey, b * k, k);
        }
      } else if (label[u] == Label.NONE) {
        // the key of a best edge to a vertex outside the trees: the slack less u's dual (alike for
        // every candidate), plus the stage's dual change
        if (partKeyScan[id] != scan) {
          partKeyScan[id] = scan;
          WideInt.add(part, wo, shift, 0, partKey, wo, k);
          partKeyIdentity[id] = s.stageKeys.intern(partKey, wo);
        }
        int identity = partKeyIdentity[id];
        if (bestEdge[u] == -1
            || (s.bestKeyIdentity[u] != identity
                && WideInt.compare(partKey, wo, bestKey, u * k, k) < 0)) {
          bestEdge[u] = WeightTable.edge(v, u);
          s.bestKeyIdentity[u] = identity;
          WideInt.copy(partKey, wo, bestKey, u * k, k);
        }
      }
    }
    return false;
  }

  /**
   * Acts on a tight edge from S-vertex v to u: augments into a single vertex outside the trees,
   * grows the tree to a matched one, shrinks a blossom or augments between two trees.
   *
   * @return whether an augmentation was made
   */
  private boolean tightEdge(int v, int u) {
    int e = WeightTable.edge(v, u);
    int p = SolverState.endpointAt(v, u);
    int bu = s.inBlossom[u];
    if (s.label[bu] == Label.NONE && s.mate[s.blossomBase[bu]] == -1) {
      // A single vertex (or blossom) with zero dual: augment into it.
      s.labelEnd[bu] = -1;
      primal.augmentMatching(e);
      setAside(s.inBlossom[v]);
      s.label[bu] = Label.T; // now matched into a used tree: labelled so that it is set aside
      s.treeOf[bu] = s.treeOf[s.inBlossom[v]];
      return true;
    } else if (s.label[bu] == Label.NONE) {
      primal.assignLabel(u, Label.T, p ^ 1);
    } else if (s.label[bu] == Label.S) {
      int base = primal.scanBlossom(v, u);
      if (base >= 0) {
        primal.addBlossom(base, e);
      } else {
        int treeOfV = s.treeOf[s.inBlossom[v]];
        int treeOfU = s.treeOf[bu];
        primal.augmentMatching(e);
        s.deadTree[treeOfV] = true;
        s.deadTree[treeOfU] = true;
        return true;
      }
    } else if (s.label[u] == Label.NONE) {
      s.label[u] = Label.T;
      s.labelEnd[u] = p ^ 1;
    }
    return false;
  }

  private void setAside(int topBlossom) {
    s.deadTree[s.treeOf[topBlossom]] = true;
  }

  /** Whether v belongs to a tree an augmentation of this stage has used. */
  private boolean isSetAside(int v) {
    int b = s.inBlossom[v];
    return s.label[b] != Label.NONE && s.deadTree[s.treeOf[b]];
  }
}
