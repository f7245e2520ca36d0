package org.swisschess.api;

import java.util.Objects;

/**
 * One player's entry for one round: the opponent, the colour and the result.
 *
 * <p>Example: {@code new RoundEntry(17, Colour.WHITE, ResultKind.DRAW)} is a drawn game with White
 * against player 17; {@link #bye(ResultKind)} builds entries without an opponent.
 *
 * @param opponent the opponent's pairing number, or 0 for none
 * @param colour the colour, {@link Colour#NONE} for no colour; not null
 * @param result what happened; not null
 */
public record RoundEntry(int opponent, Colour colour, ResultKind result) {

  /** An absence: no opponent, no colour, no result. */
  public static final RoundEntry ABSENT = new RoundEntry(0, Colour.NONE, ResultKind.ABSENT);

  /**
   * Validates the entry.
   *
   * @param opponent the opponent's pairing number, or 0 for none
   * @param colour the colour, {@link Colour#NONE} for no colour; not null
   * @param result what happened; not null
   * @throws IllegalArgumentException if a played game lacks an opponent or a colour, or a bye has
   *     an opponent
   */
  public RoundEntry {
    Objects.requireNonNull(colour, "colour");
    Objects.requireNonNull(result, "result");
    if (opponent < 0) {
      throw new IllegalArgumentException(
          "opponent must be 0 (none) or a pairing number, was " + opponent);
    }
    if (result.isPlayedGame() && (opponent == 0 || colour == Colour.NONE)) {
      throw new IllegalArgumentException("a played game needs an opponent and a colour: " + result);
    }
    if (result.isBye() && opponent != 0) {
      throw new IllegalArgumentException("a bye or absence has no opponent: " + result);
    }
  }

  /**
   * Returns an entry without an opponent.
   *
   * @param kind a bye or absence kind, or a forfeit without opponent
   * @return never null
   */
  public static RoundEntry bye(ResultKind kind) {
    return new RoundEntry(0, Colour.NONE, kind);
  }

  /**
   * Returns whether the entry has an opponent (a played game or a forfeit).
   *
   * @return true if paired against someone
   */
  public boolean hasOpponent() {
    return opponent != 0;
  }

  /**
   * Returns whether a game was played over the board against an opponent.
   *
   * @return true for played games
   */
  public boolean isPlayedGame() {
    return result.isPlayedGame();
  }
}
