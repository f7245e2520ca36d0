package org.swisschess.dutch2012;

import java.util.HashMap;
import java.util.Map;

/**
 * D.4: the sum of the squared score differences of the pairs of the lowest bracket (in tenths
 * squared), the bye counting as a game against one point less than the lowest player.
 */
final class B3Factor {

  /** Above this size the exact minimum is not computed (the state space doubles per player). */
  static final int EXACT_LIMIT = 22;

  private B3Factor() {}

  /** The bye's term: against an opponent one win's points below the lowest player. */
  static long byeTerm(RoundContext ctx, int byePlayer, int lowestScore) {
    long d = ctx.score(byePlayer) - (lowestScore - ctx.winTenths());
    return d * d;
  }

  static int lowestScore(RoundContext ctx, int[] players) {
    int low = Integer.MAX_VALUE;
    for (int p : players) {
      low = Math.min(low, ctx.score(p));
    }
    return low;
  }

  static boolean singleScore(RoundContext ctx, int[] players) {
    for (int p : players) {
      if (ctx.score(p) != ctx.score(players[0])) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the smallest B3factor of any complete pairing of {@code players} (at most one bye)
   * under {@code rules}, or -1 when there is none or the group is too large to search.
   */
  static long minimum(int[] players, PairRules rules) {
    int n = players.length;
    if (n > EXACT_LIMIT) {
      return -1;
    }
    RoundContext ctx = rules.context();
    int low = lowestScore(ctx, players);
    Map<Integer, Long> memo = new HashMap<>();
    long best = solve((1 << n) - 1, n % 2 == 1, players, rules, low, memo);
    return best == Long.MAX_VALUE ? -1 : best;
  }

  /**
   * Returns the lexicographically smallest (B3factor, pairs counted) of any complete pairing under
   * {@code rules} as {@code b3 * COUNT_SPAN + count}, or -1 when there is none or the group is too
   * large; {@code countX} chooses whether X or Z misses are counted.
   */
  static long minimumWithCount(int[] players, PairRules rules, boolean countX) {
    int n = players.length;
    if (n > EXACT_LIMIT) {
      return -1;
    }
    int low = lowestScore(rules.context(), players);
    Map<Integer, Long> memo = new HashMap<>();
    long best = solveCounted((1 << n) - 1, n % 2 == 1, players, rules, low, countX, memo);
    return best == Long.MAX_VALUE ? -1 : best;
  }

  /** Separates the B3factor from the count in {@link #minimumWithCount}. */
  static final long COUNT_SPAN = 64;

  private static long solveCounted(int left, boolean byeOpen, int[] players, PairRules rules, int low,
      boolean countX, Map<Integer, Long> memo) {
    if (left == 0) {
      return byeOpen ? Long.MAX_VALUE : 0;
    }
    int key = left | (byeOpen ? 1 << 30 : 0);
    Long known = memo.get(key);
    if (known != null) {
      return known;
    }
    RoundContext ctx = rules.context();
    int i = Integer.numberOfTrailingZeros(left);
    int rest = left & ~(1 << i);
    long best = Long.MAX_VALUE;
    if (byeOpen && rules.mayFloat(players[i])) {
      long sub = solveCounted(rest, false, players, rules, low, countX, memo);
      if (sub != Long.MAX_VALUE) {
        best = Math.min(best, sub + byeTerm(ctx, players[i], low) * COUNT_SPAN);
      }
    }
    for (int j = i + 1; j < players.length; j++) {
      if ((rest & (1 << j)) != 0 && rules.allowed(players[i], players[j])) {
        long sub = solveCounted(rest & ~(1 << j), byeOpen, players, rules, low, countX, memo);
        if (sub != Long.MAX_VALUE) {
          long d = ctx.score(players[i]) - ctx.score(players[j]);
          boolean miss = countX ? rules.xBad(players[i], players[j]) : rules.zBad(players[i], players[j]);
          best = Math.min(best, sub + d * d * COUNT_SPAN + (miss ? 1 : 0));
        }
      }
    }
    memo.put(key, best);
    return best;
  }

  private static long solve(int left, boolean byeOpen, int[] players, PairRules rules, int low,
      Map<Integer, Long> memo) {
    if (left == 0) {
      return byeOpen ? Long.MAX_VALUE : 0;
    }
    int key = left | (byeOpen ? 1 << 30 : 0);
    Long known = memo.get(key);
    if (known != null) {
      return known;
    }
    RoundContext ctx = rules.context();
    int i = Integer.numberOfTrailingZeros(left);
    int rest = left & ~(1 << i);
    long best = Long.MAX_VALUE;
    if (byeOpen && rules.mayFloat(players[i])) {
      long sub = solve(rest, false, players, rules, low, memo);
      if (sub != Long.MAX_VALUE) {
        best = Math.min(best, sub + byeTerm(ctx, players[i], low));
      }
    }
    for (int j = i + 1; j < players.length; j++) {
      if ((rest & (1 << j)) != 0 && rules.allowed(players[i], players[j])) {
        long sub = solve(rest & ~(1 << j), byeOpen, players, rules, low, memo);
        if (sub != Long.MAX_VALUE) {
          long d = ctx.score(players[i]) - ctx.score(players[j]);
          best = Math.min(best, sub + d * d);
        }
      }
    }
    memo.put(key, best);
    return best;
  }
}
