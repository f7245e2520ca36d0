package org.swisschess.api;

/**
 * A player who withdrew and is no longer paired (C.04.2 3.2), from a round on. Every round from
 * {@code fromRound} is a zero-point bye for the player ({@code Z}, as TRF writes a withdrawal).
 *
 * <p>Example: {@code new Withdrawal(7, 4)}: player 7 played rounds 1 to 3 and is not paired in
 * round 4 or later.
 *
 * @param player the player's pairing number, from 1
 * @param fromRound the first round the player is not paired in, from 1
 */
public record Withdrawal(int player, int fromRound) {

  /**
   * Validates.
   *
   * @param player the player's pairing number, from 1
   * @param fromRound the first round the player is not paired in, from 1
   * @throws IllegalArgumentException if a number is not positive
   */
  public Withdrawal {
    if (player < 1) {
      throw new IllegalArgumentException("pairing number must be at least 1, was " + player);
    }
    if (fromRound < 1) {
      throw new IllegalArgumentException("round must be at least 1, was " + fromRound);
    }
  }
}
