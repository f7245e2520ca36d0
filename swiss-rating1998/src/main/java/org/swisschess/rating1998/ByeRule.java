package org.swisschess.rating1998;

import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/** B.1 b: who may receive the bye. */
final class ByeRule {

  private ByeRule() {}

  /**
   * A player who "received a point without playing, either through a bye or due to an opponent not
   * appearing" may not get the bye: any earlier pairing-allocated bye (whatever the scoring makes
   * it worth), any forfeit win, and any other unplayed round worth at least a win.
   */
  static boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament t) {
    return !player.hadPairingAllocatedBye()
        && !player.hadForfeitWin()
        && !player.hadUnplayedWin(t.scoring());
  }
}
