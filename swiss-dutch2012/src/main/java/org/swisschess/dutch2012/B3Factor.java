package org.swisschess.dutch2012;

import java.util.Arrays;

/**
 * D.4: the sum of the squared score differences of the pairs of the lowest bracket (in tenths
 * squared), the bye counting as a game against one point less than the lowest player.
 */
final class B3Factor {

  /** Above this size the exact minimum is not computed (the state table doubles per player). */
  static final int EXACT_LIMIT = 20;

  /** Separates the B3factor from the count in {@link #minimumWithCount}. */
  static final long COUNT_SPAN = 64;

  private static final long UNKNOWN = -2;

  private B3Factor() {}

  /** The bye's term: against an opponent one win's points below the lowest player. */
  static long byeTerm(RoundContext ctx, int byePlayer, int lowestScore) {
    long d = (long) ctx.score(byePlayer) - (lowestScore - ctx.winTenths());
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
    long v = exact(players, rules, 0);
    return v < 0 ? -1 : v / COUNT_SPAN;
  }

  /**
   * Returns the lexicographically smallest (B3factor, pairs counted) of any complete pairing under
   * {@code rules} as {@code b3 * COUNT_SPAN + count}, or -1 when there is none or the group is too
   * large; {@code countX} chooses whether X or Z misses are counted.
   */
  static long minimumWithCount(int[] players, PairRules rules, boolean countX) {
    return exact(players, rules, countX ? 1 : 2);
  }

  /** The dynamic programme's answer, -1 for a group too large to search (and for no pairing). */
  private static long exact(int[] players, PairRules rules, int count) {
    return players.length > EXACT_LIMIT ? -1 : new Solver(players, rules, count).run();
  }

  /** Dynamic programme over the set of players still to pair, lowest index first. */
  private static final class Solver {
    private final int[] players;
    private final PairRules rules;
    private final int count; // 0 none, 1 X misses, 2 Z misses
    private final int low;
    private final long[] memo;

    Solver(int[] players, PairRules rules, int count) {
      this.players = players;
      this.rules = rules;
      this.count = count;
      this.low = lowestScore(rules.context(), players);
      this.memo = new long[1 << (players.length + 1)];
      Arrays.fill(memo, UNKNOWN);
    }

    long run() {
      int n = players.length;
      long best = solve((1 << n) - 1, n % 2 == 1);
      return best == Long.MAX_VALUE ? -1 : best;
    }

    private long solve(int left, boolean byeOpen) {
      if (left == 0) {
        return byeOpen ? Long.MAX_VALUE : 0;
      }
      int key = left | (byeOpen ? 1 << players.length : 0);
      if (memo[key] != UNKNOWN) {
        return memo[key];
      }
      RoundContext ctx = rules.context();
      int i = Integer.numberOfTrailingZeros(left);
      int rest = left & ~(1 << i);
      long best = Long.MAX_VALUE;
      if (byeOpen && rules.mayFloat(players[i])) {
        long sub = solve(rest, false);
        if (sub != Long.MAX_VALUE) {
          best = Math.min(best, sub + byeTerm(ctx, players[i], low) * COUNT_SPAN);
        }
      }
      for (int j = i + 1; j < players.length; j++) {
        if ((rest & (1 << j)) != 0 && rules.allowed(players[i], players[j])) {
          long sub = solve(rest & ~(1 << j), byeOpen);
          if (sub != Long.MAX_VALUE) {
            long d = (long) ctx.score(players[i]) - ctx.score(players[j]);
            best =
                Math.min(best, sub + d * d * COUNT_SPAN + (missed(players[i], players[j]) ? 1 : 0));
          }
        }
      }
      memo[key] = best;
      return best;
    }

    private boolean missed(int a, int b) {
      return count == 1 ? rules.xBad(a, b) : count == 2 && rules.zBad(a, b);
    }
  }
}
