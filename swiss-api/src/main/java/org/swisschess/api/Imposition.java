package org.swisschess.api;

import java.util.Objects;

/**
 * An alternative to a pairing, forced on a re-pairing of the round so that its cost can be shown
 * (see {@link WhyThisPairing}): a pair, a colour, a player kept in his scoregroup, or a player kept
 * from the pairing-allocated bye. A system pairing with an imposition treats it like an absolute
 * criterion: the pairing it returns is its best one that meets the imposition.
 *
 * <p>Example: {@code Imposition.pair(5, 12)} asks for the best pairing in which 5 plays 12.
 *
 * @param kind what is forced; not null
 * @param player the player the imposition is about, a pairing number
 * @param opponent for {@link Kind#PAIR}, the player he must meet; 0 otherwise
 * @param colour for {@link Kind#COLOUR}, the colour he must get; {@link Colour#NONE} otherwise
 * @since 1.0.0
 */
public record Imposition(Kind kind, int player, int opponent, Colour colour) {

  /** What an imposition forces. */
  public enum Kind {
    /** The player meets {@link Imposition#opponent()}. */
    PAIR,
    /** The player plays a game with {@link Imposition#colour()}. */
    COLOUR,
    /** The player plays a game against an opponent of his own (pairing) score. */
    NO_FLOAT,
    /** The player plays a game: someone else gets the pairing-allocated bye. */
    NO_BYE
  }

  /**
   * Validates.
   *
   * @param kind not null
   * @param player a pairing number
   * @param opponent the opponent of a {@link Kind#PAIR}, else 0
   * @param colour the colour of a {@link Kind#COLOUR}, else {@link Colour#NONE}
   * @throws IllegalArgumentException if the fields do not fit the kind
   */
  public Imposition {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(colour, "colour");
    if (player < 1) {
      throw new IllegalArgumentException("not a pairing number: " + player);
    }
    if ((kind == Kind.PAIR) != (opponent > 0) || opponent == player || opponent < 0) {
      throw new IllegalArgumentException("a pair needs two players, an other imposition none");
    }
    if ((kind == Kind.COLOUR) != (colour != Colour.NONE)) {
      throw new IllegalArgumentException("a colour imposition needs a colour, an other none");
    }
  }

  /**
   * Returns the imposition that {@code player} meets {@code opponent}.
   *
   * @param player a pairing number
   * @param opponent another
   * @return never null
   */
  public static Imposition pair(int player, int opponent) {
    return new Imposition(Kind.PAIR, player, opponent, Colour.NONE);
  }

  /**
   * Returns the imposition that {@code player} plays with {@code colour}.
   *
   * @param player a pairing number
   * @param colour {@link Colour#WHITE} or {@link Colour#BLACK}
   * @return never null
   */
  public static Imposition colour(int player, Colour colour) {
    return new Imposition(Kind.COLOUR, player, 0, colour);
  }

  /**
   * Returns the imposition that {@code player} plays someone of his own score.
   *
   * @param player a pairing number
   * @return never null
   */
  public static Imposition noFloat(int player) {
    return new Imposition(Kind.NO_FLOAT, player, 0, Colour.NONE);
  }

  /**
   * Returns the imposition that {@code player} does not get the pairing-allocated bye.
   *
   * @param player a pairing number
   * @return never null
   */
  public static Imposition noBye(int player) {
    return new Imposition(Kind.NO_BYE, player, 0, Colour.NONE);
  }

  /**
   * Returns whether {@code pairing} meets this imposition.
   *
   * @param pairing not null
   * @param pairingScore each player's pairing score before the round, for {@link Kind#NO_FLOAT}
   * @return true if it does
   */
  public boolean isMetBy(Pairing pairing, java.util.function.IntFunction<Points> pairingScore) {
    java.util.Optional<Board> board = pairing.boardOf(player);
    if (board.isEmpty()) {
      return false; // every kind asks for a game
    }
    Board b = board.get();
    int other = b.white() == player ? b.black() : b.white();
    return switch (kind) {
      case PAIR -> other == opponent;
      case COLOUR -> (b.white() == player ? Colour.WHITE : Colour.BLACK) == colour;
      case NO_FLOAT -> pairingScore.apply(player).equals(pairingScore.apply(other));
      case NO_BYE -> true;
    };
  }

  /**
   * Returns the imposition in a player's words, such as {@code pairing 5 with 12}.
   *
   * @return never null
   */
  public String toText() {
    return toText(PairingSystem.Competitors.PLAYERS);
  }

  /**
   * Returns the imposition in the words of what the system pairs: for players as {@link #toText()};
   * for teams {@code pairing team 5 with team 12}, {@code giving team 5 White on board 1} (a team's
   * colour is its board 1's, C.04.6 1.6.1), {@code keeping team 5 in its scoregroup}, {@code giving
   * the PAB to a team other than 5}.
   *
   * @param competitors what the system pairs; not null
   * @return never null
   * @since 1.0.0
   */
  public String toText(PairingSystem.Competitors competitors) {
    if (competitors == PairingSystem.Competitors.TEAMS) {
      return switch (kind) {
        case PAIR -> "pairing team " + player + " with team " + opponent;
        case COLOUR ->
            "giving team "
                + player
                + " "
                + (colour == Colour.WHITE ? "White" : "Black")
                + " on board 1";
        case NO_FLOAT -> "keeping team " + player + " in its scoregroup";
        case NO_BYE -> "giving the PAB to a team other than " + player;
      };
    }
    return switch (kind) {
      case PAIR -> "pairing " + player + " with " + opponent;
      case COLOUR -> "giving " + player + " " + (colour == Colour.WHITE ? "White" : "Black");
      case NO_FLOAT -> "keeping " + player + " in his scoregroup";
      case NO_BYE -> "giving the bye to someone other than " + player;
    };
  }
}
