package org.swisschess.matching;

/**
 * The primal operations of the blossom algorithm on a {@link SolverState}: grow a tree over a tight
 * edge, shrink an odd cycle of S-blossoms into a new blossom, expand a blossom again, and augment
 * the matching along an alternating path (rotating every blossom it passes through). In Galil's
 * survey (1986) these are the steps of a stage between two dual changes; the code follows Van
 * Rantwijk's {@code mwmatching.py} ({@code assignLabel}, {@code scanBlossom}, {@code addBlossom},
 * {@code expandBlossom}, {@code augmentBlossom}, {@code augmentMatching}), with expansion and
 * augmentation written as loops over an explicit stack: blossoms nest as deep as the graph is
 * large.
 */
final class PrimalOperations {

  private final SolverState s;
  private final int n;
  private final int k;
  private final long[] s1;

  // addBlossom's slack of bestEdgeTo[x], at x * k; its best edge to each S-blossom, -1 between
  // calls; and the blossoms it touched.
  private final long[] toSlack;
  private final int[] bestEdgeTo;
  private final IntList touchedTo = new IntList();
  private int[] leafStack = new int[64];

  // Per weight id, during the offer of one leaf's edges: the leaf's dual less twice the weight,
  // valid while leafPartScan[id] is the leaf's number.
  private final long[] leafPart;
  private final int[] leafPartScan;
  private int leafScans;

  PrimalOperations(SolverState state) {
    this.s = state;
    this.n = state.n;
    this.k = state.k;
    this.s1 = new long[k];
    this.toSlack = new long[2 * n * k];
    this.bestEdgeTo = new int[2 * n];
    java.util.Arrays.fill(bestEdgeTo, -1);
    this.leafPart = new long[state.table.length];
    this.leafPartScan = new int[state.table.length / k];
  }

  /**
   * Grows: gives vertex v's top-level blossom label t, reached through endpoint p (-1 for a root).
   * An S-blossom's vertices go on the queue to be scanned; a T-blossom's mate becomes S.
   */
  void assignLabel(int v, int t, int p) {
    while (true) {
      int b = s.inBlossom[v];
      s.label[v] = t;
      s.label[b] = t;
      s.labelEnd[v] = p;
      s.labelEnd[b] = p;
      s.treeOf[b] = p == -1 ? v : s.treeOf[s.inBlossom[SolverState.endpoint(p)]];
      s.bestEdge[v] = -1;
      s.bestEdge[b] = -1;
      if (t == Label.S) {
        s.forEachLeaf(b, s.queue::add);
        return;
      }
      if (t != Label.T) {
        return;
      }
      int base = s.blossomBase[b];
      v = SolverState.endpoint(s.mate[base]);
      t = Label.S;
      p = s.mate[base] ^ 1;
    }
  }

  /**
   * Traces the tree paths up from the ends of a tight edge between S-vertices v and u: the base of
   * the blossom they close, or -1 when they lie in different trees (an augmenting path).
   */
  int scanBlossom(int v, int u) {
    IntList path = new IntList();
    int base = -1;
    while (v != -1 || u != -1) {
      int b = s.inBlossom[v];
      if (s.label[b] == Label.S_PASSED) {
        base = s.blossomBase[b];
        break;
      }
      path.add(b);
      s.label[b] = Label.S_PASSED;
      if (s.labelEnd[b] == -1) {
        v = -1;
      } else {
        v = SolverState.endpoint(s.labelEnd[b]);
        b = s.inBlossom[v];
        v = SolverState.endpoint(s.labelEnd[b]);
      }
      if (u != -1) {
        int t = v;
        v = u;
        u = t;
      }
    }
    for (int i = 0; i < path.size(); i++) {
      s.label[path.get(i)] = Label.S;
    }
    return base;
  }

  /**
   * Shrinks: makes the odd cycle closed by edge e, through the tree paths of its ends up to {@code
   * base}, a new S-blossom. Its T-vertices become S and go on the queue; its best edges to other
   * S-blossoms are merged from its children's.
   */
  void addBlossom(int base, int e) {
    int v = SolverState.endpoint(2 * e);
    int u = SolverState.endpoint(2 * e + 1);
    int bb = s.inBlossom[base];
    int bv = s.inBlossom[v];
    int bw = s.inBlossom[u];
    int b = s.unusedBlossoms[--s.unusedCount];
    s.treeOf[b] = s.treeOf[bb];
    s.blossomBase[b] = base;
    s.blossomParent[b] = -1;
    s.blossomParent[bb] = b;
    IntList path = new IntList();
    IntList ends = new IntList();
    while (bv != bb) {
      s.blossomParent[bv] = b;
      path.add(bv);
      ends.add(s.labelEnd[bv]);
      v = SolverState.endpoint(s.labelEnd[bv]);
      bv = s.inBlossom[v];
    }
    path.add(bb);
    path.reverse();
    ends.reverse();
    ends.add(2 * e);
    while (bw != bb) {
      s.blossomParent[bw] = b;
      path.add(bw);
      ends.add(s.labelEnd[bw] ^ 1);
      u = SolverState.endpoint(s.labelEnd[bw]);
      bw = s.inBlossom[u];
    }
    s.blossomChildren[b] = path.toArray();
    s.blossomEnds[b] = ends.toArray();
    s.label[b] = Label.S;
    s.labelEnd[b] = s.labelEnd[bb];
    WideInt.setZero(s.dual, b * k, k);
    takeLeaves(b);
    mergeBestEdges(b);
  }

  /**
   * Makes b the top-level blossom of each of its vertices, in child order, and queues those that
   * were T (they become S). What {@link SolverState#forEachLeaf} would do with that action, as a
   * loop of its own over a stack kept between calls: a blossom built pair by pair over a large
   * component takes every vertex of it once per pair, so this walk is a large part of a solve.
   */
  private void takeLeaves(int b) {
    int[] stack = leafStack;
    int top = 0;
    stack[top++] = b;
    int[] inBlossom = s.inBlossom;
    int[] label = s.label;
    while (top > 0) {
      int x = stack[--top];
      if (x < n) {
        if (label[inBlossom[x]] == Label.T) {
          s.queue.add(x);
        }
        inBlossom[x] = b;
      } else {
        int[] children = s.blossomChildren[x];
        if (top + children.length > stack.length) {
          stack = java.util.Arrays.copyOf(stack, Math.max(2 * stack.length, top + children.length));
          leafStack = stack;
        }
        for (int c = children.length - 1; c >= 0; c--) {
          stack[top++] = children[c]; // the first child comes out first
        }
      }
    }
  }

  /** The new blossom b's least-slack edge to each other S-blossom, from its children's. */
  private void mergeBestEdges(int b) {
    // bestEdgeTo (all -1 between calls) and the entries this call sets, cleared at the end
    touchedTo.clear();
    for (int child : s.blossomChildren[b]) {
      int[] listed = s.blossomBestEdges[child];
      if (listed == null) {
        // every edge of the child's leaves, walked in place rather than listed
        s.forEachLeaf(child, leaf -> offerEveryEdge(b, leaf));
      } else {
        for (int edge : listed) {
          int i = SolverState.endpoint(2 * edge);
          int j = SolverState.endpoint(2 * edge + 1);
          if (s.inBlossom[j] == b) {
            offerBestEdgeTo(b, j, i);
          } else {
            offerBestEdgeTo(b, i, j);
          }
        }
      }
      s.blossomBestEdges[child] = null;
      s.bestEdge[child] = -1;
    }
    int[] best = new int[touchedTo.size()];
    int bestTo = -1;
    for (int t = 0; t < touchedTo.size(); t++) {
      int to = touchedTo.get(t);
      best[t] = bestEdgeTo[to];
      if (bestTo == -1 || WideInt.compare(toSlack, to * k, toSlack, bestTo * k, k) < 0) {
        bestTo = to;
      }
    }
    s.blossomBestEdges[b] = best;
    s.bestEdge[b] = -1;
    if (bestTo != -1) {
      s.bestEdge[b] = bestEdgeTo[bestTo];
      s.bestKeyIdentity[b] = -1;
      WideInt.add(toSlack, bestTo * k, s.shift, 0, s.bestKey, b * k, k);
      WideInt.add(s.bestKey, b * k, s.shift, 0, s.bestKey, b * k, k);
    }
    for (int t = 0; t < touchedTo.size(); t++) {
      bestEdgeTo[touchedTo.get(t)] = -1;
    }
  }

  /**
   * Keeps {inside, outside} as the best edge from new blossom b to the S-blossom of outside if its
   * slack is least.
   */
  private void offerBestEdgeTo(int b, int inside, int outside) {
    int bj = s.inBlossom[outside];
    if (bj == b || s.label[bj] != Label.S) {
      return;
    }
    s.slack(inside, outside, s1);
    offerSlack(bj, inside, outside);
  }

  /**
   * {@link #offerBestEdgeTo} for every edge of leaf, with the leaf's dual less twice each distinct
   * weight worked out once, as a scan does.
   */
  private void offerEveryEdge(int b, int leaf) {
    int row = leaf * n;
    int scan = ++leafScans;
    boolean wide = s.wide;
    char[] narrowIds = s.narrowIds;
    int[] wideIds = s.wideIds;
    for (int other = 0; other < n; other++) {
      int id = wide ? wideIds[row + other] : narrowIds[row + other];
      if (id == 0) {
        continue;
      }
      int bj = s.inBlossom[other];
      if (bj == b || s.label[bj] != Label.S) {
        continue;
      }
      int wo = id * k;
      if (leafPartScan[id] != scan) {
        leafPartScan[id] = scan;
        WideInt.subtractTwice(s.dual, leaf * k, s.table, wo, leafPart, wo, k);
      }
      // Most edges are not the least: the top limbs of the slack's two parts already exceed the
      // best one's (the lower limbs only add to a sum), and offerSlack would keep the best.
      if (bestEdgeTo[bj] != -1
          && s.dual[other * k + k - 1] + leafPart[wo + k - 1] > toSlack[bj * k + k - 1]) {
        continue;
      }
      WideInt.add(s.dual, other * k, leafPart, wo, s1, 0, k);
      offerSlack(bj, leaf, other);
    }
  }

  /** Keeps {inside, outside}, of slack s1, as the best edge to S-blossom bj if the least. */
  private void offerSlack(int bj, int inside, int outside) {
    if (bestEdgeTo[bj] == -1) {
      touchedTo.add(bj);
    } else if (WideInt.compare(s1, 0, toSlack, bj * k, k) >= 0) {
      return;
    }
    bestEdgeTo[bj] = WeightTable.edge(inside, outside);
    WideInt.copy(s1, 0, toSlack, bj * k, k);
  }

  private static int indexOf(int[] array, int value) {
    for (int i = 0; i < array.length; i++) {
      if (array[i] == value) {
        return i;
      }
    }
    throw new IllegalStateException("blossom child not found");
  }

  private static int at(int[] array, int j) {
    int len = array.length;
    return array[((j % len) + len) % len];
  }

  /**
   * Expands top-level S-blossom b at the end of a stage, and every blossom inside it whose dual is
   * zero too, innermost last: their children become top-level (mwmatching's {@code expandBlossom(b,
   * endstage=True)}). Blossom numbers are retired children first, as the recursive form retires
   * them.
   */
  void expandAtStageEnd(int b) {
    IntList blossoms = new IntList(); // a stack of blossoms being expanded ...
    IntList nextChild = new IntList(); // ... with the index of the next child of each to release
    blossoms.add(b);
    nextChild.add(0);
    while (!blossoms.isEmpty()) {
      int top = blossoms.size() - 1;
      int x = blossoms.get(top);
      int c = nextChild.get(top);
      int[] children = s.blossomChildren[x];
      if (c == children.length) {
        blossoms.removeLast();
        nextChild.removeLast();
        s.retire(x);
        continue;
      }
      nextChild.removeLast();
      nextChild.add(c + 1);
      int child = children[c];
      s.blossomParent[child] = -1;
      s.treeOf[child] = s.treeOf[x];
      if (child < n) {
        s.inBlossom[child] = child;
      } else if (WideInt.isZero(s.dual, child * k, k)) {
        blossoms.add(child);
        nextChild.add(0);
      } else {
        s.forEachLeaf(child, leaf -> s.inBlossom[leaf] = child);
      }
    }
  }

  /**
   * Expands top-level T-blossom b, whose dual has reached zero, during a stage: its children become
   * top-level, and those on the even path from the child it was entered by to its base keep the
   * tree going (T, S, ..., T), the others leave the tree or are labelled T where a vertex of theirs
   * had been reached.
   */
  void expandInner(int b) {
    for (int child : s.blossomChildren[b]) {
      s.blossomParent[child] = -1;
      s.treeOf[child] = s.treeOf[b];
      if (child < n) {
        s.inBlossom[child] = child;
      } else {
        s.forEachLeaf(child, leaf -> s.inBlossom[leaf] = child);
      }
    }
    if (s.label[b] == Label.T) {
      relabelChildren(b);
    }
    s.retire(b);
  }

  private void relabelChildren(int b) {
    int[] children = s.blossomChildren[b];
    int[] ends = s.blossomEnds[b];
    int entryChild = s.inBlossom[SolverState.endpoint(s.labelEnd[b] ^ 1)];
    int j = indexOf(children, entryChild);
    int jStep;
    int endTrick;
    if ((j & 1) != 0) {
      j -= children.length;
      jStep = 1;
      endTrick = 0;
    } else {
      jStep = -1;
      endTrick = 1;
    }
    int p = s.labelEnd[b];
    while (j != 0) {
      s.label[SolverState.endpoint(p ^ 1)] = Label.NONE;
      s.label[SolverState.endpoint(at(ends, j - endTrick) ^ endTrick ^ 1)] = Label.NONE;
      assignLabel(SolverState.endpoint(p ^ 1), Label.T, p);
      j += jStep;
      p = at(ends, j - endTrick) ^ endTrick;
      j += jStep;
    }
    int bv = at(children, j);
    s.label[SolverState.endpoint(p ^ 1)] = Label.T;
    s.label[bv] = Label.T;
    s.labelEnd[SolverState.endpoint(p ^ 1)] = p;
    s.labelEnd[bv] = p;
    s.bestEdge[bv] = -1;
    j += jStep;
    while (at(children, j) != entryChild) {
      bv = at(children, j);
      if (s.label[bv] == Label.S) {
        j += jStep;
        continue;
      }
      int found = -1;
      for (int leaf : s.leaves(bv)) {
        if (s.label[leaf] != Label.NONE) {
          found = leaf;
          break;
        }
      }
      if (found != -1) {
        s.label[found] = Label.NONE;
        s.label[SolverState.endpoint(s.mate[s.blossomBase[bv]])] = Label.NONE;
        assignLabel(found, Label.T, s.labelEnd[found]);
      }
      j += jStep;
    }
  }

  /**
   * Swaps matched and unmatched edges along the even alternating path through blossom b from vertex
   * v to its base, and makes v the base: each blossom on the path is rotated so that the path
   * enters it at its new base. Every vertex on the path, at every level of nesting, changes its
   * mate once, so the blossoms can be worked through from a stack in any order.
   */
  void augmentBlossom(int b, int v) {
    IntList work = new IntList(); // pairs (blossom, its new base)
    work.add(b);
    work.add(v);
    while (!work.isEmpty()) {
      int newBase = work.removeLast();
      int blossom = work.removeLast();
      augmentOneLevel(blossom, newBase, work);
    }
  }

  private void augmentOneLevel(int b, int v, IntList work) {
    int t = v;
    while (s.blossomParent[t] != b) {
      t = s.blossomParent[t];
    }
    if (t >= n) {
      work.add(t);
      work.add(v);
    }
    int[] children = s.blossomChildren[b];
    int[] ends = s.blossomEnds[b];
    int i = indexOf(children, t);
    int j = i;
    int jStep;
    int endTrick;
    if ((i & 1) != 0) {
      j -= children.length;
      jStep = 1;
      endTrick = 0;
    } else {
      jStep = -1;
      endTrick = 1;
    }
    while (j != 0) {
      j += jStep;
      t = at(children, j);
      int p = at(ends, j - endTrick) ^ endTrick;
      if (t >= n) {
        work.add(t);
        work.add(SolverState.endpoint(p));
      }
      j += jStep;
      t = at(children, j);
      if (t >= n) {
        work.add(t);
        work.add(SolverState.endpoint(p ^ 1));
      }
      s.mate[SolverState.endpoint(p)] = p ^ 1;
      s.mate[SolverState.endpoint(p ^ 1)] = p;
    }
    int len = children.length;
    int[] rc = new int[len];
    int[] re = new int[len];
    for (int x = 0; x < len; x++) {
      rc[x] = children[(i + x) % len];
      re[x] = ends[(i + x) % len];
    }
    s.blossomChildren[b] = rc;
    s.blossomEnds[b] = re;
    // The child holding v, rotated first, gets v as its base (at every level down to v itself).
    s.blossomBase[b] = v;
  }

  /** Augments the matching along the path through tight edge e between two trees' S-vertices. */
  void augmentMatching(int e) {
    flipPathToRoot(SolverState.endpoint(2 * e), 2 * e + 1);
    flipPathToRoot(SolverState.endpoint(2 * e + 1), 2 * e);
  }

  /**
   * Gives S-vertex v the mate at endpoint p (-1: none) and flips the alternating path from v up to
   * its tree's root, rotating every blossom on the way so the path enters it at its base.
   */
  void flipPathToRoot(int v, int p) {
    while (true) {
      int bs = s.inBlossom[v];
      if (bs >= n) {
        augmentBlossom(bs, v);
      }
      s.mate[v] = p;
      if (s.labelEnd[bs] == -1) {
        return;
      }
      int t = SolverState.endpoint(s.labelEnd[bs]);
      int bt = s.inBlossom[t];
      v = SolverState.endpoint(s.labelEnd[bt]);
      int j = SolverState.endpoint(s.labelEnd[bt] ^ 1);
      if (bt >= n) {
        augmentBlossom(bt, j);
      }
      s.mate[j] = s.labelEnd[bt];
      p = s.labelEnd[bt] ^ 1;
    }
  }
}
