package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The board tie-breaks of C.07 Article 12 (teams), over all the team's matches: Board Count (12.1),
 * Top Board Results (12.2) and Bottom Board Elimination (12.3).
 */
final class BoardResults {

  private final int boards;

  /** Game points per team and board over the rounds, in tenths. */
  private final long[][] totals;

  private final long[] boardCount;

  BoardResults(TeamGrids teams) {
    this.boards = teams.boards;
    int n = teams.boardPoints.length;
    totals = new long[n][boards];
    boardCount = new long[n];
    for (int t = 0; t < n; t++) {
      for (int[] round : teams.boardPoints[t]) {
        for (int b = 0; b < boards; b++) {
          totals[t][b] += round[b];
          boardCount[t] += (long) (b + 1) * round[b];
        }
      }
    }
  }

  /** 12.1 BC in tenths: board number times game points on that board, summed; lower is better. */
  long boardCount(int team) {
    return boardCount[team];
  }

  /** 12.2 TBR: game points on board 1, then board 2, and so on; higher is better. */
  GroupResolver topBoards() {
    return group -> split(group, this::topKey);
  }

  /**
   * 12.3 BBE: game points on all boards but the bottom one, then but the two bottom ones, and so
   * on; higher is better.
   */
  GroupResolver bottomElimination() {
    return group -> split(group, this::bottomKey);
  }

  private long[] topKey(int team) {
    return totals[team];
  }

  private long[] bottomKey(int team) {
    long[] key = new long[boards];
    long sum = 0;
    for (long v : totals[team]) {
      sum += v;
    }
    for (int k = 0; k < boards; k++) {
      sum -= totals[team][boards - 1 - k];
      key[k] = sum;
    }
    return key;
  }

  private interface Key {
    long[] of(int team);
  }

  private static List<int[]> split(int[] group, Key key) {
    Integer[] order = Arrays.stream(group).boxed().toArray(Integer[]::new);
    Arrays.sort(
        order,
        (a, b) -> {
          int c = Arrays.compare(key.of(b), key.of(a));
          return c != 0 ? c : Integer.compare(a, b);
        });
    List<int[]> parts = new ArrayList<>();
    int start = 0;
    for (int i = 1; i <= order.length; i++) {
      if (i == order.length || !Arrays.equals(key.of(order[i]), key.of(order[start]))) {
        int[] part = new int[i - start];
        for (int j = start; j < i; j++) {
          part[j - start] = order[j];
        }
        parts.add(part);
        start = i;
      }
    }
    return parts;
  }
}
