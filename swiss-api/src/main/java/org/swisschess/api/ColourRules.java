package org.swisschess.api;

/**
 * The absolute colour rules a {@link PairingSystem} guarantees for every paired player, counting
 * played games only. The testkit checks them on every generated round.
 *
 * <p>The Dutch systems declare {@code new ColourRules(2, 2, TopScorerExemption.THE_GAME)}: after
 * the round no player's colour difference exceeds 2 in absolute value and nobody has the same
 * colour three times running, except in last-round games with a top scorer (C.04.3 A.7, C.3: such a
 * game may leave either player outside the limits). rating-1998 lifts the limits for the top scorer
 * alone ({@link TopScorerExemption#THE_TOP_SCORER}: B.2 "does not apply when pairing players with a
 * score of over 50% in the last round").
 *
 * @param maxColourDifference the largest |whites - blacks| allowed after the round
 * @param maxSameColourRun the longest run of one colour allowed after the round
 * @param topScorerExemption who, in the last round, is exempt because of a player with more than
 *     half the maximum score
 */
public record ColourRules(
    int maxColourDifference, int maxSameColourRun, TopScorerExemption topScorerExemption) {

  /** No absolute colour rule at all. */
  public static final ColourRules NONE =
      new ColourRules(Integer.MAX_VALUE, Integer.MAX_VALUE, TopScorerExemption.NONE);

  /** Who the limits do not bind in the last round, because of a top scorer. */
  public enum TopScorerExemption {
    /** Nobody: the limits hold in every round. */
    NONE,
    /** Both players of a game with a top scorer. */
    THE_GAME,
    /** The top scorer only; the opponent keeps the limits. */
    THE_TOP_SCORER
  }

  /**
   * Validates.
   *
   * @param maxColourDifference the largest |whites - blacks| allowed after the round
   * @param maxSameColourRun the longest run of one colour allowed after the round
   * @param topScorerExemption who is exempt in the last round; not null
   * @throws IllegalArgumentException if a limit is below 1
   */
  public ColourRules {
    java.util.Objects.requireNonNull(topScorerExemption, "topScorerExemption");
    if (maxColourDifference < 1 || maxSameColourRun < 1) {
      throw new IllegalArgumentException("colour limits must be at least 1");
    }
  }

  /**
   * The rules with a last-round exemption of the whole game, or none.
   *
   * @param maxColourDifference the largest |whites - blacks| allowed after the round
   * @param maxSameColourRun the longest run of one colour allowed after the round
   * @param topScorersExemptInLastRound whether games with a top scorer are exempt in the last round
   *     (both players)
   */
  public ColourRules(
      int maxColourDifference, int maxSameColourRun, boolean topScorersExemptInLastRound) {
    this(
        maxColourDifference,
        maxSameColourRun,
        topScorersExemptInLastRound ? TopScorerExemption.THE_GAME : TopScorerExemption.NONE);
  }

  /**
   * Returns whether anyone is exempt in the last round because of a top scorer.
   *
   * @return true unless the exemption is {@link TopScorerExemption#NONE}
   */
  public boolean topScorersExemptInLastRound() {
    return topScorerExemption != TopScorerExemption.NONE;
  }
}
