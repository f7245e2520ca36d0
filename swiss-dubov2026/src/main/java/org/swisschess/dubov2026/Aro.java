package org.swisschess.dubov2026;

/**
 * C.04.4.1 (2026) 1.7: the average rating of the opponents a player met over the board, "rounded to
 * the nearest integer number (the higher, if the division ends for 0.5)". Unlike the 1997 text
 * (swiss-dubov's exact fraction of rated opponents), the 2026 text rounds, and every opponent
 * counts (1.1.1: every player has a rating).
 */
final class Aro {

  private Aro() {}

  /**
   * 1.7.1 and 1.7.3: the rounded average, 0 before the first game played.
   *
   * @param ratingSum the sum of the ratings of the opponents met over the board
   * @param games how many games were played over the board
   * @return from 0
   */
  static int of(long ratingSum, int games) {
    if (games == 0) {
      return 0; // 1.7.3
    }
    // sum / games rounded half up, in integers: floor((2 sum + games) / (2 games))
    return (int) ((2 * ratingSum + games) / (2L * games));
  }
}
