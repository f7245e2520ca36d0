package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.testkit.TrfRound;
import org.swisschess.testkit.ValidPairingOracle;

/**
 * The 32 states of {@code ../shared/repro/slow-states} that need {@code rating-1998} (issue 21):
 * random histories on which the engine ran for 10–80 s, one of them (0005043-4886, 23 players,
 * round 13) for more than 465 s. Each is now paired or refused within {@link #STEP_BUDGET} search
 * steps (a count, not a clock): a refusal is confirmed by an exhaustive search independent of the
 * engine, a pairing keeps the absolute criteria.
 */
class SlowStatesTests {

  /** The steps any of these states may take: a tenth of the round's default cap. */
  static final long STEP_BUDGET = 2_000_000;

  @ParameterizedTest
  @ValueSource(
      strings = {
        "0001340-2936", "0003485-3844", "0005043-4886", "0006340-4176", "0008156-3891",
        "0012734-3341", "0014246-3834", "0014844-3939", "0017017-3394", "0017413-3196",
        "0018213-3296", "0018603-1910", "0020142-3708", "0020782-3670", "0021285-2604",
        "0024410-4884", "0024542-2563", "0025210-3449", "0027030-4874", "0031035-2852",
        "0031581-2778", "0032461-3265", "0035200-3662", "0035245-4379", "0035285-3512",
        "0037851-5064", "0037885-4020", "0038111-3642", "0039891-4201", "0042335-2500",
        "0045783-4234", "0048708-3834"
      })
  void pairedOrRefusedWithinTheStepBudget(String name) {
    PairingRequest request = TrfRound.next(getClass(), "slow-states/" + name + ".trf");
    RoundBudget budget = RoundBudget.of(request);
    boolean exists = ValidPairingOracle.exists(Fixture.SYSTEM, request);
    try {
      Pairing p = Fixture.SYSTEM.pair(request, budget);
      assertTrue(exists, name + ": paired although the oracle finds no pairing");
      assertEquals(List.of(), AbsoluteCriteria.violations(request, p), name);
    } catch (NoValidPairingException e) {
      assertFalse(exists, name + ": refused although a pairing exists");
    }
    assertTrue(budget.spent() <= STEP_BUDGET, name + ": " + budget.spent() + " steps");
  }
}
