package org.swisschess.rating1998;

import java.util.List;

/**
 * How one bracket was paired.
 *
 * @param pairs the pairings made
 * @param movedDown the players moved down to the next bracket (or, in the lowest, the bye)
 * @param notes what the explanation says about it: p, x, subgroups, exchange, relaxations
 */
record BracketOutcome(List<Competitor[]> pairs, List<Competitor> movedDown, List<String> notes) {

  BracketOutcome {
    pairs = List.copyOf(pairs);
    movedDown = List.copyOf(movedDown);
    notes = List.copyOf(notes);
  }
}
