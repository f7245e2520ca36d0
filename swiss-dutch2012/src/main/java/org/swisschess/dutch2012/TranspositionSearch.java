package org.swisschess.dutch2012;

import java.util.Optional;
import java.util.function.Predicate;
import org.swisschess.matching.Assignment;

/**
 * D.1: tries the transpositions of S2 in their order of priority and returns the first that pairs
 * every S1 player under the current requirements. Transpositions that differ only after position
 * |S1| give the same pairs (D.1.2), so the search walks prefixes of length |S1| in lexicographic
 * order, depth first. A subtree is entered only if an assignment oracle says it can still be
 * completed within the X and Z budgets and with acceptable floaters: this skips only transpositions
 * that would fail anyway, so the first success is the one the text's order reaches first.
 */
final class TranspositionSearch {

  private final int[] s1;
  private final int[] s2;
  private final PairRules rules;
  private final int xBudget;
  private final int zBudget;
  private final boolean checkFloaters;
  private final long b3Limit;
  private final Predicate<int[]> leaf;
  private final SearchBudget budget;
  private final int[] assign;
  private final boolean[] used;

  /**
   * @param s1 S1 ranks in A.2 order
   * @param s2 S2 ranks in A.2 order
   * @param rules the level
   * @param xBudget pairs that may still miss a colour preference
   * @param zBudget pairs that may still miss a strong preference; negative when not counted
   * @param checkFloaters whether S2 players left over must be allowed to float
   * @param b3Limit the largest sum of squared score differences allowed (D.4), or -1
   * @param leaf the caller's test of a complete assignment ({@code assign[i]} = S2 index of S1[i])
   * @param budget the work cap
   */
  TranspositionSearch(
      int[] s1,
      int[] s2,
      PairRules rules,
      int xBudget,
      int zBudget,
      boolean checkFloaters,
      long b3Limit,
      Predicate<int[]> leaf,
      SearchBudget budget) {
    this.s1 = s1;
    this.s2 = s2;
    this.rules = rules;
    this.xBudget = xBudget;
    this.zBudget = zBudget;
    this.checkFloaters = checkFloaters;
    this.b3Limit = b3Limit;
    this.leaf = leaf;
    this.budget = budget;
    this.assign = new int[s1.length];
    this.used = new boolean[s2.length];
  }

  /** Returns the first acceptable assignment, or empty if there is none. */
  Optional<int[]> first() {
    if (s1.length > s2.length) {
      return Optional.empty();
    }
    if (!completable(0, xBudget, zBudget)) {
      return Optional.empty();
    }
    return dfs(0, xBudget, zBudget, 0) ? Optional.of(assign.clone()) : Optional.empty();
  }

  private boolean dfs(int i, int xLeft, int zLeft, long b3) {
    if (i == s1.length) {
      return leaf.test(assign);
    }
    for (int j = 0; j < s2.length; j++) {
      if (used[j] || !rules.allowed(s1[i], s2[j])) {
        continue;
      }
      int nx = xLeft - (rules.xBad(s1[i], s2[j]) ? 1 : 0);
      int nz = zLeft - (rules.zBad(s1[i], s2[j]) ? 1 : 0);
      if (nx < 0 || (zBudget >= 0 && nz < 0)) {
        continue;
      }
      long nb3 = b3;
      if (b3Limit >= 0) {
        long d = (long) rules.context().score(s1[i]) - rules.context().score(s2[j]);
        nb3 += d * d;
        if (nb3 > b3Limit) {
          continue;
        }
      }
      used[j] = true;
      assign[i] = j;
      if (completable(i + 1, nx, nz) && dfs(i + 1, nx, nz, nb3)) {
        return true;
      }
      used[j] = false;
      if (budget.exhausted()) {
        return false;
      }
    }
    return false;
  }

  /** The oracle: can S1[from..] still be paired within the budgets with acceptable floaters? */
  private boolean completable(int from, int xLeft, int zLeft) {
    int rows = s1.length - from;
    int cols = 0;
    for (boolean u : used) {
      cols += u ? 0 : 1;
    }
    if (!budget.spend(1L + (long) cols * cols)) {
      return false;
    }
    if (rows == 0) {
      return !checkFloaters || floatersOk();
    }
    if (greedyCompletion(from, xLeft, zLeft)) {
      return true; // a witness: the first-fit continuation itself works
    }
    int[] free = new int[cols];
    int k = 0;
    for (int j = 0; j < s2.length; j++) {
      if (!used[j]) {
        free[k++] = j;
      }
    }
    int xCost = Assignment.minimumCost(matrix(from, free, true)).orElse(Integer.MAX_VALUE);
    if (xCost == Integer.MAX_VALUE || xCost > xLeft) {
      return false;
    }
    if (zBudget >= 0 && xCost > 0) {
      int zCost = Assignment.minimumCost(matrix(from, free, false)).orElse(Integer.MAX_VALUE);
      return zCost <= zLeft;
    }
    return true;
  }

  /**
   * Pairs S1[from..] each with the first free S2 player allowed within the budgets; true if that
   * completes with acceptable floaters. It is the cheapest proof that a subtree can be completed,
   * and when it succeeds the depth-first search follows exactly this path.
   */
  private boolean greedyCompletion(int from, int xLeft, int zLeft) {
    boolean[] taken = used.clone();
    for (int i = from; i < s1.length; i++) {
      int pick = -1;
      for (int j = 0; j < s2.length && pick < 0; j++) {
        if (!taken[j] && rules.allowed(s1[i], s2[j])) {
          int nx = xLeft - (rules.xBad(s1[i], s2[j]) ? 1 : 0);
          int nz = zLeft - (rules.zBad(s1[i], s2[j]) ? 1 : 0);
          if (nx >= 0 && (zBudget < 0 || nz >= 0)) {
            pick = j;
            xLeft = nx;
            zLeft = nz;
          }
        }
      }
      if (pick < 0) {
        return false;
      }
      taken[pick] = true;
    }
    if (checkFloaters) {
      for (int j = 0; j < s2.length; j++) {
        if (!taken[j] && !rules.mayFloat(s2[j])) {
          return false;
        }
      }
    }
    return true;
  }

  private boolean floatersOk() {
    for (int j = 0; j < s2.length; j++) {
      if (!used[j] && !rules.mayFloat(s2[j])) {
        return false;
      }
    }
    return true;
  }

  private int[][] matrix(int from, int[] free, boolean countX) {
    int n = free.length;
    int[][] m = new int[n][n];
    for (int r = 0; r < n; r++) {
      boolean dummy = from + r >= s1.length;
      for (int c = 0; c < n; c++) {
        int p2 = s2[free[c]];
        if (dummy) {
          m[r][c] = !checkFloaters || rules.mayFloat(p2) ? 0 : Assignment.FORBIDDEN;
        } else {
          int p1 = s1[from + r];
          if (!rules.allowed(p1, p2)) {
            m[r][c] = Assignment.FORBIDDEN;
          } else {
            m[r][c] = (countX ? rules.xBad(p1, p2) : rules.zBad(p1, p2)) ? 1 : 0;
          }
        }
      }
    }
    return m;
  }
}
