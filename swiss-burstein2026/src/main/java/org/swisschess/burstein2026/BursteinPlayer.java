package org.swisschess.burstein2026;

import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Points;
import org.swisschess.basic2026.RoundPlayer;

/**
 * A player of the round ({@link RoundPlayer}: TPN, pairing score, colours, the colour preference of
 * 1.5, [C2]) with what the Burstein text adds: the place in the ranking order and the Index.
 *
 * @param player what C.04.1 and C.04.2 say of the player in this round
 * @param rank the position in the round's ranking order (1.8: Index, then TPN), 0 the highest
 * @param index the Opposition Index (1.7)
 */
record BursteinPlayer(RoundPlayer player, int rank, OppositionIndex index) {

  /** The pairing number (TPN, 1.1). */
  int id() {
    return player.tpn();
  }

  /** The pairing score (score plus virtual points, C.04.7 1.5), which makes scoregroups. */
  Points score() {
    return player.score();
  }

  /** The colour preference (1.5). */
  ColourPreference preference() {
    return player.preference();
  }

  /** The colours of the games played, oldest first (C.04.2 3.4). */
  List<Colour> colours() {
    return player.colours();
  }

  /** Whether [C2] lets the player have the PAB. */
  boolean pabAllowed() {
    return player.mayReceivePab();
  }

  /** 3.1.4: the games played over the board. */
  int gamesPlayed() {
    return player.gamesPlayed();
  }

  String label() {
    return Integer.toString(player.tpn());
  }
}
