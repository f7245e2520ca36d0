package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.SearchLimit;
import org.swisschess.testkit.TrfRound;

/** The caps are options of the request, and a cap that stops a search says so (issue 21). */
class SearchCapTests {

  private static PairingRequest withOptions(PairingRequest r, Map<String, String> options) {
    return new PairingRequest(r.tournament(), r.round(), r.absent(), options);
  }

  @Test
  void aRoundStoppedByItsStepCapIsCompletedWithinTheAbsoluteCriteriaAndSaysSo() {
    PairingRequest base =
        TrfRound.request(getClass(), "fidelity/rating1998-c1-before-c12-b.trf", 6);
    PairingRequest capped = withOptions(base, Map.of(RoundBudget.STEPS, "50"));
    Pairing p = Fixture.SYSTEM.pair(capped);
    assertEquals(List.of(), AbsoluteCriteria.violations(capped, p));
    List<SearchLimit> limits = p.searchLimits();
    assertTrue(
        limits.stream().anyMatch(l -> l.option().equals("search-steps") && l.cap() == 50),
        limits.toString());
    assertTrue(p.explanation().toText().contains("the pairing is the best found"));
    // with the default caps the same round reaches none
    assertEquals(List.of(), Fixture.SYSTEM.pair(base).searchLimits());
  }

  @Test
  void aCapThatIsNotAWholeNumberIsRefusedByName() {
    PairingRequest base = TrfRound.request(getClass(), "fidelity/rating1998-e5-parity.trf", 1);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Fixture.SYSTEM.pair(withOptions(base, Map.of(RoundBudget.ALTERNATIVES, "lots"))));
    assertTrue(String.valueOf(e.getMessage()).contains("backtrack-alternatives"), e.getMessage());
  }
}
