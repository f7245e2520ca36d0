package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Points;
import org.swisschess.basic2026.RoundPlayer;

/**
 * A player of the round ({@link RoundPlayer}: TPN, pairing score, colours, the colour preference of
 * 1.6, [C2]) with what the Dubov text adds: read once from the history, then fixed.
 *
 * @param player what C.04.1 and C.04.2 say of the player in this round
 * @param rating the rating (1.1); as recorded
 * @param aro the rounded average rating of the opponents (1.7)
 * @param upfloats how many times the player was upfloated (1.8)
 * @param upfloatedInPreviousRound whether the previous round was an upfloat ([C10])
 * @param maximumUpfloater whether upfloats reached MaxT (1.8.1)
 */
record DubovPlayer(
    RoundPlayer player,
    int rating,
    int aro,
    int upfloats,
    boolean upfloatedInPreviousRound,
    boolean maximumUpfloater) {

  /** The tournament pairing number (C.04.4.1 1.2, C.04.2 Art. 2). */
  int tpn() {
    return player.tpn();
  }

  /** The pairing score: points plus any virtual points of the round (C.04.7 1.5). */
  Points score() {
    return player.score();
  }

  /** Games played over the board (3.1.4). */
  int gamesPlayed() {
    return player.gamesPlayed();
  }

  /** The colours of the games played, oldest first (C.04.2 3.4). */
  List<Colour> colours() {
    return player.colours();
  }

  /** The due colour (1.6), never {@link ColourPreference#NONE}. */
  ColourPreference preference() {
    return player.preference();
  }

  boolean hasPlayed() {
    return player.hasPlayed();
  }

  /** The colour of this player's game {@code back} games before the last one (0 = the last). */
  Colour colourGamesAgo(int back) {
    return player.colourGamesAgo(back);
  }

  /** 5.2.1 and 5.2.5 "higher ranked": more points, then the smaller TPN. */
  boolean ranksAbove(DubovPlayer other) {
    int c = score().compareTo(other.score());
    return c != 0 ? c > 0 : tpn() < other.tpn();
  }

  /** The round players of {@code players}, in the same order. */
  static List<RoundPlayer> roundPlayers(List<DubovPlayer> players) {
    List<RoundPlayer> out = new ArrayList<>(players.size());
    for (DubovPlayer p : players) {
      out.add(p.player());
    }
    return out;
  }
}
