package org.swisschess.dutch2012;

import org.swisschess.matching.Assignment;

/**
 * A lower bound on how many pairs of any pairing of a group must miss colour preferences (X) or
 * strong preferences (Z) at a level. A pairing read as a permutation (each pair both ways, each
 * floater to a dummy and back) costs twice its count, so half the cheapest permutation bounds it.
 * Levels whose X or Z lies below the bound cannot succeed and are skipped without enumeration.
 */
final class CountBound {

  private CountBound() {}

  /** Returns the bound, or {@link Integer#MAX_VALUE} if no pairing meets the hard constraints. */
  static int of(int[] players, int pairs, PairRules rules, boolean countX) {
    int n = players.length;
    int dummies = n - 2 * pairs;
    int size = n + dummies;
    int[][] cost = new int[size][size];
    for (int r = 0; r < size; r++) {
      for (int c = 0; c < size; c++) {
        cost[r][c] = cell(players, n, r, c, rules, countX);
      }
    }
    int min = Assignment.minimumCost(cost).orElse(Integer.MAX_VALUE);
    return min == Integer.MAX_VALUE ? min : (min + 1) / 2;
  }

  private static int cell(int[] players, int n, int r, int c, PairRules rules, boolean countX) {
    if (r == c || (r >= n && c >= n)) {
      return Assignment.FORBIDDEN;
    }
    if (r >= n || c >= n) {
      int real = players[Math.min(r, c)];
      return rules.mayFloat(real) ? 0 : Assignment.FORBIDDEN;
    }
    int a = players[r];
    int b = players[c];
    if (!rules.allowed(a, b)) {
      return Assignment.FORBIDDEN;
    }
    return (countX ? rules.xBad(a, b) : rules.zBad(a, b)) ? 1 : 0;
  }
}
