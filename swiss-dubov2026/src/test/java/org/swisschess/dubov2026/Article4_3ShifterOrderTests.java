package org.swisschess.dubov2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** C.04.4.1 (2026) 4.3.3: shifters numbered from the middle of the sorted list. */
class Article4_3ShifterOrderTests {

  @Test
  void article4_3_3_theTextsExample() {
    assertEquals(
        List.of("D", "C", "E", "B", "F", "A", "G"),
        ShifterOrder.fromTheMiddle(List.of("A", "B", "C", "D", "E", "F", "G")));
  }

  @Test
  void article4_3_3_withTwoInTheMiddleTheOneHigherInTheList() {
    assertEquals(
        List.of("C", "D", "B", "E", "A", "F"),
        ShifterOrder.fromTheMiddle(List.of("A", "B", "C", "D", "E", "F")));
    assertEquals(List.of("A", "B"), ShifterOrder.fromTheMiddle(List.of("A", "B")));
  }
}
