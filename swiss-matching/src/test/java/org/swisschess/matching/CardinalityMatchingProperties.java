package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The cardinality matching against brute force on small random graphs. */
class CardinalityMatchingProperties {

  @Property(tries = 2000)
  void isAMatchingOfGraphEdgesAsLargeAsAnyOther(
      @ForAll @IntRange(min = 0, max = 12) int n,
      @ForAll @IntRange(min = 0, max = 100) int density,
      @ForAll long seed) {
    Random random = new Random(seed);
    boolean[][] adjacent = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        adjacent[i][j] = adjacent[j][i] = random.nextInt(100) < density;
      }
    }
    int[][] lists = new int[n][];
    for (int i = 0; i < n; i++) {
      int[] row = new int[n];
      int k = 0;
      for (int j = 0; j < n; j++) {
        if (adjacent[i][j]) {
          row[k++] = j;
        }
      }
      lists[i] = Arrays.copyOf(row, k);
    }
    int[] mate = CardinalityMatching.maximum(lists);
    for (int v = 0; v < n; v++) {
      if (mate[v] >= 0) {
        assertEquals(v, mate[mate[v]], "mates are symmetric");
        assertTrue(adjacent[v][mate[v]], "only edges are matched");
      }
    }
    assertEquals(largest(adjacent, new boolean[n], 0), CardinalityMatching.pairs(mate));
  }

  private static int largest(boolean[][] adjacent, boolean[] used, int from) {
    int n = adjacent.length;
    int v = from;
    while (v < n && used[v]) {
      v++;
    }
    if (v >= n) {
      return 0;
    }
    used[v] = true;
    int best = largest(adjacent, used, v + 1);
    for (int u = v + 1; u < n; u++) {
      if (!used[u] && adjacent[v][u]) {
        used[u] = true;
        best = Math.max(best, 1 + largest(adjacent, used, v + 1));
        used[u] = false;
      }
    }
    used[v] = false;
    return best;
  }
}
