package org.swisschess.rating1998;

import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;

/**
 * The floats of past rounds as this text defines them: A.4 compares the scores of two paired
 * players (a pairing counts even when the game was forfeited: it was made), A.5 makes the
 * pairing-allocated bye a downfloat. Absences and requested byes are no float at all, unlike the
 * 2017 Dutch rule that {@link PlayerHistory#floatIn} follows.
 */
final class FloatHistory {

  private FloatHistory() {}

  static FloatDirection floatIn(PlayerHistory player, History all, int round) {
    if (round < 1) {
      return FloatDirection.NONE;
    }
    RoundEntry e = player.player().round(round);
    if (e.result() == ResultKind.PAIRING_ALLOCATED_BYE) {
      return FloatDirection.DOWN;
    }
    if (!e.hasOpponent()) {
      return FloatDirection.NONE;
    }
    // A.4: a pairing, played or forfeited (no virtual points here: the system refuses them)
    return all.pairingFloat(player, round);
  }
}
