package org.swisschess.api;

/**
 * The absolute colour rules a {@link PairingSystem} guarantees for every paired player, counting
 * played games only. The testkit checks them on every generated round.
 *
 * <p>The Dutch systems declare {@code new ColourRules(2, 2, true)}: after the round no player's
 * colour difference exceeds 2 in absolute value and nobody has the same colour three times running,
 * except in last-round games with a top scorer (C.04.3 A.7, C.3: such a game may leave either
 * player outside the limits).
 *
 * @param maxColourDifference the largest |whites - blacks| allowed after the round
 * @param maxSameColourRun the longest run of one colour allowed after the round
 * @param topScorersExemptInLastRound whether, in the last round, games with a player who has more
 *     than half the maximum score are exempt (both players)
 */
public record ColourRules(
    int maxColourDifference, int maxSameColourRun, boolean topScorersExemptInLastRound) {

  /** No absolute colour rule at all. */
  public static final ColourRules NONE =
      new ColourRules(Integer.MAX_VALUE, Integer.MAX_VALUE, false);

  /**
   * Validates.
   *
   * @param maxColourDifference the largest |whites - blacks| allowed after the round
   * @param maxSameColourRun the longest run of one colour allowed after the round
   * @param topScorersExemptInLastRound whether, in the last round, games with a player who has more
   *     than half the maximum score are exempt (both players)
   * @throws IllegalArgumentException if a limit is below 1
   */
  public ColourRules {
    if (maxColourDifference < 1 || maxSameColourRun < 1) {
      throw new IllegalArgumentException("colour limits must be at least 1");
    }
  }
}
