package org.swisschess.matching;

import java.util.Arrays;

/**
 * The weights of a complete graph on {@code n} vertices, each an exact {@link WideInt} of {@code k}
 * limbs; a weight of zero is no edge. The solver reads it, the caller writes it between solves.
 *
 * <p>The weight of {i, j} is entry {@code id(i, j)} of a table of the distinct weights set ({@link
 * LimbTable}; id 0 is zero). A pairing graph has few distinct weights (players fall into few
 * classes of score, colour and float), so an int per pair replaces k longs; ids are kept in a full
 * n x n matrix, so that a vertex's row is contiguous and a scan reads memory in order.
 *
 * <p>Edges are also numbered, by the triangle of vertex pairs ({@link #edge}): edge e has endpoints
 * 2e (its lower end) and 2e + 1 (its higher end), computed, not stored. The table remembers which
 * edges were set since the last solve: only they can have become infeasible for its duals.
 */
final class WeightTable {

  /** The most vertices a table holds: edges and matrix cells are numbered in an int. */
  static final int MAX_VERTICES = 46_340;

  final int n;
  final int k;
  private final int[] weightId;
  private final LimbTable weights;
  private final long[] internScratch;
  private final IntList changed = new IntList();
  private final boolean[] isChanged;

  WeightTable(int vertices, int limbs) {
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
    this.n = vertices;
    this.k = limbs;
    this.weightId = new int[vertices * vertices];
    this.weights = new LimbTable(limbs);
    this.internScratch = new long[limbs];
    this.isChanged = new boolean[edge(0, vertices)];
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

  /** The weight ids, row-major: {@code ids()[i * n + j]}; the solver's scans read rows in order. */
  int[] ids() {
    return weightId;
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
    return weightId[i * n + j] * k;
  }

  boolean has(int i, int j) {
    return weightId[i * n + j] != 0;
  }

  /** Sets the weight of edge {i, j} from {@code w[wo..wo+k)}; zero removes the edge. */
  void set(int i, int j, long[] w, int wo) {
    int id = weights.intern(w, wo);
    weightId[i * n + j] = id;
    weightId[j * n + i] = id;
    int e = edge(i, j);
    if (!isChanged[e]) {
      isChanged[e] = true;
      changed.add(e);
    }
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

  /** The edges set since {@link #forgetChanges}, each once. */
  IntList changed() {
    return changed;
  }

  /** Starts a new list of changed edges: a solve has taken every change into account. */
  void forgetChanges() {
    for (int c = 0; c < changed.size(); c++) {
      isChanged[changed.get(c)] = false;
    }
    changed.clear();
  }

  /**
   * A new table over some of this table's vertices, with the weights of the edges among them
   * translated (each distinct weight once).
   */
  WeightTable restrictedTo(
      int[] vertices, int limbs, MaximumWeightMatching.WeightTranslation translation) {
    WeightTable g = new WeightTable(vertices.length, limbs);
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
}
