package org.swisschess.dutch2026;

import java.util.List;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.basic2026.ByeEligibility;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.ArticleNames;
import org.swisschess.dutch.core.DutchEdition;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.RoundExplanation;
import org.swisschess.dutch.core.RoundOptimum;
import org.swisschess.dutch.core.Shortcuts;
import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.WeightTriangle;

/**
 * What the 2026 edition decides its own way: floats (1.4), PAB eligibility ([C2]) and the round
 * driver.
 */
final class Edition2026 implements DutchEdition {

  /**
   * Limbs of a bracket's weights, for the memory estimate: the per-pair part does not depend on it.
   */
  private static final int ESTIMATED_LIMBS = 8;

  private static final ArticleNames NAMES =
      new ArticleNames(
          "[C1]",
          "[C2]",
          "[C3]",
          "[C12]",
          "[C13]",
          "[C14]",
          "[C15]",
          "a player on the lowest score a complete pairing allows ([C5]), never one who already had a PAB or scored a"
              + " win's points without playing ([C2]), among them preferably one with the fewest unplayed games ([C9])");

  /**
   * 1.4.3/1.4.4: a round without a played game is a downfloat only when it scored more than a loss
   * (PAB, forfeit win, F and H byes); a forfeit loss or an absence gives no float at all.
   */
  @Override
  public FloatDirection floatIn(
      PlayerHistory player, History history, Tournament tournament, int round) {
    RoundEntry e = player.player().round(round);
    if (!e.isPlayedGame()) {
      ScoringSystem scoring = tournament.scoring();
      return scoring.points(e).compareTo(scoring.loss()) > 0
          ? FloatDirection.DOWN
          : FloatDirection.NONE;
    }
    return history.pairingFloat(player, round); // A.4: a played game, on pairing scores
  }

  /**
   * [C2] (C.04.1 Art. 4, as the Dubov and Burstein texts have it): no PAB after a PAB (whatever it
   * was worth), nor after a round that scored a win's points without a played game (forfeit win,
   * full-point bye).
   */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return ByeEligibility.mayReceive(player, tournament.scoring());
  }

  /** C.04.7 (2026) 1.5: "and to sort the boards" (C.04.2 3.6) by the pairing score. */
  @Override
  public boolean boardOrderByPairingScore() {
    return true;
  }

  /** The 2026 numbering: [C12]-[C15], and [C2]/[C5]/[C9] for the PAB. */
  @Override
  public ArticleNames articleNames() {
    return NAMES;
  }

  /**
   * The round's matching (every player and the PAB's stand-in) and a bracket's unbiased weights
   * (the first bracket's view may hold everyone), alive together; the completion matchings that
   * find the PAB's score are gone by then.
   */
  @Override
  public long estimatedBytes(int players) {
    return MaximumWeightMatching.estimatedBytes(players + 1, ESTIMATED_LIMBS)
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

  @Override
  public boolean keepsRoundOptimum() {
    return true;
  }

  @Override
  public int[] pairRound(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      int playedRounds,
      RoundExplanation explanation,
      Shortcuts shortcuts,
      RoundOptimum optimum) {
    return new RoundPairer(
            sorted, absolute, playedRounds, explanation, shortcuts, RoundPairer.RouteListener.NONE)
        .startingFrom(optimum)
        .pair();
  }
}
