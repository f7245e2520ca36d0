package org.swisschess.basic2026;

import org.jspecify.annotations.Nullable;
import org.swisschess.api.Colour;
import org.swisschess.api.Imposition;

/**
 * An {@link Imposition} as the absolute criteria of the 2026 Dubov and Burstein texts keep it, so
 * that a round paired with it is the text's best pairing among those that meet it (for {@code swiss
 * explain}): a pair is forced by forbidding each of its players every other opponent; a colour by
 * forbidding the opponents against whom Article 5 gives the other colour; a stay in the scoregroup
 * by forbidding the opponents of another pairing score. Every kind asks for a game, so the players
 * it names may not have the pairing-allocated bye. {@link MayMeet#imposing} adds it to the round's
 * [C1] and [C3], which every procedure of both texts (3.1's bye, the brackets, [C4]) already asks.
 */
public final class ImposedPairs {

  /**
   * The colour Article 5 gives {@code player} against {@code opponent}, by the system's ranking.
   */
  @FunctionalInterface
  public interface ColourOf {
    /**
     * Returns the colour of {@code player}.
     *
     * @param player a player of the round
     * @param opponent another
     * @return {@link Colour#WHITE} or {@link Colour#BLACK}
     */
    Colour of(RoundPlayer player, RoundPlayer opponent);
  }

  private final Imposition imposition;
  private final @Nullable ColourOf colours;

  private ImposedPairs(Imposition imposition, @Nullable ColourOf colours) {
    this.imposition = imposition;
    this.colours = colours;
  }

  /**
   * Returns the imposition as forbidden pairs.
   *
   * @param imposition not null
   * @param colours the system's Article 5; asked only for a colour imposition
   * @return never null
   */
  public static ImposedPairs of(Imposition imposition, ColourOf colours) {
    return new ImposedPairs(imposition, colours);
  }

  /**
   * Returns the imposition.
   *
   * @return never null
   */
  public Imposition imposition() {
    return imposition;
  }

  /**
   * Returns whether the imposition keeps the player from the pairing-allocated bye.
   *
   * @param tpn a player's TPN
   * @return true for the players it names
   */
  public boolean barsBye(int tpn) {
    return tpn == imposition.player()
        || (imposition.kind() == Imposition.Kind.PAIR && tpn == imposition.opponent());
  }

  /**
   * Returns whether the imposition forbids {@code a} and {@code b} to meet.
   *
   * @param a a player of the round
   * @param b another
   * @return true when the pair would break it
   */
  public boolean forbids(RoundPlayer a, RoundPlayer b) {
    int p = imposition.player();
    boolean touches = a.tpn() == p || b.tpn() == p;
    return switch (imposition.kind()) {
      case PAIR -> {
        int o = imposition.opponent();
        boolean isThePair = (a.tpn() == p && b.tpn() == o) || (a.tpn() == o && b.tpn() == p);
        yield (touches || a.tpn() == o || b.tpn() == o) && !isThePair;
      }
      case COLOUR -> {
        if (!touches || colours == null) {
          yield false;
        }
        RoundPlayer player = a.tpn() == p ? a : b;
        RoundPlayer opponent = a.tpn() == p ? b : a;
        yield colours.of(player, opponent) != imposition.colour();
      }
      case NO_FLOAT -> touches && !a.score().equals(b.score());
      case NO_BYE -> false;
    };
  }
}
