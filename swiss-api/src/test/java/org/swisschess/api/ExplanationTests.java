package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class ExplanationTests {

  @Test
  void aReachedSearchCapIsReportedInTheTextAndOnThePairing() {
    SearchLimit limit = new SearchLimit("search-steps", 2_000_000, 2_000_000, "bracket 4.5");
    Explanation e =
        Explanation.builder().section("Bracket 4.5", List.of("p = 3")).searchLimit(limit).build();
    assertFalse(e.searchComplete());
    assertEquals(
        "Bracket 4.5\n"
            + "  p = 3\n"
            + "Search limits\n"
            + "  search stopped after 2000000 candidates (cap search-steps = 2000000) at bracket 4.5;"
            + " the pairing is the best found\n",
        e.toText());
    Pairing p = new Pairing(1, List.of(new Board(1, 2)), OptionalInt.empty(), e);
    assertEquals(List.of(limit), p.searchLimits());
  }

  @Test
  void anExplanationOfSectionsOnlyReachedNoCap() {
    Explanation e = new Explanation(List.of(new Explanation.Section("Round", List.of("x"))));
    assertTrue(e.searchComplete());
    assertEquals("Round\n  x\n", e.toText());
    assertTrue(Explanation.EMPTY.searchLimits().isEmpty());
  }

  @Test
  void aSearchLimitNamesItsOptionAndCountsFromZero() {
    assertThrows(IllegalArgumentException.class, () -> new SearchLimit(" ", 1, 1, "here"));
    assertThrows(IllegalArgumentException.class, () -> new SearchLimit("cap", -1, 1, "here"));
  }
}
