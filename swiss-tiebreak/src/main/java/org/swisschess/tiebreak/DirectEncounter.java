package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Direct Encounter, C.07 Article 6: orders a group of participants tied on everything before it by
 * the games they played against each other.
 *
 * <ul>
 *   <li>6.1: the separate standings sum each participant's scores against the others of the group;
 *       forfeits are left out (6.1.1) unless {@code /P} says to count them as games; two who met
 *       more than once count the average of their games (6.1.2).
 *   <li>6.2: when all of them met each other, the separate standings rank them, and Article 6 is
 *       applied again to each sub-group still tied, until nothing more is resolved.
 *   <li>6.3: when not all of them met, a participant is ranked first if alone at the top of the
 *       separate standings whatever the outcome of the missing games: own score (missing games
 *       lost) above everyone else's best (missing games won); then likewise for second, and so on;
 *       Article 6 is then applied again to those still unranked.
 * </ul>
 *
 * <p>Its value (type A) is the place within the tied group, from 1, with sub-groups still tied
 * sharing the place of their first member; 0 when it separates no one of the group.
 */
final class DirectEncounter implements GroupResolver {

  private final RoundGrid grid;
  private final boolean forfeitsPlayed;
  private final int[] mark;
  private int stamp;

  DirectEncounter(RoundGrid g, boolean forfeitsPlayed) {
    this.grid = g;
    this.forfeitsPlayed = forfeitsPlayed;
    this.mark = new int[g.players];
  }

  /**
   * Orders {@code group}: returns its parts in order, each part still tied within itself; a single
   * part when Article 6 separates no one.
   *
   * @param group player indices, at least two
   */
  @Override
  public List<int[]> resolve(int[] group) {
    return GroupResolver.refine(group, this::split);
  }

  /** One application of 6.2 or 6.3 to a group: its parts in order, or the group itself. */
  private List<int[]> split(int[] group) {
    stamp++;
    for (int p : group) {
      mark[p] = stamp;
    }
    int n = group.length;
    Fraction[] score = new Fraction[n];
    int[] met = new int[n];
    boolean allMet = true;
    for (int k = 0; k < n; k++) {
      int p = group[k];
      int[] opponents = new int[grid.rounds];
      long[] sum = new long[grid.rounds];
      int[] games = new int[grid.rounds];
      int distinct = 0;
      for (int r = 0; r < grid.rounds; r++) {
        int q = grid.opponent[p][r];
        if (q == RoundGrid.NONE || mark[q] != stamp || !counts(p, r)) {
          continue;
        }
        int slot = 0;
        while (slot < distinct && opponents[slot] != q) {
          slot++;
        }
        if (slot == distinct) {
          opponents[distinct++] = q;
        }
        sum[slot] += grid.points[p][r];
        games[slot]++;
      }
      Fraction s = Fraction.ZERO;
      for (int slot = 0; slot < distinct; slot++) {
        s = s.plus(new Fraction(sum[slot], games[slot])); // 6.1.2: the average of their games
      }
      score[k] = s;
      met[k] = distinct;
      allMet &= distinct == n - 1;
    }
    Integer[] order = new Integer[n];
    for (int k = 0; k < n; k++) {
      order[k] = k;
    }
    Arrays.sort(
        order,
        (a, b) -> {
          int c = score[b].compareTo(score[a]);
          return c != 0
              ? c
              : Integer.compare(grid.pairingNumber[group[a]], grid.pairingNumber[group[b]]);
        });
    List<int[]> parts = new ArrayList<>();
    if (allMet) {
      // 6.2: the separate standings rank them
      int start = 0;
      for (int k = 1; k <= n; k++) {
        if (k == n || score[order[k]].compareTo(score[order[start]]) != 0) {
          int[] part = new int[k - start];
          for (int j = start; j < k; j++) {
            part[j - start] = group[order[j]];
          }
          parts.add(part);
          start = k;
        }
      }
      return parts;
    }
    // 6.3: one at a time from the top, while alone at the top whatever the missing games give
    Fraction[] best = new Fraction[n];
    for (int k = 0; k < n; k++) {
      best[k] = score[k].plus(new Fraction((long) grid.win * (n - 1 - met[k]), 1));
    }
    int first = 0;
    while (n - first > 1) {
      int top = order[first];
      boolean alone = true;
      for (int j = first + 1; j < n && alone; j++) {
        alone = score[top].compareTo(best[order[j]]) > 0;
      }
      if (!alone) {
        break;
      }
      parts.add(new int[] {group[top]});
      first++;
    }
    if (first == 0) {
      parts.add(group);
      return parts;
    }
    int[] rest = new int[n - first];
    for (int j = first; j < n; j++) {
      rest[j - first] = group[order[j]];
    }
    parts.add(rest);
    return parts;
  }

  private boolean counts(int p, int r) {
    return grid.played(p, r) || (forfeitsPlayed && grid.result[p][r].isForfeit());
  }

  /** An exact fraction of tenths of a point. */
  private record Fraction(long numerator, long denominator) {
    static final Fraction ZERO = new Fraction(0, 1);

    Fraction plus(Fraction o) {
      long num = numerator * o.denominator + o.numerator * denominator;
      long den = denominator * o.denominator;
      long g = gcd(Math.abs(num), den);
      return new Fraction(num / g, den / g);
    }

    int compareTo(Fraction o) {
      return Long.compare(numerator * o.denominator, o.numerator * denominator);
    }

    private static long gcd(long a, long b) {
      while (b != 0) {
        long t = a % b;
        a = b;
        b = t;
      }
      return a == 0 ? 1 : a;
    }
  }
}
