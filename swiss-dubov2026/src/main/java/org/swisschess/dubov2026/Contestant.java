package org.swisschess.dubov2026;

import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Points;

/**
 * What the 2026 text needs to know of one player to be paired in the round: read once from the
 * history, then fixed.
 *
 * @param tpn the tournament pairing number (C.04.4.1 1.2, C.04.2 Art. 2)
 * @param rating the rating (1.1); as recorded
 * @param score the pairing score: points plus any virtual points of the round (C.04.7 1.5)
 * @param gamesPlayed games played over the board (3.1.4)
 * @param colours the colours of those games, oldest first (C.04.2 3.4)
 * @param preference the due colour (1.6)
 * @param aro the rounded average rating of the opponents (1.7)
 * @param upfloats how many times the player was upfloated (1.8)
 * @param upfloatedInPreviousRound whether the previous round was an upfloat ([C10])
 * @param maximumUpfloater whether upfloats reached MaxT (1.8.1)
 * @param mayGetPab whether [C2] allows the pairing-allocated bye
 */
record Contestant(
    int tpn,
    int rating,
    Points score,
    int gamesPlayed,
    List<Colour> colours,
    ColourPreference preference,
    int aro,
    int upfloats,
    boolean upfloatedInPreviousRound,
    boolean maximumUpfloater,
    boolean mayGetPab) {

  Contestant {
    colours = List.copyOf(colours);
  }

  boolean hasPlayed() {
    return gamesPlayed > 0;
  }

  /** The colour of this player's game {@code back} games before the last one (0 = the last). */
  Colour colourGamesAgo(int back) {
    int i = colours.size() - 1 - back;
    return i < 0 ? Colour.NONE : colours.get(i);
  }

  /** 5.2.1 and 5.2.5 "higher ranked": more points, then the smaller TPN. */
  boolean ranksAbove(Contestant other) {
    int c = score.compareTo(other.score);
    return c != 0 ? c > 0 : tpn < other.tpn;
  }
}
