package org.swisschess.api;

import java.util.List;

/**
 * Fictitious points one player carries for pairing purposes in each round ({@code XXA}, TRF-2026
 * {@code 250}).
 *
 * @param player the pairing number
 * @param pointsByRound the extra points for round 1, 2, ...; rounds past the end get none
 */
public record Acceleration(int player, List<Points> pointsByRound) {

  /**
   * Copies the list.
   *
   * @param player the pairing number
   * @param pointsByRound the extra points for round 1, 2, ...; rounds past the end get none
   */
  public Acceleration {
    if (player < 1) {
      throw new IllegalArgumentException("pairing number must be at least 1, was " + player);
    }
    pointsByRound = List.copyOf(pointsByRound);
  }

  /**
   * Returns the fictitious points for {@code round}.
   *
   * @param round from 1
   * @return {@link Points#ZERO} for rounds without a value
   */
  public Points pointsIn(int round) {
    return round >= 1 && round <= pointsByRound.size() ? pointsByRound.get(round - 1) : Points.ZERO;
  }
}
