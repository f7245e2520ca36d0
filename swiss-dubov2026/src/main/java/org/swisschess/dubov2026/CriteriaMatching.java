package org.swisschess.dubov2026;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.Pair;
import org.swisschess.matching.WideInt;

/**
 * The text's "best" pairing as a maximum-weight matching (swiss-matching): each edge's weight is a
 * row of criterion fields, the most important field in the highest bits, each field wide enough
 * that no sum of lower fields reaches it. A perfect matching of largest weight then meets the
 * criteria in the text's order of priority. The first field is always cardinality: every player
 * paired ([C4], completion) before any quality.
 *
 * <p>The procedures of Articles 3 and 4 ask for the first set, in a given order, that still allows
 * a best pairing: {@link #tryForbidding} removes edges, re-solves (warm), and keeps the removal
 * only when the optimum is as good as before.
 */
final class CriteriaMatching {

  /** An edge's criterion values, most important first, without the cardinality field. */
  @FunctionalInterface
  interface Fields {
    /**
     * Writes the fields of edge {i, j} into {@code out} (all zero on entry).
     *
     * @return {@link #ILLEGAL}, {@link #COMPLETION_ONLY} (no field written: the edge counts only
     *     for cardinality) or {@link #WEIGHED}
     */
    int of(int i, int j, long[] out);
  }

  static final int ILLEGAL = 0;
  static final int COMPLETION_ONLY = 1;
  static final int WEIGHED = 2;

  private final int n;
  private final int fieldCount;
  private final int width;
  private final int limbs;
  private final Fields fields;
  private final MaximumWeightMatching matching;
  private final boolean[] forbidden; // n x n, edges removed for good
  private int[] mate = new int[0]; // of the last solve

  CriteriaMatching(int n, int fieldCount, Fields fields) {
    this(n, fieldCount, n, fields);
  }

  /**
   * @param maxFieldSum the largest sum any criterion field can reach over a matching (such as the
   *     number of pairs with a resident): the fields are only as wide as that needs
   */
  CriteriaMatching(int n, int fieldCount, int maxFieldSum, Fields fields) {
    this.n = n;
    this.fieldCount = fieldCount;
    this.width = 64 - Long.numberOfLeadingZeros(Math.max(1, maxFieldSum)) + 1;
    this.limbs =
        Math.max(1, ((fieldCount + 1) * width + WideInt.LIMB_BITS - 1) / WideInt.LIMB_BITS);
    this.fields = fields;
    this.matching = new MaximumWeightMatching(Math.max(n, 1), limbs);
    this.forbidden = new boolean[n * n];
    long[] values = new long[fieldCount];
    long[] w = new long[limbs];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (weight(i, j, values, w)) {
          matching.setWeight(i, j, w, 0);
        } else {
          forbidden[i * n + j] = true;
          forbidden[j * n + i] = true;
        }
      }
    }
  }

  private boolean weight(int i, int j, long[] values, long[] w) {
    Arrays.fill(values, 0);
    Arrays.fill(w, 0);
    int kind = fields.of(i, j, values);
    if (kind == ILLEGAL) {
      return false;
    }
    WideInt.addBit(w, 0, limbs, fieldCount * width, 1); // cardinality
    if (kind == WEIGHED) {
      for (int f = 0; f < fieldCount; f++) {
        WideInt.addBit(w, 0, limbs, (fieldCount - 1 - f) * width, values[f]);
      }
    }
    return true;
  }

  /** Solves and keeps the result as the current optimum. */
  int[] solve() {
    mate = n == 0 ? new int[0] : Arrays.copyOf(matching.solve(), n);
    return mate;
  }

  int[] mate() {
    return mate;
  }

  boolean isPerfect(int[] m) {
    for (int v = 0; v < n; v++) {
      if (m[v] < 0) {
        return false;
      }
    }
    return true;
  }

  boolean isEdge(int i, int j) {
    return !forbidden[i * n + j];
  }

  /** Removes edges for good (no check). */
  void forbid(int i, int j) {
    if (!forbidden[i * n + j]) {
      forbidden[i * n + j] = true;
      forbidden[j * n + i] = true;
      matching.removeEdge(i, j);
    }
  }

  /**
   * Removes the edges {@code edges} (pairs of vertices) and re-solves; keeps the removal if {@code
   * stillBest} accepts the new optimum, else puts the edges back and keeps the previous optimum.
   *
   * @return the new optimum, or empty when the removal was undone
   */
  Optional<int[]> tryForbidding(List<Pair> edges, java.util.function.Predicate<int[]> stillBest) {
    Pair[] removed = new Pair[edges.size()];
    int count = 0;
    for (Pair e : edges) {
      if (!forbidden[e.higher() * n + e.lower()]) {
        forbid(e.higher(), e.lower());
        removed[count++] = e;
      }
    }
    int[] previous = mate;
    int[] candidate = Arrays.copyOf(matching.solve(), n);
    if (isPerfect(candidate) && stillBest.test(candidate)) {
      mate = candidate;
      return Optional.of(candidate);
    }
    long[] values = new long[fieldCount];
    long[] w = new long[limbs];
    for (int k = 0; k < count; k++) {
      int i = removed[k].higher();
      int j = removed[k].lower();
      forbidden[i * n + j] = false;
      forbidden[j * n + i] = false;
      weight(i, j, values, w);
      matching.setWeight(i, j, w, 0);
    }
    matching.adopt(previous);
    mate = previous;
    lastRejected = candidate;
    return Optional.empty();
  }

  private int[] lastRejected = new int[0];

  /**
   * Accepts {@code candidate}, a matching the caller built from the current optimum by a short
   * alternating path, when it uses only edges still present and {@code stillBest} holds: then it is
   * an optimum too, and the edges are removed without a re-solve.
   *
   * @return whether it was accepted
   */
  boolean tryRepaired(
      List<Pair> edges, int[] candidate, java.util.function.Predicate<int[]> stillBest) {
    for (int v = 0; v < n; v++) {
      int u = candidate[v];
      if (u < 0 || forbidden[v * n + u]) {
        return false;
      }
    }
    for (Pair e : edges) {
      if (candidate[e.higher()] == e.lower()) {
        return false;
      }
    }
    if (!stillBest.test(candidate)) {
      return false;
    }
    for (Pair e : edges) {
      forbid(e.higher(), e.lower());
    }
    mate = candidate;
    matching.adopt(candidate);
    return true;
  }

  /** The optimum found by the last {@link #tryForbidding} that was undone; empty before one. */
  int[] lastRejected() {
    return lastRejected;
  }
}
