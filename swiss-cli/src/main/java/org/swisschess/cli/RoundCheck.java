package org.swisschess.cli;

import java.util.Optional;
import org.swisschess.api.Pairing;
import org.swisschess.api.RecordedRound;

/**
 * The outcome of re-pairing one recorded round.
 *
 * @param round the round
 * @param outcome identical, different or error
 * @param recorded what the file records
 * @param ours what the system paired; empty on error
 * @param error the error message; empty unless {@link Outcome#ERROR}
 * @param cause the exception behind the error, for {@code --debug}; empty otherwise
 */
record RoundCheck(
    int round,
    Outcome outcome,
    RecordedRound recorded,
    Optional<Pairing> ours,
    Optional<String> error,
    Optional<Throwable> cause) {

  /** How a round compares with the file. */
  enum Outcome {
    /** Same pairs, colours and PAB. */
    IDENTICAL,
    /** The system paired otherwise. */
    DIFFERENT,
    /** The system could not pair the round or failed. */
    ERROR
  }
}
