package org.swisschess.dutch.core;

import java.util.List;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * What one edition of the Dutch System decides differently from the others: the float of a past
 * round (A.4), who may receive the pairing-allocated bye, and how a round is driven bracket by
 * bracket (the quality criteria's weight layout, whether a PPB/CLB exists, the PAB criteria).
 * Everything else (players, colours, the bracket's generation order, the matching) is shared.
 */
public interface DutchEdition {

  /**
   * The float the player had in {@code round}, read on pairing scores.
   *
   * @param player the player's history
   * @param history the whole tournament's history
   * @param tournament the tournament (its scoring decides what an unplayed round was worth)
   * @param round a completed round
   * @return the float, never null
   */
  FloatDirection floatIn(PlayerHistory player, History history, Tournament tournament, int round);

  /**
   * Whether the player may still receive the pairing-allocated bye.
   *
   * @param player the player's history
   * @param tournament the tournament
   * @return true if eligible
   */
  boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament);

  /**
   * Pairs the round.
   *
   * @param sorted the players taking part, in A.2 order
   * @param absolute the absolute criteria of the round
   * @param playedRounds rounds completed before this one
   * @param explanation where each bracket's decisions are recorded
   * @param shortcuts the shortcuts the pairing may take (the pairs do not depend on them)
   * @return for each player (index in {@code sorted}) the partner's index, or -1 for the PAB
   */
  int[] pairRound(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      int playedRounds,
      RoundExplanation explanation,
      Shortcuts shortcuts);

  /**
   * Pairs the round as {@link #pairRound(List, AbsoluteCriteria, int, RoundExplanation, Shortcuts)}
   * does, keeping its brackets in {@code optimum} or starting from those kept there (see {@link
   * RoundOptimum}); an edition that keeps none pairs from scratch.
   *
   * @param sorted the round's players in A.2 order
   * @param absolute the absolute criteria, the imposition among them
   * @param playedRounds the rounds completed before this one
   * @param explanation what the pairing explains, bracket by bracket
   * @param shortcuts the shortcuts the pairing may take
   * @param optimum what is kept or started from; {@link RoundOptimum#NONE} for neither
   * @return as the other
   */
  /**
   * Whether {@link #pairRound(List, AbsoluteCriteria, int, RoundExplanation, Shortcuts,
   * RoundOptimum)} keeps and starts from a {@link RoundOptimum}, so that a forced re-pairing is
   * worth one pairing of the round to record it.
   *
   * @return false unless the edition overrides it
   */
  default boolean keepsRoundOptimum() {
    return false;
  }

  default int[] pairRound(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      int playedRounds,
      RoundExplanation explanation,
      Shortcuts shortcuts,
      RoundOptimum optimum) {
    return pairRound(sorted, absolute, playedRounds, explanation, shortcuts);
  }

  /**
   * About how many bytes of heap the edition's round driver takes at most for a round of this many
   * players (its matchings, each two bytes a pair, and what goes with them), so that a round the
   * heap cannot hold is refused before it starts.
   *
   * @param players the players to pair
   * @return the estimate in bytes
   */
  long estimatedBytes(int players);

  /**
   * How the edition numbers the criteria its explanation cites.
   *
   * @return the 2017 numbering unless the edition says otherwise
   */
  default ArticleNames articleNames() {
    return ArticleNames.DUTCH_2017;
  }

  /**
   * Whether boards are ordered by pairing scores (points plus virtual points) rather than points:
   * C.04.7 (2026) 1.5 says the pairing score sorts the boards; the older acceleration texts used it
   * only for the scoregroups.
   *
   * @return false unless the edition says otherwise
   */
  default boolean boardOrderByPairingScore() {
    return false;
  }
}
