package org.swisschess.tiebreak;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * What the regulations of an event may settle for its standings beyond the tie-break list.
 *
 * <p>Example: {@code StandingsOptions.DEFAULT.afterRound(5).unratedRating(1000)}.
 *
 * @param afterRound the standings after this round; empty for after every completed round
 * @param unratedRating the rating the regulations give unrated participants for the tie-breaks of
 *     C.07 Article 10 (its preamble); empty to drop those tie-breaks when anyone is unrated
 */
public record StandingsOptions(OptionalInt afterRound, OptionalInt unratedRating) {

  /** The standings after the completed rounds, Article 10 dropped for unrated participants. */
  public static final StandingsOptions DEFAULT =
      new StandingsOptions(OptionalInt.empty(), OptionalInt.empty());

  /**
   * Validates.
   *
   * @param afterRound the standings after this round; empty for after every completed round
   * @param unratedRating the rating the regulations give unrated participants for the tie-breaks of
   *     C.07 Article 10 (its preamble); empty to drop those tie-breaks when anyone is unrated
   * @throws IllegalArgumentException if a value is negative
   */
  public StandingsOptions {
    Objects.requireNonNull(afterRound, "afterRound");
    Objects.requireNonNull(unratedRating, "unratedRating");
    if (afterRound.orElse(0) < 0 || unratedRating.orElse(0) < 0) {
      throw new IllegalArgumentException("round and rating must not be negative");
    }
  }

  /**
   * Returns these options for the standings after round {@code round}.
   *
   * @param round from 0
   * @return never null
   */
  public StandingsOptions afterRound(int round) {
    return new StandingsOptions(OptionalInt.of(round), unratedRating);
  }

  /**
   * Returns these options with a rating for unrated participants.
   *
   * @param rating from 0
   * @return never null
   */
  public StandingsOptions unratedRating(int rating) {
    return new StandingsOptions(afterRound, OptionalInt.of(rating));
  }
}
