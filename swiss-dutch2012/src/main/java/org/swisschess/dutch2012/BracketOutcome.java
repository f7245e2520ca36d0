package org.swisschess.dutch2012;

import java.util.List;
import org.swisschess.matching.Pair;

/**
 * The pairing of one score bracket: its pairs (ranks), the players it moves down (or, in the lowest
 * bracket, the one who gets the bye) and what the explanation should say about it.
 */
@SuppressWarnings("ArrayRecordComponent") // internal, never compared or hashed
record BracketOutcome(List<Pair> pairs, int[] floaters, List<String> lines) {

  BracketOutcome {
    pairs = List.copyOf(pairs);
    floaters = floaters.clone();
    lines = List.copyOf(lines);
  }
}
