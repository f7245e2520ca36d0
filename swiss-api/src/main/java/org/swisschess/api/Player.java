package org.swisschess.api;

import java.util.List;
import java.util.Objects;

/**
 * A player with identity data and one {@link RoundEntry} per completed round.
 *
 * <p>Text fields hold what the TRF file holds, stripped; an empty string means blank.
 *
 * @param pairingNumber the starting rank, from 1
 * @param name the name, not null
 * @param sex {@code m}, {@code w} or empty; not null
 * @param title the FIDE title code ({@code g}, {@code im}, {@code wf}, ...) or empty; not null
 * @param rating the rating, 0 if unrated
 * @param federation the federation code or empty; not null
 * @param fideId the FIDE id or empty; not null
 * @param birthDate the birth date as written or empty; not null
 * @param rank the rank column as written, 0 if blank
 * @param rounds one entry per completed round, round 1 first; not null
 */
public record Player(
    int pairingNumber,
    String name,
    String sex,
    String title,
    int rating,
    String federation,
    String fideId,
    String birthDate,
    int rank,
    List<RoundEntry> rounds) {

  /**
   * Validates and copies.
   *
   * @param pairingNumber the starting rank, from 1
   * @param name the name, not null
   * @param sex {@code m}, {@code w} or empty; not null
   * @param title the FIDE title code ({@code g}, {@code im}, {@code wf}, ...) or empty; not null
   * @param rating the rating, 0 if unrated
   * @param federation the federation code or empty; not null
   * @param fideId the FIDE id or empty; not null
   * @param birthDate the birth date as written or empty; not null
   * @param rank the rank column as written, 0 if blank
   * @param rounds one entry per completed round, round 1 first; not null
   * @throws IllegalArgumentException if the pairing number is not positive or the rating negative
   */
  public Player {
    if (pairingNumber < 1) {
      throw new IllegalArgumentException("pairing number must be at least 1, was " + pairingNumber);
    }
    if (rating < 0) {
      throw new IllegalArgumentException("rating must not be negative, was " + rating);
    }
    if (rank < 0) {
      throw new IllegalArgumentException("rank must not be negative, was " + rank);
    }
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(sex, "sex");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(federation, "federation");
    Objects.requireNonNull(fideId, "fideId");
    Objects.requireNonNull(birthDate, "birthDate");
    rounds = List.copyOf(rounds);
  }

  /**
   * Returns a player with only a pairing number, a name and a rating: handy in tests and
   * simulations.
   *
   * @param pairingNumber from 1
   * @param name not null
   * @param rating 0 if unrated
   * @return a player without rounds
   */
  public static Player of(int pairingNumber, String name, int rating) {
    return new Player(pairingNumber, name, "", "", rating, "", "", "", 0, List.of());
  }

  /**
   * Returns the entry of round {@code round}.
   *
   * @param round from 1 to the number of entries
   * @return never null
   * @throws IndexOutOfBoundsException if the round has no entry
   */
  public RoundEntry round(int round) {
    return rounds.get(round - 1);
  }

  /**
   * Returns a copy with other round entries.
   *
   * @param newRounds not null
   * @return never null
   */
  public Player withRounds(List<RoundEntry> newRounds) {
    return new Player(
        pairingNumber, name, sex, title, rating, federation, fideId, birthDate, rank, newRounds);
  }
}
