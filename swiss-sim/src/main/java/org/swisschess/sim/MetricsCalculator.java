package org.swisschess.sim;

import java.util.List;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/** Measures one generated tournament. */
final class MetricsCalculator {

  private MetricsCalculator() {}

  static TournamentMetrics measure(int index, GeneratedTournament g) {
    Tournament t = g.tournament();
    History h = History.of(t);
    int n = t.players().size();
    double[] scores = new double[n];
    double[] strengths = new double[n];
    int strongest = 0;
    Points top = null;
    for (int i = 0; i < n; i++) {
      PlayerHistory p = h.players().get(i);
      scores[i] = p.score().tenths();
      strengths[i] = g.strength(p.id());
      if (strengths[i] > strengths[strongest]) {
        strongest = i;
      }
      top = top == null || p.score().isGreaterThan(top) ? p.score() : top;
    }
    int onTop = 0;
    for (double s : scores) {
      onTop += s == top.tenths() ? 1 : 0;
    }
    double strongestShare = scores[strongest] == top.tenths() ? 1.0 / onTop : 0.0;

    int boards = 0;
    int ratedBoards = 0;
    long ratingDifference = 0;
    int pabs = 0;
    int failed = 0;
    for (RoundRecord r : g.rounds()) {
      if (r.failed()) {
        failed++;
        continue;
      }
      Pairing pairing = r.pairing().orElseThrow();
      for (Board b : pairing.boards()) {
        boards++;
        int white = t.player(b.white()).rating();
        int black = t.player(b.black()).rating();
        // an unrated player (rating 0) has no rating to differ from: such boards are left out
        if (white > 0 && black > 0) {
          ratedBoards++;
          ratingDifference += Math.abs(white - black);
        }
      }
      pabs += pairing.pairingAllocatedBye().isPresent() ? 1 : 0;
    }

    int imbalanced = 0;
    int longestRun = 0;
    int up = 0;
    int down = 0;
    int repeated = 0;
    for (PlayerHistory p : h.players()) {
      imbalanced += Math.abs(p.colourDifference()) >= 2 ? 1 : 0;
      longestRun = Math.max(longestRun, longestRun(p.colourHistory()));
      FloatDirection previous = FloatDirection.NONE;
      for (int r = 1; r <= t.completedRounds(); r++) {
        FloatDirection f = floatOf(h, p, r);
        up += f == FloatDirection.UP ? 1 : 0;
        down += f == FloatDirection.DOWN ? 1 : 0;
        repeated += f != FloatDirection.NONE && f == previous ? 1 : 0;
        previous = f;
      }
    }
    return new TournamentMetrics(
        index,
        g.seed(),
        n,
        KendallTau.tauB(scores, strengths),
        strongestShare,
        boards,
        ratedBoards,
        ratingDifference,
        imbalanced,
        longestRun,
        up,
        down,
        repeated,
        pabs,
        failed,
        g.pairingNanos());
  }

  /**
   * The float of a played game (C.04.3 A.4, on pairing scores) or a PAB (a downfloat); none for
   * forfeits, byes and absences.
   */
  private static FloatDirection floatOf(History h, PlayerHistory p, int round) {
    RoundEntry e = p.player().round(round);
    if (e.isPlayedGame()) {
      return h.pairingFloat(p, round);
    }
    return e.result() == ResultKind.PAIRING_ALLOCATED_BYE
        ? FloatDirection.DOWN
        : FloatDirection.NONE;
  }

  static int longestRun(List<Colour> colours) {
    int best = 0;
    int run = 0;
    Colour last = Colour.NONE;
    for (Colour c : colours) {
      run = c == last ? run + 1 : 1;
      last = c;
      best = Math.max(best, run);
    }
    return best;
  }
}
