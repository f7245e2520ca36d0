package org.swisschess.dutch.core;

import java.util.List;
import org.swisschess.api.CriteriaVector;
import org.swisschess.api.Criterion;

/**
 * An edition's quality criteria read off a complete pairing of a round, in the edition's order, and
 * the articles an explanation cites for what is not a count.
 */
public interface RoundCriteria {

  /**
   * Returns the pairing's values at every criterion.
   *
   * @param sorted the round's players in A.2 order
   * @param partner each player's partner's index, -1 for the pairing-allocated bye
   * @param playedRounds the rounds completed before this one
   * @return never null; the same shape for every pairing of the round
   */
  CriteriaVector of(List<Entrant> sorted, int[] partner, int playedRounds);

  /** The text's name, such as {@code C.04.3 2026}, that every article is cited under. */
  String text();

  /** The absolute criterion that no valid pairing breaks when an imposition leaves none. */
  Criterion completion();

  /** The article that orders the pairings equal at every criterion. */
  Criterion order();

  /** The criterion that two players meet once. */
  Criterion meetOnce();

  /** The criterion that keeps two absolute colour preferences apart. */
  Criterion absoluteColours();

  /** The criterion that limits the pairing-allocated bye. */
  Criterion byeOnce();
}
