package org.swisschess.tiebreak;

/**
 * C.07 Article 14 (Cut-n, Median-n) with the exception of 16.5 for voluntary unplayed rounds, over
 * the per-round values of one participant.
 *
 * <p>Each value has a score (the opponent's or dummy's score, which decides which value is the
 * least significant: 14.1.1) and a contribution (what it adds to the sum). For Buchholz the two are
 * the same; for Sonneborn-Berger the contribution is the score times the points scored.
 */
final class Cuts {

  private Cuts() {}

  /**
   * Returns the sum of the contributions left after dropping {@code low} least significant values
   * and then {@code high} most significant ones (14.3, 14.4: "in that order").
   *
   * <p>14.1.1: the least significant value is the one with the lowest score, and among equal scores
   * the lowest contribution (for Buchholz simply the lowest). 16.5.1: when the participant has
   * voluntary unplayed rounds, the lowest contribution coming from one of them is dropped instead,
   * as long as it is not lower than the least significant value; 16.5.2: again for each further
   * cut. The most significant value is the one with the highest score, then the highest
   * contribution; 16.5 speaks of the least significant values only.
   *
   * @param score per value, the score that ranks it
   * @param contribution per value, what it adds
   * @param voluntary per value, whether it comes from a voluntary unplayed round
   * @param count the number of values in the arrays to use
   * @param low values to cut from the bottom
   * @param high values to cut from the top
   * @return the sum of what is left
   */
  static long sumAfterCuts(
      int[] score, long[] contribution, boolean[] voluntary, int count, int low, int high) {
    boolean[] cut = new boolean[count];
    int left = count;
    for (int k = 0; k < low && left > 0; k++) {
      int least = -1;
      int lowestVoluntary = -1;
      for (int i = 0; i < count; i++) {
        if (cut[i]) {
          continue;
        }
        if (least < 0
            || score[i] < score[least]
            || (score[i] == score[least] && contribution[i] < contribution[least])) {
          least = i;
        }
        if (voluntary[i]
            && (lowestVoluntary < 0 || contribution[i] < contribution[lowestVoluntary])) {
          lowestVoluntary = i;
        }
      }
      boolean voluntaryCut =
          lowestVoluntary >= 0 && contribution[lowestVoluntary] >= contribution[least];
      cut[voluntaryCut ? lowestVoluntary : least] = true;
      left--;
    }
    for (int k = 0; k < high && left > 0; k++) {
      int most = -1;
      for (int i = 0; i < count; i++) {
        if (cut[i]) {
          continue;
        }
        if (most < 0
            || score[i] > score[most]
            || (score[i] == score[most] && contribution[i] > contribution[most])) {
          most = i;
        }
      }
      cut[most] = true;
      left--;
    }
    long sum = 0;
    for (int i = 0; i < count; i++) {
      if (!cut[i]) {
        sum += contribution[i];
      }
    }
    return sum;
  }
}
