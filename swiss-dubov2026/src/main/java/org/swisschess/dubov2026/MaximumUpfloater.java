package org.swisschess.dubov2026;

/** C.04.4.1 (2026) 1.8: the maximum number of upfloats, MaxT. */
final class MaximumUpfloater {

  private MaximumUpfloater() {}

  /**
   * 1.8.2: MaxT = 2 + [Rnds/5], Rnds/5 rounded down.
   *
   * @param rounds the number of rounds of the tournament
   * @return MaxT
   */
  static int maxT(int rounds) {
    return 2 + rounds / 5;
  }

  /**
   * 1.8.1: a player who "has already been upfloated" MaxT times.
   *
   * @param upfloats how many times the player was upfloated before this round
   * @param rounds the number of rounds
   * @return whether the player is a maximum upfloater
   */
  static boolean isMaximumUpfloater(int upfloats, int rounds) {
    return upfloats >= maxT(rounds);
  }
}
