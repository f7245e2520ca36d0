package org.swisschess.tiebreak;

import java.util.List;

/**
 * One participant's line of the standings.
 *
 * @param rank the place, from 1; participants still tied after the whole list share it (C.07 4.2
 *     leaves them to lots, or tied, as the regulations say)
 * @param pairingNumber the participant's pairing number
 * @param values one value per tie-break of the list, in its order; not null
 */
public record Standing(int rank, int pairingNumber, List<TieBreakValue> values) {

  /**
   * Validates and copies.
   *
   * @param rank the place, from 1; participants still tied after the whole list share it (C.07 4.2
   *     leaves them to lots, or tied, as the regulations say)
   * @param pairingNumber the participant's pairing number
   * @param values one value per tie-break of the list, in its order; not null
   * @throws IllegalArgumentException if the rank is not positive
   */
  public Standing {
    if (rank < 1) {
      throw new IllegalArgumentException("rank must be at least 1, was " + rank);
    }
    values = List.copyOf(values);
  }

  /**
   * Returns the value of the tie-break at {@code index} of the list.
   *
   * @param index from 0
   * @return never null
   */
  public TieBreakValue value(int index) {
    return values.get(index);
  }
}
