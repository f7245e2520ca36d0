package org.swisschess.tiebreak;

import java.util.Arrays;
import java.util.OptionalInt;

/**
 * The rating-based tie-breaks of C.07 Article 10: ARO, TPR, PTP, APRO, APPO and RTNG.
 *
 * <p>Preamble of Article 10: with unrated participants these tie-breaks are dropped unless the
 * regulations say how to handle them; here that is a rating given for unrated participants ({@link
 * StandingsOptions#unratedRating()}). Without one, every value is {@link TieBreakValue#NONE} as
 * soon as one participant is unrated, and so they break no tie. The rating used is the one the
 * model holds, the first rating of the event (2026 note to Article 10).
 */
final class RatingTieBreaks {

  private final RoundGrid grid;
  private final int[] rating;
  private final boolean applicable;
  private final int[] tpr;
  private final boolean[] hasTpr;
  private final int[] ptp;
  private final boolean[] hasPtp;

  RatingTieBreaks(RoundGrid g, OptionalInt unratedRating) {
    this.grid = g;
    this.rating = new int[g.players];
    boolean all = true;
    for (int p = 0; p < g.players; p++) {
      if (g.rating[p] > 0) {
        rating[p] = g.rating[p];
      } else if (unratedRating.isPresent()) {
        rating[p] = unratedRating.getAsInt();
      } else {
        all = false;
      }
    }
    this.applicable = all;
    int n = g.players;
    tpr = new int[n];
    hasTpr = new boolean[n];
    ptp = new int[n];
    hasPtp = new boolean[n];
    if (applicable) {
      computePerformances();
    }
  }

  /** 10.6 RTNG: the rating. */
  TieBreakValue[] ratings() {
    TieBreakValue[] out = new TieBreakValue[grid.players];
    for (int p = 0; p < grid.players; p++) {
      out[p] = applicable ? TieBreakValue.ofInteger(rating[p]) : TieBreakValue.NONE;
    }
    return out;
  }

  /**
   * 10.1 ARO: the average rating of the opponents played over the board, rounded to the nearest
   * whole number, 0.5 up; Cut-n and Median-n drop the lowest (and highest) ratings (14.1.1 item 2).
   */
  TieBreakValue[] averageRatingOfOpponents(int cutLowest, int cutHighest) {
    TieBreakValue[] out = new TieBreakValue[grid.players];
    for (int p = 0; p < grid.players; p++) {
      int[] opp = opponentRatings(p);
      Arrays.sort(opp);
      int from = Math.min(cutLowest, opp.length);
      int to = Math.max(from, opp.length - cutHighest);
      long sum = 0;
      for (int i = from; i < to; i++) {
        sum += opp[i];
      }
      int count = to - from;
      out[p] =
          !applicable || count == 0
              ? TieBreakValue.NONE
              : TieBreakValue.ofInteger(roundHalfUp(sum, count));
    }
    return out;
  }

  /**
   * 10.2 TPR: ARO plus the rating difference of table 8.1a for the fractional score (points in the
   * games played over the board, 1-½-0, divided by their number), the fraction rounded half up to
   * the hundredth the table is given in.
   */
  TieBreakValue[] performance() {
    return values(tpr, hasTpr);
  }

  /**
   * 10.3 PTP: the lowest whole rating whose expected score (table 8.1b, full scale) against the
   * opponents faced over the board is at least the points scored against them; for a zero score,
   * the lowest opponent's rating less 800.
   */
  TieBreakValue[] perfectPerformance() {
    return values(ptp, hasPtp);
  }

  /** 10.4 APRO: the average of the opponents' TPRs (opponents played over the board), 0.5 up. */
  TieBreakValue[] averagePerformanceOfOpponents() {
    return averageOfOpponents(tpr, hasTpr);
  }

  /** 10.5 APPO: the average of the opponents' PTPs (opponents played over the board), 0.5 up. */
  TieBreakValue[] averagePerfectPerformanceOfOpponents() {
    return averageOfOpponents(ptp, hasPtp);
  }

  private TieBreakValue[] values(int[] v, boolean[] has) {
    TieBreakValue[] out = new TieBreakValue[grid.players];
    for (int p = 0; p < grid.players; p++) {
      out[p] = has[p] ? TieBreakValue.ofInteger(v[p]) : TieBreakValue.NONE;
    }
    return out;
  }

  private TieBreakValue[] averageOfOpponents(int[] v, boolean[] has) {
    TieBreakValue[] out = new TieBreakValue[grid.players];
    for (int p = 0; p < grid.players; p++) {
      long sum = 0;
      int count = 0;
      for (int r = 0; r < grid.rounds; r++) {
        if (grid.played(p, r) && has[grid.opponent[p][r]]) {
          sum += v[grid.opponent[p][r]];
          count++;
        }
      }
      out[p] = count == 0 ? TieBreakValue.NONE : TieBreakValue.ofInteger(roundHalfUp(sum, count));
    }
    return out;
  }

  private void computePerformances() {
    int n = grid.players;
    for (int p = 0; p < n; p++) {
      int[] opp = opponentRatings(p);
      if (opp.length == 0) {
        continue;
      }
      int halfPoints = 0;
      for (int r = 0; r < grid.rounds; r++) {
        if (grid.played(p, r)) {
          halfPoints += grid.ratingHalfPoints(p, r);
        }
      }
      long sum = 0;
      for (int x : opp) {
        sum += x;
      }
      int aro = (int) roundHalfUp(sum, opp.length);
      // p = halfPoints / (2 n), in hundredths rounded half up
      int percent = (int) roundHalfUp(100L * halfPoints, 2L * opp.length);
      tpr[p] = aro + RatingTables.ratingDifference(percent);
      hasTpr[p] = true;
      ptp[p] = perfect(opp, halfPoints);
      hasPtp[p] = true;
    }
  }

  private int[] opponentRatings(int p) {
    int count = 0;
    for (int r = 0; r < grid.rounds; r++) {
      if (grid.played(p, r)) {
        count++;
      }
    }
    int[] out = new int[count];
    int i = 0;
    for (int r = 0; r < grid.rounds; r++) {
      if (grid.played(p, r)) {
        out[i++] = rating[grid.opponent[p][r]];
      }
    }
    return out;
  }

  /** The lowest R with sum of PD(R - r_i) at least the score; {@code halfPoints} > 0. */
  static int perfect(int[] opponents, int halfPoints) {
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (int r : opponents) {
      min = Math.min(min, r);
      max = Math.max(max, r);
    }
    if (halfPoints == 0) {
      return min - 800; // 10.3: a zero score
    }
    long target = 50L * halfPoints; // the score in hundredths
    int lo = min - 800; // expected score 0 here: below the target
    int hi = max + 800; // expected score the number of games: at least the target
    while (hi - lo > 1) {
      int mid = lo + (hi - lo) / 2;
      if (expected(opponents, mid) >= target) {
        hi = mid;
      } else {
        lo = mid;
      }
    }
    return hi;
  }

  private static long expected(int[] opponents, int own) {
    long sum = 0;
    for (int r : opponents) {
      sum += RatingTables.scoringProbability(own - r);
    }
    return sum;
  }

  /** {@code numerator / denominator} rounded to the nearest whole number, 0.5 up. */
  static long roundHalfUp(long numerator, long denominator) {
    return Math.floorDiv(2 * numerator + denominator, 2 * denominator);
  }
}
