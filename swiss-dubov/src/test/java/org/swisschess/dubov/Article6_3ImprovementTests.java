package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Dubov 6.3, worked by hand from the text. Players 1-4 should play White (ARO rising with the
 * number), 11-14 Black (R falling with the number); W1 means row 1's white-seeker, B1 its black.
 */
class Article6_3ImprovementTests {

  private static Fixture rows(int n) {
    Fixture f = new Fixture();
    for (int k = 1; k <= n; k++) {
      f.player(k, 2000 + k, "2.0", String.valueOf(2200 + 10 * k), "B");
      f.player(10 + k, 2500 - 10 * k, "2.0", "2200", "W");
    }
    return f;
  }

  private static Set<String> pair(Fixture f) {
    return Set.copyOf(Fixture.pairGroups(f.context(), new ArrayList<>()));
  }

  @Test
  void whiteWhoMetHisBlackTakesTheFirstBlackBelowHeHasNotMet() {
    // W1 met B1: W1 takes B2; B1 is then the first black left for W2.
    assertEquals(Set.of("1-12", "2-11", "3-13"), pair(rows(3).met(1, 11)));
  }

  @Test
  void coincidenceInTheLastRowChangesTheLastButOneRow() {
    // W3 met B3: row 2 takes the next black below (B3), W3 takes B2.
    assertEquals(Set.of("1-11", "2-13", "3-12"), pair(rows(3).met(3, 13)));
  }

  @Test
  void whenAllLowerBlacksWereMetRowKMinusOneChanges() {
    // W3 met B3 and B4: row 2 gives up B2 for B3, W3 takes B2, W4 keeps B4.
    assertEquals(Set.of("1-11", "2-13", "3-12", "4-14"), pair(rows(4).met(3, 13).met(3, 14)));
  }

  @Test
  void whenRowKMinusOneCannotHelpRowKMinusTwoChanges() {
    // W2 and W3 both met B3 and B4: only row 1 can free a black for them.
    Fixture f = rows(4).met(3, 13).met(3, 14).met(2, 13).met(2, 14);
    assertEquals(Set.of("1-13", "2-11", "3-12", "4-14"), pair(f));
  }

  @Test
  void whiteWhoMetAllBlacksLooksDownTheWhiteColumnFirst() {
    // W1 met both blacks: he meets W2 (k+1), the blacks meet each other. Colours by chapter 3:
    // W1 and W2 are both due White with equal histories, so the higher ARO (W2) gets White; B1
    // and B2 likewise, B1 (ARO 2300) above B2 (ARO 2200).
    Fixture f =
        new Fixture()
            .player(1, 2100, "2.0", "2210", "B")
            .player(2, 2050, "2.0", "2220", "B")
            .player(11, 2400, "2.0", "2300", "W")
            .player(12, 2300, "2.0", "2200", "W")
            .met(1, 11)
            .met(1, 12);
    assertEquals(Set.of("2-1", "11-12"), pair(f));
  }

  @Test
  void whiteWhoMetAllBlacksAndAllWhitesBelowTakesAWhiteAbove() {
    // W3 met every black and has no white below: he meets W2 (k-1); W2's black then meets the
    // black left over. Colours (3): W3 has the higher ARO; B2 and B3 tie on ARO, so the lower R
    // (B3, 2470) gets White.
    Fixture f = rows(3).met(3, 11).met(3, 12).met(3, 13);
    List<String> pairs = Fixture.pairGroups(f.context(), new ArrayList<>());
    assertEquals(3, pairs.size());
    assertEquals(Set.of("1-11", "3-2", "13-12"), Set.copyOf(pairs));
  }
}
