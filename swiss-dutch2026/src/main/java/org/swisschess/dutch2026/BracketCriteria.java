package org.swisschess.dutch2026;

import java.util.List;
import org.swisschess.dutch.core.BracketWeights;
import org.swisschess.dutch.core.ClassWeights;
import org.swisschess.dutch.core.Entrant;

/** One bracket's view of the round's {@link CriteriaLayout}. */
final class BracketCriteria implements BracketWeights {

  private final CriteriaLayout layout;
  private final List<Entrant> players;
  private final int movedDown;
  private final int nextBegin;
  private final ClassWeights weights;

  /** A bracket in the round's matching: its weights carry [C4]. */
  BracketCriteria(
      CriteriaLayout layout, List<Entrant> players, int movedDown, int nextBegin, ByeState bye) {
    this(layout, players, movedDown, nextBegin, bye, true);
  }

  /**
   * A bracket whose weights carry [C4] or not ({@link CriteriaLayout#bracketWeights}).
   *
   * @param completion whether the weights carry [C4]
   */
  BracketCriteria(
      CriteriaLayout layout,
      List<Entrant> players,
      int movedDown,
      int nextBegin,
      ByeState bye,
      boolean completion) {
    this.layout = layout;
    this.players = players;
    this.movedDown = movedDown;
    this.nextBegin = nextBegin;
    this.weights = layout.bracketWeights(players, nextBegin, bye, completion);
  }

  @Override
  public int size() {
    return players.size();
  }

  @Override
  public int score(int v) {
    return players.get(v).score;
  }

  @Override
  public int movedDown() {
    return movedDown;
  }

  @Override
  public int nextBegin() {
    return nextBegin;
  }

  @Override
  public int limbs() {
    return layout.limbs;
  }

  @Override
  public int orderBits() {
    return layout.groupBits;
  }

  @Override
  public void edgeWeight(int i, int j, long[] w, int wo) {
    weights.weight(i, j, w, wo);
  }

  /**
   * The weight of i and j worked out from the criteria, not from their classes: for tests that
   * check the two agree.
   */
  void uncachedEdgeWeight(int i, int j, long[] w, int wo) {
    weights.uncachedWeight(i, j, w, wo);
  }

  @Override
  public void fixedPairWeight(long[] w, int wo) {
    layout.fixedPairWeight(w, wo);
  }
}
