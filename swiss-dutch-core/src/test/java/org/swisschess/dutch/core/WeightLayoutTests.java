package org.swisschess.dutch.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.swisschess.matching.WideInt;

/**
 * Fields laid out from the lowest bit up, sub-fields by key, and weights carried between layouts.
 */
class WeightLayoutTests {

  private enum Criterion {
    ORDER,
    COLOURS,
    SCORES,
    PAIRS
  }

  private static SortedMap<Integer, Integer> widths(int... keyAndWidth) {
    SortedMap<Integer, Integer> m = new TreeMap<>();
    for (int i = 0; i < keyAndWidth.length; i += 2) {
      m.put(keyAndWidth[i], keyAndWidth[i + 1]);
    }
    return m;
  }

  @Test
  void fieldsFollowEachOtherUpwardAndSubFieldsLowestKeyFirst() {
    WeightLayout<Criterion> layout =
        WeightLayout.builder(Criterion.class)
            .field(Criterion.ORDER, 7)
            .field(Criterion.COLOURS, 3)
            .subFields(Criterion.SCORES, widths(10, 2, 20, 4))
            .field(Criterion.PAIRS, 5)
            .build(2);
    assertEquals(0, layout.position(Criterion.ORDER));
    assertEquals(7, layout.position(Criterion.COLOURS));
    assertEquals(10, layout.position(Criterion.SCORES));
    assertEquals(6, layout.width(Criterion.SCORES));
    assertEquals(0, layout.offset(Criterion.SCORES, 10));
    assertEquals(2, layout.offset(Criterion.SCORES, 20));
    assertEquals(16, layout.position(Criterion.PAIRS));
    assertEquals(21, layout.totalBits());
    long[] w = new long[layout.limbs()];
    layout.add(w, 0, Criterion.SCORES, 20, 3);
    layout.add(w, 0, Criterion.PAIRS, 1);
    assertEquals((3L << 12) + (1L << 16), w[0]);
  }

  @Test
  void aCriterionIsLaidOutOnceAndOnlyLaidOutKeysTakeValues() {
    WeightLayout.Builder<Criterion> b = WeightLayout.builder(Criterion.class);
    b.field(Criterion.PAIRS, 3);
    assertThrows(IllegalStateException.class, () -> b.field(Criterion.PAIRS, 3));
    WeightLayout<Criterion> layout = b.subFields(Criterion.SCORES, widths(10, 2)).build(0);
    assertFalse(layout.has(Criterion.COLOURS));
    long[] w = new long[layout.limbs()];
    assertThrows(IllegalStateException.class, () -> layout.add(w, 0, Criterion.SCORES, 15, 1));
    assertThrows(IllegalStateException.class, () -> layout.add(w, 0, Criterion.COLOURS, 1));
  }

  @Test
  void aWeightIsCarriedFieldByFieldIntoALayoutWithOtherSubFields() {
    WeightLayout<Criterion> wide =
        WeightLayout.builder(Criterion.class)
            .field(Criterion.ORDER, 4)
            .subFields(Criterion.SCORES, widths(10, 3, 20, 3, 30, 3))
            .field(Criterion.PAIRS, 4)
            .build(0);
    WeightLayout<Criterion> narrow =
        WeightLayout.builder(Criterion.class)
            .field(Criterion.ORDER, 4)
            .subFields(Criterion.SCORES, widths(20, 3))
            .field(Criterion.PAIRS, 4)
            .build(0);
    long[] w = new long[wide.limbs()];
    wide.add(w, 0, Criterion.SCORES, 20, 5);
    wide.add(w, 0, Criterion.PAIRS, 2);
    long[] out = new long[narrow.limbs()];
    narrow.translate(wide, w, 0, out, 0);
    long[] expected = new long[narrow.limbs()];
    narrow.add(expected, 0, Criterion.SCORES, 20, 5);
    narrow.add(expected, 0, Criterion.PAIRS, 2);
    assertArrayEquals(expected, out);
    wide.add(w, 0, Criterion.SCORES, 30, 1);
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> narrow.translate(wide, w, 0, out, 0));
    assertTrue(String.valueOf(e.getMessage()).contains("SCORES"), e.getMessage());
    long[] negative = new long[wide.limbs()];
    WideInt.addBit(negative, 0, wide.limbs(), 0, -1);
    assertThrows(IllegalStateException.class, () -> narrow.translate(wide, negative, 0, out, 0));
  }

  @Test
  void aDualIsCarriedFieldByFieldWithTheBitsAboveTheLastFieldAndWithoutTheFieldsDropped() {
    WeightLayout<Criterion> wide =
        WeightLayout.builder(Criterion.class)
            .field(Criterion.ORDER, 4)
            .subFields(Criterion.SCORES, widths(10, 3, 20, 3, 30, 3))
            .field(Criterion.PAIRS, 4)
            .build(0);
    WeightLayout<Criterion> narrow =
        WeightLayout.builder(Criterion.class)
            .field(Criterion.ORDER, 4)
            .subFields(Criterion.SCORES, widths(20, 3))
            .field(Criterion.PAIRS, 4)
            .build(0);
    // A dual is no sum of fields: bits above PAIRS, and bits in the sub-field for 30, which the
    // narrow layout lacks.
    long[] y = new long[wide.limbs()];
    wide.add(y, 0, Criterion.ORDER, 9);
    wide.add(y, 0, Criterion.SCORES, 20, 5);
    wide.add(y, 0, Criterion.SCORES, 30, 7);
    wide.add(y, 0, Criterion.PAIRS, 3);
    WideInt.addBit(y, 0, wide.limbs(), wide.totalBits(), 2);
    long[] out = new long[narrow.limbs()];
    narrow.translateApproximately(wide, y, 0, out, 0);
    long[] expected = new long[narrow.limbs()];
    narrow.add(expected, 0, Criterion.ORDER, 9);
    narrow.add(expected, 0, Criterion.SCORES, 20, 5);
    narrow.add(expected, 0, Criterion.PAIRS, 3);
    WideInt.addBit(expected, 0, narrow.limbs(), narrow.totalBits(), 2);
    assertArrayEquals(expected, out);
    long[] sum = new long[wide.limbs()];
    wide.add(sum, 0, Criterion.SCORES, 20, 5);
    wide.add(sum, 0, Criterion.PAIRS, 2);
    long[] translated = new long[narrow.limbs()];
    narrow.translate(wide, sum, 0, translated, 0);
    narrow.translateApproximately(wide, sum, 0, out, 0);
    assertArrayEquals(translated, out, "a sum of fields the layout holds: as translate gives it");
  }

  @Test
  void aDualCarriedToALayoutWithLessRoomAboveItsFieldsIsCutToThatRoomNotWrappedNegative() {
    WeightLayout<Criterion> wide =
        WeightLayout.builder(Criterion.class)
            .field(Criterion.ORDER, 4)
            .subFields(Criterion.SCORES, widths(10, 16, 20, 46))
            .field(Criterion.PAIRS, 4)
            .build(0);
    WeightLayout<Criterion> narrow =
        WeightLayout.builder(Criterion.class)
            .field(Criterion.ORDER, 4)
            .subFields(Criterion.SCORES, widths(20, 46))
            .field(Criterion.PAIRS, 4)
            .build(0);
    assertEquals(
        1,
        narrow.limbs(),
        "54 bits of fields in one limb: 8 bits above them, 6 usable under the two of headroom");
    long[] y = new long[wide.limbs()];
    wide.add(y, 0, Criterion.ORDER, 9);
    WideInt.addBit(y, 0, wide.limbs(), wide.totalBits(), 1L << 40);
    long[] out = new long[narrow.limbs()];
    narrow.translateApproximately(wide, y, 0, out, 0);
    long[] expected = new long[narrow.limbs()];
    narrow.add(expected, 0, Criterion.ORDER, 9);
    WideInt.addBit(expected, 0, narrow.limbs(), narrow.totalBits(), (1L << 6) - 1);
    assertArrayEquals(expected, out);
  }
}
