package org.swisschess.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Sums tournament metrics into a system summary, in index order so that sums are reproducible. */
final class Summaries {

  private Summaries() {}

  static SystemSummary of(String systemId, List<TournamentMetrics> metrics) {
    int k = metrics.size();
    double tau = 0;
    double strongest = 0;
    long ratedBoards = 0;
    long ratingDifference = 0;
    long players = 0;
    long imbalanced = 0;
    long runSum = 0;
    int maxRun = 0;
    long up = 0;
    long down = 0;
    long repeated = 0;
    long pabs = 0;
    int failed = 0;
    List<Long> nanos = new ArrayList<>();
    for (TournamentMetrics m : metrics) {
      tau += m.kendallTau();
      strongest += m.strongestWinShare();
      ratedBoards += m.ratedBoards();
      ratingDifference += m.ratingDifferenceSum();
      players += m.players();
      imbalanced += m.colourImbalanced();
      runSum += m.longestColourRun();
      maxRun = Math.max(maxRun, m.longestColourRun());
      up += m.upfloats();
      down += m.downfloats();
      repeated += m.repeatedFloats();
      pabs += m.pabs();
      failed += m.failedRounds();
      nanos.addAll(m.pairingNanos());
    }
    Collections.sort(nanos);
    return new SystemSummary(
        systemId,
        k,
        tau / k,
        strongest / k,
        ratedBoards == 0 ? 0 : (double) ratingDifference / ratedBoards,
        (double) imbalanced / players,
        (double) runSum / k,
        maxRun,
        (double) up / players,
        (double) down / players,
        (double) repeated / players,
        (double) pabs / k,
        failed,
        percentile(nanos, 0.50) / 1e6,
        percentile(nanos, 0.95) / 1e6);
  }

  /** The nearest-rank percentile of sorted values; 0 when there are none. */
  static double percentile(List<Long> sorted, double p) {
    if (sorted.isEmpty()) {
      return 0;
    }
    int rank = (int) Math.ceil(p * sorted.size());
    return sorted.get(Math.max(0, rank - 1));
  }
}
