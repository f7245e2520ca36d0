package org.swisschess.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The weights as ids into a table of distinct weights, and the edges changed since a solve. */
class WeightTableTests {

  @Test
  void equalWeightsShareOneEntryAndZeroIsNoEdge() {
    WeightTable t = new WeightTable(4, 2);
    t.set(0, 1, 7);
    t.set(2, 3, 7);
    t.set(1, 2, 9);
    assertEquals(3, t.distinctWeights(), "zero, 7 and 9");
    assertEquals(t.offset(0, 1), t.offset(3, 2));
    assertTrue(t.has(1, 0), "either order");
    t.set(0, 1, 0);
    assertFalse(t.has(0, 1), "zero removes the edge");
    long[] out = new long[2];
    t.copy(2, 1, out, 0);
    assertEquals(9, out[0]);
  }

  @Test
  void anEdgeSetTwiceAfterASolveIsListedOnceUntilTheNextSolve() {
    WeightTable t = new WeightTable(5, 1);
    t.set(2, 3, 4);
    assertEquals(0, t.changedCount(), "before the first solve no change is listed");
    t.forgetChanges(); // as a solve does
    t.set(1, 3, 4);
    t.set(3, 1, 5);
    t.set(0, 4, 1);
    assertEquals(2, t.changedCount());
    assertEquals(List.of(WeightTable.edge(1, 3), WeightTable.edge(0, 4)), changed(t));
    t.forgetChanges();
    assertEquals(0, t.changedCount());
    t.set(1, 3, 6);
    assertEquals(1, t.changedCount(), "listed again after a solve");
  }

  @Test
  void moreChangesThanTheListKeepsAreReadFromTheBitsInEdgeOrderAndForgottenAll() {
    int n = 40; // 780 edges: the list keeps 64
    WeightTable t = new WeightTable(n, 1);
    t.forgetChanges();
    List<Integer> expected = new ArrayList<>();
    for (int j = n - 1; j >= 1; j--) { // set from the last edge down: not edge order
      for (int i = j - 1; i >= 0; i--) {
        if ((i + j) % 3 != 0) {
          t.set(i, j, 1 + (i * j) % 7);
          expected.add(WeightTable.edge(i, j));
        }
      }
    }
    t.set(0, 1, 3); // set twice: still once
    Collections.sort(expected);
    assertTrue(expected.size() > 64, "past the list");
    assertEquals(expected.size(), t.changedCount());
    assertEquals(expected, changed(t), "every changed edge once, in edge order");
    t.forgetChanges();
    assertEquals(List.of(), changed(t), "every bit cleared");
    t.set(0, 5, 2);
    assertEquals(List.of(WeightTable.edge(0, 5)), changed(t), "listed again");
  }

  private static List<Integer> changed(WeightTable t) {
    List<Integer> out = new ArrayList<>();
    t.anyChanged(e -> !out.add(e)); // false: ask every edge
    return out;
  }

  @Test
  void aTableRestrictedInPlaceKeepsTheChosenVerticesAndTranslatesEachWeightOnce() {
    WeightTable t = new WeightTable(5, 1);
    for (int i = 0; i < 5; i++) {
      for (int j = i + 1; j < 5; j++) {
        t.set(i, j, (i + j) % 2 == 0 ? 3 : 5);
      }
    }
    t.set(1, 4, 0);
    AtomicInteger translations = new AtomicInteger();
    WeightTable r = t;
    r.restrictTo(
        new int[] {1, 3, 4},
        2,
        (from, fo, to, oo) -> {
          translations.incrementAndGet();
          to[oo + 1] = from[fo]; // the old weight moves to the upper limb
        });
    assertEquals(3, r.n);
    assertEquals(2, translations.get(), "3 and 5, once each");
    long[] out = new long[2];
    r.copy(0, 1, out, 0); // old 1-3
    assertEquals(3, out[1]);
    r.copy(1, 2, out, 0); // old 3-4
    assertEquals(5, out[1]);
    assertFalse(r.has(0, 2), "old 1-4 was no edge");
    assertEquals(0, r.changedCount(), "a new table has no changes to check");
  }

  @Test
  void weightsNoPairHoldsAnyMoreAreDroppedWhenTheSixteenBitIdsRunOut() {
    WeightTable t = new WeightTable(3, 1);
    t.set(0, 2, 1);
    for (int w = 2; w < 70_000; w++) {
      t.set(0, 1, w); // each overwrites the last: one live weight here
    }
    assertFalse(t.wide, "still 16-bit ids");
    assertTrue(t.distinctWeights() < WeightTable.NARROW_IDS);
    long[] out = new long[1];
    t.copy(0, 1, out, 0);
    assertEquals(69_999, out[0]);
    t.copy(2, 0, out, 0);
    assertEquals(1, out[0], "the other weights keep their values");
  }

  @Test
  void moreThanSixtyFiveThousandLiveWeightsWidenTheIds() {
    int n = 400; // 79,800 pairs
    WeightTable t = new WeightTable(n, 1);
    int w = 1;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        t.set(i, j, w++);
      }
    }
    assertTrue(t.wide && t.narrowIds.length == 0, "32-bit ids");
    long[] out = new long[1];
    t.copy(0, 1, out, 0);
    assertEquals(1, out[0]);
    t.copy(n - 1, n - 2, out, 0);
    assertEquals(w - 1, out[0]);
  }
}
