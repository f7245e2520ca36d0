package org.swisschess.matching;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A maximum-weight matching of a general graph with exact multi-limb integer weights.
 *
 * <p>The algorithm is Edmonds' blossom algorithm in its primal-dual O(n^3) form, as set out in
 * Galil's survey "Efficient algorithms for finding maximum matching in graphs" (ACM Computing
 * Surveys 18(1), 1986, section 3) after Gabow's O(n^3) implementation (1974). The code follows the
 * structure and names of Joris van Rantwijk's {@code mwmatching.py} (2008, public domain: labels,
 * endpoints, blossom children and endpoints, {@code augmentBlossom}, {@code expandBlossom}), split
 * the way JGraphT splits its blossom V ({@code alg/matching/blossom/v5}: initializer, primal
 * updater, dual updater, state): {@link WeightTable} (the weights), {@link StartStrategies} (where
 * a solve starts), {@link PrimalOperations} (grow, shrink, expand, augment), {@link DualUpdates}
 * (the dual step), {@link SolverState}, {@link Solver} (the stages), and the read-only {@link
 * OptimalityCertificate}. Nothing recurses: blossoms nest as deep as the graph is large.
 *
 * <p>What is added to the textbook algorithm, for re-solves after a few weight changes: a warm
 * start from the previous optimum's vertex duals and still-tight pairs (and a greedy start for the
 * first solve); roots taken by dual level, so that unequal starting duals keep the search exact;
 * many augmentations per scan; weights held as ids into a table of distinct weights, scanned in
 * rows; and best-edge keys compared by identity where they are equal.
 *
 * <p>The graph is complete; an edge of weight zero is absent and never matched. The caller sets
 * weights, solves, changes some weights and solves again.
 */
public final class MaximumWeightMatching {

  private final WeightTable weights;
  // The previous optimum, kept so that a re-solve after a few weight changes starts warm.
  private long @Nullable [] savedDual;
  private int @Nullable [] savedMate;
  // Whether the saved optimum was carried over from weights laid out otherwise (restrictTo): its
  // duals are then checked against every edge, and the start does not wait for warmStarts.
  private boolean carriedOver;
  private @Nullable OptimalityCertificate certificate;
  private boolean warmStarts = true;

  /**
   * An empty graph.
   *
   * @param vertices how many vertices, at most {@value WeightTable#MAX_VERTICES}
   * @param limbs how many 62-bit limbs a weight has (see {@link WideInt})
   * @throws IllegalArgumentException if the graph is larger than this matching holds
   */
  public MaximumWeightMatching(int vertices, int limbs) {
    this.weights = new WeightTable(vertices, limbs);
  }

  /** The number of vertices. */
  public int size() {
    return weights.n;
  }

  /** The limbs of a weight. */
  public int limbs() {
    return weights.k;
  }

  /**
   * Sets the weight of edge {i, j} from {@code w[wo..wo+k)}; zero removes the edge.
   *
   * @param i a vertex
   * @param j another vertex
   * @param w the weight's limbs, lowest first
   * @param wo where they start
   */
  public void setWeight(int i, int j, long[] w, int wo) {
    weights.set(i, j, w, wo);
  }

  /**
   * Sets the weight of edge {i, j} to a small value.
   *
   * @param i a vertex
   * @param j another vertex
   * @param value the weight; zero removes the edge
   */
  public void setWeight(int i, int j, long value) {
    weights.set(i, j, value);
  }

  /**
   * Removes edge {i, j}.
   *
   * @param i a vertex
   * @param j another vertex
   */
  public void removeEdge(int i, int j) {
    setWeight(i, j, 0);
  }

  /**
   * Whether edge {i, j} is present (has a weight other than zero).
   *
   * @param i a vertex
   * @param j another vertex
   * @return whether it is present
   */
  public boolean hasEdge(int i, int j) {
    return weights.has(i, j);
  }

  /**
   * Copies the weight of edge {i, j} into out at oo.
   *
   * @param i a vertex
   * @param j another vertex
   * @param out where to write its k limbs
   * @param oo from where
   */
  public void weight(int i, int j, long[] out, int oo) {
    weights.copy(i, j, out, oo);
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
   * Keeps only some of the vertices, with the weights of the edges among them translated (each
   * distinct weight once), and forgets the previous optimum. Done in place: the weight matrix is
   * compacted within its own array, so a large graph is never held twice.
   *
   * @param vertices the vertices kept, increasing, in the order they get
   * @param limbs limbs of the new weights
   * @param translation from the present weights to the new ones; zero stays zero
   */
  public void restrictTo(int[] vertices, int limbs, WeightTranslation translation) {
    weights.restrictTo(vertices, limbs, translation);
    forgetOptimum();
  }

  private void forgetOptimum() {
    savedDual = null;
    savedMate = null;
    carriedOver = false;
    certificate = null;
  }

  /**
   * Keeps only some of the vertices, as {@link #restrictTo(int[], int, WeightTranslation)} does,
   * and also the previous optimum, if there is one, as the next solve's start: its pairs among the
   * vertices kept, and its vertex duals written in the new layout. A dual is no sum of a weight's
   * fields, so its translation is approximate: the next solve raises whatever it leaves infeasible
   * on any edge, and keeps the pairs still tight (any feasible start is exact).
   *
   * @param vertices the vertices kept, increasing, in the order they get
   * @param limbs limbs of the new weights
   * @param translation from the present weights to the new ones; zero stays zero
   * @param dualTranslation from the present duals to the new ones
   */
  public void restrictToCarryingOptimum(
      int[] vertices, int limbs, WeightTranslation translation, WeightTranslation dualTranslation) {
    long[] dual = null;
    int[] mate = null;
    if (savedDual != null && savedMate != null) {
      int oldK = weights.k;
      int[] newIndex = new int[savedMate.length];
      java.util.Arrays.fill(newIndex, -1);
      for (int a = 0; a < vertices.length; a++) {
        newIndex[vertices[a]] = a;
      }
      mate = new int[vertices.length];
      dual = new long[vertices.length * limbs];
      for (int a = 0; a < vertices.length; a++) {
        int m = savedMate[vertices[a]];
        mate[a] = m < 0 ? -1 : newIndex[m];
        dualTranslation.translate(savedDual, vertices[a] * oldK, dual, a * limbs);
      }
    }
    weights.restrictTo(vertices, limbs, translation);
    if (dual != null) {
      weights.forgetChanges(); // the edges set from now on are told apart from those carried
    }
    savedDual = dual;
    savedMate = mate;
    carriedOver = dual != null;
    certificate = null;
  }

  /**
   * About how many bytes a matching of this size takes while it solves: its weight matrix (two
   * bytes a pair) and the solver's per-vertex arrays. For a caller that must refuse a round it has
   * no room for before it starts.
   *
   * @param vertices how many vertices
   * @param limbs limbs of a weight
   * @return the estimate in bytes
   */
  public static long estimatedBytes(int vertices, int limbs) {
    long perVertex = 80L + 72L * limbs; // labels, blossoms, duals, best edges and keys, saved duals
    long perDistinctWeight = 48L * limbs; // the solver's parts of each distinct weight
    long distinctWeights = Math.min(WeightTable.NARROW_IDS, 16L * vertices);
    return WeightTable.bytesFor(vertices)
        + perVertex * vertices
        + perDistinctWeight * distinctWeights;
  }

  /**
   * Takes {@code mate} as the matching a warm re-solve starts from: the caller found it to be
   * optimal too.
   *
   * @param mate for each vertex its mate, or -1
   */
  public void adopt(int[] mate) {
    savedMate = mate.clone();
  }

  /**
   * Whether a re-solve starts from the previous optimum (the default) or from scratch, as the first
   * solve does: the matching found is optimal either way. An optimum carried by {@link
   * #restrictToCarryingOptimum} is the next solve's start whatever this says: a caller that wants
   * no carried start calls {@link #restrictTo} instead.
   *
   * @param warm whether to start warm
   */
  public void setWarmStarts(boolean warm) {
    this.warmStarts = warm;
  }

  /**
   * Computes a maximum-weight matching: warm from the previous optimum when there is one.
   *
   * @return for each vertex its mate, or -1
   */
  public int[] solve() {
    Solver solver = new Solver(weights);
    SolverState state = solver.state();
    // a carried-over optimum has both its duals and its mates
    if (carriedOver && savedDual != null && savedMate != null) {
      StartStrategies.warm(state, savedDual, savedMate, weights, true);
    } else if (warmStarts && savedMate != null && savedDual != null) {
      StartStrategies.warm(state, savedDual, savedMate, weights);
    } else {
      StartStrategies.greedy(state);
    }
    weights.forgetChanges();
    int[] result = solver.run();
    carriedOver = false;
    certificate = new OptimalityCertificate(weights, state, result);
    savedDual = solver.duals().vertexDualsWithoutBlossoms();
    savedMate = result.clone();
    return result;
  }

  /**
   * What the duals of the last solve prove about the current weights.
   *
   * @return the certificate, or empty before the first solve
   */
  public Optional<OptimalityCertificate> certificate() {
    return Optional.ofNullable(certificate);
  }
}
