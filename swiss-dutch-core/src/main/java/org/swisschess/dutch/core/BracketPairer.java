package org.swisschess.dutch.core;

import java.util.List;
import java.util.Optional;
import org.swisschess.matching.Pair;

/**
 * Pairs one bracket (C.04.3 B; 2026: section 4) over an edition's weights: the rules are the {@link
 * GenerationOrder}, the ways to reach its decisions with fewer solves are the {@link Shortcut}s,
 * each of which the caller may switch off.
 *
 * <p>Vertices are the bracket's players (MDPs first, then residents, in A.2 order) followed by the
 * next score group, which stands in for C.7's following bracket.
 */
public final class BracketPairer {

  private final BracketState state;
  private final GenerationOrder order;

  /** Told of each pair as it is fixed. */
  public interface PairListener {
    /**
     * Called when the pair of local vertices i and j is decided.
     *
     * @param i a vertex
     * @param j its partner
     */
    void paired(int i, int j);
  }

  /**
   * Prepares the bracket: sets the weights of every edge with an end among the residents or the
   * next score group. Edges between two MDPs keep whatever the graph held (nothing, for a graph of
   * the bracket's own).
   *
   * @param weights the bracket's criteria
   * @param graph the bracket's players in the matching
   * @param listener told of each fixed pair
   * @param shortcuts the shortcuts the pairing may take
   */
  public BracketPairer(
      BracketWeights weights, BracketGraph graph, PairListener listener, Shortcuts shortcuts) {
    graph.setWarmStarts(shortcuts.on(Shortcut.WARM_START));
    this.state = new BracketState(weights, graph, listener);
    this.order = new GenerationOrder(state, shortcuts);
  }

  /**
   * Pairs the bracket.
   *
   * @return the pairs as local vertices, higher-ranked first; bracket players in no pair are the
   *     downfloaters
   */
  public List<Pair> pair() {
    return order.pair();
  }

  /**
   * Pairs the bracket unless its graph's {@link BracketGraph.CompletionGuard} does not show an
   * optimum completable: then the bracket must be paired in a graph that weighs completion.
   *
   * @return the pairs as {@link #pair} gives them, or empty when the guard gave up
   */
  public Optional<List<Pair>> tryPair() {
    try {
      return Optional.of(order.pair());
    } catch (BracketGraph.CompletionNotShown e) {
      return Optional.empty();
    }
  }

  /** The generation order, for tests in this package. */
  GenerationOrder order() {
    return order;
  }
}
