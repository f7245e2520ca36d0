package org.swisschess.basic2026;

import org.swisschess.api.PlayerHistory;
import org.swisschess.api.ScoringSystem;

/**
 * [C2] of the 2026 texts (C.04.1 Art. 4): who may receive the pairing-allocated bye. The Dutch
 * (C.04.3 2026 [C2]), Dubov (C.04.4.1 2.1.2) and Burstein (C.04.4.2 2.1.2) texts say the same: not
 * a player who already received one, nor a player who already scored, in one round, a win's points
 * without playing (a forfeit win, a full-point bye).
 */
public final class ByeEligibility {

  private ByeEligibility() {}

  /**
   * Returns whether [C2] lets {@code player} have the pairing-allocated bye.
   *
   * @param player the player's history before the round
   * @param scoring the tournament's points, which say what a win is worth
   * @return false after a pairing-allocated bye or an unplayed round scored as a win
   */
  public static boolean mayReceive(PlayerHistory player, ScoringSystem scoring) {
    return !player.hadPairingAllocatedBye() && !player.hadUnplayedWin(scoring);
  }
}
