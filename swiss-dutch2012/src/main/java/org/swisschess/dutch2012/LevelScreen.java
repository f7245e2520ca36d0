package org.swisschess.dutch2012;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Exact or safe tests, per requirement level, that tell a bracket search to skip work that cannot
 * succeed: whether the level's pair and floater constraints admit P1 pairs at all, whether X and Z
 * can be met, and in the lowest bracket whether the smallest B3factor is reachable (D.4). Results
 * are cached per level, since C.10 returns to the same pair constraints many times.
 */
final class LevelScreen {

  private final RoundContext ctx;
  private final int[] players;
  private final boolean lowest;
  private final Map<Long, Boolean> pairable = new HashMap<>();
  private final Map<Long, int[]> countBounds = new HashMap<>();
  private final Map<String, Long> b3Minimum = new HashMap<>();
  private final Map<String, long[]> b3Levels = new HashMap<>();

  LevelScreen(RoundContext ctx, int[] players, boolean lowest) {
    this.ctx = ctx;
    this.players = players;
    this.lowest = lowest;
  }

  /** Whether some pairing of the bracket into {@code p1} pairs meets the level's constraints. */
  boolean pairable(Requirements r, int p1, PairRules rules) {
    return pairable.computeIfAbsent(
        key(r, p1), k -> Matchability.find(players, p1, rules).isPresent());
  }

  /** Whether the lower bounds on X and Z misses leave the level possible. */
  boolean countsReachable(Requirements r, int p1, PairRules rules) {
    if (r.x() >= p1 && (r.z() < 0 || r.z() >= p1)) {
      return true; // no pairing has more misses than pairs
    }
    int[] bounds =
        countBounds.computeIfAbsent(
            key(r, p1),
            k ->
                new int[] {
                  CountBound.of(players, p1, rules, true),
                  r.z() < 0
                      ? 0
                      : CountBound.of(players, p1, new PairRules(ctx, withZ(r), lowest), false)
                });
    return bounds[0] <= r.x() && (r.z() < 0 || bounds[1] <= r.z());
  }

  /** The same bound for a remainder (C.6 to C.9), within the budgets left. */
  static boolean remainderWithinBounds(
      int[] group, int pairs, PairRules rules, int xLeft, int zLeft) {
    int xBound = CountBound.of(group, pairs, rules, true);
    if (xBound > xLeft) {
      return false;
    }
    return zLeft < 0 || xBound == 0 || CountBound.of(group, pairs, rules, false) <= zLeft;
  }

  /** D.4: the smallest B3factor of any pairing of the group, or -1 when it does not apply. */
  long b3Target(int[] group) {
    if (B3Factor.singleScore(ctx, group)) {
      return -1; // every pairing has the same B3factor
    }
    return b3Minimum.computeIfAbsent(
        Arrays.toString(group),
        k -> B3Factor.minimum(group, new PairRules(ctx, Requirements.absoluteOnly(), true)));
  }

  /**
   * Whether some pairing of the group meets the level's pair and floater constraints with the
   * smallest B3factor and, among those, few enough X (and Z) misses: exact, by the same dynamic
   * programme as the minimum.
   */
  boolean b3Reachable(
      int[] group, Requirements r, int p1, PairRules rules, long b3Limit, int xLeft, int zLeft) {
    String key = Arrays.toString(group) + key(r, p1) + "/" + r.z();
    long[] mins =
        b3Levels.computeIfAbsent(
            key,
            k ->
                new long[] {
                  B3Factor.minimumWithCount(group, rules, true),
                  r.z() < 0 ? 0 : B3Factor.minimumWithCount(group, rules, false)
                });
    if (mins[0] < 0
        || mins[0] / B3Factor.COUNT_SPAN > b3Limit
        || mins[0] % B3Factor.COUNT_SPAN > xLeft) {
      return false;
    }
    return zLeft < 0 || mins[1] % B3Factor.COUNT_SPAN <= zLeft;
  }

  private static Requirements withZ(Requirements r) {
    return new Requirements(
        r.b2(), r.a7d(), r.x(), Math.max(0, r.z()), r.b5Down(), r.b6Down(), r.b5Up(), r.b6Up());
  }

  /** The pair and floater constraints of a level (X and Z aside) and P1. */
  private static long key(Requirements r, int p1) {
    long bits =
        (r.b2() ? 1 : 0)
            | (r.a7d() ? 2 : 0)
            | (r.b5Down() ? 4 : 0)
            | (r.b6Down() ? 8 : 0)
            | (r.b5Up() ? 16 : 0)
            | (r.b6Up() ? 32 : 0);
    return bits | ((long) p1 << 8);
  }
}
