package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.testkit.ContractChecks;
import org.swisschess.testkit.TrfRound;

/** The caps are options of the request, and a cap that stops a search says so (issue 21). */
class SearchCapTests {

  private static final Dutch2012System SYSTEM = new Dutch2012System();

  @Test
  void aRoundStoppedByItsCapIsCompletedWithinTheAbsoluteCriteriaAndSaysSo() {
    PairingRequest base = TrfRound.request(getClass(), "fidelity/dutch2012-forfeit-float.trf", 6);
    PairingRequest capped =
        new PairingRequest(
            base.tournament(), base.round(), base.absent(), Map.of(RoundBudget.STEPS, "20"));
    Pairing p = SYSTEM.pair(capped);
    assertEquals(List.of(), ContractChecks.checkPairing(SYSTEM, capped, p));
    assertTrue(
        p.searchLimits().stream().anyMatch(l -> l.option().equals("search-steps") && l.cap() == 20),
        p.searchLimits().toString());
    assertEquals(List.of(), SYSTEM.pair(base).searchLimits());
  }
}
