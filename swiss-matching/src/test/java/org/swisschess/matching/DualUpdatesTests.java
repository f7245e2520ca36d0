package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Each bound of the dual step on a hand-made forest. Duals are doubled: slack = u + v - 2w. */
class DualUpdatesTests {

  private static SolverState state(int n, int[][] weightedEdges) {
    WeightTable t = new WeightTable(n, 1);
    for (int[] e : weightedEdges) {
      t.set(e[0], e[1], e[2]);
    }
    return new SolverState(t);
  }

  private static void root(SolverState s, int v, long dual) {
    s.label[v] = Label.S;
    s.dual[v] = dual;
    s.rootLevel = v;
  }

  @Test
  void anEdgeToAVertexOutsideTheTreesBecomesTight() {
    SolverState s = state(2, new int[][] {{0, 1, 1}});
    root(s, 0, 10);
    s.bestEdge[1] = WeightTable.edge(0, 1); // slack 10 + 0 - 2 = 8, below the root's dual
    DualUpdates.Step step = new DualUpdates(s).change();
    assertEquals(DualUpdates.Bound.EDGE_TO_OUTSIDE, step.bound());
    assertEquals(WeightTable.edge(0, 1), step.edge());
    assertEquals(2, s.dual[0]);
    assertEquals(8, s.shift[0], "the stage's dual change so far");
  }

  @Test
  void withNothingCloserTheRootsDualReachesZero() {
    SolverState s = state(2, new int[0][]);
    root(s, 0, 10);
    DualUpdates.Step step = new DualUpdates(s).change();
    assertEquals(DualUpdates.Bound.VERTEX_DUAL_ZERO, step.bound());
    assertEquals(0, step.vertex());
    assertEquals(0, s.dual[0]);
  }

  @Test
  void anEdgeBetweenTwoTreesTakesHalfItsSlack() {
    SolverState s = state(2, new int[][] {{0, 1, 4}});
    root(s, 0, 10);
    root(s, 1, 10);
    s.bestEdge[0] = WeightTable.edge(0, 1); // slack 20 - 8 = 12: both sides move 6
    DualUpdates.Step step = new DualUpdates(s).change();
    assertEquals(DualUpdates.Bound.EDGE_BETWEEN_S_BLOSSOMS, step.bound());
    assertEquals(4, s.dual[0]);
    assertEquals(4, s.dual[1]);
  }

  @Test
  void anInnerBlossomWhoseDualReachesZeroIsToBeExpanded() {
    SolverState s = state(4, new int[0][]);
    root(s, 0, 10);
    int b = s.unusedBlossoms[--s.unusedCount];
    s.blossomChildren[b] = new int[] {1, 2, 3};
    s.blossomEnds[b] = new int[] {0, 0, 0};
    s.blossomBase[b] = 1;
    for (int v = 1; v <= 3; v++) {
      s.inBlossom[v] = b;
      s.blossomParent[v] = b;
      s.dual[v] = 6;
    }
    s.label[b] = Label.T;
    s.dual[b] = 2;
    DualUpdates.Step step = new DualUpdates(s).change();
    assertEquals(DualUpdates.Bound.INNER_BLOSSOM_ZERO, step.bound());
    assertEquals(b, step.blossom());
    assertEquals(0, s.dual[b]);
    assertEquals(8, s.dual[2], "T-vertices go up");
    assertEquals(8, s.dual[0], "S-vertices go down");
  }

  @Test
  void theRootsComeDownToASingleVertexWaitingAtALowerDual() {
    SolverState s = state(2, new int[0][]);
    root(s, 0, 10);
    s.dual[1] = 7; // single, unlabelled, positive: it joins when the roots reach 7
    DualUpdates duals = new DualUpdates(s);
    assertEquals(1, duals.highestWaitingSingle());
    DualUpdates.Step step = duals.change();
    assertEquals(DualUpdates.Bound.NEXT_ROOT_LEVEL, step.bound());
    assertEquals(7, s.dual[0]);
  }
}
