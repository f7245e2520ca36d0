package org.swisschess.tiebreak;

/**
 * The two conversion tables of the FIDE Rating Regulations (B.02, table 8.1a and table 8.1b) that
 * C.07 10.2 and 10.3 refer to, as integers.
 */
final class RatingTables {

  private RatingTables() {}

  /** Table 8.1a: rating difference dp for a fractional score p = 0.50, 0.51, ..., 1.00. */
  private static final int[] DP_FROM_HALF = {
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800
  };

  /**
   * Table 8.1b: the largest rating difference D of each band whose scoring probability for the
   * higher-rated player is 0.50, 0.51, ..., 0.99; above the last, 1.00.
   */
  private static final int[] BAND_UPPER = {
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
    170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
    391, 411, 432, 456, 484, 517, 559, 619, 735
  };

  private static final int[] PD_BY_DIFFERENCE = new int[BAND_UPPER[BAND_UPPER.length - 1] + 1];

  static {
    int band = 0;
    for (int d = 0; d < PD_BY_DIFFERENCE.length; d++) {
      while (d > BAND_UPPER[band]) {
        band++;
      }
      PD_BY_DIFFERENCE[d] = 50 + band;
    }
  }

  /**
   * Table 8.1a: the rating difference for a fractional score of {@code percent} hundredths.
   *
   * @param percent from 0 to 100
   * @return from -800 to 800
   */
  static int ratingDifference(int percent) {
    if (percent < 0 || percent > 100) {
      throw new IllegalArgumentException("a fractional score from 0 to 100 hundredths: " + percent);
    }
    return percent >= 50 ? DP_FROM_HALF[percent - 50] : -DP_FROM_HALF[50 - percent];
  }

  /**
   * Table 8.1b on the full scale (no 400-point cut, C.07 10.3): the scoring probability, in
   * hundredths, of a player whose rating exceeds the opponent's by {@code difference} (negative
   * when lower).
   *
   * @param difference own rating minus the opponent's
   * @return from 0 to 100
   */
  static int scoringProbability(int difference) {
    int d = Math.abs(difference);
    int higher = d < PD_BY_DIFFERENCE.length ? PD_BY_DIFFERENCE[d] : 100;
    return difference >= 0 ? higher : 100 - higher;
  }
}
