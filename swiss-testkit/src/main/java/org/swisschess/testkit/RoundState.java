package org.swisschess.testkit;

import java.util.Objects;
import org.swisschess.api.PairingRequest;
import org.swisschess.sim.RoundRecord;

/**
 * A tournament as it stood before one round, with who is absent from it: the request a system was
 * given during a generated tournament, and what the system answered then.
 *
 * @param scenario what the tournament was generated from; not null
 * @param request the tournament before the round, the round and its absent players; not null
 * @param recorded the pairing or failure the system gave for this request; not null
 */
public record RoundState(Scenario scenario, PairingRequest request, RoundRecord recorded) {

  /**
   * Checks for null.
   *
   * @param scenario what the tournament was generated from; not null
   * @param request the tournament before the round, the round and its absent players; not null
   * @param recorded the pairing or failure the system gave for this request; not null
   */
  public RoundState {
    Objects.requireNonNull(scenario, "scenario");
    Objects.requireNonNull(request, "request");
    Objects.requireNonNull(recorded, "recorded");
  }

  @Override
  public String toString() {
    return "RoundState[round "
        + request.round()
        + " of "
        + scenario
        + ", absent "
        + recorded.absent()
        + "]";
  }
}
