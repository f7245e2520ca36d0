package org.swisschess.burstein2026;

import static java.util.Objects.requireNonNull;

import java.util.HashMap;
import java.util.Map;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.tiebreak.OpponentScoreSums;

/**
 * 1.7/1.8.1: a player's (Opposition Evaluation) Index: Buchholz, then Sonneborn-Berger, on current
 * scores without virtual points (1.7.2: acceleration excluded).
 *
 * @param buchholz 1.7.1: the sum of the current scores of the opponents met, in tenths
 * @param sonnebornBerger 1.7.1: the sum of points scored times the opponent's current score, in
 *     hundredths
 */
record OppositionIndex(long buchholz, long sonnebornBerger) implements Comparable<OppositionIndex> {

  /** Higher Index first is the caller's business: this is the natural (ascending) order. */
  @Override
  public int compareTo(OppositionIndex o) {
    int c = Long.compare(buchholz, o.buchholz);
    return c != 0 ? c : Long.compare(sonnebornBerger, o.sonnebornBerger);
  }

  /**
   * The Index of every player of {@code t} after its completed rounds.
   *
   * <p>1.7.2: a round the player did not play over the board (a bye of any kind, a forfeit, an
   * absence) counts as a game against himself, with the result that gives the points registered:
   * the "opponent" then has the player's own current score. Exception: a player whose last rounds
   * are a run of zero-point byes (absences, rounds after a withdrawal) shows his over-the-board
   * opponents a score in which each of them is a draw; his own Index is not changed by it.
   */
  static Map<Integer, OppositionIndex> of(Tournament t) {
    ScoringSystem scoring = t.scoring();
    int rounds = t.completedRounds();
    Map<Integer, Integer> score = new HashMap<>();
    Map<Integer, Integer> seen = new HashMap<>();
    for (Player p : t.players()) {
      int own = 0;
      for (RoundEntry e : p.rounds()) {
        own += scoring.points(e).tenths();
      }
      score.put(p.pairingNumber(), own);
      seen.put(p.pairingNumber(), own + trailingZeroPointByeBonus(p, scoring, rounds));
    }
    Map<Integer, OppositionIndex> out = new HashMap<>();
    int[] opponentScores = new int[rounds];
    int[] points = new int[rounds];
    for (Player p : t.players()) {
      int own = requireNonNull(score.get(p.pairingNumber())); // put above
      for (int r = 1; r <= rounds; r++) {
        RoundEntry e = p.round(r);
        points[r - 1] = scoring.points(e).tenths();
        opponentScores[r - 1] =
            e.isPlayedGame() && e.hasOpponent() ? requireNonNull(seen.get(e.opponent())) : own;
      }
      out.put(
          p.pairingNumber(),
          new OppositionIndex(
              OpponentScoreSums.buchholz(opponentScores),
              OpponentScoreSums.sonnebornBerger(opponentScores, points)));
    }
    return out;
  }

  /**
   * 1.7.2 exception: what the trailing run of zero-point byes adds to the score a player's
   * opponents see: a draw's points in place of each bye's points.
   */
  private static int trailingZeroPointByeBonus(Player p, ScoringSystem scoring, int rounds) {
    int bonus = 0;
    for (int r = rounds; r >= 1; r--) {
      RoundEntry e = p.round(r);
      if (e.result() != ResultKind.ZERO_POINT_BYE && e.result() != ResultKind.ABSENT) {
        break;
      }
      bonus += scoring.whiteDraw().tenths() - scoring.points(e).tenths();
    }
    return bonus;
  }

  @Override
  public String toString() {
    return "Buchholz " + tenths(buchholz) + ", Sonneborn-Berger " + hundredths(sonnebornBerger);
  }

  private static String tenths(long v) {
    return (v / 10) + "." + Math.abs(v % 10);
  }

  private static String hundredths(long v) {
    long abs = Math.abs(v);
    String frac = String.format(java.util.Locale.ROOT, "%02d", abs % 100);
    if (frac.endsWith("0")) {
      frac = frac.substring(0, 1);
    }
    return (v < 0 ? "-" : "") + (abs / 100) + "." + frac;
  }
}
