package org.swisschess.testkit;

import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;

/**
 * Decides, by an exhaustive search independent of every engine, whether a round has any pairing
 * that keeps a system's absolute criteria: no rematch of a played game, no forbidden pair, colours
 * within {@link PairingSystem#colourRules()}, and the bye (when the number is odd) to a player
 * {@link PairingSystem#mayReceivePairingAllocatedBye} allows. It confirms a {@code
 * NoValidPairingException} for fields larger than the contract's (which stops at 12 players).
 *
 * <p>Example: {@code assertFalse(ValidPairingOracle.exists(system, request))} beside a test that
 * the system refuses the request.
 */
public final class ValidPairingOracle {

  /** The most present players it searches: the search keeps two bits for every subset of them. */
  public static final int MAX_PLAYERS = 24;

  private ValidPairingOracle() {}

  /**
   * Returns whether any pairing of the request keeps the system's absolute criteria.
   *
   * @param system the system whose colour rules and bye rule apply; not null
   * @param request at most {@link #MAX_PLAYERS} present; not null
   * @return true if one exists
   * @throws IllegalArgumentException if more than {@link #MAX_PLAYERS} players are present
   */
  public static boolean exists(PairingSystem system, PairingRequest request) {
    return BruteForcePairing.exists(system, request, MAX_PLAYERS);
  }
}
