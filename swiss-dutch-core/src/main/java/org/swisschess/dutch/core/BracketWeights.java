package org.swisschess.dutch.core;

/**
 * The quality criteria of one bracket as edge weights, in an edition's layout: higher-priority
 * criteria in higher bits, the lowest bits left zero for the {@link GenerationOrder}. Vertices are
 * the bracket's players (MDPs first, then residents, in A.2 order) followed by the next score
 * group, for the look-ahead.
 */
public interface BracketWeights {

  /** The number of vertices: the bracket's players and the next score group. */
  int size();

  /**
   * The pairing score of vertex v, which orders the MDPs (D.3: highest scores first).
   *
   * @param v a vertex
   * @return its score in tenths of a point
   */
  int score(int v);

  /** Players {@code [0, movedDown())} are the MDPs. */
  int movedDown();

  /**
   * Players {@code [movedDown(), nextBegin())} are the residents, the rest the next score group.
   */
  int nextBegin();

  /** Limbs of a weight. */
  int limbs();

  /**
   * Width of each field of the generation-order bits (exchange count, BSN sums): the lowest {@code
   * 1 + 3 * orderBits()} bits of every weight are zero, left to the generation order.
   */
  int orderBits();

  /**
   * Writes the weight of higher-ranked i and lower-ranked j (i &lt; j, j at or after the MDPs) into
   * w at wo; zero if they may not meet.
   */
  void edgeWeight(int i, int j, long[] w, int wo);

  /** Writes a weight above every edge weight, for pairs already fixed. */
  void fixedPairWeight(long[] w, int wo);
}
