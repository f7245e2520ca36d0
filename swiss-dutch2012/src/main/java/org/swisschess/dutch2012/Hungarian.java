package org.swisschess.dutch2012;

/**
 * Minimum-cost assignment on a square matrix (the Hungarian method with potentials, O(n^3)). Used
 * only as an oracle that tells a search whether a partial pairing can still be completed, never to
 * choose a pairing.
 */
final class Hungarian {

  /** A cost that marks a forbidden cell. */
  static final int FORBIDDEN = 1 << 20;

  private Hungarian() {}

  /**
   * Returns the minimum total cost, or {@link Integer#MAX_VALUE} when every assignment uses a
   * forbidden cell.
   */
  static int minCost(int[][] cost) {
    int n = cost.length;
    if (n == 0) {
      return 0;
    }
    long[] u = new long[n + 1];
    long[] v = new long[n + 1];
    int[] p = new int[n + 1];
    int[] way = new int[n + 1];
    for (int i = 1; i <= n; i++) {
      p[0] = i;
      int j0 = 0;
      long[] minv = new long[n + 1];
      java.util.Arrays.fill(minv, Long.MAX_VALUE);
      boolean[] used = new boolean[n + 1];
      do {
        used[j0] = true;
        int i0 = p[j0];
        long delta = Long.MAX_VALUE;
        int j1 = 0;
        for (int j = 1; j <= n; j++) {
          if (!used[j]) {
            long cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
            if (cur < minv[j]) {
              minv[j] = cur;
              way[j] = j0;
            }
            if (minv[j] < delta) {
              delta = minv[j];
              j1 = j;
            }
          }
        }
        for (int j = 0; j <= n; j++) {
          if (used[j]) {
            u[p[j]] += delta;
            v[j] -= delta;
          } else {
            minv[j] -= delta;
          }
        }
        j0 = j1;
      } while (p[j0] != 0);
      do {
        int j1 = way[j0];
        p[j0] = p[j1];
        j0 = j1;
      } while (j0 != 0);
    }
    long total = 0;
    for (int j = 1; j <= n; j++) {
      int c = cost[p[j] - 1][j - 1];
      if (c >= FORBIDDEN) {
        return Integer.MAX_VALUE;
      }
      total += c;
    }
    return (int) total;
  }
}
