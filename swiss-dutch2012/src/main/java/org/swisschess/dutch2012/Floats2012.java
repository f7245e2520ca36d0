package org.swisschess.dutch2012;

import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;

/**
 * Floats as the 2012 text defines them, which differs from the 2017 A.4b floats of {@link
 * PlayerHistory#floatIn(int)}: a game between unequal scores floats the higher player down and the
 * lower up (A.4), and a round not played gives a downfloat only when it brought points, a bye or a
 * forfeit win (B.1.b). An absence or a forfeit loss is no float.
 */
final class Floats2012 {

  private Floats2012() {}

  static FloatDirection floatIn(PlayerHistory player, History history, int round) {
    if (round < 1 || round > history.tournament().completedRounds()) {
      return FloatDirection.NONE;
    }
    RoundEntry e = player.player().round(round);
    if (e.isPlayedGame()) {
      int cmp =
          player
              .acceleratedScoreBefore(round)
              .compareTo(history.player(e.opponent()).acceleratedScoreBefore(round));
      return cmp > 0 ? FloatDirection.DOWN : cmp < 0 ? FloatDirection.UP : FloatDirection.NONE;
    }
    ScoringSystem scoring = history.tournament().scoring();
    return scoring.points(e).tenths() > 0 ? FloatDirection.DOWN : FloatDirection.NONE;
  }

  /** B.1.b: whoever already scored without playing may not get the bye. */
  static boolean scoredWithoutPlaying(PlayerHistory player, ScoringSystem scoring) {
    for (RoundEntry e : player.player().rounds()) {
      if (!e.isPlayedGame() && scoring.points(e).tenths() > 0) {
        return true;
      }
    }
    return false;
  }
}
