package org.swisschess.sim;

import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.swisschess.api.Pairing;

/**
 * What happened when the generator asked the system for one round.
 *
 * @param round the round, from 1
 * @param absent the players not to be paired, in ascending order; not null
 * @param pairing the system's pairing, or empty if it found none
 * @param failure the message of the {@link org.swisschess.api.NoValidPairingException}, or empty
 */
public record RoundRecord(int round, Set<Integer> absent, Optional<Pairing> pairing, Optional<String> failure) {

  /** Copies {@code absent} into an ordered set, so it iterates the same way in every run. */
  public RoundRecord {
    Objects.requireNonNull(pairing, "pairing");
    Objects.requireNonNull(failure, "failure");
    if (pairing.isPresent() == failure.isPresent()) {
      throw new IllegalArgumentException("a round has either a pairing or a failure");
    }
    absent = Collections.unmodifiableSortedSet(new TreeSet<>(absent));
  }

  /**
   * Returns whether the system found no valid pairing for this round.
   *
   * @return true if {@link #failure()} is present
   */
  public boolean failed() {
    return failure.isPresent();
  }
}
