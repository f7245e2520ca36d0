package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.PairingRequest;
import org.swisschess.testkit.RoundState;
import org.swisschess.testkit.TournamentArbitraries;

/**
 * Issue 21: the work of pairing any round of up to 30 players is bounded by a count of search steps
 * (every node of every search, every exchange and every alternative of C.12 and C.13), never by a
 * clock: states the engine itself led to, and states of random histories that ignore every rule
 * (where "no valid pairing" is common and searches used to run for minutes).
 */
class SearchStepProperties {

  /** A tenth of the round's default cap: no state of this size should come near the cap. */
  static final long STEP_BUDGET = 2_000_000;

  @Property(tries = 300)
  void everyRoundIsPairedOrRefusedWithinTheStepBudget(@ForAll("states") PairingRequest request) {
    RoundBudget budget = RoundBudget.of(request);
    String outcome = "paired";
    try {
      Fixture.SYSTEM.pair(request, budget);
    } catch (NoValidPairingException e) {
      // refused: the matching over the whole field proved it before any search
      assertEquals(0, budget.spent(), "a refusal needs no search");
      outcome = "refused";
    }
    long s = budget.spent();
    Statistics.collect(
        outcome,
        s < 1_000 ? "< 1,000 steps" : s < 100_000 ? "< 100,000 steps" : ">= 100,000 steps");
    assertTrue(budget.spent() <= STEP_BUDGET, budget.spent() + " steps, limits " + budget.limits());
    assertEquals(
        List.of(),
        budget.limits().stream().filter(l -> l.option().equals(RoundBudget.STEPS)).toList());
  }

  @Provide
  Arbitrary<PairingRequest> states() {
    return Arbitraries.oneOf(
        TournamentArbitraries.states(Fixture.SYSTEM, TournamentArbitraries.scenarios(2, 30, 13, 8))
            .map(RoundState::request),
        TournamentArbitraries.chaoticStates(30, 14));
  }
}
