package org.swisschess.sim;

/**
 * One system's results over all tournaments of a simulation.
 *
 * @param systemId the system's id; not null
 * @param tournaments the number of tournaments
 * @param meanKendallTau mean over tournaments of Kendall's tau-b between final scores and strengths
 * @param strongestWinShare the share of tournaments the strongest player won (ties shared)
 * @param meanRatingDifference mean |rating difference| between the two players of a board, over the
 *     boards where both are rated
 * @param colourImbalanceShare the share of players ending with |whites - blacks| of at least 2
 * @param meanLongestColourRun mean over tournaments of the longest same-colour run of any player
 * @param maxColourRun the longest same-colour run in any tournament
 * @param upfloatsPerPlayer upfloats per player and tournament
 * @param downfloatsPerPlayer downfloats per player and tournament (PABs included)
 * @param repeatedFloatsPerPlayer floats repeating the previous round's direction, per player and
 *     tournament
 * @param pabsPerTournament pairing-allocated byes per tournament
 * @param failedRounds rounds without a valid pairing, over all tournaments
 * @param medianRoundMillis the median time to pair a round, in milliseconds (varies between runs)
 * @param p95RoundMillis the 95th percentile time to pair a round, in milliseconds (varies between
 *     runs)
 */
public record SystemSummary(
    String systemId,
    int tournaments,
    double meanKendallTau,
    double strongestWinShare,
    double meanRatingDifference,
    double colourImbalanceShare,
    double meanLongestColourRun,
    int maxColourRun,
    double upfloatsPerPlayer,
    double downfloatsPerPlayer,
    double repeatedFloatsPerPlayer,
    double pabsPerTournament,
    int failedRounds,
    double medianRoundMillis,
    double p95RoundMillis) {

  /**
   * Returns a copy without the timings, for comparing runs: everything else is deterministic.
   *
   * @return never null
   */
  public SystemSummary withoutTimings() {
    return new SystemSummary(
        systemId,
        tournaments,
        meanKendallTau,
        strongestWinShare,
        meanRatingDifference,
        colourImbalanceShare,
        meanLongestColourRun,
        maxColourRun,
        upfloatsPerPlayer,
        downfloatsPerPlayer,
        repeatedFloatsPerPlayer,
        pabsPerTournament,
        failedRounds,
        0,
        0);
  }
}
