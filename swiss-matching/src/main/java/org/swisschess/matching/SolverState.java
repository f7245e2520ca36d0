package org.swisschess.matching;

import java.util.Arrays;
import java.util.function.IntConsumer;
import org.jspecify.annotations.Nullable;

/**
 * Everything one run of the blossom algorithm works on, shared by its parts ({@link
 * StartStrategies}, {@link PrimalOperations}, {@link DualUpdates}, {@link Solver}): the matching,
 * the alternating forest, the nested blossoms, the duals, and the best edges kept for the dual
 * step. Arrays and names follow Van Rantwijk's {@code mwmatching.py}: vertices are {@code 0..n-1},
 * blossoms {@code n..2n-1}; a matched vertex's mate is the endpoint (see {@link WeightTable}) at
 * its partner.
 *
 * <p>Vertex duals are kept doubled (the slack of an edge is {@code u + v - 2w}), so that with
 * integer weights every quantity stays an integer.
 */
final class SolverState {

  final int n;
  final int k;
  // The graph's weight ids, row-major (n * n: 16-bit, or 32-bit when wide; the other array is
  // empty), and its distinct weights.
  final boolean wide;
  final char[] narrowIds;
  final int[] wideIds;
  final long[] table;

  // The matching: the endpoint at v's mate, or -1.
  final int[] mate;

  // The forest: the label (Label) of each vertex and top-level blossom, and the endpoint through
  // which it got it (-1 for a root).
  final int[] label;
  final int[] labelEnd;

  // The alternating tree of each labelled top-level blossom (its root vertex), and the trees an
  // augmentation has used up in the current stage.
  final int[] treeOf;
  final boolean[] deadTree;

  // A root of the current stage. Roots share one dual, which every dual change lowers.
  int rootLevel;

  // S-vertices to scan, last in first out.
  final IntList queue = new IntList();

  // The blossoms: the top-level blossom of each vertex; each blossom's parent, children (in cycle
  // order, the base's child first), the endpoints of the edges joining consecutive children, and
  // base vertex; the blossom numbers not in use. A vertex and a blossom number not in use have
  // NONE as children and ends.
  final int[] inBlossom;
  final int[] blossomParent;
  final int[][] blossomChildren;
  final int[][] blossomEnds;
  final int[] blossomBase;
  final int[] unusedBlossoms;
  int unusedCount;

  // Duals of vertices then blossoms, k limbs each, doubled for vertices.
  final long[] dual;

  // The least-slack edge from each vertex (to an S-vertex) or S-blossom (to another S-blossom); for
  // an S-blossom also its least-slack edge to each other S-blossom, kept for when it joins another
  // (null where none are listed: a vertex, or a blossom whose edges are walked leaf by leaf).
  final int[] bestEdge;
  final int[] @Nullable [] blossomBestEdges;

  // The dual change of the stage so far: every S-vertex's dual is that much below its value when
  // it became S. Keys built on it compare the slacks of best edges without recomputing them.
  final long[] shift;
  final long[] bestKey; // the key of bestEdge[x], at x * k

  // Which key bestKey[x] holds when it came from a scan's partKey: its id among the stage's keys
  // (interned by value); -1 otherwise. Near an optimum many edges to one vertex have equal keys
  // (the duals make up the differences of the weights), and equal ids need no compare.
  final int[] bestKeyIdentity;
  final LimbTable stageKeys;

  /** The children and ends of a vertex or of a blossom number not in use. */
  static final int[] NONE = {};

  SolverState(WeightTable graph) {
    this(graph.n, graph.k, graph.wide, graph.narrowIds, graph.wideIds, graph.values());
  }

  /**
   * A state over weights given as ids into a table of distinct weights: {@code ids[i * n + j]} (16
   * bits in {@code narrowIds}, or 32 bits in {@code wideIds} when {@code wide}) and {@code table[id
   * * k ..]}. Tests of the parts that read no weight give empty arrays.
   */
  SolverState(int n, int k, boolean wide, char[] narrowIds, int[] wideIds, long[] table) {
    this.n = n;
    this.k = k;
    this.wide = wide;
    this.narrowIds = narrowIds;
    this.wideIds = wideIds;
    this.table = table;
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
    Arrays.fill(blossomChildren, NONE);
    blossomEnds = new int[2 * n][];
    Arrays.fill(blossomEnds, NONE);
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
    shift = new long[k];
    bestKey = new long[2 * n * k];
    bestKeyIdentity = new int[2 * n];
    stageKeys = new LimbTable(k);
  }

  /** The vertex at endpoint p: the lower end of edge p / 2 when p is even, else the higher end. */
  static int endpoint(int p) {
    int e = p >> 1;
    int j = WeightTable.higherEnd(e);
    return (p & 1) == 0 ? e - WeightTable.edge(0, j) : j;
  }

  /** The endpoint at u of edge {v, u}. */
  static int endpointAt(int v, int u) {
    int e = WeightTable.edge(v, u);
    return v < u ? 2 * e + 1 : 2 * e;
  }

  /** out = slack of edge e. */
  void slack(int e, long[] out) {
    int j = WeightTable.higherEnd(e);
    slack(e - WeightTable.edge(0, j), j, out);
  }

  /** The weight id of edge {i, j}; 0 when there is none. */
  int id(int i, int j) {
    int cell = i * n + j;
    return wide ? wideIds[cell] : narrowIds[cell];
  }

  /** out = slack of the edge between i and j (vertex duals only). */
  void slack(int i, int j, long[] out) {
    WideInt.sumMinusTwice(dual, i * k, dual, j * k, table, id(i, j) * k, out, 0, k);
  }

  /** Whether b is a blossom in use (not a vertex, not a retired number). */
  boolean isBlossom(int b) {
    return b >= n && blossomBase[b] >= 0;
  }

  /** Whether vertex or blossom b lies in no other blossom. */
  boolean isTopLevel(int b) {
    return blossomParent[b] == -1;
  }

  /** Calls action on every vertex of b, in child order, without recursion (blossoms nest deep). */
  void forEachLeaf(int b, IntConsumer action) {
    if (b < n) {
      action.accept(b);
      return;
    }
    IntList pending = new IntList();
    pending.add(b);
    while (!pending.isEmpty()) {
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

  int[] leaves(int b) {
    if (b < n) {
      return new int[] {b};
    }
    IntList list = new IntList();
    forEachLeaf(b, list::add);
    return list.toArray();
  }

  /** Takes blossom number b out of use; the next blossom formed gets the last number retired. */
  void retire(int b) {
    label[b] = Label.RETIRED;
    labelEnd[b] = -1;
    blossomChildren[b] = NONE;
    blossomEnds[b] = NONE;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms[unusedCount++] = b;
  }

  /** For each vertex, its mate's vertex, or -1. */
  int[] mates() {
    int[] result = new int[n];
    for (int v = 0; v < n; v++) {
      result[v] = mate[v] == -1 ? -1 : endpoint(mate[v]);
    }
    return result;
  }
}
