package org.swisschess.dubov;

import java.util.Arrays;
import java.util.Optional;

/**
 * Dubov 6.2 and 6.3 on two equal columns: row k's white-seeker takes the first black-seeker, in
 * column order, that he may meet and that still lets every later row be paired; when a row finds
 * nobody, an earlier row changes its black (6.3: "the last but one row is changed", "row No. k-1,
 * if this does not work, in row No. k-2, etc."). The result is the first complete assignment in
 * that backtracking order; instead of exponential backtracking it keeps a perfect matching and
 * moves it by alternating paths, which finds the same assignment.
 */
final class RowAssignment {

  /** Which pairs of white row and black row chapter 2 allows. */
  interface Allowed {
    boolean test(int whiteRow, int blackRow);
  }

  private final int m;
  private final Allowed allowed;
  private final int[] blackOf;
  private final int[] whiteOf;
  private final boolean[] fixed;
  private final boolean[] visited;

  private RowAssignment(int m, Allowed allowed) {
    this.m = m;
    this.allowed = allowed;
    blackOf = new int[m];
    whiteOf = new int[m];
    fixed = new boolean[m];
    visited = new boolean[m];
  }

  /**
   * Returns, for each white row, the black row it meets, or empty if the columns cannot be paired
   * completely against each other.
   */
  static Optional<int[]> first(int m, Allowed allowed) {
    return new RowAssignment(m, allowed).run();
  }

  private Optional<int[]> run() {
    Arrays.fill(blackOf, -1);
    Arrays.fill(whiteOf, -1);
    for (int k = 0; k < m; k++) {
      if (allowed.test(k, k)) {
        blackOf[k] = k;
        whiteOf[k] = k;
      }
    }
    for (int k = 0; k < m; k++) {
      if (blackOf[k] == -1) {
        Arrays.fill(visited, false);
        if (!augment(k)) {
          return Optional.empty();
        }
      }
    }
    for (int k = 0; k < m; k++) {
      int current = blackOf[k];
      fixed[k] = true;
      for (int b = 0; b < current; b++) {
        if (!allowed.test(k, b) || fixed[whiteOf[b]]) {
          continue;
        }
        if (tryMove(k, b, current)) {
          break;
        }
      }
    }
    return Optional.of(blackOf.clone());
  }

  /**
   * Gives black {@code b} to row {@code k}; its old white must reach {@code freed} by alternating
   * paths.
   */
  private boolean tryMove(int k, int b, int freed) {
    int displaced = whiteOf[b];
    int[] savedBlackOf = blackOf.clone();
    int[] savedWhiteOf = whiteOf.clone();
    blackOf[k] = b;
    whiteOf[b] = k;
    whiteOf[freed] = -1;
    blackOf[displaced] = -1;
    Arrays.fill(visited, false);
    visited[b] = true;
    if (augment(displaced)) {
      return true;
    }
    System.arraycopy(savedBlackOf, 0, blackOf, 0, m);
    System.arraycopy(savedWhiteOf, 0, whiteOf, 0, m);
    return false;
  }

  private boolean augment(int w) {
    for (int b = 0; b < m; b++) {
      if (visited[b] || !allowed.test(w, b)) {
        continue;
      }
      visited[b] = true;
      int holder = whiteOf[b];
      if (holder == -1 || (!fixed[holder] && augment(holder))) {
        blackOf[w] = b;
        whiteOf[b] = w;
        return true;
      }
    }
    return false;
  }
}
