package org.swisschess.burstein2026;

import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Points;

/**
 * One player to be paired in the round, with what the Burstein rules read.
 *
 * @param id the pairing number (TPN, 1.1)
 * @param rank the position in the round's ranking order (1.8: Index, then TPN), 0 the highest
 * @param score the pairing score (score plus virtual points, C.04.7 1.5), which makes scoregroups
 * @param index the Opposition Index (1.7)
 * @param preference the colour preference (1.5)
 * @param colours the colours of the games played, oldest first (C.04.2 3.4)
 * @param pabAllowed whether [C2] lets the player have the PAB
 */
record Contender(
    int id,
    int rank,
    Points score,
    OppositionIndex index,
    ColourPreference preference,
    List<Colour> colours,
    boolean pabAllowed) {

  /** 3.1.4: the games played over the board. */
  int gamesPlayed() {
    return colours.size();
  }

  String label() {
    return Integer.toString(id);
  }
}
