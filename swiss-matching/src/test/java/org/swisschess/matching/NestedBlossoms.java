package org.swisschess.matching;

import java.util.HashSet;
import java.util.Set;

/**
 * A blossom nested {@code depth} levels deep, built by hand in a {@link SolverState}: the innermost
 * blossom is the triangle 0-1-2 (1-2 matched, base 0), and level d (from 2) adds vertices x = 2d -
 * 1 and y = 2d around the previous blossom: previous x - x, x - y matched, y - previous y. Every
 * blossom's base is vertex 0. The solver forms such chains on large fields; here they are built
 * directly, as deep as a test likes, without a weight table.
 */
final class NestedBlossoms {

  final SolverState state;
  final int depth;
  final int[] blossomAt; // blossomAt[d]: the blossom number of level d (1..depth)

  NestedBlossoms(int depth) {
    this.depth = depth;
    int n = 2 * depth + 1;
    state = new SolverState(n, 1, false, new char[0], new int[0], new long[1]);
    blossomAt = new int[depth + 1];
    SolverState s = state;
    int b1 = s.unusedBlossoms[--s.unusedCount];
    blossomAt[1] = b1;
    setBlossom(b1, new int[] {0, 1, 2}, new int[] {end(0, 1), end(1, 2), end(2, 0)});
    match(1, 2);
    for (int d = 2; d <= depth; d++) {
      int x = 2 * d - 1;
      int y = 2 * d;
      int previousX = 2 * d - 3;
      int previousY = 2 * d - 2;
      int b = s.unusedBlossoms[--s.unusedCount];
      blossomAt[d] = b;
      setBlossom(
          b,
          new int[] {blossomAt[d - 1], x, y},
          new int[] {end(previousX, x), end(x, y), end(y, previousY)});
      match(x, y);
    }
    for (int v = 0; v < n; v++) {
      s.inBlossom[v] = blossomAt[depth];
    }
  }

  /** The endpoint at {@code at} of edge {at, other}. */
  static int end(int at, int other) {
    return SolverState.endpointAt(other, at);
  }

  private void setBlossom(int b, int[] children, int[] ends) {
    SolverState s = state;
    s.blossomChildren[b] = children;
    s.blossomEnds[b] = ends;
    s.blossomBase[b] = 0;
    for (int c : children) {
      s.blossomParent[c] = b;
    }
    s.blossomParent[b] = -1;
  }

  private void match(int a, int b) {
    state.mate[a] = end(b, a);
    state.mate[b] = end(a, b);
  }

  /** Every edge of the nesting, as "lower-higher". */
  Set<String> edges() {
    Set<String> edges = new HashSet<>();
    for (int d = 1; d <= depth; d++) {
      for (int p : state.blossomEnds[blossomAt[d]]) {
        int a = SolverState.endpoint(p);
        int b = SolverState.endpoint(p ^ 1);
        edges.add(Math.min(a, b) + "-" + Math.max(a, b));
      }
    }
    return edges;
  }

  /** The level whose blossom is the smallest holding vertex v. */
  static int levelOf(int v) {
    return v <= 2 ? 1 : (v + 1) / 2;
  }

  /**
   * Runs the action on a thread with a small stack: recursion as deep as the nesting would fail.
   */
  static void onSmallStack(Runnable action) {
    Throwable[] failure = new Throwable[1];
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                action.run();
              } catch (Throwable e) { // a StackOverflowError must reach the test as a failure
                failure[0] = e;
              }
            },
            "small-stack",
            256 * 1024);
    t.start();
    try {
      t.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    if (failure[0] instanceof RuntimeException r) {
      throw r;
    }
    if (failure[0] instanceof Error e) {
      throw e;
    }
  }
}
