package org.swisschess.team2026;

import java.util.List;
import java.util.Set;
import org.swisschess.api.Colour;

/**
 * What the pairing of a round knows of one present team.
 *
 * @param tpn its team pairing number (1.1)
 * @param score its primary score in tenths (1.2), the pairing score under acceleration
 * @param secondary its secondary score in tenths, for 4.2.2
 * @param colourScore the primary score compared in 4.2.1 (the real one under acceleration)
 * @param met the teams it played (a match not played is not a meeting: [C1], C.04.2 3.5)
 * @param pabBarred [C2]: it had a PAB, won a match by forfeit or had a full-point bye
 * @param matchesPlayed its played matches (3.4.3)
 * @param colours its colours in played matches, oldest first (1.6.1)
 * @param floatedLastRound it was a floater (1.5) in the previous round
 * @param preference its colour preference (1.7)
 */
record PairingTeam(
    int tpn,
    int score,
    int secondary,
    int colourScore,
    Set<Integer> met,
    boolean pabBarred,
    int matchesPlayed,
    List<Colour> colours,
    boolean floatedLastRound,
    TeamColourPreference preference) {

  /** 1.6.2: matches with White minus matches with Black. */
  int colourDifference() {
    int cd = 0;
    for (Colour c : colours) {
      cd += c == Colour.WHITE ? 1 : -1;
    }
    return cd;
  }

  Colour lastColour() {
    return colours.isEmpty() ? Colour.NONE : colours.get(colours.size() - 1);
  }
}
