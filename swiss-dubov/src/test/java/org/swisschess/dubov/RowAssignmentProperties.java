package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Dubov 6.3 literally: rows in order, each white taking the first black in column order he may
 * meet, an earlier row changing when a later one is stuck (plain backtracking). The fast {@link
 * RowAssignment} must give the same assignment, and a maximum matching of the same size.
 */
class RowAssignmentProperties {

  @Property(tries = 500)
  void sameAssignmentAsTheTextsBacktracking(
      @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 8) int m,
      @ForAll @IntRange(min = 0, max = 100) int density) {
    Random random = new Random(seed);
    boolean[][] allowed = new boolean[m][m];
    for (boolean[] row : allowed) {
      for (int b = 0; b < m; b++) {
        row[b] = random.nextInt(100) < density;
      }
    }
    Optional<int[]> fast = RowAssignment.first(m, (w, b) -> allowed[w][b]);
    int[] slow = new int[m];
    boolean[] used = new boolean[m];
    boolean found = backtrack(0, allowed, slow, used);
    assertEquals(found, fast.isPresent());
    if (found) {
      assertEquals(Arrays.toString(slow), Arrays.toString(fast.get()));
    }
  }

  private static boolean backtrack(int row, boolean[][] allowed, int[] blackOf, boolean[] used) {
    if (row == allowed.length) {
      return true;
    }
    for (int b = 0; b < allowed.length; b++) {
      if (!used[b] && allowed[row][b]) {
        used[b] = true;
        blackOf[row] = b;
        if (backtrack(row + 1, allowed, blackOf, used)) {
          return true;
        }
        used[b] = false;
      }
    }
    return false;
  }

  @Property(tries = 300)
  void blossomFindsAMaximumMatching(
      @ForAll long seed,
      @ForAll @IntRange(min = 0, max = 10) int n,
      @ForAll @IntRange(min = 0, max = 100) int density) {
    Random random = new Random(seed);
    boolean[][] adj = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        adj[i][j] = adj[j][i] = random.nextInt(100) < density;
      }
    }
    int[] all = new int[n];
    Arrays.setAll(all, i -> i);
    assertEquals(bruteMaximum(adj, new boolean[n], 0), Matchability.maximumMatching(all, adj));
  }

  private static int bruteMaximum(boolean[][] adj, boolean[] used, int from) {
    int v = from;
    while (v < adj.length && used[v]) {
      v++;
    }
    if (v >= adj.length) {
      return 0;
    }
    used[v] = true;
    int best = bruteMaximum(adj, used, v + 1); // v stays unmatched
    for (int u = v + 1; u < adj.length; u++) {
      if (!used[u] && adj[v][u]) {
        used[u] = true;
        best = Math.max(best, 1 + bruteMaximum(adj, used, v + 1));
        used[u] = false;
      }
    }
    used[v] = false;
    return best;
  }
}
