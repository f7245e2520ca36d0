package org.swisschess.dutch2017;

import java.util.List;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.DutchEdition;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.RoundExplanation;
import org.swisschess.dutch.core.Shortcuts;
import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.WeightTriangle;

/** What the 2017 edition decides its own way: floats, PAB eligibility, PPB/CLB and C.5-C.19. */
final class Edition2017 implements DutchEdition {

  /**
   * Limbs of a bracket's weights, for the memory estimate: the per-pair part does not depend on it.
   */
  private static final int ESTIMATED_LIMBS = 8;

  /** A.4 b, on pairing scores: a player who did not play floats down, whatever the round gave. */
  @Override
  public FloatDirection floatIn(
      PlayerHistory player, History history, Tournament tournament, int round) {
    if (!player.player().round(round).isPlayedGame()) {
      return FloatDirection.DOWN;
    }
    return history.pairingFloat(player, round); // A.4: a played game, on pairing scores
  }

  /** C.2: not after a PAB, not after a forfeit win. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
  }

  /**
   * The larger of the round's two peaks: the completion matching of the whole round, and a bracket
   * of everyone (its own matching and its unbiased weights) once the completion matching is let go.
   * A bracket that is not the last lives beside the completion matching; {@link RoundPairer} asks
   * for its room when its size is known, before building it.
   */
  @Override
  public long estimatedBytes(int players) {
    return Math.max(MaximumWeightMatching.estimatedBytes(players + 1, 1), bracketBytes(players));
  }

  /** A bracket's own matching and its unbiased weights. */
  static long bracketBytes(int players) {
    return MaximumWeightMatching.estimatedBytes(players, ESTIMATED_LIMBS)
        + WeightTriangle.bytesFor(players);
  }

  @Override
  public int[] pairRound(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      int playedRounds,
      RoundExplanation explanation,
      Shortcuts shortcuts) {
    return new RoundPairer(sorted, absolute, playedRounds, explanation, shortcuts).pair();
  }
}
