package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Both starts leave every edge feasible and every matched edge tight. */
class StartStrategiesTests {

  @Test
  void theGreedyStartIsFeasibleAndMatchesOnlyTightEdges() {
    Random random = new Random(7);
    for (int round = 0; round < 200; round++) {
      int n = 2 + random.nextInt(12);
      WeightTable t = new WeightTable(n, 1);
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          t.set(i, j, random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(5));
        }
      }
      SolverState s = new SolverState(t);
      StartStrategies.greedy(s);
      assertFeasibleWithTightMates(s);
    }
  }

  @Test
  void aWarmStartRaisesDualsUnderRaisedEdgesAndDropsPairsNoLongerTight() {
    WeightTable t = new WeightTable(4, 1);
    t.set(0, 1, 5);
    t.set(2, 3, 5);
    t.set(1, 2, 1);
    t.set(0, 3, 1);
    SolverState first = new SolverState(t);
    StartStrategies.greedy(first);
    long[] duals = first.dual.clone();
    int[] mates = first.mates();
    assertEquals(1, mates[0], "0-1 and 2-3 are heaviest at both ends");
    t.forgetChanges();
    t.set(1, 2, 9); // now infeasible for the old duals
    t.set(0, 1, 4); // the pair's edge is loose now
    SolverState warm = new SolverState(t);
    StartStrategies.warm(warm, duals, mates, t);
    assertFeasibleWithTightMates(warm);
    assertEquals(-1, warm.mate[0], "0-1 is no longer tight: dropped");
    assertEquals(3, SolverState.endpoint(warm.mate[2]), "2-3 is still tight: kept");
    assertEquals(5 + 8, warm.dual[1], "raised by the slack 1-2 would have had");
  }

  @Test
  void aWarmStartAfterMoreChangesThanTheListKeepsRaisesDualsAsEdgeByEdgeDoes() {
    Random random = new Random(11);
    for (int round = 0; round < 20; round++) {
      int n = 30 + random.nextInt(20);
      int k = 1 + random.nextInt(3);
      WeightTable t = new WeightTable(n, k);
      long[] w = new long[k];
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          randomWeight(random, w);
          t.set(i, j, w, 0);
        }
      }
      SolverState first = new SolverState(t);
      StartStrategies.greedy(first);
      long[] duals = first.dual.clone();
      int[] mates = first.mates();
      t.forgetChanges();
      // Far more than the 64 edges the list keeps for a graph this size: read row by row.
      for (int c = 0; c < 200 + random.nextInt(200); c++) {
        int i = random.nextInt(n);
        int j = random.nextInt(n);
        if (i != j) {
          randomWeight(random, w);
          t.set(i, j, w, 0);
        }
      }
      assertTrue(t.changesOverflowed());
      SolverState warm = new SolverState(t);
      StartStrategies.warm(warm, duals, mates, t);
      assertFeasibleWithTightMates(warm);
      // What the edge-by-edge loop gives: every changed edge in edge order, the lower end raised.
      long[] expected = duals.clone();
      long[] slack = new long[k];
      for (int j = 1; j < n; j++) {
        for (int i = 0; i < j; i++) {
          if (!t.changedSince(WeightTable.edge(i, j)) || t.id(i * n + j) == 0) {
            continue;
          }
          WideInt.sumMinusTwice(
              expected, i * k, expected, j * k, t.values(), t.offset(i, j), slack, 0, k);
          if (WideInt.signum(slack, 0, k) < 0) {
            WideInt.subtract(expected, i * k, slack, 0, expected, i * k, k);
          }
        }
      }
      for (int x = 0; x < n * k; x++) {
        assertEquals(expected[x], warm.dual[x], "dual limb " + x);
      }
    }
  }

  @Test
  void aCarriedStartRaisesUnderEveryEdgeAndStartsTheVerticesOfChangedEdgesGreedily() {
    // Three pairs 0-1, 2-3, 4-5 of weight 5, and 1-2 of weight 6; the rest weight 1. The carried
    // duals are too low for 0-1 and 1-2 (as an approximate translation may leave them); 4-5's edge
    // is set after the carry.
    WeightTable t = new WeightTable(6, 1);
    for (int i = 0; i < 6; i++) {
      for (int j = i + 1; j < 6; j++) {
        t.set(i, j, 1);
      }
    }
    t.set(0, 1, 5);
    t.set(2, 3, 5);
    t.set(4, 5, 5);
    t.set(1, 2, 6);
    t.forgetChanges();
    t.set(4, 5, 7); // 4 and 5 are the changed edge's ends: 2 of 6 vertices, a third
    long[] duals = {4, 4, 5, 5, 5, 5};
    int[] mates = {1, 0, 3, 2, 5, 4};
    SolverState s = new SolverState(t);
    StartStrategies.warm(s, duals, mates, t, true);
    assertFeasibleWithTightMates(s);
    assertEquals(6, s.dual[0], "0 raised under 0-1, which the carried duals left infeasible");
    assertEquals(7, s.dual[1], "1, the lower end of 1-2, raised under it");
    assertEquals(-1, s.mate[0], "0-1 is no longer tight: dropped");
    assertEquals(3, SolverState.endpoint(s.mate[2]), "2-3 is untouched and tight: kept");
    assertEquals(7, s.dual[4], "a changed edge's end starts at its heaviest edge, as greedy does");
    assertEquals(5, SolverState.endpoint(s.mate[4]), "4-5 is tight at both ends: matched");
  }

  @Test
  void aCarriedStartRaisesDualsAsEdgeByEdgeUnderEveryEdgeDoes() {
    // The raise pass passes over the edges the least dual of a row's lower ends already keeps
    // feasible: the duals it leaves must be those of raising under every edge in edge order.
    Random random = new Random(23);
    for (int round = 0; round < 20; round++) {
      int n = 30 + random.nextInt(20);
      int k = 1 + random.nextInt(3);
      WeightTable t = new WeightTable(n, k);
      long[] w = new long[k];
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          randomWeight(random, w);
          t.set(i, j, w, 0);
        }
      }
      t.forgetChanges();
      int changedEnds = n / 4; // the edges set since the carry lie among the first vertices
      for (int c = 0; c < 10; c++) {
        int i = random.nextInt(changedEnds);
        int j = random.nextInt(changedEnds);
        if (i != j) {
          randomWeight(random, w);
          t.set(i, j, w, 0);
        }
      }
      // Carried duals, some too low for their edges (as an approximate translation may leave them)
      long[] duals = new long[n * k];
      for (int v = 0; v < n; v++) {
        for (int l = 0; l < k - 1; l++) {
          duals[v * k + l] = random.nextInt(1 << 20);
        }
        duals[v * k + k - 1] = random.nextInt(3 << 20);
      }
      int[] mates = new int[n];
      java.util.Arrays.fill(mates, -1);
      SolverState carried = new SolverState(t);
      StartStrategies.warm(carried, duals, mates, t, true);
      assertFeasibleWithTightMates(carried);
      long[] expected = duals.clone();
      boolean[] ends = new boolean[n];
      for (int j = 1; j < n; j++) {
        for (int i = 0; i < j; i++) {
          if (t.changedSince(WeightTable.edge(i, j))) {
            ends[i] = true;
            ends[j] = true;
          }
        }
      }
      for (int v = 0; v < n; v++) {
        if (!ends[v]) {
          continue;
        }
        java.util.Arrays.fill(expected, v * k, v * k + k, 0);
        for (int u = 0; u < n; u++) {
          if (u != v
              && t.id(v * n + u) != 0
              && WideInt.compare(t.values(), t.offset(v, u), expected, v * k, k) > 0) {
            WideInt.copy(t.values(), t.offset(v, u), expected, v * k, k);
          }
        }
      }
      long[] slack = new long[k];
      int raised = 0;
      for (int j = 1; j < n; j++) {
        for (int i = 0; i < j; i++) {
          if (t.id(i * n + j) == 0) {
            continue;
          }
          WideInt.sumMinusTwice(
              expected, i * k, expected, j * k, t.values(), t.offset(i, j), slack, 0, k);
          if (WideInt.signum(slack, 0, k) < 0) {
            WideInt.subtract(expected, i * k, slack, 0, expected, i * k, k);
            raised++;
          }
        }
      }
      assertTrue(raised > 0, "some carried dual was too low");
      for (int x = 0; x < n * k; x++) {
        assertEquals(expected[x], carried.dual[x], "dual limb " + x);
      }
    }
  }

  @Test
  void aCarriedStartIsTheGreedyStartWhenMoreThanAThirdOfTheVerticesHaveAChangedEdge() {
    WeightTable t = new WeightTable(6, 1);
    for (int i = 0; i < 6; i++) {
      for (int j = i + 1; j < 6; j++) {
        t.set(i, j, 1 + (i + j) % 3);
      }
    }
    t.forgetChanges();
    t.set(0, 1, 4);
    t.set(2, 3, 4); // four of six vertices
    SolverState carried = new SolverState(t);
    StartStrategies.warm(
        carried, new long[] {9, 9, 9, 9, 9, 9}, new int[] {1, 0, 3, 2, 5, 4}, t, true);
    SolverState greedy = new SolverState(t);
    StartStrategies.greedy(greedy);
    assertEquals(java.util.Arrays.toString(greedy.dual), java.util.Arrays.toString(carried.dual));
    assertEquals(
        java.util.Arrays.toString(greedy.mates()), java.util.Arrays.toString(carried.mates()));
  }

  /** A random weight of k limbs, zero (no edge) one time in five. */
  private static void randomWeight(Random random, long[] w) {
    java.util.Arrays.fill(w, 0);
    if (random.nextInt(5) == 0) {
      return;
    }
    for (int l = 0; l < w.length; l++) {
      w[l] = random.nextInt(1 << 20);
    }
    w[w.length - 1] = 1L + random.nextInt(1 << 20);
  }

  private static void assertFeasibleWithTightMates(SolverState s) {
    long[] slack = new long[s.k];
    for (int i = 0; i < s.n; i++) {
      for (int j = i + 1; j < s.n; j++) {
        if (s.id(i, j) == 0) {
          continue;
        }
        s.slack(i, j, slack);
        assertTrue(WideInt.signum(slack, 0, s.k) >= 0, "edge " + i + "-" + j + " is feasible");
      }
      if (s.mate[i] >= 0) {
        int partner = SolverState.endpoint(s.mate[i]);
        assertEquals(i, SolverState.endpoint(s.mate[partner]), "mates are symmetric");
        s.slack(i, partner, slack);
        assertTrue(WideInt.isZero(slack, 0, s.k), "a matched edge is tight");
      }
    }
  }
}
