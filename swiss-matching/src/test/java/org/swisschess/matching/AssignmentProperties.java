package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.OptionalInt;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The assignment against every permutation on small random matrices. */
class AssignmentProperties {

  @Property(tries = 2000)
  void costsWhatTheCheapestPermutationCosts(
      @ForAll @IntRange(min = 0, max = 7) int m,
      @ForAll @IntRange(min = 1, max = 9) int maxCost,
      @ForAll @IntRange(min = 0, max = 60) int forbiddenPercent,
      @ForAll long seed) {
    Random random = new Random(seed);
    int[][] cost = new int[m][m];
    for (int r = 0; r < m; r++) {
      for (int c = 0; c < m; c++) {
        cost[r][c] =
            random.nextInt(100) < forbiddenPercent
                ? Assignment.FORBIDDEN
                : random.nextInt(maxCost + 1);
      }
    }
    long best = cheapest(cost, new boolean[m], 0);
    OptionalInt expected =
        best == Long.MAX_VALUE ? OptionalInt.empty() : OptionalInt.of((int) best);
    assertEquals(expected, Assignment.minimumCost(cost));
  }

  @Example
  void aMatrixThatIsNotSquareIsRefused() {
    assertThrows(
        IllegalArgumentException.class, () -> Assignment.minimumCost(new int[][] {{1, 2}}));
  }

  private static long cheapest(int[][] cost, boolean[] usedColumn, int row) {
    int m = cost.length;
    if (row == m) {
      return 0;
    }
    long best = Long.MAX_VALUE;
    for (int c = 0; c < m; c++) {
      if (!usedColumn[c] && cost[row][c] != Assignment.FORBIDDEN) {
        usedColumn[c] = true;
        long rest = cheapest(cost, usedColumn, row + 1);
        if (rest != Long.MAX_VALUE) {
          best = Math.min(best, cost[row][c] + rest);
        }
        usedColumn[c] = false;
      }
    }
    return best;
  }
}
