package org.swisschess.sim;

/**
 * The chances of the three results of one game, summing to 1.
 *
 * @param whiteWin the chance that White wins, from 0 to 1
 * @param draw the chance of a draw, from 0 to 1
 * @param blackWin the chance that Black wins, from 0 to 1
 */
public record OutcomeProbabilities(double whiteWin, double draw, double blackWin) {

  /**
   * Validates.
   *
   * @param whiteWin the chance that White wins, from 0 to 1
   * @param draw the chance of a draw, from 0 to 1
   * @param blackWin the chance that Black wins, from 0 to 1
   * @throws IllegalArgumentException if a chance is outside 0..1 or they do not sum to 1
   */
  public OutcomeProbabilities {
    for (double p : new double[] {whiteWin, draw, blackWin}) {
      if (!(p >= 0 && p <= 1)) {
        throw new IllegalArgumentException("a chance must be within 0..1, was " + p);
      }
    }
    if (Math.abs(whiteWin + draw + blackWin - 1) > 1e-9) {
      throw new IllegalArgumentException(
          "chances must sum to 1: " + whiteWin + " + " + draw + " + " + blackWin);
    }
  }

  /**
   * Returns White's expected score: a win plus half a draw.
   *
   * @return from 0 to 1
   */
  public double whiteScore() {
    return whiteWin + draw / 2;
  }
}
