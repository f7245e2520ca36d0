package org.swisschess.api;

/**
 * Two players who must not be paired with each other ({@code XXP}, TRF-2026 {@code 260}), in a
 * range of rounds.
 *
 * @param first the lower pairing number
 * @param second the higher pairing number
 * @param fromRound the first round the ban applies to, from 1
 * @param toRound the last round the ban applies to, {@link Integer#MAX_VALUE} for all later rounds
 */
public record ForbiddenPair(int first, int second, int fromRound, int toRound) {

  /**
   * Validates.
   *
   * @param first the lower pairing number
   * @param second the higher pairing number
   * @param fromRound the first round the ban applies to, from 1
   * @param toRound the last round the ban applies to, {@link Integer#MAX_VALUE} for all later
   *     rounds
   * @throws IllegalArgumentException if {@code first >= second}, a number is not positive or the
   *     range is empty
   */
  public ForbiddenPair {
    if (first < 1 || second <= first) {
      throw new IllegalArgumentException(
          "a forbidden pair needs two different pairing numbers, lower first: "
              + first
              + ", "
              + second);
    }
    if (fromRound < 1 || toRound < fromRound) {
      throw new IllegalArgumentException("empty round range " + fromRound + ".." + toRound);
    }
  }

  /**
   * Returns a pair forbidden in every round, in either order of the two numbers.
   *
   * @param a one pairing number
   * @param b the other
   * @return never null
   */
  public static ForbiddenPair always(int a, int b) {
    return new ForbiddenPair(Math.min(a, b), Math.max(a, b), 1, Integer.MAX_VALUE);
  }

  /**
   * Returns whether the ban holds in {@code round} for players {@code a} and {@code b}.
   *
   * @param a one pairing number
   * @param b the other
   * @param round the round being paired
   * @return true if these two may not meet in that round
   */
  public boolean forbids(int a, int b, int round) {
    return round >= fromRound
        && round <= toRound
        && Math.min(a, b) == first
        && Math.max(a, b) == second;
  }
}
