package org.swisschess.dutch2012;

import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.FloatDirection;

/**
 * One player present in the round, as the 2012 rules see him.
 *
 * @param id pairing number
 * @param score pairing score in tenths
 * @param rank position in the A.2 order of the whole round, 0 first
 * @param preference colour preference (A.7)
 * @param gamesPlayed games played so far (parity drives A.7.d and A.7.e)
 * @param floatLastRound the float of the previous round under 2012 A.4 / B.1.b
 * @param floatTwoRoundsAgo the float of the round before that
 * @param byeEligible false if the player already received points without playing (B.1.b)
 * @param topScorer over 50% of the maximum score when pairing the last round (A.10)
 * @param coloursByRound colour per completed round, NONE where no game was played (for E.3)
 */
record Entrant(
    int id,
    int score,
    int rank,
    ColourPreference preference,
    int gamesPlayed,
    FloatDirection floatLastRound,
    FloatDirection floatTwoRoundsAgo,
    boolean byeEligible,
    boolean topScorer,
    List<Colour> coloursByRound) {

  Entrant {
    coloursByRound = List.copyOf(coloursByRound);
  }

  Colour wants() {
    return preference.colour();
  }
}
