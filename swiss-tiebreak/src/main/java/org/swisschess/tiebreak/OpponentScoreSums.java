package org.swisschess.tiebreak;

/**
 * The arithmetic of Buchholz (C.07 8.1) and Sonneborn-Berger (C.07 9.1) over scores already chosen:
 * a sum of the opponents' scores, and a sum of each opponent's score times the points scored
 * against that opponent. Which score stands for an opponent (adjusted by C.07 16.3, a dummy by
 * 16.4, or another system's own rule for unplayed rounds, such as the Burstein System's Index,
 * C.04.4.2 1.7) is the caller's rule; this class only adds and multiplies, exactly.
 *
 * <p>Example: scores in tenths {@code {20, 25, 15}} and points in tenths {@code {10, 5, 5}} give a
 * Buchholz of 60 tenths (6.0) and a Sonneborn-Berger of 400 hundredths (4.0).
 */
public final class OpponentScoreSums {

  private OpponentScoreSums() {}

  /**
   * Returns one round's Sonneborn-Berger part: the opponent's score times the points scored.
   *
   * @param opponentScore the opponent's score in tenths
   * @param pointsScored the points scored against that opponent in tenths
   * @return the product in hundredths
   */
  public static long product(int opponentScore, int pointsScored) {
    return (long) opponentScore * pointsScored;
  }

  /**
   * Returns the Buchholz of the given opponents' scores, before any cut.
   *
   * @param opponentScores one score per round in tenths; not null
   * @return their sum in tenths
   */
  public static long buchholz(int[] opponentScores) {
    long sum = 0;
    for (int s : opponentScores) {
      sum += s;
    }
    return sum;
  }

  /**
   * Returns the Sonneborn-Berger of the given rounds, before any cut.
   *
   * @param opponentScores one score per round in tenths; not null
   * @param pointsScored the points scored in the same rounds in tenths; not null, as long
   * @return the sum of the products in hundredths
   * @throws IllegalArgumentException if the arrays differ in length
   */
  public static long sonnebornBerger(int[] opponentScores, int[] pointsScored) {
    if (opponentScores.length != pointsScored.length) {
      throw new IllegalArgumentException(
          opponentScores.length + " scores but " + pointsScored.length + " results");
    }
    long sum = 0;
    for (int r = 0; r < opponentScores.length; r++) {
      sum += product(opponentScores[r], pointsScored[r]);
    }
    return sum;
  }
}
