package org.swisschess.dutch2012;

import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;

/**
 * Floats as the 2012 text defines them, which differs from the 2017 A.4b floats of {@link
 * PlayerHistory#floatIn(int)}. A pairing between unequal scores floats the higher player down and
 * the lower up (A.4): the float is written on the pairing card when the pairing is made, so a game
 * lost by forfeit floats as a game played would. A player who scored without playing, through a bye
 * or a forfeit win, is a downfloater (B.1.b), whatever the scores. An absence, a zero-point bye or
 * a forfeit loss between equal scores is no float.
 */
final class Floats2012 {

  private Floats2012() {}

  static FloatDirection floatIn(PlayerHistory player, History history, int round) {
    if (round < 1 || round > history.tournament().completedRounds()) {
      return FloatDirection.NONE;
    }
    RoundEntry e = player.player().round(round);
    ScoringSystem scoring = history.tournament().scoring();
    boolean scoredWithoutPlaying = !e.isPlayedGame() && scoring.points(e).tenths() > 0;
    if (e.hasOpponent() && !scoredWithoutPlaying) {
      // A.4: a game, or a forfeit lost (the pairing was made all the same)
      return history.pairingFloat(player, round);
    }
    // B.1.b: a bye or a forfeit win with points is a downfloat
    return scoredWithoutPlaying ? FloatDirection.DOWN : FloatDirection.NONE;
  }

  /** B.1.b: whoever already scored without playing may not get the bye. */
  static boolean mayReceivePairingAllocatedBye(PlayerHistory player, ScoringSystem scoring) {
    return !player.hadPointsWithoutPlaying(scoring);
  }
}
