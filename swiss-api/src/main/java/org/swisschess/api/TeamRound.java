package org.swisschess.api;

import java.util.List;
import java.util.Objects;

/**
 * One round of one team, worked out from its players' games ({@link TeamEvent#rounds(int)}): a
 * played match (one of its games was played over the board), a forfeited match (it met a team but
 * no game was played), or a round without an opponent team (the PAB, another bye, or absence).
 *
 * @param opponent the opponent team's number, 0 for none
 * @param matchPoints the match points scored; not null
 * @param gamePoints the game points scored; not null
 * @param result {@link ResultKind#WIN}, {@code DRAW} or {@code LOSS} for a played match, {@code
 *     FORFEIT_WIN} or {@code FORFEIT_LOSS} for one that was not played, {@code
 *     PAIRING_ALLOCATED_BYE} for the PAB, another bye kind otherwise; not null
 * @param colour the team's colour (its board 1's, C.04.6 1.6.1) in a played match, else {@link
 *     Colour#NONE}; not null
 * @param lineUp the players engaged in the round in board order; not null
 */
public record TeamRound(
    int opponent,
    Points matchPoints,
    Points gamePoints,
    ResultKind result,
    Colour colour,
    List<Integer> lineUp) {

  /**
   * Validates and copies.
   *
   * @param opponent the opponent team's number, 0 for none
   * @param matchPoints not null
   * @param gamePoints not null
   * @param result not null
   * @param colour not null; NONE unless played
   * @param lineUp not null
   * @throws IllegalArgumentException if a colour is given for a match that was not played
   */
  public TeamRound {
    Objects.requireNonNull(matchPoints, "matchPoints");
    Objects.requireNonNull(gamePoints, "gamePoints");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(colour, "colour");
    lineUp = List.copyOf(lineUp);
    if (opponent < 0) {
      throw new IllegalArgumentException("an opponent team number is at least 1 (0 for none)");
    }
    boolean played =
        opponent != 0
            && (result == ResultKind.WIN || result == ResultKind.DRAW || result == ResultKind.LOSS);
    if (colour != Colour.NONE && !played) {
      throw new IllegalArgumentException("only a played match has a colour (C.04.6 1.6.1)");
    }
  }

  /**
   * Returns whether the team met a team in this round, played or forfeited.
   *
   * @return true with an opponent
   */
  public boolean hasOpponent() {
    return opponent != 0;
  }

  /**
   * Returns whether the match was actually played (at least one of its games over the board).
   *
   * @return true for a played match
   */
  public boolean isPlayed() {
    return opponent != 0
        && (result == ResultKind.WIN || result == ResultKind.DRAW || result == ResultKind.LOSS);
  }

  /**
   * Returns whether the team won the match by forfeit (no game of it played).
   *
   * @return true for a forfeit win
   */
  public boolean isForfeitWin() {
    return result == ResultKind.FORFEIT_WIN;
  }
}
