package org.swisschess.matching;

import java.util.OptionalInt;

/**
 * A minimum-cost assignment of rows to columns of a square cost matrix, some cells forbidden: a
 * maximum-weight perfect matching of the bipartite graph of rows and columns, solved by {@link
 * MaximumWeightMatching}, so that the project has one matching rather than a Hungarian method
 * beside it.
 *
 * <p>Each allowed cell (r, c) becomes edge {r, m + c} of weight {@code W + (maxCost - cost)} with
 * {@code W = m * maxCost + 1}: every perfect matching outweighs every smaller one, and among the
 * perfect ones the heaviest is the cheapest assignment.
 */
public final class Assignment {

  /** The cost that marks a forbidden cell. */
  public static final int FORBIDDEN = Integer.MAX_VALUE;

  private Assignment() {}

  /**
   * The least total cost of an assignment that uses no forbidden cell.
   *
   * @param cost a square matrix of costs in {@code [0, FORBIDDEN)}, or {@link #FORBIDDEN}
   * @return the least total cost, or empty when every assignment uses a forbidden cell
   * @throws IllegalArgumentException if the matrix is not square, or a cost is negative or above
   *     2^40 / m
   */
  public static OptionalInt minimumCost(int[][] cost) {
    int m = cost.length;
    if (m == 0) {
      return OptionalInt.of(0);
    }
    long maxCost = 0;
    for (int[] row : cost) {
      if (row.length != m) {
        throw new IllegalArgumentException("the cost matrix is not square");
      }
      for (int c : row) {
        if (c < 0) {
          throw new IllegalArgumentException("a negative cost: " + c);
        }
        if (c != FORBIDDEN) {
          maxCost = Math.max(maxCost, c);
        }
      }
    }
    if (maxCost > (1L << 40) / m) {
      throw new IllegalArgumentException("costs up to " + maxCost + " are too large to assign");
    }
    long base = m * maxCost + 1;
    int bits = 64 - Long.numberOfLeadingZeros(base + maxCost);
    MaximumWeightMatching matching = new MaximumWeightMatching(2 * m, WideInt.limbsFor(bits));
    for (int r = 0; r < m; r++) {
      for (int c = 0; c < m; c++) {
        if (cost[r][c] != FORBIDDEN) {
          matching.setWeight(r, m + c, base + maxCost - cost[r][c]);
        }
      }
    }
    int[] mate = matching.solve();
    long total = 0;
    for (int r = 0; r < m; r++) {
      if (mate[r] < 0) {
        return OptionalInt.empty();
      }
      total += cost[r][mate[r] - m];
    }
    return OptionalInt.of(Math.toIntExact(total));
  }
}
