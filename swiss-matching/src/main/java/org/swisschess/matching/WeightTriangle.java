package org.swisschess.matching;

/**
 * Weights of the pairs of {@code n} vertices, kept as 16-bit ids (32-bit once more than 65,535
 * distinct weights are set) into a table of the distinct weights, in the triangle of pairs: one
 * entry a pair, two bytes where a {@code long[]} of k limbs would take 8k. For a caller that keeps
 * the unbiased weights of a graph beside the {@link MaximumWeightMatching} that holds the biased
 * ones.
 */
public final class WeightTriangle {

  private final int k;
  // 16-bit ids, or, once wide, 32-bit ones; the array not in use is empty.
  private boolean wide;
  private char[] narrowIds;
  private int[] wideIds = WeightTable.NO_WIDE_IDS;
  private final LimbTable weights;
  private final long[] zero;

  /**
   * An empty triangle: every weight zero.
   *
   * @param vertices how many vertices, at most 46,340
   * @param limbs limbs of a weight
   */
  public WeightTriangle(int vertices, int limbs) {
    if (vertices < 0 || vertices > WeightTable.MAX_VERTICES || limbs < 1) {
      throw new IllegalArgumentException(vertices + " vertices of " + limbs + "-limb weights");
    }
    this.k = limbs;
    this.narrowIds = new char[WeightTable.edge(0, vertices)];
    this.weights = new LimbTable(limbs);
    this.zero = new long[limbs];
  }

  /**
   * The bytes a triangle of this many vertices takes.
   *
   * @param vertices how many vertices
   * @return two bytes a pair
   */
  public static long bytesFor(int vertices) {
    return 2L * WeightTable.edge(0, vertices) + 64;
  }

  private int id(int e) {
    return wide ? wideIds[e] : narrowIds[e];
  }

  /**
   * Sets the weight of {i, j}.
   *
   * @param i a vertex
   * @param j another vertex
   * @param w the weight's limbs
   * @param wo where they start
   */
  public void set(int i, int j, long[] w, int wo) {
    int id = weights.intern(w, wo);
    int e = WeightTable.edge(i, j);
    if (!wide && id >= WeightTable.NARROW_IDS) {
      wideIds = new int[narrowIds.length];
      for (int c = 0; c < narrowIds.length; c++) {
        wideIds[c] = narrowIds[c];
      }
      narrowIds = WeightTable.NO_NARROW_IDS;
      wide = true;
    }
    if (wide) {
      wideIds[e] = id;
    } else {
      narrowIds[e] = (char) id;
    }
  }

  /**
   * Sets the weight of {i, j} to zero.
   *
   * @param i a vertex
   * @param j another vertex
   */
  public void clear(int i, int j) {
    set(i, j, zero, 0);
  }

  /**
   * Whether the weight of {i, j} is other than zero.
   *
   * @param i a vertex
   * @param j another vertex
   * @return whether it is
   */
  public boolean has(int i, int j) {
    return id(WeightTable.edge(i, j)) != 0;
  }

  /**
   * The array that holds the weight of {i, j} at {@link #offset}; replaced when the table grows, so
   * read the two together.
   *
   * @return the distinct weights
   */
  public long[] values() {
    return weights.values();
  }

  /**
   * Where the weight of {i, j} starts in {@link #values}.
   *
   * @param i a vertex
   * @param j another vertex
   * @return the offset
   */
  public int offset(int i, int j) {
    return id(WeightTable.edge(i, j)) * k;
  }
}
