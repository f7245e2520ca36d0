package org.swisschess.api;

/**
 * A player known before a round is paired not to play it (C.04.2 3.3): a bye the player asked for
 * or was given, or an announced absence. Such a player is not paired in that round and gets the
 * bye's points. In TRF this is a record {@code 240}, an {@code XXZ} line or a pre-set entry such as
 * {@code 0000 - H} in the column of the round being paired.
 *
 * <p>Example: {@code new RequestedBye(24, 5, ResultKind.HALF_POINT_BYE)} is player 24's half-point
 * bye in round 5.
 *
 * @param player the player's pairing number, from 1
 * @param round the round the player does not play, from 1
 * @param kind {@link ResultKind#FULL_POINT_BYE}, {@link ResultKind#HALF_POINT_BYE} or {@link
 *     ResultKind#ZERO_POINT_BYE} (also an announced absence: TRF reads a blank entry as {@code Z});
 *     not null
 */
public record RequestedBye(int player, int round, ResultKind kind) {

  /**
   * Validates.
   *
   * @param player the player's pairing number, from 1
   * @param round the round the player does not play, from 1
   * @param kind a full-, half- or zero-point bye; not null
   * @throws IllegalArgumentException if a number is not positive or the kind is not one of the
   *     three
   */
  public RequestedBye {
    if (player < 1) {
      throw new IllegalArgumentException("pairing number must be at least 1, was " + player);
    }
    if (round < 1) {
      throw new IllegalArgumentException("round must be at least 1, was " + round);
    }
    requireByeKind(kind, "a requested bye");
  }

  /** Refuses a kind that is not a bye a player can be given before the pairing. */
  static void requireByeKind(ResultKind kind, String what) {
    if (kind != ResultKind.FULL_POINT_BYE
        && kind != ResultKind.HALF_POINT_BYE
        && kind != ResultKind.ZERO_POINT_BYE) {
      throw new IllegalArgumentException(
          what + " is a full-point (F), half-point (H) or zero-point (Z) bye, not " + kind);
    }
  }
}
