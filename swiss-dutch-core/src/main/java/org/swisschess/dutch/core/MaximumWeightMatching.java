package org.swisschess.dutch.core;

import java.util.Arrays;

/**
 * A maximum-weight matching of a general graph with exact multi-limb integer weights: Edmonds'
 * blossom algorithm in its primal-dual O(n^3) form (Galil 1986), written over {@link WideInt}.
 *
 * <p>The graph is complete; an edge of weight zero is absent and never matched. The caller sets
 * weights, solves, changes some weights and solves again. A re-solve starts warm from the previous
 * optimum's vertex duals and still-tight pairs; the first solve starts from a greedy feasible dual.
 *
 * <p>Vertex duals are kept doubled (the slack of an edge is {@code u + v - 2w}), so that with
 * integer weights every quantity stays an integer.
 */
public final class MaximumWeightMatching {

  private final int n;
  private final int k;
  // The weight of {i, j} is entry weightId[i * n + j] (= weightId[j * n + i]) of a table of the
  // distinct weights set, k limbs each; entry 0 is zero, no edge. A pairing graph has few distinct
  // weights (players fall into few classes of score, colour and float), so an int per pair replaces
  // k longs, and a vertex's row is contiguous: the solver's scans read memory in order.
  private final int[] weightId;
  private final LimbTable weights;
  private final long[] internScratch;
  // Edge e = edge(i, j) (i < j) has endpoints 2e (end i) and 2e + 1 (end j), computed, not stored:
  // at 5,000 players a stored table would take 300 MB per graph.
  // Edges set since the last solve: only they can have become infeasible for the saved duals.
  private final IntList changed = new IntList();
  private final boolean[] isChanged;
  private final long[] slackScratch;
  // The previous optimum, kept so that a re-solve after a few weight changes starts warm.
  private long[] savedDual;
  private int[] savedMate;
  // The optimum's own dual, for certificates: vertex duals as they are, and the vertices a
  // blossom with a positive dual holds, with their mates, for which vertex duals do not suffice.
  private long[] finalDual; // vertex duals, then blossom duals (2n entries of k limbs)
  private int[][] enclosing; // per vertex, the positive-dual blossoms holding it, innermost first
  private boolean[] blocked;
  // The last solve, from which enclosing and blocked are drawn when a certificate is first asked
  // for: most solves are not followed by one.
  private Solver lastSolver;
  private int[] lastResult;

  public MaximumWeightMatching(int vertices, int limbs) {
    // Edges are numbered in an int (j (j - 1) fits up to 46,340 vertices), and so are the cells of
    // the weight matrix (46,340^2 < 2^31).
    long edgeCount = (long) vertices * (vertices - 1) / 2;
    if (vertices < 0 || vertices > 46_340 || limbs < 1) {
      throw new IllegalArgumentException(
          "a matching of "
              + vertices
              + " players with "
              + limbs
              + "-limb weights is larger than this engine holds ("
              + edgeCount
              + " pairs)");
    }
    this.n = vertices;
    this.k = limbs;
    int edges = edge(0, vertices);
    this.weightId = new int[vertices * vertices];
    this.weights = new LimbTable(limbs);
    this.internScratch = new long[limbs];
    this.isChanged = new boolean[edges];
    this.slackScratch = new long[limbs];
  }

  /**
   * The number of edge {i, j}, i != j in either order, in the triangle of vertex pairs: with j the
   * higher end, j (j - 1) / 2 + i. {@code edge(0, n)} counts the edges of n vertices.
   */
  static int edge(int i, int j) {
    return i < j ? j * (j - 1) / 2 + i : i * (i - 1) / 2 + j;
  }

  /** The higher end of edge e: the j with edge(0, j) <= e < edge(0, j + 1). */
  static int higherEnd(int e) {
    int j = (int) ((1 + Math.sqrt(1 + 8.0 * e)) / 2);
    while (edge(0, j) > e) {
      j--;
    }
    while (edge(0, j + 1) <= e) {
      j++;
    }
    return j;
  }

  private void changed(int e) {
    if (!isChanged[e]) {
      isChanged[e] = true;
      changed.add(e);
    }
  }

  public int size() {
    return n;
  }

  public int limbs() {
    return k;
  }

  /** Sets the weight of edge {i, j} from {@code w[wo..wo+k)}; zero removes the edge. */
  public void setWeight(int i, int j, long[] w, int wo) {
    int id = weights.intern(w, wo);
    weightId[i * n + j] = id;
    weightId[j * n + i] = id;
    changed(edge(i, j));
  }

  /** Sets the weight of edge {i, j} to a small value. */
  public void setWeight(int i, int j, long value) {
    WideInt.setLong(internScratch, 0, k, value);
    setWeight(i, j, internScratch, 0);
  }

  /**
   * Offset in {@link #weights}' values of the weight of {i, j}; 0 (the zero entry) when there is no
   * edge.
   */
  private int weightAt(int i, int j) {
    return weightId[i * n + j] * k;
  }

  /** Rewrites a weight for another graph: another layout of the same criteria. */
  @FunctionalInterface
  public interface WeightTranslation {
    /**
     * Writes the weight held in {@code from[fo..]} as the new graph holds it, into {@code
     * to[oo..]}.
     *
     * @param from this graph's weight
     * @param fo its offset
     * @param to the new graph's weight, zero on entry
     * @param oo its offset
     */
    void translate(long[] from, int fo, long[] to, int oo);
  }

  /**
   * A new graph over some of this graph's vertices, with the weights of the edges among them
   * translated (each distinct weight once), and without a previous optimum.
   *
   * @param vertices the vertices kept, in the order they get in the new graph
   * @param limbs limbs of the new graph's weights
   * @param translation from this graph's weights to the new graph's; zero stays zero
   * @return the new graph
   */
  public MaximumWeightMatching restrictedTo(
      int[] vertices, int limbs, WeightTranslation translation) {
    MaximumWeightMatching g = new MaximumWeightMatching(vertices.length, limbs);
    int[] newId = new int[weights.size()];
    long[] table = weights.values();
    Arrays.fill(newId, -1);
    long[] translated = new long[limbs];
    int size = vertices.length;
    for (int b = 1; b < size; b++) {
      int row = vertices[b] * n;
      for (int a = 0; a < b; a++) {
        int id = weightId[row + vertices[a]];
        if (id == 0) {
          continue;
        }
        if (newId[id] < 0) {
          Arrays.fill(translated, 0);
          translation.translate(table, id * k, translated, 0);
          newId[id] = g.weights.intern(translated, 0);
        }
        g.weightId[a * size + b] = newId[id];
        g.weightId[b * size + a] = newId[id];
      }
    }
    return g;
  }

  /** Copies the weight of edge {i, j} into out at oo. */
  void weight(int i, int j, long[] out, int oo) {
    System.arraycopy(weights.values(), weightAt(i, j), out, oo, k);
  }

  /**
   * Whether vertex v is outside every blossom with a positive dual of the last optimum: an
   * alternating path that keeps to such vertices leaves those blossoms full.
   */
  boolean isFree(int v) {
    drawCertificate();
    return blocked != null && !blocked[v];
  }

  private void drawCertificate() {
    if (enclosing != null || lastSolver == null) {
      return;
    }
    enclosing = lastSolver.positiveBlossomsHolding();
    blocked = new boolean[n];
    for (int v = 0; v < n; v++) {
      blocked[v] = enclosing[v].length > 0;
    }
    for (int v = 0; v < n; v++) {
      if (blocked[v] && lastResult[v] >= 0) {
        blocked[lastResult[v]] = true;
      }
    }
  }

  /**
   * Whether edge {i, j} is present and tight for the dual of the last optimum under the current
   * weights.
   */
  boolean isTight(int i, int j) {
    return weightId[i * n + j] != 0 && trueSlack(i, j) == 0;
  }

  /**
   * Whether edge {i, j} is present and loose (positive slack) for the dual of the last optimum:
   * while that dual {@link #dualsFeasible certifies} the matching, such an edge is in no optimal
   * matching.
   */
  boolean isLoose(int i, int j) {
    return weightId[i * n + j] != 0 && trueSlack(i, j) > 0;
  }

  /**
   * The sign of edge e's slack for the last optimum's dual, blossoms included: the two vertex
   * duals, less twice the weight, plus twice the dual of every blossom holding both ends.
   */
  private int trueSlack(int i, int j) {
    drawCertificate();
    WideInt.sumMinusTwice(
        finalDual, i * k, finalDual, j * k, weights.values(), weightAt(i, j), slackScratch, 0, k);
    int[] a = enclosing[i];
    int[] b = enclosing[j];
    // The blossoms holding both are the outermost ones the two lists share.
    for (int x = a.length - 1, y = b.length - 1; x >= 0 && y >= 0 && a[x] == b[y]; x--, y--) {
      WideInt.add(slackScratch, 0, finalDual, a[x] * k, slackScratch, 0, k);
      WideInt.add(slackScratch, 0, finalDual, a[x] * k, slackScratch, 0, k);
    }
    return WideInt.signum(slackScratch, 0, k);
  }

  /**
   * Whether the dual of the last optimum is still feasible on every edge set since, leaving out
   * edges at ignored vertices. Edges not set since were feasible at the end of the solve and still
   * are.
   */
  boolean dualsFeasible(boolean[] ignored) {
    if (finalDual == null) {
      return false;
    }
    for (int c = 0; c < changed.size(); c++) {
      int e = changed.get(c);
      int j = higherEnd(e);
      int i = e - edge(0, j);
      if (weightId[i * n + j] == 0 || ignored[i] || ignored[j]) {
        continue;
      }
      if (trueSlack(i, j) < 0) {
        return false;
      }
    }
    return true;
  }

  /** Whether vertex v's dual in the last optimum is zero. */
  boolean hasZeroDual(int v) {
    return finalDual != null && WideInt.isZero(finalDual, v * k, k);
  }

  /**
   * Takes {@code mate} (-1 for a single vertex) as the matching a warm re-solve starts from: the
   * caller found it to be optimal too.
   */
  void adopt(int[] mate) {
    savedMate = mate.clone();
  }

  public void removeEdge(int i, int j) {
    setWeight(i, j, 0);
  }

  public boolean hasEdge(int i, int j) {
    return weightId[i * n + j] != 0;
  }

  /**
   * Computes a maximum-weight matching.
   *
   * @return for each vertex its mate, or -1
   */
  public int[] solve() {
    Solver solver = new Solver(this);
    if (savedMate != null) {
      solver.warmStart(savedDual, savedMate, changed);
    } else {
      solver.greedyStart();
    }
    for (int c = 0; c < changed.size(); c++) {
      isChanged[changed.get(c)] = false;
    }
    changed.clear();
    int[] result = solver.run();
    finalDual = solver.dual; // the solver is not run again
    enclosing = null;
    blocked = null;
    lastSolver = solver;
    lastResult = result.clone();
    savedDual = solver.vertexDualsWithoutBlossoms();
    savedMate = result.clone();
    return result;
  }

  /** One run of the blossom algorithm over the graph's edges. */
  private static final class Solver {
    private final int n;
    private final int k;
    private final int[] weightId; // the graph's, n * n
    private final long[] table; // the graph's distinct weights
    private final int[] mate;
    private final int[] label;
    private final int[] labelEnd;
    private final int[] inBlossom;
    private final int[] blossomParent;
    private final int[][] blossomChildren;
    private final int[][] blossomEnds;
    private final int[] blossomBase;
    private final int[] bestEdge;
    private final int[][] blossomBestEdges;
    private final int[] unusedBlossoms;
    private int unusedCount;
    private final long[] dual;
    private final IntList queue = new IntList(); // S-vertices to scan, last in first out
    private final long[] s1;
    private final long[] delta;
    // The dual change of the stage so far: every S-vertex's dual is that much below its value when
    // it became S. Keys built on it compare the slacks of best edges without recomputing them.
    private final long[] shift;
    private final long[] bestKey; // the key of bestEdge[x], at x * k
    // Which key bestKey[x] holds when it came from a scan's partKey: its id among the stage's
    // keys (interned by value); -1 otherwise. Near an optimum many edges to one vertex have equal
    // keys (the duals make up the differences of the weights), and equal ids need no compare.
    private final int[] bestKeyIdentity;
    private final LimbTable stageKeys;
    // Per weight id, during the scan of one vertex v: v's dual less twice the weight (the slack
    // less the other end's dual) and that plus the stage's change (the key of a best edge to a
    // vertex outside the trees); valid while partScan[id] is the scan's number. A row holds few
    // distinct weights, so each is worked out once per scan rather than once per edge.
    private final long[] part;
    private final long[] partKey;
    private final int[] partScan;
    private final int[] partKeyScan;
    private final int[] partKeyIdentity;
    private int scans;
    // Per weight id: the part less bestNow, valid while partLessBestOf[id] is bestNowVersion (which
    // changes with bestNow), so that a candidate compares with one pass over the limbs.
    private final long[] partLessBest;
    private final long[] leafPart; // as part, for a leaf's edges when a blossom forms
    private final int[] leafPartScan;
    private final int[] partLessBestOf;
    private int bestNowVersion;
    private final long[] bestNow;
    private final long[] toSlack; // addBlossom's slack of bestEdgeTo[x], at x * k
    private final int[] bestEdgeTo; // addBlossom's best edge to each S-blossom, -1 between calls
    private final IntList touchedTo = new IntList();
    // The alternating tree of each labelled top-level blossom (its root vertex), and the trees an
    // augmentation has used up in the current stage.
    private final int[] treeOf;
    // A root of the current stage. Roots share one dual, which every dual change lowers.
    private int rootLevel;
    private final boolean[] deadTree;

    Solver(MaximumWeightMatching graph) {
      this.n = graph.n;
      this.k = graph.k;
      this.weightId = graph.weightId;
      this.table = graph.weights.values();
      mate = new int[n];
      Arrays.fill(mate, -1);
      label = new int[2 * n];
      labelEnd = new int[2 * n];
      Arrays.fill(labelEnd, -1);
      inBlossom = new int[n];
      for (int v = 0; v < n; v++) {
        inBlossom[v] = v;
      }
      blossomParent = new int[2 * n];
      Arrays.fill(blossomParent, -1);
      blossomChildren = new int[2 * n][];
      blossomEnds = new int[2 * n][];
      blossomBase = new int[2 * n];
      for (int v = 0; v < 2 * n; v++) {
        blossomBase[v] = v < n ? v : -1;
      }
      bestEdge = new int[2 * n];
      Arrays.fill(bestEdge, -1);
      blossomBestEdges = new int[2 * n][];
      unusedBlossoms = new int[n];
      for (int b = 2 * n - 1; b >= n; b--) {
        unusedBlossoms[unusedCount++] = b;
      }
      dual = new long[2 * n * k];
      treeOf = new int[2 * n];
      deadTree = new boolean[n];
      s1 = new long[k];
      delta = new long[k];
      shift = new long[k];
      bestKey = new long[2 * n * k];
      bestKeyIdentity = new int[2 * n];
      stageKeys = new LimbTable(k);
      part = new long[table.length];
      partKey = new long[table.length];
      partScan = new int[table.length / k];
      partKeyScan = new int[table.length / k];
      partKeyIdentity = new int[table.length / k];
      partLessBest = new long[table.length];
      leafPart = new long[table.length];
      leafPartScan = new int[table.length / k];
      partLessBestOf = new int[table.length / k];
      bestNow = new long[k];
      toSlack = new long[2 * n * k];
      bestEdgeTo = new int[2 * n];
      Arrays.fill(bestEdgeTo, -1);
    }

    /**
     * Starts from a previous optimum: its vertex duals (blossoms dissolved into them), raised where
     * a changed edge would be infeasible, and its pairs whose edges are still tight.
     */
    void warmStart(long[] savedDual, int[] savedMate, IntList changed) {
      System.arraycopy(savedDual, 0, dual, 0, n * k);
      for (int c = 0; c < changed.size(); c++) {
        int e = changed.get(c);
        int j = higherEnd(e);
        int i = e - edge(0, j);
        if (weightId[i * n + j] == 0) {
          continue;
        }
        slack(i, j, s1);
        if (WideInt.signum(s1, 0, k) < 0) {
          WideInt.subtract(dual, i * k, s1, 0, dual, i * k, k);
        }
      }
      for (int v = 0; v < n; v++) {
        int u = savedMate[v];
        if (u <= v) {
          continue;
        }
        if (weightId[v * n + u] == 0) {
          continue;
        }
        slack(v, u, s1);
        if (WideInt.isZero(s1, 0, k)) {
          int e = edge(v, u);
          mate[v] = 2 * e + 1;
          mate[u] = 2 * e;
        }
      }
    }

    /**
     * A cold start closer to the optimum than equal duals: each vertex's dual is its heaviest edge
     * (every edge stays feasible), and edges tight at both ends are matched greedily.
     */
    void greedyStart() {
      // Each vertex's heaviest edge as the id of its weight (ids are unique per weight, so only a
      // new id needs comparing: a row of equal weights costs integer compares).
      int[] heaviest = new int[n];
      for (int i = 0; i < n; i++) {
        int row = i * n;
        for (int j = i + 1; j < n; j++) {
          int id = weightId[row + j];
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
        WideInt.copy(table, heaviest[v] * k, dual, v * k, k); // entry 0 is zero
      }
      // An edge is tight when its weight is the heaviest at both ends.
      for (int i = 0; i < n; i++) {
        int row = i * n;
        for (int j = i + 1; j < n && mate[i] == -1; j++) {
          int id = weightId[row + j];
          if (id != 0 && mate[j] == -1 && id == heaviest[i] && id == heaviest[j]) {
            int e = edge(i, j);
            mate[i] = 2 * e + 1;
            mate[j] = 2 * e;
          }
        }
      }
    }

    /**
     * The vertex at endpoint p: end i of edge p / 2 = edge(i, j), i < j, when p is even, else j.
     */
    private static int endpoint(int p) {
      int e = p >> 1;
      int j = higherEnd(e);
      return (p & 1) == 0 ? e - edge(0, j) : j;
    }

    /** out = slack of edge e. */
    private void slack(int e, long[] out) {
      int j = higherEnd(e);
      slack(e - edge(0, j), j, out);
    }

    /** out = slack of the edge between i and j. */
    private void slack(int i, int j, long[] out) {
      WideInt.sumMinusTwice(dual, i * k, dual, j * k, table, weightId[i * n + j] * k, out, 0, k);
    }

    /**
     * Calls action on every vertex of b, in child order, without recursion (blossoms nest deep).
     */
    private void forEachLeaf(int b, java.util.function.IntConsumer action) {
      if (b < n) {
        action.accept(b);
        return;
      }
      IntList pending = new IntList();
      pending.add(b);
      while (pending.size() > 0) {
        int x = pending.removeLast();
        if (x < n) {
          action.accept(x);
        } else {
          int[] children = blossomChildren[x];
          for (int c = children.length - 1; c >= 0; c--) {
            pending.add(children[c]); // the first child comes out first
          }
        }
      }
    }

    private int[] leaves(int b) {
      if (b < n) {
        return new int[] {b};
      }
      IntList list = new IntList();
      forEachLeaf(b, list::add);
      return list.toArray();
    }

    private void assignLabel(int v, int t, int p) {
      int b = inBlossom[v];
      label[v] = t;
      label[b] = t;
      labelEnd[v] = p;
      labelEnd[b] = p;
      treeOf[b] = p == -1 ? v : treeOf[inBlossom[endpoint(p)]];
      bestEdge[v] = -1;
      bestEdge[b] = -1;
      if (t == 1) {
        forEachLeaf(b, queue::add);
      } else if (t == 2) {
        int base = blossomBase[b];
        assignLabel(endpoint(mate[base]), 1, mate[base] ^ 1);
      }
    }

    private int scanBlossom(int v, int u) {
      IntList path = new IntList();
      int base = -1;
      while (v != -1 || u != -1) {
        int b = inBlossom[v];
        if ((label[b] & 4) != 0) {
          base = blossomBase[b];
          break;
        }
        path.add(b);
        label[b] = 5;
        if (labelEnd[b] == -1) {
          v = -1;
        } else {
          v = endpoint(labelEnd[b]);
          b = inBlossom[v];
          v = endpoint(labelEnd[b]);
        }
        if (u != -1) {
          int t = v;
          v = u;
          u = t;
        }
      }
      for (int i = 0; i < path.size(); i++) {
        label[path.get(i)] = 1;
      }
      return base;
    }

    private void addBlossom(int base, int e) {
      int v = endpoint(2 * e);
      int u = endpoint(2 * e + 1);
      int bb = inBlossom[base];
      int bv = inBlossom[v];
      int bw = inBlossom[u];
      int b = unusedBlossoms[--unusedCount];
      treeOf[b] = treeOf[bb];
      blossomBase[b] = base;
      blossomParent[b] = -1;
      blossomParent[bb] = b;
      IntList path = new IntList();
      IntList ends = new IntList();
      while (bv != bb) {
        blossomParent[bv] = b;
        path.add(bv);
        ends.add(labelEnd[bv]);
        v = endpoint(labelEnd[bv]);
        bv = inBlossom[v];
      }
      path.add(bb);
      path.reverse();
      ends.reverse();
      ends.add(2 * e);
      while (bw != bb) {
        blossomParent[bw] = b;
        path.add(bw);
        ends.add(labelEnd[bw] ^ 1);
        u = endpoint(labelEnd[bw]);
        bw = inBlossom[u];
      }
      blossomChildren[b] = path.toArray();
      blossomEnds[b] = ends.toArray();
      label[b] = 1;
      labelEnd[b] = labelEnd[bb];
      WideInt.setZero(dual, b * k, k);
      forEachLeaf(
          b,
          leaf -> {
            if (label[inBlossom[leaf]] == 2) {
              queue.add(leaf);
            }
            inBlossom[leaf] = b;
          });
      // bestEdgeTo (all -1 between calls) and the entries this call sets, cleared at the end
      touchedTo.clear();
      for (int child : blossomChildren[b]) {
        if (blossomBestEdges[child] == null) {
          // every edge of the child's leaves, walked in place rather than listed
          forEachLeaf(child, leaf -> offerEveryEdge(b, leaf));
        } else {
          for (int edge : blossomBestEdges[child]) {
            int i = endpoint(2 * edge);
            int j = endpoint(2 * edge + 1);
            if (inBlossom[j] == b) {
              offerBestEdgeTo(b, j, i);
            } else {
              offerBestEdgeTo(b, i, j);
            }
          }
        }
        blossomBestEdges[child] = null;
        bestEdge[child] = -1;
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
      blossomBestEdges[b] = best;
      bestEdge[b] = -1;
      if (bestTo != -1) {
        bestEdge[b] = bestEdgeTo[bestTo];
        bestKeyIdentity[b] = -1;
        WideInt.add(toSlack, bestTo * k, shift, 0, bestKey, b * k, k);
        WideInt.add(bestKey, b * k, shift, 0, bestKey, b * k, k);
      }
      for (int t = 0; t < touchedTo.size(); t++) {
        bestEdgeTo[touchedTo.get(t)] = -1;
      }
    }

    /**
     * Keeps {inside, outside} as the best edge from new blossom b to the S-blossom of outside if
     * its slack is least.
     */
    private void offerBestEdgeTo(int b, int inside, int outside) {
      int bj = inBlossom[outside];
      if (bj == b || label[bj] != 1) {
        return;
      }
      slack(inside, outside, s1);
      offerSlack(bj, inside, outside);
    }

    /**
     * {@link #offerBestEdgeTo} for every edge of leaf, with the leaf's dual less twice each
     * distinct weight worked out once, as a scan does.
     */
    private void offerEveryEdge(int b, int leaf) {
      int row = leaf * n;
      int scan = ++scans;
      for (int other = 0; other < n; other++) {
        int id = weightId[row + other];
        if (id == 0) {
          continue;
        }
        int bj = inBlossom[other];
        if (bj == b || label[bj] != 1) {
          continue;
        }
        int wo = id * k;
        if (leafPartScan[id] != scan) {
          leafPartScan[id] = scan;
          WideInt.subtractTwice(dual, leaf * k, table, wo, leafPart, wo, k);
        }
        WideInt.add(dual, other * k, leafPart, wo, s1, 0, k);
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
      bestEdgeTo[bj] = edge(inside, outside);
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

    private void expandBlossom(int b, boolean endStage) {
      for (int s : blossomChildren[b]) {
        blossomParent[s] = -1;
        treeOf[s] = treeOf[b];
        if (s < n) {
          inBlossom[s] = s;
        } else if (endStage && WideInt.isZero(dual, s * k, k)) {
          expandBlossom(s, endStage);
        } else {
          int target = s;
          forEachLeaf(s, leaf -> inBlossom[leaf] = target);
        }
      }
      if (!endStage && label[b] == 2) {
        int[] children = blossomChildren[b];
        int[] ends = blossomEnds[b];
        int entryChild = inBlossom[endpoint(labelEnd[b] ^ 1)];
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
        int p = labelEnd[b];
        while (j != 0) {
          label[endpoint(p ^ 1)] = 0;
          label[endpoint(at(ends, j - endTrick) ^ endTrick ^ 1)] = 0;
          assignLabel(endpoint(p ^ 1), 2, p);
          j += jStep;
          p = at(ends, j - endTrick) ^ endTrick;
          j += jStep;
        }
        int bv = at(children, j);
        label[endpoint(p ^ 1)] = 2;
        label[bv] = 2;
        labelEnd[endpoint(p ^ 1)] = p;
        labelEnd[bv] = p;
        bestEdge[bv] = -1;
        j += jStep;
        while (at(children, j) != entryChild) {
          bv = at(children, j);
          if (label[bv] == 1) {
            j += jStep;
            continue;
          }
          int found = -1;
          for (int leaf : leaves(bv)) {
            if (label[leaf] != 0) {
              found = leaf;
              break;
            }
          }
          if (found != -1) {
            label[found] = 0;
            label[endpoint(mate[blossomBase[bv]])] = 0;
            assignLabel(found, 2, labelEnd[found]);
          }
          j += jStep;
        }
      }
      label[b] = -1;
      labelEnd[b] = -1;
      blossomChildren[b] = null;
      blossomEnds[b] = null;
      blossomBase[b] = -1;
      blossomBestEdges[b] = null;
      bestEdge[b] = -1;
      unusedBlossoms[unusedCount++] = b;
    }

    private void augmentBlossom(int b, int v) {
      int t = v;
      while (blossomParent[t] != b) {
        t = blossomParent[t];
      }
      if (t >= n) {
        augmentBlossom(t, v);
      }
      int[] children = blossomChildren[b];
      int[] ends = blossomEnds[b];
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
          augmentBlossom(t, endpoint(p));
        }
        j += jStep;
        t = at(children, j);
        if (t >= n) {
          augmentBlossom(t, endpoint(p ^ 1));
        }
        mate[endpoint(p)] = p ^ 1;
        mate[endpoint(p ^ 1)] = p;
      }
      int len = children.length;
      int[] rc = new int[len];
      int[] re = new int[len];
      for (int x = 0; x < len; x++) {
        rc[x] = children[(i + x) % len];
        re[x] = ends[(i + x) % len];
      }
      blossomChildren[b] = rc;
      blossomEnds[b] = re;
      blossomBase[b] = blossomBase[rc[0]];
    }

    private void augmentMatching(int e) {
      flipPathToRoot(endpoint(2 * e), 2 * e + 1);
      flipPathToRoot(endpoint(2 * e + 1), 2 * e);
    }

    /**
     * Gives S-vertex s the mate at endpoint p (-1: none) and flips the alternating path from s up
     * to its tree's root, rotating every blossom on the way so the path enters it at its base.
     */
    private void flipPathToRoot(int s, int p) {
      while (true) {
        int bs = inBlossom[s];
        if (bs >= n) {
          augmentBlossom(bs, s);
        }
        mate[s] = p;
        if (labelEnd[bs] == -1) {
          return;
        }
        int t = endpoint(labelEnd[bs]);
        int bt = inBlossom[t];
        s = endpoint(labelEnd[bt]);
        int j = endpoint(labelEnd[bt] ^ 1);
        if (bt >= n) {
          augmentBlossom(bt, j);
        }
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }

    /**
     * Runs stages until no free vertex keeps a positive dual. A stage ends with progress: an
     * augmentation, a root whose dual reached zero (it may stay single), or a tree path flipped so
     * that a matched vertex whose dual reached zero becomes single instead of its root. With all
     * duals equal at the start this is the textbook algorithm; the extra cases make warm starts
     * (arbitrary feasible duals, tight matched edges) exact too.
     */
    int[] run() {
      if (n == 0) {
        return new int[0];
      }
      while (true) {
        Arrays.fill(label, 0);
        Arrays.fill(bestEdge, -1);
        for (int b = n; b < 2 * n; b++) {
          blossomBestEdges[b] = null;
        }
        Arrays.fill(deadTree, false);
        queue.clear();
        WideInt.setZero(shift, 0, k);
        stageKeys.clear(); // keys compare within a stage
        rootLevel = highestWaitingSingle();
        if (rootLevel == -1) {
          break;
        }
        addRootsAtLevel();
        // After an augmentation the stage goes on without changing any dual: the trees it used
        // are set aside and the others keep growing over tight edges, so one scan of the forest
        // can find many vertex-disjoint augmenting paths instead of one.
        boolean progress = false;
        while (true) {
          while (queue.size() > 0) {
            int v = queue.removeLast();
            if (isSetAside(v)) {
              continue;
            }
            // v's row of the weight matrix, read in order; the slack is computed afresh, which
            // costs less than remembering which edges are tight (a table read out of order).
            int row = v * n;
            int scan = ++scans;
            bestNowVersion++; // the parts are v's
            // The slack now of the best edge from v's blossom to another S-blossom, for comparisons
            // during this scan (its key less twice the stage's change); redrawn if the blossom or
            // its best edge changes under the scan.
            int bestOf = -1;
            int bestSeen = -2;
            for (int u = 0; u < n; u++) {
              int id = weightId[row + u]; // zero on the diagonal
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
              int e = edge(v, u);
              if (sign <= 0) {
                int p = v < u ? 2 * e + 1 : 2 * e; // the endpoint at u
                int bu = inBlossom[u];
                if (label[bu] == 0 && mate[blossomBase[bu]] == -1) {
                  // A single vertex (or blossom) with zero dual: augment into it.
                  labelEnd[bu] = -1;
                  augmentMatching(e);
                  setAside(inBlossom[v]);
                  label[bu] = 2; // now matched into a used tree: labelled so that it is set aside
                  treeOf[bu] = treeOf[inBlossom[v]];
                  progress = true;
                  break;
                } else if (label[bu] == 0) {
                  assignLabel(u, 2, p ^ 1);
                } else if (label[bu] == 1) {
                  int base = scanBlossom(v, u);
                  if (base >= 0) {
                    addBlossom(base, e);
                  } else {
                    int treeOfV = treeOf[inBlossom[v]];
                    int treeOfU = treeOf[bu];
                    augmentMatching(e);
                    deadTree[treeOfV] = true;
                    deadTree[treeOfU] = true;
                    progress = true;
                    break;
                  }
                } else if (label[u] == 0) {
                  label[u] = 2;
                  labelEnd[u] = p ^ 1;
                }
              } else if (label[inBlossom[u]] == 1) {
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
                  bestEdge[b] = e;
                  bestKeyIdentity[b] = -1;
                  bestSeen = e;
                  WideInt.copy(delta, 0, bestNow, 0, k);
                  bestNowVersion++;
                  WideInt.add(delta, 0, shift, 0, bestKey, b * k, k);
                  WideInt.add(bestKey, b * k, shift, 0, bestKey, b * k, k);
                }
              } else if (label[u] == 0) {
                // the key of a best edge to a vertex outside the trees: the slack less u's dual
                // (alike for every candidate), plus the stage's dual change
                if (partKeyScan[id] != scan) {
                  partKeyScan[id] = scan;
                  WideInt.add(part, wo, shift, 0, partKey, wo, k);
                  partKeyIdentity[id] = stageKeys.intern(partKey, wo);
                }
                int identity = partKeyIdentity[id];
                if (bestEdge[u] == -1
                    || (bestKeyIdentity[u] != identity
                        && WideInt.compare(partKey, wo, bestKey, u * k, k) < 0)) {
                  bestEdge[u] = e;
                  bestKeyIdentity[u] = identity;
                  WideInt.copy(partKey, wo, bestKey, u * k, k);
                }
              }
            }
          }
          if (progress) {
            break;
          }
          if (!updateDuals()) {
            break; // a dual reached zero: progress of its own
          }
        }
        for (int b = n; b < 2 * n; b++) {
          if (blossomParent[b] == -1
              && blossomBase[b] >= 0
              && label[b] == 1
              && WideInt.isZero(dual, b * k, k)) {
            expandBlossom(b, true);
          }
        }
      }
      int[] result = new int[n];
      for (int v = 0; v < n; v++) {
        result[v] = mate[v] == -1 ? -1 : endpoint(mate[v]);
      }
      return result;
    }

    /**
     * The single unlabelled vertex with the highest positive dual, or -1.
     *
     * <p>The textbook algorithm starts every vertex at the same dual, so single vertices always
     * share one dual and reach zero together. A warm or greedy start leaves them unequal. Only
     * those at the highest dual become roots; each of the others joins as a root when the roots'
     * dual has come down to its own. Every root thus has the same dual, so the search ends once
     * rather than once per single vertex, and every tree vertex shares its root's parity (tree
     * edges are tight, weights enter doubled): half the slack of an edge between two trees, the
     * dual change that makes it tight, stays exact.
     */
    private int highestWaitingSingle() {
      int best = -1;
      for (int v = 0; v < n; v++) {
        if (mate[v] == -1
            && label[inBlossom[v]] == 0
            && WideInt.signum(dual, v * k, k) > 0
            && (best == -1 || WideInt.compare(dual, v * k, dual, best * k, k) > 0)) {
          best = v;
        }
      }
      return best;
    }

    /** Makes every single unlabelled vertex whose dual equals the roots' a root. */
    private void addRootsAtLevel() {
      int level = rootLevel;
      for (int v = 0; v < n; v++) {
        if (mate[v] == -1
            && label[inBlossom[v]] == 0
            && WideInt.compare(dual, v * k, dual, level * k, k) == 0) {
          assignLabel(v, 1, -1);
        }
      }
    }

    private void setAside(int topBlossom) {
      deadTree[treeOf[topBlossom]] = true;
    }

    /** Whether v belongs to a tree an augmentation of this stage has used. */
    private boolean isSetAside(int v) {
      int b = inBlossom[v];
      return label[b] != 0 && deadTree[treeOf[b]];
    }

    /** Makes S-vertex v single by flipping the tree path from v to its root. */
    private void freeVertex(int v) {
      flipPathToRoot(v, -1);
    }

    /** For each vertex, the blossoms with a positive dual that hold it, innermost first. */
    int[][] positiveBlossomsHolding() {
      // a blossom's chain (itself if positive, then its parent's chain) is built once and shared
      // by the vertices and blossoms it holds
      int[][] chainOf = new int[2 * n][];
      int[][] holding = new int[n][];
      for (int v = 0; v < n; v++) {
        holding[v] = blossomParent[v] == -1 ? new int[0] : chain(blossomParent[v], chainOf);
      }
      return holding;
    }

    private int[] chain(int b, int[][] chainOf) {
      // the blossoms from b up to the first whose chain is known (nesting can be deep: no
      // recursion)
      IntList pending = new IntList();
      int top = b;
      while (top != -1 && chainOf[top] == null) {
        pending.add(top);
        top = blossomParent[top];
      }
      int[] above = top == -1 ? new int[0] : chainOf[top];
      for (int x = pending.size() - 1; x >= 0; x--) {
        int c = pending.get(x);
        if (WideInt.signum(dual, c * k, k) > 0) {
          int[] withC = new int[above.length + 1];
          withC[0] = c;
          System.arraycopy(above, 0, withC, 1, above.length);
          above = withC;
        }
        chainOf[c] = above;
      }
      return chainOf[b];
    }

    /** Adds each blossom's dual to its leaves and returns the vertex duals (doubled units). */
    long[] vertexDualsWithoutBlossoms() {
      long[] out = Arrays.copyOf(dual, n * k);
      for (int b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && !WideInt.isZero(dual, b * k, k)) {
          int blossom = b;
          forEachLeaf(b, leaf -> WideInt.add(out, leaf * k, dual, blossom * k, out, leaf * k, k));
        }
      }
      return out;
    }

    /**
     * Chooses the dual change, applies it and acts on it.
     *
     * @return false when the optimum is reached
     */
    private boolean updateDuals() {
      int deltaType = 1;
      int deltaEdge = -1;
      int deltaBlossom = -1;
      long[] d = new long[k];
      long[] cand = new long[k];
      int zeroVertex = -1;
      for (int v = 0; v < n; v++) {
        if (label[inBlossom[v]] == 1
            && (zeroVertex == -1 || WideInt.compare(dual, v * k, d, 0, k) < 0)) {
          WideInt.copy(dual, v * k, d, 0, k);
          zeroVertex = v;
        }
      }
      for (int v = 0; v < n; v++) {
        if (label[inBlossom[v]] == 0 && bestEdge[v] != -1) {
          slack(bestEdge[v], cand);
          if (WideInt.compare(cand, 0, d, 0, k) < 0) {
            WideInt.copy(cand, 0, d, 0, k);
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (int b = 0; b < 2 * n; b++) {
        if (blossomParent[b] == -1 && label[b] == 1 && bestEdge[b] != -1) {
          slack(bestEdge[b], cand);
          WideInt.shiftRightOne(cand, 0, k);
          if (WideInt.compare(cand, 0, d, 0, k) < 0) {
            WideInt.copy(cand, 0, d, 0, k);
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (int b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0
            && blossomParent[b] == -1
            && label[b] == 2
            && WideInt.compare(dual, b * k, d, 0, k) < 0) {
          WideInt.copy(dual, b * k, d, 0, k);
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      int waiting = highestWaitingSingle();
      if (waiting != -1) {
        WideInt.subtract(dual, rootLevel * k, dual, waiting * k, cand, 0, k);
        if (WideInt.compare(cand, 0, d, 0, k) < 0) {
          WideInt.copy(cand, 0, d, 0, k);
          deltaType = 5;
        }
      }
      if (deltaType == 1 && WideInt.signum(d, 0, k) < 0) {
        WideInt.setZero(d, 0, k);
      }
      for (int v = 0; v < n; v++) {
        int l = label[inBlossom[v]];
        if (l == 1) {
          WideInt.subtract(dual, v * k, d, 0, dual, v * k, k);
        } else if (l == 2) {
          WideInt.add(dual, v * k, d, 0, dual, v * k, k);
        }
      }
      for (int b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] == -1) {
          if (label[b] == 1) {
            WideInt.add(dual, b * k, d, 0, dual, b * k, k);
          } else if (label[b] == 2) {
            WideInt.subtract(dual, b * k, d, 0, dual, b * k, k);
          }
        }
      }
      WideInt.add(shift, 0, d, 0, shift, 0, k);
      switch (deltaType) {
        case 1 -> {
          // An S-vertex's dual reached zero: if it is a matched vertex, it becomes single and its
          // root takes its place; a root simply stays single.
          if (mate[zeroVertex] != -1) {
            freeVertex(zeroVertex);
          }
          return false;
        }
        case 2 -> {
          int i = endpoint(2 * deltaEdge);
          if (label[inBlossom[i]] == 0) {
            i = endpoint(2 * deltaEdge + 1);
          }
          queue.add(i);
          return true;
        }
        case 3 -> {
          queue.add(endpoint(2 * deltaEdge));
          return true;
        }
        case 4 -> {
          expandBlossom(deltaBlossom, false);
          return true;
        }
        default -> {
          addRootsAtLevel();
          return true;
        }
      }
    }
  }

  /** A growable list of ints. */
  static final class IntList {
    private int[] data = new int[8];
    private int size;

    int removeLast() {
      return data[--size];
    }

    void add(int v) {
      if (size == data.length) {
        data = Arrays.copyOf(data, size * 2);
      }
      data[size++] = v;
    }

    int get(int i) {
      return data[i];
    }

    int size() {
      return size;
    }

    void clear() {
      size = 0;
    }

    void reverse() {
      for (int i = 0, j = size - 1; i < j; i++, j--) {
        int t = data[i];
        data[i] = data[j];
        data[j] = t;
      }
    }

    int[] toArray() {
      return Arrays.copyOf(data, size);
    }
  }
}
