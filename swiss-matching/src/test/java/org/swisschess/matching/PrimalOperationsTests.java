package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** Grow, shrink, expand and augment on hand-built states, deep nesting included. */
class PrimalOperationsTests {

  /** Deeper than any recursion fits in the small stack the tests run on. */
  private static final int DEEP = 20_000;

  @Test
  void augmentingADeepBlossomFromItsOuterLevelIsALoopNotARecursion() {
    NestedBlossoms nest = new NestedBlossoms(DEEP);
    int v = 2 * DEEP - 1; // x of the outermost level: the path runs through every level
    NestedBlossoms.onSmallStack(
        () -> new PrimalOperations(nest.state).augmentBlossom(nest.blossomAt[DEEP], v));
    assertNearPerfectOverNestEdges(nest, v);
  }

  @Test
  void augmentingFromTheInnermostTriangleRebasesEveryLevel() {
    NestedBlossoms nest = new NestedBlossoms(DEEP);
    NestedBlossoms.onSmallStack(
        () -> new PrimalOperations(nest.state).augmentBlossom(nest.blossomAt[DEEP], 1));
    assertNearPerfectOverNestEdges(nest, 1);
  }

  @Test
  void augmentingFromEveryVertexOfASmallNestLeavesOnlyThatVertexSingle() {
    for (int v = 0; v < 2 * 6 + 1; v++) {
      NestedBlossoms nest = new NestedBlossoms(6);
      new PrimalOperations(nest.state).augmentBlossom(nest.blossomAt[6], v);
      assertNearPerfectOverNestEdges(nest, v);
    }
  }

  /** After making v the base: everyone else matched over an edge of the nesting, not with v. */
  private static void assertNearPerfectOverNestEdges(NestedBlossoms nest, int v) {
    SolverState s = nest.state;
    Set<String> edges = nest.edges();
    for (int u = 0; u < s.n; u++) {
      if (u == v) {
        continue; // the new base: its mate is for the caller to set
      }
      assertTrue(s.mate[u] >= 0, "vertex " + u + " is matched");
      int partner = SolverState.endpoint(s.mate[u]);
      assertTrue(partner != v, "nobody inside is paired with the new base");
      assertEquals(u, SolverState.endpoint(s.mate[u] ^ 1), "the mate's edge has u at its end");
      assertEquals(u, SolverState.endpoint(s.mate[partner]), "mates are symmetric");
      assertTrue(
          edges.contains(Math.min(u, partner) + "-" + Math.max(u, partner)),
          u + "-" + partner + " is an edge of the nesting");
    }
    for (int d = NestedBlossoms.levelOf(v); d <= nest.depth; d++) {
      int b = nest.blossomAt[d];
      assertEquals(v, s.blossomBase[b], "level " + d + " has v as its base");
      assertTrue(contains(s, s.blossomChildren[b][0], v), "the base's child comes first");
    }
  }

  private static boolean contains(SolverState s, int blossom, int v) {
    for (int x = v; x != -1; x = s.blossomParent[x]) {
      if (x == blossom) {
        return true;
      }
    }
    return false;
  }

  @Test
  void expandingADeepZeroDualBlossomAtTheStageEndFreesEveryLevelChildrenFirst() {
    NestedBlossoms nest = new NestedBlossoms(DEEP);
    SolverState s = nest.state;
    s.label[nest.blossomAt[DEEP]] = Label.S;
    NestedBlossoms.onSmallStack(
        () -> new PrimalOperations(s).expandAtStageEnd(nest.blossomAt[DEEP]));
    for (int v = 0; v < s.n; v++) {
      assertEquals(v, s.inBlossom[v], "vertex " + v + " is top-level");
      assertEquals(-1, s.blossomParent[v]);
    }
    assertEquals(s.n, s.unusedCount, "every blossom number is free again");
    // retired innermost first: the next blossom formed takes the outermost's number
    assertEquals(nest.blossomAt[DEEP], s.unusedBlossoms[s.n - 1]);
    assertEquals(nest.blossomAt[1], s.unusedBlossoms[s.n - DEEP]);
  }

  @Test
  void aBlossomWithAPositiveDualSurvivesTheStageEndExpansionWhole() {
    int depth = 50;
    NestedBlossoms nest = new NestedBlossoms(depth);
    SolverState s = nest.state;
    int kept = nest.blossomAt[20];
    s.dual[kept] = 4;
    s.label[nest.blossomAt[depth]] = Label.S;
    new PrimalOperations(s).expandAtStageEnd(nest.blossomAt[depth]);
    for (int v = 0; v < s.n; v++) {
      int expected = NestedBlossoms.levelOf(v) <= 20 ? kept : v;
      assertEquals(expected, s.inBlossom[v], "vertex " + v);
    }
    assertEquals(-1, s.blossomParent[kept], "the kept blossom is top-level");
    assertEquals(nest.blossomAt[19], s.blossomParent[nest.blossomAt[18]], "and whole inside");
    assertEquals(s.n - 20, s.unusedCount, "levels 21 to 50 retired");
  }

  @Test
  void labellingAVertexInnerMakesItsMateOuterAndQueuesIt() {
    SolverState s = new SolverState(4, 1, false, new char[0], new int[0], new long[1]);
    s.mate[1] = NestedBlossoms.end(2, 1);
    s.mate[2] = NestedBlossoms.end(1, 2);
    PrimalOperations primal = new PrimalOperations(s);
    primal.assignLabel(0, Label.S, -1);
    primal.assignLabel(1, Label.T, NestedBlossoms.end(0, 1));
    assertEquals(Label.T, s.label[1]);
    assertEquals(Label.S, s.label[2], "the mate of a T-vertex is S");
    assertEquals(0, s.treeOf[2], "in the root's tree");
    assertEquals(2, s.queue.removeLast(), "queued to be scanned");
    assertEquals(0, s.queue.removeLast());
    assertEquals(Label.NONE, s.label[3]);
  }

  @Test
  void twoOuterVerticesOfOneTreeCloseABlossomAtTheirCommonAncestor() {
    // tree: root 0, T 1 (mate 2), T 3 (mate 4), both reached from 0; 2-4 closes 0-1-2-4-3
    WeightTable weights = new WeightTable(6, 1);
    int[][] edges = {{0, 1}, {1, 2}, {2, 4}, {0, 3}, {3, 4}, {2, 5}};
    for (int[] e : edges) {
      weights.set(e[0], e[1], 1);
    }
    SolverState s = new SolverState(weights);
    PrimalOperations primal = new PrimalOperations(s);
    s.mate[1] = NestedBlossoms.end(2, 1);
    s.mate[2] = NestedBlossoms.end(1, 2);
    s.mate[3] = NestedBlossoms.end(4, 3);
    s.mate[4] = NestedBlossoms.end(3, 4);
    primal.assignLabel(0, Label.S, -1);
    primal.assignLabel(1, Label.T, NestedBlossoms.end(0, 1));
    primal.assignLabel(3, Label.T, NestedBlossoms.end(0, 3));
    primal.assignLabel(5, Label.S, -1);
    assertEquals(0, primal.scanBlossom(2, 4), "the base is the root");
    assertEquals(-1, primal.scanBlossom(2, 5), "another tree: an augmenting path");
    primal.addBlossom(0, WeightTable.edge(2, 4));
    int b = s.inBlossom[0];
    assertTrue(b >= s.n, "a new blossom");
    for (int v : new int[] {0, 1, 2, 3, 4}) {
      assertEquals(b, s.inBlossom[v]);
    }
    assertEquals(5, s.inBlossom[5]);
    assertEquals(Label.S, s.label[b]);
    assertEquals(5, s.blossomChildren[b].length, "an odd cycle of five");
    assertEquals(0, s.blossomChildren[b][0], "its base first");
  }
}
