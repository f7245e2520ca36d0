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

  // Whether a stage that ended in augmentations keeps the trees they did not use (see
  // keepUnusedTrees); and, while it runs, which vertices left the forest and which tree nodes were
  // reset, by stamp.
  private boolean keepTrees;
  private final int[] releasedStamp;
  private final int[] requeuedStamp;
  private int releases;
  private final long[] slackNow;

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
    releasedStamp = new int[2 * n];
    requeuedStamp = new int[n];
    slackNow = new long[k];
  }

  /** Whether stages keep the trees an augmentation did not use (off: every stage starts afresh). */
  void setKeepTrees(boolean keep) {
    this.keepTrees = keep;
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
    int keptRoot = -1;
    while (true) {
      if (keptRoot == -1) {
        startStage();
        s.rootLevel = duals.highestWaitingSingle();
        if (s.rootLevel == -1) {
          break;
        }
      } else {
        s.rootLevel = keptRoot; // a kept tree's root: still single, still at the roots' dual
      }
      duals.addRootsAtLevel(primal);
      boolean augmented;
      while (true) {
        augmented = scanQueue();
        if (augmented) {
          break;
        }
        DualUpdates.Step step = duals.change();
        if (!act(step)) {
          break; // a dual reached zero: progress of its own
        }
      }
      keptRoot = keepTrees && augmented ? keepUnusedTrees() : -1;
      if (keptRoot == -1) {
        expandZeroBlossoms();
      }
    }
    return s.mates();
  }

  /**
   * At the end of a stage that augmented: keeps every tree no augmentation used, unlabels the used
   * ones, and mends the best edges, so that the next stage goes on from the kept trees instead of
   * rebuilding them by scanning each of their S-vertices again.
   *
   * <p>Why the kept trees are what the next stage would have: no dual changed since the
   * augmentations (a stage ends at its first augmenting scan of the queue, after the queue is
   * empty), so every tree edge is still tight; a kept tree's root is still single at the roots'
   * dual, and no single vertex waits at that dual (all were made roots). A kept tree was scanned
   * whole: each of its S-vertices looked at every edge, skipping only vertices of used trees, so
   * the tight edges it has not acted on all lead into used trees. A kept tree holding a top-level
   * S-blossom of zero dual is released too: the stage's end expands that blossom.
   *
   * <p>The invariants the dual step relies on, restored here for the next stage:
   *
   * <ul>
   *   <li>(a) every vertex u whose own label is NONE outside S-blossoms has as best edge the
   *       least-slack edge from an S-vertex, or -1 if none. Kept: its best edge is the least of the
   *       edges offered to it since it was last reset, every S-vertex now in a kept tree having
   *       offered it (it was scanned while u was unlabelled: u was never in a labelled part of a
   *       used tree, or it would have been released, and its label never went from T to NONE but
   *       for an expansion that relabels it at once); dropping the offers from released vertices
   *       leaves that least unchanged unless it came from one. So a vertex released, or whose best
   *       edge comes from a released vertex, is reset and looks at every edge to an S-vertex itself
   *       (a scan from its side).
   *   <li>(b) for every edge between two top-level S-blossoms, one of them has a best edge of no
   *       greater slack, and each best edge joins two S-blossoms. An edge between kept trees was
   *       covered before and is still; one with a released end is covered when that end becomes S
   *       again, since a vertex becoming S is queued and scanned and its scan offers the edge to
   *       its blossom. A kept best edge into a released vertex no longer joins two S-blossoms: an
   *       S-blossom with a list (formed by addBlossom; the list holds its least edge to each
   *       blossom that was S when it formed, and the edges its leaves offered later were to those
   *       blossoms or are covered from the other side) takes the least of the list's entries still
   *       between S-blossoms; one without a list resets its best edge and rescans its vertices.
   *   <li>(c) a tight edge from an S-vertex to a vertex outside the S-blossoms has been acted on.
   *       Between kept trees: acted on during the stage. From a kept S-vertex to a released vertex:
   *       found by the released vertex's scan from its side, which queues the S-vertex to be
   *       scanned again (that scan acts on it).
   * </ul>
   *
   * <p>Keys (best edges' slacks less and plus the stage's dual change) carry over: the shift is not
   * reset, and every S-vertex's dual has come down by exactly the change since it became S.
   *
   * @return a kept tree's root, or -1 when no tree is kept (the caller then starts afresh)
   */
  private int keepUnusedTrees() {
    // Trees holding a top-level S-blossom of zero dual are released (expanded at the stage end).
    for (int b = n; b < 2 * n; b++) {
      if (s.blossomParent[b] == -1
          && s.blossomBase[b] >= 0
          && s.label[b] == Label.S
          && WideInt.isZero(s.dual, b * k, k)) {
        s.deadTree[s.treeOf[b]] = true;
      }
    }
    int keptRoot = -1;
    int stamp = ++releases;
    int released = 0;
    int keptS = 0;
    for (int v = 0; v < n; v++) {
      int b = s.inBlossom[v];
      if (s.label[b] != Label.NONE) {
        if (s.deadTree[s.treeOf[b]]) {
          releasedStamp[v] = stamp;
          released++;
        } else {
          keptRoot = s.treeOf[b];
          keptS += s.label[b] == Label.S ? 1 : 0;
        }
      }
    }
    // Each released vertex is looked at from its side (a pass over its row, as a scan): keeping
    // pays only when that is fewer rows than the kept S-vertices' scans it saves.
    if (keptRoot == -1 || released >= keptS) {
      return -1;
    }
    expandZeroBlossoms(); // only blossoms of released trees
    // Unlabel every released vertex and every blossom holding it, each node once.
    for (int v = 0; v < n; v++) {
      if (releasedStamp[v] != stamp) {
        continue;
      }
      int x = v;
      while (x != -1) {
        if (x >= n) {
          if (releasedStamp[x] == stamp) {
            break;
          }
          releasedStamp[x] = stamp;
        }
        s.label[x] = Label.NONE;
        s.labelEnd[x] = -1;
        s.bestEdge[x] = -1;
        if (x >= n) {
          s.blossomBestEdges[x] = null;
        }
        x = s.blossomParent[x];
      }
    }
    Arrays.fill(s.deadTree, false);
    s.queue.clear();
    s.stageKeys.clear();
    Arrays.fill(s.bestKeyIdentity, -1);
    // (b): kept S-blossoms' best edges into released vertices.
    for (int b = 0; b < 2 * n; b++) {
      if (s.blossomParent[b] != -1
          || s.label[b] != Label.S
          || s.bestEdge[b] == -1
          || !touchesReleased(s.bestEdge[b], stamp)) {
        continue;
      }
      if (b >= n && s.blossomBestEdges[b] != null) {
        s.bestEdge[b] = -1;
        leastOfList(b);
      } else {
        s.staleBest[b] = true;
      }
    }
    // (a) and (c): vertices outside the S-blossoms whose best edge is gone.
    for (int u = 0; u < n; u++) {
      if (s.label[u] != Label.NONE || s.label[s.inBlossom[u]] == Label.S) {
        continue;
      }
      if (releasedStamp[u] == stamp) {
        s.bestEdge[u] = -1;
        s.staleBest[u] = false;
        offerFromSVertices(u);
      } else if (s.bestEdge[u] != -1 && touchesReleased(s.bestEdge[u], stamp)) {
        s.staleBest[u] = true;
      }
    }
    return keptRoot;
  }

  /**
   * Works out afresh the best edge of x, whose stale one bounded the dual change: an outside
   * vertex's from its side, an S-blossom's by scanning its vertices again.
   */
  private void refreshStale(int x) {
    s.staleBest[x] = false;
    s.bestEdge[x] = -1;
    releases++; // a new stamp for the vertices queued
    if (s.label[x] == Label.S && s.blossomParent[x] == -1) {
      s.forEachLeaf(x, s.queue::add);
    } else {
      offerFromSVertices(x);
    }
  }

  private boolean touchesReleased(int e, int stamp) {
    return releasedStamp[SolverState.endpoint(2 * e)] == stamp
        || releasedStamp[SolverState.endpoint(2 * e + 1)] == stamp;
  }

  /** S-blossom b's best edge: the least of its list's edges that still join it to an S-blossom. */
  private void leastOfList(int b) {
    for (int e : s.blossomBestEdges[b]) {
      int i = SolverState.endpoint(2 * e);
      int j = SolverState.endpoint(2 * e + 1);
      int bi = s.inBlossom[i];
      int bj = s.inBlossom[j];
      if (bi == bj || s.label[bi] != Label.S || s.label[bj] != Label.S) {
        continue;
      }
      s.slack(e, slackNow);
      if (s.bestEdge[b] == -1) {
        s.staleBest[b] = false;
        s.bestEdge[b] = e;
        WideInt.copy(slackNow, 0, delta, 0, k);
      } else if (WideInt.compare(slackNow, 0, delta, 0, k) < 0) {
        s.bestEdge[b] = e;
        WideInt.copy(slackNow, 0, delta, 0, k);
      }
    }
    if (s.bestEdge[b] != -1) {
      s.bestKeyIdentity[b] = -1;
      WideInt.add(delta, 0, s.shift, 0, s.bestKey, b * k, k);
      WideInt.add(s.bestKey, b * k, s.shift, 0, s.bestKey, b * k, k);
    }
  }

  /**
   * A scan from u's side: u's best edge becomes its least-slack edge from an S-vertex, and an
   * S-vertex with a tight edge to u is queued to be scanned again (its scan acts on the edge).
   */
  private void offerFromSVertices(int u) {
    int bu = s.inBlossom[u];
    for (int x = 0; x < n; x++) {
      int id = s.id(u, x);
      int bx = s.inBlossom[x];
      if (id == 0 || bx == bu || s.label[bx] != Label.S) {
        continue;
      }
      s.slack(u, x, slackNow);
      if (WideInt.signum(slackNow, 0, k) <= 0) {
        // what x's scan would do with the tight edge: u's blossom, matched, grows the tree as T;
        // a vertex of a T-blossom is marked reached; else x is scanned again
        if (requeuedStamp[x] != releases) {
          requeuedStamp[x] = releases; // once: its scan acts on every tight edge
          s.queue.add(x);
        }
        continue;
      }
      // the key: the slack less u's dual, plus the stage's change
      WideInt.subtract(slackNow, 0, s.dual, u * k, delta, 0, k);
      WideInt.add(delta, 0, s.shift, 0, delta, 0, k);
      if (s.bestEdge[u] == -1 || WideInt.compare(delta, 0, s.bestKey, u * k, k) < 0) {
        s.bestEdge[u] = WeightTable.edge(u, x);
        s.bestKeyIdentity[u] = -1;
        WideInt.copy(delta, 0, s.bestKey, u * k, k);
      }
    }
  }

  private void startStage() {
    Arrays.fill(s.label, Label.NONE);
    Arrays.fill(s.bestEdge, -1);
    for (int b = n; b < 2 * n; b++) {
      s.blossomBestEdges[b] = null;
    }
    Arrays.fill(s.deadTree, false);
    Arrays.fill(s.staleBest, false);
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
        if (duals.staleBound() != -1) {
          refreshStale(duals.staleBound());
          return true;
        }
        int i = SolverState.endpoint(2 * step.edge());
        if (s.label[s.inBlossom[i]] == Label.NONE) {
          i = SolverState.endpoint(2 * step.edge() + 1);
        }
        s.queue.add(i);
        return true;
      }
      case EDGE_BETWEEN_S_BLOSSOMS -> {
        if (duals.staleBound() != -1) {
          refreshStale(duals.staleBound());
          return true;
        }
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
      int id = narrowIds != null ? narrowIds[cell] : wideIds[cell]; // zero on the diagonal
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
          s.staleBest[b] = false; // below the stale key's bound: the least of its kind
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
          s.staleBest[u] = false; // below the stale key's bound: the least of its kind
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
