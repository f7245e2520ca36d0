package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * Issue 21: the Dubov engine has no search that can explode (6.3 is an assignment by alternating
 * paths, README 9-a a matching), so its work is counted in matching tests, each a polynomial
 * Edmonds search: on random states of up to 30 players, the engine's own and random histories that
 * ignore every rule, a round never needs more than {@link #STEP_BUDGET} of them.
 */
class SearchStepProperties {

  private static final Dubov1997System SYSTEM = new Dubov1997System();

  /** Matching tests a round of up to 30 players may make. */
  static final long STEP_BUDGET = 5_000;

  @Property(tries = 300)
  void everyRoundIsPairedOrRefusedWithinTheStepBudget(@ForAll("states") PairingRequest request) {
    DubovPairer pairer = new DubovPairer(request);
    String outcome = "paired";
    try {
      pairer.pair();
    } catch (NoValidPairingException e) {
      outcome = "refused";
    }
    long s = pairer.steps();
    Statistics.collect(outcome, s < 100 ? "< 100 tests" : s < 2_000 ? "< 2,000 tests" : "more");
    assertTrue(s <= STEP_BUDGET, s + " matching tests");
  }

  @Provide
  Arbitrary<PairingRequest> states() {
    return Arbitraries.oneOf(
        TournamentArbitraries.states(SYSTEM, TournamentArbitraries.scenarios(2, 30, 13, 8))
            .map(RoundState::request),
        TournamentArbitraries.chaoticStates(30, 14));
  }
}
