package org.swisschess.api;

import java.util.Optional;

/**
 * What happened to one player in one round, with every kind TRF-16 knows.
 *
 * <p>Played games ({@link #isPlayedGame()}) count for colours and for the "met before" rule;
 * forfeits were paired but not played; byes and absences have no opponent. An {@link #ADJOURNED}
 * game was played over the board but has no result yet.
 */
public enum ResultKind {
  /** Played game won ({@code 1}). */
  WIN('1'),
  /** Played game drawn ({@code =}). */
  DRAW('='),
  /** Played game lost ({@code 0}). */
  LOSS('0'),
  /** Played, not rated, won ({@code W}). */
  UNRATED_WIN('W'),
  /** Played, not rated, drawn ({@code D}). */
  UNRATED_DRAW('D'),
  /** Played, not rated, lost ({@code L}). */
  UNRATED_LOSS('L'),
  /** Paired but not played, won by forfeit ({@code +}). */
  FORFEIT_WIN('+'),
  /** Paired but not played, lost by forfeit ({@code -}). */
  FORFEIT_LOSS('-'),
  /** Half-point bye, usually requested ({@code H}). */
  HALF_POINT_BYE('H'),
  /** Full-point bye ({@code F}). */
  FULL_POINT_BYE('F'),
  /** Zero-point bye ({@code Z}). */
  ZERO_POINT_BYE('Z'),
  /** The pairing-allocated bye ({@code U}). */
  PAIRING_ALLOCATED_BYE('U'),
  /**
   * A game begun over the board whose result is not yet known, such as an adjourned game ({@code
   * *}, as in PGN; TRF-16 has no code for it, so this is an extension of this project). It counts
   * as played for colours and for "met before", and scores nothing until its result is entered.
   * Only some rules say how to pair around it (rating-1998 F.9: as a draw); the others refuse a
   * request that holds one (see {@link PairingRequest#requireNoAdjournedGames}).
   */
  ADJOURNED('*'),
  /** Absent, written as a blank result. */
  ABSENT(' ');

  private final char code;

  ResultKind(char code) {
    this.code = code;
  }

  /**
   * Returns the TRF result letter, a blank for {@link #ABSENT}.
   *
   * @return the letter as written by the TRF writer (upper case)
   */
  public char code() {
    return code;
  }

  /**
   * Returns the kind for a TRF result letter, case-insensitively; a blank is {@link #ABSENT}.
   *
   * @param code the letter
   * @return the kind, or empty if the letter is not a TRF result code
   */
  public static Optional<ResultKind> ofCode(char code) {
    char upper = code >= 'a' && code <= 'z' ? (char) (code - 'a' + 'A') : code;
    for (ResultKind kind : values()) {
      if (kind.code == upper) {
        return Optional.of(kind);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns whether a game was played over the board (rated or not).
   *
   * @return true for win, draw, loss, their unrated forms, and an adjourned game
   */
  public boolean isPlayedGame() {
    return switch (this) {
      case WIN, DRAW, LOSS, UNRATED_WIN, UNRATED_DRAW, UNRATED_LOSS, ADJOURNED -> true;
      default -> false;
    };
  }

  /**
   * Returns whether this kind is a forfeit.
   *
   * @return true for {@link #FORFEIT_WIN} and {@link #FORFEIT_LOSS}
   */
  public boolean isForfeit() {
    return this == FORFEIT_WIN || this == FORFEIT_LOSS;
  }

  /**
   * Returns whether this kind never has an opponent.
   *
   * @return true for byes and absence
   */
  public boolean isBye() {
    return switch (this) {
      case HALF_POINT_BYE, FULL_POINT_BYE, ZERO_POINT_BYE, PAIRING_ALLOCATED_BYE, ABSENT -> true;
      default -> false;
    };
  }
}
