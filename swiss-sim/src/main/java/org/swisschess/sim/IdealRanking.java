package org.swisschess.sim;

import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.api.UnsupportedRequestException;

/**
 * The "perfect information" reference of a study: the players ranked by their true strengths, the
 * ranking no tournament can beat. It pairs no games; in a {@link Simulation} it stands beside the
 * systems with the ranking metrics of that ranking (after every round the same) and the pairing
 * metrics undefined, so that each system's paired difference against it is its distance from the
 * ideal. {@code swiss simulate --systems dutch-2026,ideal}.
 */
public final class IdealRanking implements PairingSystem {

  /** The id. */
  public static final String ID = "ideal";

  /** The one instance. */
  public static final IdealRanking INSTANCE = new IdealRanking();

  private IdealRanking() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Ranking by true strength (perfect information; pairs no games)";
  }

  @Override
  public boolean isBaseline() {
    return true;
  }

  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return false;
  }

  @Override
  public Pairing pair(PairingRequest request) {
    throw new UnsupportedRequestException(
        "the ideal ranking pairs no games: it ranks the players by their true strengths");
  }
}
