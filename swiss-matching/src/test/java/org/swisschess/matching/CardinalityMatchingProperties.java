package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Optional;
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
    boolean[][] adjacent = randomGraph(n, density, seed);
    int[] mate = CardinalityMatching.maximum(lists(adjacent));
    for (int v = 0; v < n; v++) {
      if (mate[v] >= 0) {
        assertEquals(v, mate[mate[v]], "mates are symmetric");
        assertTrue(adjacent[v][mate[v]], "only edges are matched");
      }
    }
    assertEquals(largest(adjacent, new boolean[n], 0), CardinalityMatching.pairs(mate));
  }

  /**
   * Gallai-Edmonds: v is deficient exactly when a maximum matching of the graph without v is as
   * large as one of the whole graph (brute force); the barrier is D's neighbourhood outside D;
   * every component of D is odd, and the single vertices of a maximum matching number the
   * components less the barrier.
   */
  @Property(tries = 1000)
  void theDecompositionIsGallaiEdmonds(
      @ForAll @IntRange(min = 0, max = 11) int n,
      @ForAll @IntRange(min = 0, max = 100) int density,
      @ForAll long seed) {
    boolean[][] adjacent = randomGraph(n, density, seed);
    int[][] lists = lists(adjacent);
    GallaiEdmonds d = CardinalityMatching.decompose(lists);
    int nu = largest(adjacent, new boolean[n], 0);
    assertEquals(nu, d.pairs());
    int barrier = 0;
    for (int v = 0; v < n; v++) {
      boolean[] without = new boolean[n];
      without[v] = true;
      assertEquals(largest(adjacent, without, 0) == nu, d.isDeficient(v), "D membership of " + v);
      boolean neighbourOfD = false;
      for (int w = 0; w < n; w++) {
        neighbourOfD |= adjacent[v][w] && d.isDeficient(w);
      }
      assertEquals(neighbourOfD && !d.isDeficient(v), d.isBarrier(v), "A membership of " + v);
      barrier += d.isBarrier(v) ? 1 : 0;
    }
    int covered = 0;
    for (int[] c : d.deficientComponents()) {
      assertEquals(1, c.length % 2, "components of D are odd");
      covered += c.length;
    }
    int deficientCount = 0;
    for (int v = 0; v < n; v++) {
      deficientCount += d.isDeficient(v) ? 1 : 0;
    }
    assertEquals(deficientCount, covered);
    assertEquals(n - 2 * nu, d.deficientComponents().size() - barrier, "Tutte-Berge deficiency");
  }

  /**
   * The first perfect matching in vertex order is what pairing top-down by brute force gives: the
   * first vertex left takes its first neighbour with whom the rest can still all be paired (a
   * perfect matching of the rest, counted by brute force); none when the graph has no perfect
   * matching.
   */
  @Property(tries = 2000)
  void theFirstPerfectMatchingInOrderIsTheTopDownOne(
      @ForAll @IntRange(min = 0, max = 12) int n,
      @ForAll @IntRange(min = 0, max = 100) int density,
      @ForAll long seed) {
    boolean[][] adjacent = randomGraph(n, density, seed);
    Optional<int[]> found = CardinalityMatching.firstInOrder(lists(adjacent));
    boolean[] used = new boolean[n];
    if (2 * largest(adjacent, used.clone(), 0) < n) {
      assertTrue(found.isEmpty(), "no perfect matching exists");
      return;
    }
    int[] expected = new int[n];
    for (int u = 0; u < n; u++) {
      if (used[u]) {
        continue;
      }
      used[u] = true;
      for (int v = u + 1; v < n; v++) {
        if (!used[v] && adjacent[u][v]) {
          used[v] = true;
          int rest = 0;
          for (boolean b : used) {
            rest += b ? 0 : 1;
          }
          if (2 * largest(adjacent, used.clone(), 0) == rest) {
            expected[u] = v;
            expected[v] = u;
            break;
          }
          used[v] = false;
        }
      }
    }
    assertArrayEquals(expected, found.orElseThrow());
  }

  /** A graph of n vertices, each edge present with probability density %. */
  private static boolean[][] randomGraph(int n, int density, long seed) {
    Random random = new Random(seed);
    boolean[][] adjacent = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        adjacent[i][j] = adjacent[j][i] = random.nextInt(100) < density;
      }
    }
    return adjacent;
  }

  private static int[][] lists(boolean[][] adjacent) {
    int n = adjacent.length;
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
    return lists;
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
