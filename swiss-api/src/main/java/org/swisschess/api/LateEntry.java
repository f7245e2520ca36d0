package org.swisschess.api;

/**
 * A player who joins after the first round (C.04.2 2.4): not paired before {@code firstRound}, and
 * given a bye of kind {@code missedRounds} for each round missed. Unless the tournament's rules say
 * otherwise a late entry gets no points for the rounds missed ({@link ResultKind#ZERO_POINT_BYE});
 * rules that give points say so with {@link ResultKind#HALF_POINT_BYE} or {@link
 * ResultKind#FULL_POINT_BYE}.
 *
 * <p>Example: {@code new LateEntry(31, 3, ResultKind.HALF_POINT_BYE)}: player 31 is paired from
 * round 3 on and scores half a point in each of rounds 1 and 2.
 *
 * @param player the player's pairing number, from 1
 * @param firstRound the first round the player is paired in, from 2
 * @param missedRounds the bye of each round before it: full-, half- or zero-point; not null
 */
public record LateEntry(int player, int firstRound, ResultKind missedRounds) {

  /**
   * Validates.
   *
   * @param player the player's pairing number, from 1
   * @param firstRound the first round the player is paired in, from 2
   * @param missedRounds the bye of each round before it: full-, half- or zero-point; not null
   * @throws IllegalArgumentException if the pairing number is not positive, the first round is not
   *     after round 1, or the kind is not a bye
   */
  public LateEntry {
    if (player < 1) {
      throw new IllegalArgumentException("pairing number must be at least 1, was " + player);
    }
    if (firstRound < 2) {
      throw new IllegalArgumentException(
          "a late entry joins in round 2 or later (C.04.2 2.4), was round " + firstRound);
    }
    RequestedBye.requireByeKind(missedRounds, "the rounds a late entry missed");
  }

  /**
   * Returns a late entry with no points for the rounds missed, as C.04.2 2.4 gives unless the
   * tournament's rules say otherwise.
   *
   * @param player the player's pairing number, from 1
   * @param firstRound the first round the player is paired in, from 2
   * @return never null
   */
  public static LateEntry of(int player, int firstRound) {
    return new LateEntry(player, firstRound, ResultKind.ZERO_POINT_BYE);
  }
}
