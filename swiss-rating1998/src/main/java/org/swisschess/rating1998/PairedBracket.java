package org.swisschess.rating1998;

import java.util.List;

/**
 * One bracket as paired in the round.
 *
 * @param bracket the bracket
 * @param outcome its pairings and the players it moved down
 * @param forcedDown players C.1 moved down before the bracket was paired
 * @param notes what C.1, C.12 and C.13 did, for the explanation
 */
record PairedBracket(
    Bracket bracket, BracketOutcome outcome, List<Competitor> forcedDown, List<String> notes) {}
