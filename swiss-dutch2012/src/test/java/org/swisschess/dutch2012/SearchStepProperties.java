package org.swisschess.dutch2012;

import static java.util.Objects.requireNonNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
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
 * engine's own and random histories that ignore every rule; and on the slow states of {@code
 * ../shared/repro/slow-states} and of this property that need {@code dutch-2012}.
 *
 * <p>The bound is the round's cap, which no round may pass by more than one level's units; every
 * cap a search meets is reported on the pairing, and a pairing a cap shaped still keeps the
 * absolute criteria. The 2012 text walks a joined lowest bracket level by level, and a few random
 * states need millions of units or reach the cap (README, "Known limits", counts them).
 */
class SearchStepProperties {

  private static final Dutch2012System SYSTEM = new Dutch2012System();

  /** The most a round may spend: its cap, overshot by at most the level that was running. */
  static final long ROUND_BOUND =
      requireNonNull(RoundBudget.DEFAULTS.get(RoundBudget.STEPS))
          + requireNonNull(RoundBudget.DEFAULTS.get(RoundBudget.LEVEL));

  @Property(tries = 300)
  void everyRoundIsPairedOrRefusedWithinTheRoundCap(@ForAll("states") PairingRequest request) {
    RoundContext ctx = RoundContexts.of(request);
    try {
      new RoundPairer(ctx).pair();
    } catch (NoValidPairingException e) {
      assertEquals(0, ctx.budget().spent(), "a refusal needs no search");
      Statistics.collect("refused", "no search");
      return;
    }
    long s = ctx.budget().spent();
    Statistics.collect(
        "paired", s < 10_000 ? "< 10,000 units" : s < 1_000_000 ? "< 1,000,000 units" : "more");
    assertTrue(s <= ROUND_BOUND, s + " units, limits " + ctx.budget().limits());
    // every cap the search met is reported on the pairing, and a pairing a cap shaped still keeps
    // the absolute criteria
    Pairing p = SYSTEM.pair(request);
    assertEquals(ctx.budget().limits(), p.searchLimits());
    if (!p.searchLimits().isEmpty()) {
      assertEquals(List.of(), absoluteViolations(request, p));
    }
  }

  /**
   * B.1 and B.2's bye rule, and every present player once: what a pairing keeps even when a cap
   * shaped it. With a random history some players are already beyond the colour limits whatever
   * they get, so the colour rules are not checked.
   */
  private static List<Object> absoluteViolations(PairingRequest request, Pairing p) {
    List<Object> violations = new ArrayList<>();
    violations.addAll(ContractChecks.checkEveryPresentPlayerExactlyOnce(request, p));
    violations.addAll(ContractChecks.checkAbsentPlayersNeverPaired(request, p));
    violations.addAll(ContractChecks.checkNoRematch(request, p));
    violations.addAll(ContractChecks.checkNoForbiddenPair(request, p));
    violations.addAll(ContractChecks.checkByeEligibility(SYSTEM, request, p));
    return violations;
  }

  @Provide
  Arbitrary<PairingRequest> states() {
    return Arbitraries.oneOf(
        TournamentArbitraries.states(SYSTEM, TournamentArbitraries.scenarios(2, 30, 13, 8))
            .map(RoundState::request),
        TournamentArbitraries.chaoticStates(30, 14));
  }

  /**
   * {@code 0028126-4331.trf} (24 players, round 10, from {@code ../shared/repro/slow-states}) took
   * 14-24 s of CPU: after eight C.13 joins the lowest bracket holds everybody, and with mixed
   * scores over 20 players (no D.4 minimum) every strict requirement level is walked to its own
   * cap. {@code chaotic-30p-r15.trf} (30 players, round 15, a random history this property found)
   * is the same case after six joins. The round's cap stops both, the pairing keeps the absolute
   * criteria, and the explanation and the pairing say that the cap shaped it.
   */
  @ParameterizedTest
  @ValueSource(strings = {"slow-states/0028126-4331.trf", "slow-states/chaotic-30p-r15.trf"})
  void aSlowStateIsPairedWithinTheRoundCapAndSaysSo(String file) {
    PairingRequest request = TrfRound.next(getClass(), file);
    RoundContext ctx = RoundContexts.of(request);
    new RoundPairer(ctx).pair();
    assertTrue(ctx.budget().spent() <= ROUND_BOUND);
    Pairing p = SYSTEM.pair(request);
    assertEquals(List.of(), absoluteViolations(request, p));
    assertTrue(
        p.searchLimits().stream().anyMatch(l -> l.option().equals(RoundBudget.STEPS)),
        p.searchLimits().toString());
    assertTrue(p.explanation().toText().contains("the pairing is the best found"));
  }
}
