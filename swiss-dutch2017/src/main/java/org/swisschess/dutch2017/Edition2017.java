package org.swisschess.dutch2017;

import java.util.List;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.DutchEdition;
import org.swisschess.dutch.core.DutchPairing;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.RoundExplanation;

/** What the 2017 edition decides its own way: floats, PAB eligibility, PPB/CLB and C.5-C.19. */
final class Edition2017 implements DutchEdition {

  /** A.4 b, on pairing scores: a player who did not play floats down, whatever the round gave. */
  @Override
  public FloatDirection floatIn(
      PlayerHistory player, History history, Tournament tournament, int round) {
    if (!player.player().round(round).isPlayedGame()) {
      return FloatDirection.DOWN;
    }
    return DutchPairing.playedGameFloat(player, history, round);
  }

  /** C.2: not after a PAB, not after a forfeit win. */
  @Override
  public boolean mayGetBye(PlayerHistory player, Tournament tournament) {
    return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
  }

  @Override
  public int[] pairRound(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      int playedRounds,
      RoundExplanation explanation) {
    return new RoundPairer(sorted, absolute, playedRounds, explanation).pair();
  }
}
