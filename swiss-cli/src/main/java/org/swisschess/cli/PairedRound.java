package org.swisschess.cli;

import java.util.Set;
import org.swisschess.api.Pairing;
import org.swisschess.api.Tournament;

/**
 * A pairing with what a formatter needs around it.
 *
 * @param systemId the system that paired
 * @param before the tournament as it stood before the round: names and scores
 * @param pairing the pairing
 * @param absent the players who were not to be paired
 */
record PairedRound(String systemId, Tournament before, Pairing pairing, Set<Integer> absent) {

  PairedRound {
    absent = Set.copyOf(absent);
  }
}
