package org.swisschess.tiebreak;

import java.util.List;

/**
 * A type-A tie-break (C.07 4.3): one that orders a group of participants tied on everything before
 * it, by data of that group. Its value is the place within the group, from 1, sub-groups still tied
 * sharing the place of their first member; 0 when it separates no one.
 */
interface GroupResolver {

  /**
   * Orders a group: its parts in order, each still tied within itself; the group alone when no one
   * is separated.
   *
   * @param group participant indices, at least two
   */
  List<int[]> resolve(int[] group);
}
