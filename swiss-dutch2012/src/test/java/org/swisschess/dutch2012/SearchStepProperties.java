package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.testkit.ContractChecks;
import org.swisschess.testkit.RoundState;
import org.swisschess.testkit.TournamentArbitraries;
import org.swisschess.testkit.TrfRound;

/**
 * Issue 21: the work of pairing a round is bounded by a count of search units (the cells of the
 * oracle matrices every search fills), never by a clock: on random states of up to 30 players, the
 * engine's own and random histories that ignore every rule; and on the slow state of {@code
 * ../shared/repro/slow-states} that needs {@code dutch-2012}.
 */
class SearchStepProperties {

  private static final Dutch2012System SYSTEM = new Dutch2012System();

  /** A tenth of the round's default cap: no state of this size should come near it. */
  static final long UNIT_BUDGET = 5_000_000;

  @Property(tries = 300)
  void everyRoundIsPairedOrRefusedWithinTheUnitBudget(@ForAll("states") PairingRequest request) {
    RoundContext ctx = RoundContexts.of(request);
    String outcome = "paired";
    try {
      new RoundPairer(ctx).pair();
    } catch (NoValidPairingException e) {
      assertEquals(0, ctx.budget().spent(), "a refusal needs no search");
      outcome = "refused";
    }
    long s = ctx.budget().spent();
    Statistics.collect(
        outcome, s < 10_000 ? "< 10,000 units" : s < 1_000_000 ? "< 1,000,000 units" : "more");
    assertTrue(s <= UNIT_BUDGET, s + " units, limits " + ctx.budget().limits());
  }

  @Provide
  Arbitrary<PairingRequest> states() {
    return Arbitraries.oneOf(
        TournamentArbitraries.states(SYSTEM, TournamentArbitraries.scenarios(2, 30, 13, 8))
            .map(RoundState::request),
        TournamentArbitraries.chaoticStates(30, 14));
  }

  /**
   * {@code 0028126-4331.trf} (24 players, round 10) took 14-24 s of CPU: after eight C.13 joins the
   * lowest bracket holds everybody, and with mixed scores over 20 players (no D.4 minimum) every
   * strict requirement level is walked to its own cap. The round's cap now stops it, the pairing
   * keeps the absolute criteria, and the explanation and the pairing say that the cap shaped it.
   */
  @Test
  void theSlowStateIsPairedWithinTheRoundCapAndSaysSo() {
    PairingRequest request = TrfRound.next(getClass(), "slow-states/0028126-4331.trf");
    RoundContext ctx = RoundContexts.of(request);
    new RoundPairer(ctx).pair();
    long cap = RoundBudget.DEFAULTS.get(RoundBudget.STEPS);
    assertTrue(ctx.budget().spent() <= cap + RoundBudget.DEFAULTS.get(RoundBudget.LEVEL));
    Pairing p = SYSTEM.pair(request);
    // A random history: some players are already beyond the colour limits whatever they get, so
    // the colour rules are not checked; B.2 itself (no two equal absolute preferences) is kept.
    List<Object> violations = new java.util.ArrayList<>();
    violations.addAll(ContractChecks.checkEveryPresentPlayerExactlyOnce(request, p));
    violations.addAll(ContractChecks.checkAbsentPlayersNeverPaired(request, p));
    violations.addAll(ContractChecks.checkNoRematch(request, p));
    violations.addAll(ContractChecks.checkNoForbiddenPair(request, p));
    violations.addAll(ContractChecks.checkByeEligibility(SYSTEM, request, p));
    assertEquals(List.of(), violations);
    assertTrue(
        p.searchLimits().stream().anyMatch(l -> l.option().equals(RoundBudget.STEPS)),
        p.searchLimits().toString());
    assertTrue(p.explanation().toText().contains("the pairing is the best found"));
  }
}
