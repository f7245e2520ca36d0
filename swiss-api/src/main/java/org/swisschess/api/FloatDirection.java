package org.swisschess.api;

/**
 * The float a player received in one round (C.04.3 A.4).
 *
 * <p>What a float is when two players were paired is the same in every system: {@link
 * #between(Points, Points)} is its one definition, and {@link History#pairingFloat(PlayerHistory,
 * int)} applies it to a past round on pairing scores. What a round without an opponent counts as (a
 * pairing-allocated bye, a requested bye, an absence) differs by text and is decided by each system
 * under its own article.
 */
public enum FloatDirection {
  /** Met an opponent with the same score. */
  NONE,
  /** Met an opponent with a lower score, or (as some texts count it) did not play. */
  DOWN,
  /** Met an opponent with a higher score. */
  UP;

  /**
   * Returns the float of a pairing between two scores (C.04.3 A.4, C.04.2, Dubov's upfloater): the
   * player with the higher score floats down, the one with the lower score up, equal scores float
   * neither.
   *
   * <p>Example: {@code FloatDirection.between(Points.ONE, Points.HALF) == DOWN}.
   *
   * @param mine the player's score before the round, not null
   * @param theirs the opponent's score before the round, not null
   * @return never null
   */
  public static FloatDirection between(Points mine, Points theirs) {
    int cmp = mine.compareTo(theirs);
    return cmp > 0 ? DOWN : cmp < 0 ? UP : NONE;
  }
}
