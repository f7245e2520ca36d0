package org.swisschess.dutch.core;

import java.util.List;

/**
 * The quality criteria of one bracket as edge weights, in an edition's layout: higher-priority
 * criteria in higher bits, the lowest bits left zero for {@link BracketPairer}'s generation order.
 * Vertices are the bracket's players (MDPs first, then residents, in A.2 order) followed by the
 * next score group, for the look-ahead.
 */
public interface BracketWeights {

  /** The bracket's players followed by the next score group. */
  List<Entrant> players();

  /** Players {@code [0, movedDown())} are the MDPs. */
  int movedDown();

  /**
   * Players {@code [movedDown(), nextBegin())} are the residents, the rest the next score group.
   */
  int nextBegin();

  /** Limbs of a weight. */
  int limbs();

  /** Width of each field of the generation-order bits (exchange count, BSN sums). */
  int orderBits();

  /**
   * Writes the weight of higher-ranked i and lower-ranked j (i &lt; j, j at or after the MDPs) into
   * w at wo; zero if they may not meet.
   */
  void edgeWeight(int i, int j, long[] w, int wo);

  /** Writes a weight above every edge weight, for pairs already fixed. */
  void fixedPairWeight(long[] w, int wo);
}
