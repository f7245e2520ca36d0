package org.swisschess.api;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a system offers so that {@link WhyThisPairing} can explain its pairings: the round paired
 * again with an {@link Imposition}, and any pairing's values at its criteria, in its own order and
 * numbering. A system offers it through {@link PairingSystem#forcedPairings()}.
 *
 * <p>Implementations are stateless and thread-safe.
 *
 * @since 1.0.0
 */
public interface ForcedPairings {

  /**
   * Returns the forced pairings of one round: what is worked out once for the round (its players,
   * their scores and colour facts) is shared by every question asked of it.
   *
   * @param request the round's request; not null
   * @param pairing the round's pairing (the system's own, or one recorded for the round); not null
   * @return never null; not thread-safe
   */
  Round round(PairingRequest request, Pairing pairing);

  /**
   * Returns the forced pairings of one round of a team event, for a system whose {@link
   * PairingSystem#competitors()} are teams: pairing numbers are team numbers, a {@link Board} is a
   * match ({@code white} the team whose board 1 has White), the bye is the PAB.
   *
   * @param request the round's request; not null
   * @param pairing the round's pairing of teams (the system's own, or one recorded); not null
   * @return never null; not thread-safe
   * @throws UnsupportedRequestException if the system pairs players (the default)
   * @since 1.0.0
   */
  default Round teamRound(TeamPairingRequest request, Pairing pairing) {
    throw new UnsupportedRequestException(
        "these forced pairings are of players, not of the teams of a team event");
  }

  /** The forced pairings of one round and one pairing of it. */
  interface Round {

    /**
     * Returns the facts of one player's pairing and the alternatives he would naturally expect,
     * each as the imposition that forces it.
     *
     * @param player a pairing number present in the round
     * @return never null
     * @throws IllegalArgumentException if the player is not in the round
     */
    Situation situation(int player);

    /**
     * Returns each present player's pairing score in the round (points plus virtual points).
     *
     * @return never null
     */
    Map<Integer, Points> pairingScores();

    /**
     * Returns the absolute criterion an imposition breaks by itself, such as a pair of players who
     * have met.
     *
     * @param imposition not null
     * @return a {@link Decision.Kind#FORBIDDEN} decision, or empty if the imposition breaks none by
     *     itself
     */
    Optional<Decision> forbiddenOutright(Imposition imposition);

    /**
     * Pairs the round with the imposition kept like an absolute criterion: the system's best
     * pairing among those that meet it.
     *
     * @param imposition not null
     * @return never null
     * @throws NoValidPairingException if no pairing meets the imposition and the absolute criteria
     */
    Pairing pair(Imposition imposition);

    /**
     * Returns a pairing's values at every criterion, in the system's order.
     *
     * @param pairing a pairing of the round (the system's or a forced one); not null
     * @return never null; the same shape for every pairing of the round
     */
    CriteriaVector criteria(Pairing pairing);

    /**
     * Returns the absolute criterion a round breaks when no pairing meets an imposition (such as
     * C.04.3 2026 [C4]: the players still to be paired must admit a pairing).
     *
     * @return never null
     */
    Criterion completion();

    /**
     * Returns the article by which the system orders pairings that are equal at every criterion.
     *
     * @return never null
     */
    Criterion order();

    /**
     * Returns, for a system that pairs one bracket after another from the top, the highest bracket
     * in which the round's pairing and {@code other} differ (their pairs or the players they float
     * out of it), named as the scope of that bracket's criteria in {@link #criteria}, such as
     * {@code scoregroup 3.0}. Two pairings equal at every criterion of that bracket and of those
     * above were set apart by the order of {@link #order()} there, whatever the brackets below
     * give.
     *
     * @param other another pairing of the round; not null
     * @return the bracket's scope, or empty when the pairings are the same or the system does not
     *     pair bracket by bracket
     * @since 1.0.0
     */
    default Optional<String> firstDifferentBracket(Pairing other) {
      return Optional.empty();
    }
  }

  /**
   * A player's pairing as his system sees it.
   *
   * @param player the pairing number
   * @param pairingScore his pairing score before the round; not null
   * @param scoregroup the scoregroup he was paired in, in a player's words (such as {@code
   *     scoregroup 3.0}); not null
   * @param floatDirection the float of his pairing; not null
   * @param dueColour the colour of his colour preference, {@link Colour#NONE} without one; not null
   * @param alternatives what he would naturally expect instead, in the order to explain; not null
   */
  record Situation(
      int player,
      Points pairingScore,
      String scoregroup,
      FloatDirection floatDirection,
      Colour dueColour,
      List<Alternative> alternatives) {

    /**
     * Validates and copies.
     *
     * @param player the pairing number
     * @param pairingScore not null
     * @param scoregroup not null
     * @param floatDirection not null
     * @param dueColour not null
     * @param alternatives not null
     */
    public Situation {
      Objects.requireNonNull(pairingScore, "pairingScore");
      Objects.requireNonNull(scoregroup, "scoregroup");
      Objects.requireNonNull(floatDirection, "floatDirection");
      Objects.requireNonNull(dueColour, "dueColour");
      alternatives = List.copyOf(alternatives);
    }
  }

  /**
   * An alternative a player would naturally expect.
   *
   * @param topic what about his pairing it concerns; not null
   * @param imposition the alternative as an imposition; not null
   * @param expectation why he would expect it, in his words; not null
   */
  record Alternative(Reason.Topic topic, Imposition imposition, String expectation) {

    /**
     * Validates.
     *
     * @param topic not null
     * @param imposition not null
     * @param expectation not null
     */
    public Alternative {
      Objects.requireNonNull(topic, "topic");
      Objects.requireNonNull(imposition, "imposition");
      Objects.requireNonNull(expectation, "expectation");
    }

    /**
     * Returns the alternative of the player who got the pairing-allocated bye: to play.
     *
     * @param player the pairing number
     * @return never null
     */
    public static Alternative noBye(int player) {
      return new Alternative(
          Reason.Topic.BYE, Imposition.noBye(player), "You get the pairing-allocated bye");
    }

    /**
     * Returns the alternative of a player who did not get the colour of his colour preference: to
     * get it.
     *
     * @param player the pairing number
     * @param due the colour of his preference, {@link Colour#WHITE} or {@link Colour#BLACK}
     * @return never null
     */
    public static Alternative colourPreference(int player, Colour due) {
      return new Alternative(
          Reason.Topic.COLOUR,
          Imposition.colour(player, due),
          "Your colour preference is " + (due == Colour.WHITE ? "White" : "Black"));
    }

    /**
     * Returns the alternative of a player who floated: to play someone of his own score, such as
     * "You play 7 of scoregroup 2.0, not someone of your own (no one else has 2.5 points)".
     *
     * @param player the pairing number
     * @param opponent the opponent he got
     * @param opponentScore the opponent's pairing score; not null
     * @param score the player's pairing score; not null
     * @param alone whether no other player of the round has his score
     * @return never null
     */
    public static Alternative noFloat(
        int player, int opponent, Points opponentScore, Points score, boolean alone) {
      return new Alternative(
          Reason.Topic.FLOAT,
          Imposition.noFloat(player),
          "You play "
              + opponent
              + " of scoregroup "
              + opponentScore
              + ", not someone of your own"
              + (alone ? " (no one else has " + score + " points)" : ""));
    }
  }
}
