package org.swisschess.rating1998;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The fewest colour conflicts (B.4) with which the S1 players still unpaired can all get distinct
 * S2 partners they may meet: a minimum-cost assignment with costs 0 and 1, by successive shortest
 * augmenting paths. Used by {@link TranspositionSearch} to prune a prefix that cannot stay within
 * x.
 */
final class ColourLookahead {

  private ColourLookahead() {}

  /**
   * Returns the minimum, or {@link Integer#MAX_VALUE} if the rows cannot all be matched while every
   * unused column marked {@code mustPair} gets a row. The columns left over are covered by stand-in
   * rows that take no must-pair column, so that a complete assignment is one that pairs every
   * must-pair column with a real row.
   */
  static int minConflicts(
      boolean[][] realAllowed,
      boolean[][] realConflict,
      int fromRow,
      boolean[] usedCol,
      boolean[] mustPair) {
    int cols = usedCol.length;
    int free = 0;
    for (boolean u : usedCol) {
      free += u ? 0 : 1;
    }
    int real = realAllowed.length;
    int standIns = free - (real - fromRow);
    int rows = real + Math.max(0, standIns);
    boolean[][] allowed = Arrays.copyOf(realAllowed, rows);
    boolean[][] conflict = Arrays.copyOf(realConflict, rows);
    for (int r = real; r < rows; r++) {
      allowed[r] = new boolean[cols];
      conflict[r] = new boolean[cols];
      for (int v = 0; v < cols; v++) {
        allowed[r][v] = !mustPair[v];
      }
    }
    int[] matchRow = new int[rows];
    int[] matchCol = new int[cols];
    Arrays.fill(matchRow, -1);
    Arrays.fill(matchCol, -1);
    int total = 0;
    int[] dist = new int[rows];
    int[] prevRow =
        new int[rows]; // the row from which a matched row was reached through its column
    boolean[] queued = new boolean[rows];
    for (int start = fromRow; start < rows; start++) {
      Arrays.fill(dist, Integer.MAX_VALUE);
      Arrays.fill(prevRow, -1);
      dist[start] = 0;
      ArrayDeque<Integer> queue = new ArrayDeque<>();
      queue.add(start);
      queued[start] = true;
      int bestCol = -1;
      int bestRow = -1;
      int bestCost = Integer.MAX_VALUE;
      while (!queue.isEmpty()) {
        int u = queue.poll();
        queued[u] = false;
        for (int v = 0; v < cols; v++) {
          if (usedCol[v] || !allowed[u][v] || matchRow[u] == v) {
            continue;
          }
          int d = dist[u] + (conflict[u][v] ? 1 : 0);
          int w = matchCol[v];
          if (w < 0) {
            if (d < bestCost) {
              bestCost = d;
              bestCol = v;
              bestRow = u;
            }
            continue;
          }
          int dw = d - (conflict[w][v] ? 1 : 0);
          if (dw < dist[w]) {
            dist[w] = dw;
            prevRow[w] = u;
            if (!queued[w]) {
              queued[w] = true;
              queue.add(w);
            }
          }
        }
      }
      if (bestCol < 0) {
        return Integer.MAX_VALUE;
      }
      total += bestCost;
      // Augment back from the free column to the start row: each row on the path takes the column
      // it was reached from the previous row by, and hands its old column to that row.
      int v = bestCol;
      int u = bestRow;
      while (u >= 0) {
        int old = matchRow[u];
        matchRow[u] = v;
        matchCol[v] = u;
        v = old;
        u = u == start ? -1 : prevRow[u];
      }
    }
    return total;
  }
}
