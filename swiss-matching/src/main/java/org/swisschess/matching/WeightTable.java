package org.swisschess.matching;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * The weights of a complete graph on {@code n} vertices, each an exact {@link WideInt} of {@code k}
 * limbs; a weight of zero is no edge. The solver reads it, the caller writes it between solves.
 *
 * <p>The weight of {i, j} is entry {@code id(i, j)} of a table of the distinct weights set ({@link
 * LimbTable}; id 0 is zero). A pairing graph has few distinct weights (players fall into few
 * classes of score, colour and float), so a 16-bit id per pair replaces k longs. Ids are kept in a
 * full n x n matrix, so that a vertex's row is contiguous and a scan reads memory in order: 2 bytes
 * a pair, 200 MB at 10,000 vertices. When more than 65,535 distinct weights are set the ids no
 * longer used are dropped and the rest renumbered; only when that is not enough do the ids widen to
 * 32 bits, if the heap has room for it.
 *
 * <p>Edges are also numbered, by the triangle of vertex pairs ({@link #edge}): edge e has endpoints
 * 2e (its lower end) and 2e + 1 (its higher end), computed, not stored. The table remembers which
 * edges were set since the last solve: only they can have become infeasible for its duals.
 */
final class WeightTable {

  /** The most vertices a table holds: edges and matrix cells are numbered in an int. */
  static final int MAX_VERTICES = 46_340;

  /** The most distinct weights 16-bit ids tell apart (id 0 is zero). */
  static final int NARROW_IDS = 1 << 16;

  /** The ids array not in use (see {@link #wide}). */
  static final char[] NO_NARROW_IDS = {};

  /** The ids array not in use (see {@link #wide}). */
  static final int[] NO_WIDE_IDS = {};

  int n;
  int k;
  // The ids, row-major (cell i * n + j): 16-bit in narrowIds, or, once wide, 32-bit in wideIds;
  // the array not in use is empty.
  boolean wide;
  char[] narrowIds;
  int[] wideIds = NO_WIDE_IDS;
  private LimbTable weights;
  private long[] internScratch;
  private final IntList changed = new IntList();
  private long[] isChanged; // a bit per edge
  // The list keeps at most this many edges; past it the bits alone say which changed (a re-solve
  // after nearly every weight of a large round changed would otherwise list them all: 680 MB at
  // 18,000 vertices), and they are read in edge order.
  private int listed;
  private boolean overflow;
  private int changedCount;
  // Changes matter only against a solve's duals: before the first solve (while a round's weights
  // are first set, every pair of them) none are listed.
  private boolean tracking;

  WeightTable(int vertices, int limbs) {
    checkSize(vertices, limbs);
    this.n = vertices;
    this.k = limbs;
    this.narrowIds = new char[vertices * vertices];
    this.weights = new LimbTable(limbs);
    this.internScratch = new long[Math.max(limbs, 1)];
    this.isChanged = new long[(edge(0, vertices) >>> 6) + 1];
    this.listed = listLimit(vertices);
  }

  /** The changed edges listed at most: one in 32 of the graph's edges, at least 64. */
  private static int listLimit(int vertices) {
    return Math.max(64, edge(0, vertices) / 32);
  }

  private static void checkSize(int vertices, int limbs) {
    // j (j - 1) fits an int up to 46,340 vertices, and so do the cells of the matrix (46,340^2).
    if (vertices < 0 || vertices > MAX_VERTICES || limbs < 1) {
      long edgeCount = (long) vertices * (vertices - 1) / 2;
      throw new IllegalArgumentException(
          "a matching of "
              + vertices
              + " players with "
              + limbs
              + "-limb weights is larger than this engine holds ("
              + edgeCount
              + " pairs)");
    }
  }

  /** The bytes a table of this many vertices takes, with 16-bit ids. */
  static long bytesFor(int vertices) {
    // ids, a bit per edge, the list of changed edges (ints, doubled while it grows)
    return 2L * vertices * vertices + edge(0, vertices) / 8 + 8L * listLimit(vertices) + 64;
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

  /** The lower end of edge e. */
  static int lowerEnd(int e) {
    return e - edge(0, higherEnd(e));
  }

  /** The id at cell i * n + j. */
  int id(int cell) {
    return wide ? wideIds[cell] : narrowIds[cell];
  }

  private void setId(int cell, int id) {
    if (wide) {
      wideIds[cell] = id;
    } else {
      narrowIds[cell] = (char) id;
    }
  }

  /** The distinct weights: id d at {@code values()[d * k]}; replaced when the table grows. */
  long[] values() {
    return weights.values();
  }

  /** How many distinct weights (zero included) the table holds. */
  int distinctWeights() {
    return weights.size();
  }

  /**
   * Offset in {@link #values} of the weight of {i, j}; 0 (the zero entry) when there is no edge.
   */
  int offset(int i, int j) {
    return id(i * n + j) * k;
  }

  boolean has(int i, int j) {
    return id(i * n + j) != 0;
  }

  /** Sets the weight of edge {i, j} from {@code w[wo..wo+k)}; zero removes the edge. */
  void set(int i, int j, long[] w, int wo) {
    int id = weights.intern(w, wo);
    if (id >= NARROW_IDS && !wide) {
      id = makeRoom(w, wo);
    }
    setId(i * n + j, id);
    setId(j * n + i, id);
    if (!tracking) {
      return;
    }
    int e = edge(i, j);
    if ((isChanged[e >>> 6] & (1L << e)) == 0) {
      isChanged[e >>> 6] |= 1L << e;
      changedCount++;
      if (changed.size() < listed) {
        changed.add(e);
      } else {
        overflow = true;
      }
    }
  }

  /**
   * The 16-bit ids are used up: drops the weights no pair holds any longer (old biases, mostly) and
   * renumbers the rest; widens the ids to 32 bits when that is not enough.
   *
   * @return the id of w, which was interned last
   */
  private int makeRoom(long[] w, int wo) {
    boolean[] live = new boolean[weights.size()];
    live[weights.size() - 1] = true; // w itself
    for (char id : narrowIds) {
      live[id] = true;
    }
    int[] newId = weights.compact(live);
    for (int c = 0; c < narrowIds.length; c++) {
      narrowIds[c] = (char) newId[narrowIds[c]];
    }
    int id = weights.intern(w, wo);
    if (id < NARROW_IDS) {
      return id;
    }
    long needed = 4L * narrowIds.length;
    Runtime rt = Runtime.getRuntime();
    long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    if (needed > free) {
      throw new MatchingTooLargeException(
          "a matching of "
              + n
              + " vertices holds more than 65,535 distinct weights and needs "
              + (needed >> 20)
              + " MiB more to tell them apart; "
              + (free >> 20)
              + " MiB are free");
    }
    wideIds = new int[narrowIds.length];
    for (int c = 0; c < narrowIds.length; c++) {
      wideIds[c] = narrowIds[c];
    }
    narrowIds = NO_NARROW_IDS;
    wide = true;
    return id;
  }

  /** Sets the weight of edge {i, j} to a small value. */
  void set(int i, int j, long value) {
    WideInt.setLong(internScratch, 0, k, value);
    set(i, j, internScratch, 0);
  }

  /** Copies the weight of edge {i, j} into out at oo. */
  void copy(int i, int j, long[] out, int oo) {
    System.arraycopy(weights.values(), offset(i, j), out, oo, k);
  }

  /** How many edges were set since {@link #forgetChanges} (the last solve). */
  int changedCount() {
    return changedCount;
  }

  /**
   * Whether {@code test} holds for some edge set since {@link #forgetChanges} (the last solve),
   * asking each such edge once, in the order they were set, or in edge order when more were set
   * than the list keeps, until one passes.
   */
  boolean anyChanged(IntPredicate test) {
    if (!overflow) {
      for (int c = 0; c < changed.size(); c++) {
        if (test.test(changed.get(c))) {
          return true;
        }
      }
      return false;
    }
    for (int w = 0; w < isChanged.length; w++) {
      for (long bits = isChanged[w]; bits != 0; bits &= bits - 1) {
        if (test.test((w << 6) + Long.numberOfTrailingZeros(bits))) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether more edges were set since the last solve than the list keeps: {@link #anyChanged} then
   * reads them in edge order, which is row by row of the triangle ({@link #edge}), and {@link
   * #changedSince} tells them apart as quickly.
   */
  boolean changesOverflowed() {
    return overflow;
  }

  /** Whether edge e was set since {@link #forgetChanges} (the last solve). */
  boolean changedSince(int e) {
    return (isChanged[e >>> 6] & (1L << e)) != 0;
  }

  /**
   * Starts a new list of changed edges: a solve has taken every change into account, and from now
   * on changes are listed.
   */
  void forgetChanges() {
    tracking = true;
    if (overflow) {
      Arrays.fill(isChanged, 0);
    } else {
      for (int c = 0; c < changed.size(); c++) {
        int e = changed.get(c);
        isChanged[e >>> 6] &= ~(1L << e);
      }
    }
    changed.clear();
    overflow = false;
    changedCount = 0;
  }

  /**
   * Keeps only some vertices, in place, with the weights of the edges among them translated (each
   * distinct weight once): the cells move towards the start of the same array, so no second matrix
   * is needed.
   *
   * @param vertices the vertices kept, increasing, in the order they get
   * @param limbs limbs of the translated weights
   * @param translation from the present weights to the new ones; zero stays zero
   */
  void restrictTo(int[] vertices, int limbs, MaximumWeightMatching.WeightTranslation translation) {
    checkSize(vertices.length, limbs);
    for (int a = 1; a < vertices.length; a++) {
      if (vertices[a] <= vertices[a - 1]) {
        throw new IllegalArgumentException("the vertices kept must increase");
      }
    }
    LimbTable translatedTable = new LimbTable(limbs);
    int[] newId = new int[weights.size()];
    Arrays.fill(newId, -1);
    newId[0] = 0;
    long[] table = weights.values();
    long[] translated = new long[limbs];
    int size = vertices.length;
    // Cell (a, b) moves from vertices[a] * n + vertices[b] to a * size + b, never later: going
    // through the new cells in order, every cell is read before anything is written over it.
    for (int a = 0; a < size; a++) {
      int row = vertices[a] * n;
      for (int b = 0; b < size; b++) {
        int id = id(row + vertices[b]);
        if (newId[id] < 0) {
          Arrays.fill(translated, 0);
          translation.translate(table, id * k, translated, 0);
          newId[id] = translatedTable.intern(translated, 0);
        }
        setId(a * size + b, newId[id]);
      }
    }
    this.n = size;
    this.internScratch = new long[limbs];
    this.k = limbs;
    this.weights = translatedTable;
    // A fresh bit array: clearing the old one first (as forgetChanges does) was a pass over the
    // whole larger graph's bits, 2.7% of the CPU samples of our side of the cross-check
    // (dutch-2026).
    changed.clear();
    overflow = false;
    changedCount = 0;
    this.tracking = false; // no solve of these weights yet
    this.isChanged = new long[(edge(0, size) >>> 6) + 1];
    this.listed = listLimit(size);
  }
}
