package org.swisschess.tiebreak;

import org.jspecify.annotations.Nullable;

/**
 * Buchholz (C.07 8.1), Fore Buchholz (8.3), Sonneborn-Berger (9.1), the average of opponents'
 * Buchholz (8.2) and the adjusted scores they rest on (16.3), with the unplayed rounds of Article
 * 16 and the modifiers of Article 14.
 */
final class BuchholzFamily {

  private BuchholzFamily() {}

  /**
   * Buchholz of every participant in tenths: per round, the opponent's adjusted score (16.3) for a
   * game, the dummy's score (16.4) for an unplayed round; then the cuts. With {@code u} read as
   * Fore Buchholz reads the results, this is FB.
   */
  static long[] buchholzTenths(UnplayedRounds u, TieBreak tb) {
    return sums(u, null, tb);
  }

  /**
   * Sonneborn-Berger of every participant in hundredths: per round, the opponent's adjusted score
   * times the points scored against them; for an unplayed round the dummy's score times the points
   * awarded (16.4: "with the result matching the points awarded"); then the cuts (14.1.1 item 4,
   * 16.5).
   */
  static long[] sonnebornBergerHundredths(UnplayedRounds u, TieBreak tb) {
    return sums(u, u.points, tb);
  }

  /**
   * Extended Sonneborn-Berger (13.2) of every team in hundredths: the opponents' totals of one
   * score ({@code scores}: match or game points, adjusted by 16.3, dummies by 16.4) times the other
   * score's points scored against them ({@code scored}), then the cuts (14.1.2).
   */
  static long[] extendedSonnebornBergerHundredths(
      UnplayedRounds scores, UnplayedRounds scored, TieBreak tb) {
    return sums(scores, scored.points, tb);
  }

  /**
   * The per-round sums: the opponent's or dummy's score, times {@code timesPoints} (the points
   * scored in the round) when given.
   */
  private static long[] sums(UnplayedRounds u, int @Nullable [][] timesPoints, TieBreak tb) {
    RoundGrid g = u.grid;
    int rounds = g.rounds;
    long[] out = new long[g.players];
    int[] score = new int[rounds];
    long[] contribution = new long[rounds];
    boolean[] voluntary = new boolean[rounds];
    boolean cuts = tb.cutLowest() > 0 || tb.cutHighest() > 0;
    for (int p = 0; p < g.players; p++) {
      long sum = 0;
      for (int r = 0; r < rounds; r++) {
        int s;
        if (u.countsAsGame(p, r, tb.forfeitsPlayed())) {
          s = u.adjusted[g.opponent[p][r]];
          voluntary[r] = false;
        } else {
          s = u.dummy(p, r);
          voluntary[r] = UnplayedRounds.isVoluntary(u.category[p][r]);
        }
        score[r] = s;
        contribution[r] = timesPoints != null ? OpponentScoreSums.product(s, timesPoints[p][r]) : s;
        sum += contribution[r];
      }
      out[p] =
          cuts
              ? Cuts.sumAfterCuts(
                  score, contribution, voluntary, rounds, tb.cutLowest(), tb.cutHighest())
              : sum;
    }
    return out;
  }

  /**
   * 8.2: the average of the Buchholz (with {@code fore}, the Fore Buchholz) of the opponents played
   * over the board, exact; {@link TieBreakValue#NONE} without such opponents.
   */
  static TieBreakValue[] averageOfOpponents(RoundGrid g, long[] buchholzTenths) {
    TieBreakValue[] out = new TieBreakValue[g.players];
    for (int p = 0; p < g.players; p++) {
      long sum = 0;
      int count = 0;
      for (int r = 0; r < g.rounds; r++) {
        if (g.played(p, r)) {
          sum += buchholzTenths[g.opponent[p][r]];
          count++;
        }
      }
      out[p] = count == 0 ? TieBreakValue.NONE : TieBreakValue.ofFraction(sum, 10L * count, 2);
    }
    return out;
  }
}
