package org.swisschess.dubov;

import org.swisschess.api.PlayerHistory;

/**
 * Dubov 1: "ARO" is the average rating of a player's opponents, held exactly as a sum over a count
 * so that comparisons never round.
 *
 * <p>Only games played over the board against rated opponents count (see README, gap 1-a): a
 * forfeit, a bye or an absence brings no opponent whose rating could be averaged. A player who has
 * met no rated opponent has ARO 0 (gap 1-b): he has had the weakest possible opposition so far, so
 * 6.2 lets him seek the strongest opponent, which is what the preface asks for.
 *
 * @param sum the sum of the ratings of the rated opponents met over the board
 * @param count how many such opponents
 */
record Aro(long sum, int count) implements Comparable<Aro> {

  static final Aro NONE = new Aro(0, 0);

  Aro {
    if (count < 0 || sum < 0) {
      throw new IllegalArgumentException(
          "ARO needs a non-negative sum and count: " + sum + "/" + count);
    }
  }

  static Aro of(PlayerHistory history) {
    return new Aro(history.opponentRatingSum(), history.ratedOpponentCount());
  }

  /** Compares the exact quotients by cross-multiplication; no opponents compares as 0. */
  @Override
  public int compareTo(Aro other) {
    long left = sum * Math.max(other.count, 1);
    long right = other.sum * Math.max(count, 1);
    return Long.compare(left, right);
  }

  /** Dubov 9: the published figure, with one decimal as in the table of 6.2, rounded half up. */
  @Override
  public String toString() {
    if (count == 0) {
      return "0.0";
    }
    long tenths = (sum * 20 + count) / (2L * count);
    return tenths / 10 + "." + tenths % 10;
  }

  /** Returns the figure with its exact fraction, for the explanation. */
  String describe() {
    return count == 0 ? "0.0 (no rated opponent yet)" : this + " (" + sum + "/" + count + ")";
  }
}
