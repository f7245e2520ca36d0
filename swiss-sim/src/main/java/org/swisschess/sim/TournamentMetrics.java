package org.swisschess.sim;

import java.util.List;

/**
 * What one simulated tournament shows about the system that paired it. Counts rather than means, so
 * that a summary over many tournaments weighs each game and player once.
 *
 * @param index the tournament's index in the simulation, from 0
 * @param seed the tournament's seed
 * @param players the number of players
 * @param kendallTau Kendall's tau-b between final scores and true strengths
 * @param strongestWinShare 1 if the strongest player finished alone on top, 1/k if tied with k-1
 *     others, 0 otherwise
 * @param boards the number of boards paired (games and forfeits)
 * @param ratedBoards the boards among those where both players are rated
 * @param ratingDifferenceSum the sum over the rated boards of |rating White - rating Black|
 * @param colourImbalanced players ending with |whites - blacks| of at least 2 (played games)
 * @param longestColourRun the longest run of one colour any player had (played games)
 * @param upfloats played games against a higher score before the round
 * @param downfloats played games against a lower score, plus pairing-allocated byes
 * @param repeatedFloats floats in the same direction as the same player's float of the round before
 * @param pabs pairing-allocated byes
 * @param failedRounds rounds the system found no valid pairing for
 * @param pairingNanos the time of each call to the system, in nanoseconds
 */
public record TournamentMetrics(
    int index,
    long seed,
    int players,
    double kendallTau,
    double strongestWinShare,
    int boards,
    int ratedBoards,
    long ratingDifferenceSum,
    int colourImbalanced,
    int longestColourRun,
    int upfloats,
    int downfloats,
    int repeatedFloats,
    int pabs,
    int failedRounds,
    List<Long> pairingNanos) {

  /**
   * Copies the list.
   *
   * @param index the tournament's index in the simulation, from 0
   * @param seed the tournament's seed
   * @param players the number of players
   * @param kendallTau Kendall's tau-b between final scores and true strengths
   * @param strongestWinShare 1 if the strongest player finished alone on top, 1/k if tied with k-1
   *     others, 0 otherwise
   * @param boards the number of boards paired (games and forfeits)
   * @param ratedBoards the boards among those where both players are rated
   * @param ratingDifferenceSum the sum over the rated boards of |rating White - rating Black|
   * @param colourImbalanced players ending with |whites - blacks| of at least 2 (played games)
   * @param longestColourRun the longest run of one colour any player had (played games)
   * @param upfloats played games against a higher score before the round
   * @param downfloats played games against a lower score, plus pairing-allocated byes
   * @param repeatedFloats floats in the same direction as the same player's float of the round
   *     before
   * @param pabs pairing-allocated byes
   * @param failedRounds rounds the system found no valid pairing for
   * @param pairingNanos the time of each call to the system, in nanoseconds
   */
  public TournamentMetrics {
    pairingNanos = List.copyOf(pairingNanos);
  }
}
