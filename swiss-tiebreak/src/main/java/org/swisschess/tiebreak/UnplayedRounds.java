package org.swisschess.tiebreak;

import org.swisschess.api.ResultKind;

/**
 * C.07 Article 16, unplayed rounds in Swiss tournaments, for one reading of the results: as played,
 * or as Fore Buchholz reads them (8.3: every paired game of the final round a draw).
 *
 * <ul>
 *   <li>16.2: each unplayed round's category: 16.2.1 PAB or full-point bye; 16.2.2 forfeit win;
 *       16.2.3 requested bye (half- or zero-point bye, an absence, a round after a withdrawal:
 *       16.1.1) followed by at least one round that is not a voluntary unplayed round; 16.2.4
 *       forfeit loss; 16.2.5 requested bye followed only by voluntary unplayed rounds, or in the
 *       last round;
 *   <li>16.3: the score opponents see, categories 16.2.5 counted as draws;
 *   <li>16.4: the dummy of each own unplayed round, whose score is the participant's own score but
 *       no more than the scheduled opponent's adjusted score for forfeits (16.4.1) and no more than
 *       a draw's points times the number of rounds otherwise (16.4.2).
 * </ul>
 */
final class UnplayedRounds {

  /** Not an unplayed round: a game over the board. */
  static final byte PLAYED = 0;

  /** 16.2.1: pairing-allocated bye or full-point bye. */
  static final byte ALLOCATED_OR_FULL_BYE = 1;

  /** 16.2.2: forfeit win. */
  static final byte FORFEIT_WIN = 2;

  /** 16.2.3: requested bye followed by a round that is not a voluntary unplayed round. */
  static final byte REQUESTED_BYE_FOLLOWED = 3;

  /** 16.2.4: forfeit loss. */
  static final byte FORFEIT_LOSS = 4;

  /** 16.2.5: requested bye followed only by voluntary unplayed rounds, or in the last round. */
  static final byte REQUESTED_BYE_AT_END = 5;

  final RoundGrid grid;
  final boolean fore;

  /** Points per round as this reading has them (Fore: the final round's paired games drawn). */
  final int[][] points;

  final byte[][] category;

  /** The participant's own score in this reading. */
  final int[] own;

  /** 16.3: the score the participant's opponents see. */
  final int[] adjusted;

  private final int dummyCap;

  private UnplayedRounds(RoundGrid g, boolean fore) {
    this.grid = g;
    this.fore = fore;
    int n = g.players;
    int rounds = g.rounds;
    boolean foreRound = fore && rounds > 0 && rounds == g.finalRound;
    points = foreRound ? new int[n][] : g.points;
    category = new byte[n][rounds];
    own = new int[n];
    adjusted = new int[n];
    dummyCap = g.draw * rounds; // 16.4.2: a draw's points times the number of rounds
    for (int p = 0; p < n; p++) {
      int last = rounds - 1;
      if (foreRound) {
        points[p] = g.points[p].clone();
        if (g.opponent[p][last] != RoundGrid.NONE) {
          points[p][last] = g.draw; // 8.3: the final round's paired games as draws
        }
      }
      boolean nonVoluntaryFollows = false;
      for (int r = last; r >= 0; r--) {
        byte c;
        if (g.played(p, r) || (foreRound && r == last && g.opponent[p][r] != RoundGrid.NONE)) {
          c = PLAYED;
        } else {
          c = categoryOf(g.result[p][r], nonVoluntaryFollows);
        }
        category[p][r] = c;
        if (!isVoluntary(c)) {
          nonVoluntaryFollows = true;
        }
      }
      int sum = 0;
      int seen = 0;
      for (int r = 0; r < rounds; r++) {
        sum += points[p][r];
        seen += category[p][r] == REQUESTED_BYE_AT_END ? g.draw : points[p][r];
      }
      own[p] = sum;
      adjusted[p] = seen;
    }
  }

  /**
   * Returns the rounds as played.
   *
   * @param g the grid
   */
  static UnplayedRounds actual(RoundGrid g) {
    return new UnplayedRounds(g, false);
  }

  /**
   * Returns the rounds as Fore Buchholz reads them: when the final round is among those ranked,
   * each of its paired games (forfeits too: they were paired) is a draw played over the board.
   *
   * @param g the grid
   */
  static UnplayedRounds fore(RoundGrid g) {
    return new UnplayedRounds(g, true);
  }

  private static byte categoryOf(ResultKind k, boolean nonVoluntaryFollows) {
    return switch (k) {
      case PAIRING_ALLOCATED_BYE, FULL_POINT_BYE -> ALLOCATED_OR_FULL_BYE;
      case FORFEIT_WIN -> FORFEIT_WIN;
      case FORFEIT_LOSS -> FORFEIT_LOSS;
      // 16.1.1: half- and zero-point byes, absences and every round after a withdrawal
      default -> nonVoluntaryFollows ? REQUESTED_BYE_FOLLOWED : REQUESTED_BYE_AT_END;
    };
  }

  /** 16.1.2: a voluntary unplayed round is a requested bye or a forfeit loss. */
  static boolean isVoluntary(byte category) {
    return category == REQUESTED_BYE_FOLLOWED
        || category == FORFEIT_LOSS
        || category == REQUESTED_BYE_AT_END;
  }

  /** Whether round r of p is a game against an opponent for the opponents' tie-breaks. */
  boolean countsAsGame(int p, int r, boolean forfeitsPlayed) {
    byte c = category[p][r];
    return c == PLAYED
        || (forfeitsPlayed
            && (c == FORFEIT_WIN || c == FORFEIT_LOSS)
            && grid.opponent[p][r] != RoundGrid.NONE);
  }

  /** 16.4: the score of the dummy p meets in its unplayed round r. */
  int dummy(int p, int r) {
    int score = own[p];
    byte c = category[p][r];
    int opp = grid.opponent[p][r];
    if ((c == FORFEIT_WIN || c == FORFEIT_LOSS) && opp != RoundGrid.NONE) {
      return Math.min(score, adjusted[opp]); // 16.4.1
    }
    return Math.min(score, dummyCap); // 16.4.2
  }
}
