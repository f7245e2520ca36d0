package org.swisschess.basic2026;

import java.util.List;
import java.util.Objects;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Points;

/**
 * A player to be paired in a round, as C.04.1 and C.04.2 see him: read once from the history, then
 * fixed. What one system adds (Dubov's ARO and upfloats, Burstein's ranking order and Opposition
 * Index) the engine keeps beside it.
 *
 * @param tpn the tournament pairing number (C.04.2 Art. 2)
 * @param score the pairing score: points plus any virtual points of the round (C.04.7 1.5)
 * @param colours the colours of the games played over the board, oldest first (C.04.2 3.4: unplayed
 *     rounds are left out); never holding {@link Colour#NONE}
 * @param preference the colour preference the system's text gives (C.04.1 Art. 8)
 * @param mayReceivePab whether [C2] lets the player have the pairing-allocated bye ({@link
 *     ByeEligibility})
 */
public record RoundPlayer(
    int tpn,
    Points score,
    List<Colour> colours,
    ColourPreference preference,
    boolean mayReceivePab) {

  /**
   * Copies the colours.
   *
   * @throws NullPointerException on a null component
   */
  public RoundPlayer {
    Objects.requireNonNull(score, "score");
    Objects.requireNonNull(preference, "preference");
    colours = List.copyOf(colours);
  }

  /**
   * Returns the games played over the board (C.04.4.x 3.1.4).
   *
   * @return the size of {@link #colours()}
   */
  public int gamesPlayed() {
    return colours.size();
  }

  /**
   * Returns whether the player has played a game over the board.
   *
   * @return true after the first game played
   */
  public boolean hasPlayed() {
    return !colours.isEmpty();
  }

  /**
   * Returns the colour of this player's game {@code back} games before the last one played.
   *
   * @param back 0 for the last game played
   * @return {@link Colour#NONE} before the first game
   */
  public Colour colourGamesAgo(int back) {
    int i = colours.size() - 1 - back;
    return i < 0 || back < 0 ? Colour.NONE : colours.get(i);
  }
}
