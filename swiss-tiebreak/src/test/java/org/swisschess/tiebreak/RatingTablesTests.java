package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The FIDE Rating Regulations tables 8.1a and 8.1b, spot-checked against the printed tables. */
class RatingTablesTests {

  @Test
  void table8_1aRatingDifferenceForAFractionalScore() {
    assertEquals(800, RatingTables.ratingDifference(100));
    assertEquals(677, RatingTables.ratingDifference(99));
    assertEquals(366, RatingTables.ratingDifference(90));
    assertEquals(273, RatingTables.ratingDifference(83));
    assertEquals(125, RatingTables.ratingDifference(67));
    assertEquals(7, RatingTables.ratingDifference(51));
    assertEquals(0, RatingTables.ratingDifference(50));
    assertEquals(-95, RatingTables.ratingDifference(37));
    assertEquals(-800, RatingTables.ratingDifference(0));
  }

  @Test
  void table8_1bScoringProbabilityByBand() {
    assertEquals(50, RatingTables.scoringProbability(0));
    assertEquals(50, RatingTables.scoringProbability(3));
    assertEquals(51, RatingTables.scoringProbability(4));
    assertEquals(49, RatingTables.scoringProbability(-4));
    assertEquals(63, RatingTables.scoringProbability(92));
    assertEquals(63, RatingTables.scoringProbability(98));
    assertEquals(89, RatingTables.scoringProbability(345));
    assertEquals(99, RatingTables.scoringProbability(735));
    assertEquals(100, RatingTables.scoringProbability(736));
    assertEquals(0, RatingTables.scoringProbability(-1000));
  }

  @Test
  void theTablesAreMirrorImages() {
    // each p of 8.1a lies in the band of 8.1b whose probability is p
    for (int percent = 50; percent < 100; percent++) {
      assertEquals(
          percent, RatingTables.scoringProbability(RatingTables.ratingDifference(percent)));
    }
  }
}
