package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The triangle numbering of vertex pairs the matching stores its edges by. */
class EdgeNumberingTests {

  @Test
  void everyPairHasItsOwnNumberAndTheHigherEndIsRecovered() {
    int expected = 0;
    for (int j = 1; j < 3000; j++) {
      for (int i = 0; i < j; i++) {
        assertEquals(expected, WeightTable.edge(i, j), "pairs are numbered without gaps");
        assertEquals(expected, WeightTable.edge(j, i), "either order");
        assertEquals(j, WeightTable.higherEnd(expected));
        expected++;
      }
    }
    assertEquals(expected, WeightTable.edge(0, 3000), "edge(0, n) counts the pairs of n vertices");
  }

  @Test
  void higherEndHoldsAtTheLargestFieldsTheIntegerNumberingAllows() {
    for (int j = 46_000; j < 46_340; j++) {
      assertEquals(j, WeightTable.higherEnd(WeightTable.edge(0, j)));
      assertEquals(j, WeightTable.higherEnd(WeightTable.edge(j - 1, j)));
    }
  }

  @Test
  void aGraphTooLargeToNumberIsRefusedWithItsSize() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new MaximumWeightMatching(60_000, 2));
    String message = String.valueOf(e.getMessage());
    assertTrue(message.contains("60000 players"), message);
    assertTrue(message.contains("1799970000 pairs"), message);
    // the pair numbers and the cells of the weight matrix no longer fit an int
    assertThrows(IllegalArgumentException.class, () -> new MaximumWeightMatching(46_341, 1));
  }
}
