package org.swisschess.tiebreak;

import org.swisschess.api.Colour;
import org.swisschess.api.ResultKind;

/** The type-B tie-breaks of C.07 Article 7: counts and sums over the participant's own rounds. */
final class OwnResults {

  private OwnResults() {}

  /** 7.1 WIN: rounds with a win's points, with or without playing. */
  static long wins(RoundGrid g, int p) {
    long n = 0;
    for (int r = 0; r < g.rounds; r++) {
      boolean win =
          g.result[p][r].isPlayedGame()
              ? g.wonOverTheBoard(p, r)
              : g.points[p][r] >= g.win && g.win > 0;
      if (win) {
        n++;
      }
    }
    return n;
  }

  /** 7.2 WON: games won over the board. */
  static long won(RoundGrid g, int p) {
    long n = 0;
    for (int r = 0; r < g.rounds; r++) {
      if (g.wonOverTheBoard(p, r)) {
        n++;
      }
    }
    return n;
  }

  /** 7.3 BPG: games played over the board with Black. */
  static long blackGames(RoundGrid g, int p) {
    long n = 0;
    for (int r = 0; r < g.rounds; r++) {
      if (g.played(p, r) && g.colour[p][r] == Colour.BLACK) {
        n++;
      }
    }
    return n;
  }

  /** 7.4 BWG: games won over the board with Black. */
  static long blackWins(RoundGrid g, int p) {
    long n = 0;
    for (int r = 0; r < g.rounds; r++) {
      if (g.wonOverTheBoard(p, r) && g.colour[p][r] == Colour.BLACK) {
        n++;
      }
    }
    return n;
  }

  /**
   * 7.5 PS in tenths: the sum of the cumulative scores after each round; Cut-n drops the first n of
   * them (14.1.1 item 3: "PS-C1: drop the score after round 1").
   */
  static long progressive(RoundGrid g, int p, int cut) {
    long sum = 0;
    int running = 0;
    for (int r = 0; r < g.rounds; r++) {
      running += g.points[p][r];
      if (r >= cut) {
        sum += running;
      }
    }
    return sum;
  }

  /**
   * 7.6 REP: the rounds less the half-point byes, zero-point byes and forfeit losses; an absence is
   * a zero-point bye (TRF: a blank result is {@code Z}; C.07 16.1.1: so is every round after a
   * withdrawal).
   */
  static long electedToPlay(RoundGrid g, int p) {
    long n = g.rounds;
    for (int r = 0; r < g.rounds; r++) {
      ResultKind k = g.result[p][r];
      if (k == ResultKind.HALF_POINT_BYE
          || k == ResultKind.ZERO_POINT_BYE
          || k == ResultKind.ABSENT
          || k == ResultKind.FORFEIT_LOSS) {
        n--;
      }
    }
    return n;
  }

  /**
   * 7.7 STD in half points: 2 for each round in which the participant scored more than the
   * scheduled opponent, or obtained without playing (no opponent) more than a draw's points; 1 when
   * equal. A forfeit has a scheduled opponent, so a double forfeit (both scoring the same) counts
   * 1.
   */
  static long standardHalfPoints(RoundGrid g, int p) {
    long n = 0;
    for (int r = 0; r < g.rounds; r++) {
      int own = g.points[p][r];
      int opp = g.opponent[p][r];
      int other = opp == RoundGrid.NONE ? g.draw : g.points[opp][r];
      n += own > other ? 2 : own == other ? 1 : 0;
    }
    return n;
  }

  /**
   * 9.2 KS in tenths: points scored against opponents whose score is at least half the maximum
   * possible (a win's points times the rounds), moved by {@code limitHalfPoints} half points
   * (14.5). Forfeits count as results against their scheduled opponent.
   */
  static long koya(RoundGrid g, int p, int limitHalfPoints) {
    long twiceLimit = (long) g.win * g.rounds + 10L * limitHalfPoints;
    long sum = 0;
    for (int r = 0; r < g.rounds; r++) {
      int opp = g.opponent[p][r];
      if (opp != RoundGrid.NONE && 2L * g.total[opp] >= twiceLimit) {
        sum += g.points[p][r];
      }
    }
    return sum;
  }
}
