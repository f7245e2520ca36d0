package org.swisschess.dutch.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The triangle numbering of vertex pairs the matching stores its edges by. */
class EdgeNumberingTests {

  @Test
  void everyPairHasItsOwnNumberAndTheHigherEndIsRecovered() {
    int expected = 0;
    for (int j = 1; j < 3000; j++) {
      for (int i = 0; i < j; i++) {
        assertEquals(expected, MaximumWeightMatching.edge(i, j), "pairs are numbered without gaps");
        assertEquals(expected, MaximumWeightMatching.edge(j, i), "either order");
        assertEquals(j, MaximumWeightMatching.higherEnd(expected));
        expected++;
      }
    }
    assertEquals(expected, MaximumWeightMatching.edge(0, 3000), "edge(0, n) counts the pairs of n vertices");
  }

  @Test
  void higherEndHoldsAtTheLargestFieldsTheIntegerNumberingAllows() {
    for (int j = 46_000; j < 46_340; j++) {
      assertEquals(j, MaximumWeightMatching.higherEnd(MaximumWeightMatching.edge(0, j)));
      assertEquals(j, MaximumWeightMatching.higherEnd(MaximumWeightMatching.edge(j - 1, j)));
    }
  }
}
