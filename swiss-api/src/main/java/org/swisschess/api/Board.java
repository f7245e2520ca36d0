package org.swisschess.api;

/**
 * One game of a pairing.
 *
 * @param white the pairing number of the player with White
 * @param black the pairing number of the player with Black
 */
public record Board(int white, int black) {

  /**
   * Validates.
   *
   * @param white the pairing number of the player with White
   * @param black the pairing number of the player with Black
   * @throws IllegalArgumentException if a number is not positive or both are equal
   */
  public Board {
    if (white < 1 || black < 1 || white == black) {
      throw new IllegalArgumentException(
          "a board needs two different players, was " + white + " - " + black);
    }
  }

  /**
   * Returns whether {@code pairingNumber} plays on this board.
   *
   * @param pairingNumber a pairing number
   * @return true for either player
   */
  public boolean involves(int pairingNumber) {
    return white == pairingNumber || black == pairingNumber;
  }
}
