package org.swisschess.api;

/** The colour a player had or will have in a game; {@link #NONE} for a round without a game. */
public enum Colour {
  /** White pieces. */
  WHITE('w'),
  /** Black pieces. */
  BLACK('b'),
  /** No colour: a bye, an absence, or a game that was never assigned colours. */
  NONE('-');

  private final char code;

  Colour(char code) {
    this.code = code;
  }

  /**
   * Returns the TRF letter: {@code w}, {@code b} or {@code -}.
   *
   * @return the letter
   */
  public char code() {
    return code;
  }

  /**
   * Returns the other colour; {@link #NONE} stays {@code NONE}.
   *
   * @return never null
   */
  public Colour opposite() {
    return switch (this) {
      case WHITE -> BLACK;
      case BLACK -> WHITE;
      case NONE -> NONE;
    };
  }
}
