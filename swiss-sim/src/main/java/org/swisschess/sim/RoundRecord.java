package org.swisschess.sim;

import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Pairing;

/**
 * What happened when the generator asked the system for one round: a pairing, or the message of the
 * {@link org.swisschess.api.NoValidPairingException}. Immutable.
 */
public final class RoundRecord {

  private final int round;
  private final Set<Integer> absent;
  private final @Nullable Pairing pairing; // exactly one of the two
  private final @Nullable String failure;

  private RoundRecord(
      int round, Set<Integer> absent, @Nullable Pairing pairing, @Nullable String failure) {
    if (round < 1) {
      throw new IllegalArgumentException("round must be at least 1, was " + round);
    }
    this.round = round;
    // Ordered, so that it iterates the same way in every run.
    this.absent = Collections.unmodifiableSortedSet(new TreeSet<>(absent));
    this.pairing = pairing;
    this.failure = failure;
  }

  /**
   * Returns the record of a round the system paired.
   *
   * @param round from 1
   * @param absent the players not to be paired; not null
   * @param pairing not null
   * @return never null
   */
  public static RoundRecord paired(int round, Set<Integer> absent, Pairing pairing) {
    return new RoundRecord(round, absent, Objects.requireNonNull(pairing, "pairing"), null);
  }

  /**
   * Returns the record of a round the system found no valid pairing for.
   *
   * @param round from 1
   * @param absent the players not to be paired; not null
   * @param message the exception's message; not null
   * @return never null
   */
  public static RoundRecord failed(int round, Set<Integer> absent, String message) {
    return new RoundRecord(round, absent, null, Objects.requireNonNull(message, "message"));
  }

  /**
   * Returns the round.
   *
   * @return from 1
   */
  public int round() {
    return round;
  }

  /**
   * Returns the players not to be paired, in ascending order.
   *
   * @return never null, unmodifiable
   */
  public Set<Integer> absent() {
    return absent;
  }

  /**
   * Returns the system's pairing.
   *
   * @return empty if the system found none
   */
  public Optional<Pairing> pairing() {
    return Optional.ofNullable(pairing);
  }

  /**
   * Returns the message of the {@link org.swisschess.api.NoValidPairingException}.
   *
   * @return empty if the round was paired
   */
  public Optional<String> failure() {
    return Optional.ofNullable(failure);
  }

  /**
   * Returns whether the system found no valid pairing for this round.
   *
   * @return true if {@link #failure()} is present
   */
  public boolean failed() {
    return failure != null;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RoundRecord r
        && round == r.round
        && absent.equals(r.absent)
        && Objects.equals(pairing, r.pairing)
        && Objects.equals(failure, r.failure);
  }

  @Override
  public int hashCode() {
    return Objects.hash(round, absent, pairing, failure);
  }

  @Override
  public String toString() {
    return "RoundRecord[round "
        + round
        + ", absent "
        + absent
        + ", "
        + (pairing != null
            ? "paired " + pairing.boards() + " bye " + pairing.pairingAllocatedBye()
            : "failed: " + failure)
        + "]";
  }
}
