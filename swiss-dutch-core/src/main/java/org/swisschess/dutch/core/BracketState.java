package org.swisschess.dutch.core;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.matching.Pair;
import org.swisschess.matching.WeightTriangle;
import org.swisschess.matching.WideInt;

/**
 * What the generation order and its shortcuts share while one bracket is paired: the bracket's
 * graph and unbiased weights, the matching of the last solve (or of a shortcut that re-paired it at
 * equal weight), and the pairs fixed so far.
 *
 * <p>Vertices are local: the bracket's players (MDPs first, then residents, in A.2 order) followed
 * by the next score group. In {@link #mate} an unmatched vertex is its own mate, so "mate &lt; v"
 * reads "paired upward"; a vertex matched below the next score group (outside the graph's view) has
 * mate {@link #size}.
 */
final class BracketState {

  final BracketWeights weights;
  final int k;
  final int size;
  final int movedDown;
  final int nextBegin;
  final BracketGraph matching;
  private final WeightTriangle base; // the criteria's weight of each pair, without order bias
  private final long[] scratch;
  private final long[] fixedWeight;
  int[] mate;
  final boolean[] matched;
  final List<Pair> pairs = new ArrayList<>();
  private final BracketPairer.PairListener listener;

  /**
   * Sets the weights of every edge with an end among the residents or the next score group. Edges
   * between two MDPs keep whatever the graph held (nothing, for a graph of the bracket's own).
   */
  BracketState(BracketWeights weights, BracketGraph graph, BracketPairer.PairListener listener) {
    this.weights = weights;
    this.listener = listener;
    this.k = weights.limbs();
    this.size = weights.size();
    this.movedDown = weights.movedDown();
    this.nextBegin = weights.nextBegin();
    this.base = new WeightTriangle(size, k);
    this.matching = graph;
    this.scratch = new long[k];
    this.fixedWeight = new long[k];
    weights.fixedPairWeight(fixedWeight, 0);
    this.matched = new boolean[size];
    this.mate = java.util.stream.IntStream.range(0, size).toArray(); // all single until a solve
    for (int j = movedDown; j < size; j++) {
      for (int i = 0; i < j; i++) {
        weights.edgeWeight(i, j, scratch, 0);
        base.set(i, j, scratch, 0);
        matching.setWeight(i, j, scratch, 0);
      }
    }
  }

  /** Sets the matching weight of {i, j} to its unbiased weight. */
  void setUnbiased(int i, int j) {
    matching.setWeight(i, j, base.values(), base.offset(i, j));
  }

  /** Whether i and j may meet at all (and have not been ruled out by D.2). */
  boolean hasBase(int i, int j) {
    return base.has(i, j);
  }

  /** Rules out {i, j} for the rest of the bracket (the matching keeps its weight until set). */
  void clearBase(int i, int j) {
    base.clear(i, j);
  }

  /** Copies the unbiased weight of {i, j} into another matching. */
  void copyBase(int i, int j, org.swisschess.matching.MaximumWeightMatching into, int a, int b) {
    into.setWeight(a, b, base.values(), base.offset(i, j));
  }

  /** Sets the matching weight of {i, j} to base + bonus (nothing if the base is zero). */
  void setBiased(int i, int j, long bonus) {
    if (!base.has(i, j)) {
      setUnbiased(i, j);
      return;
    }
    WideInt.copy(base.values(), base.offset(i, j), scratch, 0, k);
    WideInt.addBit(scratch, 0, k, 0, bonus);
    matching.setWeight(i, j, scratch, 0);
  }

  void solve() {
    mate = matching.solve();
  }

  /**
   * Takes the mates as they are now as the optimum in force (a shortcut re-paired at equal weight).
   */
  void adoptMates() {
    matching.adopt(mate);
  }

  /**
   * Whether the duals of the last solve prove the current matching optimal on the open vertices:
   * feasible on every edge, every pair tight, every single vertex at dual zero, every blossom with
   * a positive dual full. Weighed against such duals, a matching N has 2w(N) at most their sum,
   * with equality exactly when N meets all four conditions too; so the optimal matchings are
   * exactly those, and an edge that is not tight is in none. Fixed pairs are left out: their
   * vertices have no other edge, so they change no comparison.
   */
  boolean certifies() {
    if (!matching.dualsFeasible(matched)) {
      return false;
    }
    for (int v = 0; v < size; v++) {
      if (matched[v] || mate[v] >= size) {
        continue; // fixed, or matched below the view as at the solve: no edge of it changed
      }
      if (mate[v] == v ? !matching.hasZeroDual(v) : !matching.isTight(v, mate[v])) {
        return false;
      }
    }
    return true;
  }

  boolean pairedInBracket(int v) {
    return mate[v] >= movedDown && mate[v] < nextBegin;
  }

  /** Whether v is paired with a lower-ranked player of the bracket, i.e. sits in S1. */
  boolean pairedDownward(int v) {
    return mate[v] > v && mate[v] < nextBegin;
  }

  /** Whether b, a player of the bracket, is paired upward with an open S1R player. */
  boolean opponentOfOpenS1(int b) {
    int m = mate[b];
    return m < b && m >= movedDown && !matched[m] && pairedDownward(m);
  }

  /**
   * The highest-ranked open bracket player from {@code from} that p may meet: the one the
   * generation order (D.1) tries first.
   */
  int firstPossible(int p, int from) {
    for (int o = from; o < nextBegin; o++) {
      if (o != p && !matched[o] && hasBase(p, o)) {
        return o;
      }
    }
    return -1;
  }

  /** Makes {i, j} a pair of the bracket: fixed in the matching, told to the listener. */
  void fix(int i, int j) {
    matched[i] = true;
    matched[j] = true;
    matching.fix(i, j, fixedWeight, 0);
    pairs.add(Pair.of(i, j));
    listener.paired(i, j);
  }
}
