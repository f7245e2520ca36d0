package org.swisschess.rating1998;

import org.swisschess.api.ColourRules;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * The FIDE Swiss System Based on Rating, as approved by the 1992, 1997 and 1998 General Assemblies
 * (C.04.1), as the pairing system {@code rating-1998}.
 *
 * <p>Example: {@code PairingSystems.require("rating-1998").pair(PairingRequest.of(tournament))}.
 */
public final class Rating1998System implements PairingSystem {

  /** Creates the system; it keeps no state. */
  public Rating1998System() {}

  @Override
  public String id() {
    return "rating-1998";
  }

  @Override
  public String name() {
    return "FIDE Swiss System Based on Rating (C.04.1, 1992/1997/1998)";
  }

  /**
   * B.2: the colour difference stays within 2 and nobody gets one colour three times running; the
   * note to B.6 lifts both for players over 50 % in the last round.
   */
  @Override
  public ColourRules colourRules() {
    // B.2 and the note under B.6: lifted for the player over 50 % in the last round, not the game.
    return new ColourRules(2, 2, ColourRules.TopScorerExemption.THE_TOP_SCORER);
  }

  /** B.1 b: no bye for a player who already scored a point without playing. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return ByeRule.mayReceivePairingAllocatedBye(player, tournament);
  }

  /**
   * Pairs one round. The search caps (README, "Search") can be raised through the request's options
   * {@code search-steps}, {@code transposition-nodes}, {@code exact-search-nodes}, {@code
   * exchanges-per-level}, {@code remainders-per-level} and {@code backtrack-alternatives}; a cap
   * that stopped a search is reported in {@link Pairing#searchLimits()}.
   *
   * @throws IllegalArgumentException if one of those options is not a whole number of at least 1
   */
  @Override
  public Pairing pair(PairingRequest request) {
    return pair(request, RoundBudget.of(request));
  }

  /** Pairs one round within {@code budget}, which then tells the steps spent. */
  Pairing pair(PairingRequest request, RoundBudget budget) {
    request.requireNoAcceleration(id()); // the text has no article for virtual points (C.04.7)
    // F.9: adjourned games are draws for pairing purposes only (scores, floats, colours, B.1 b).
    PairingRequest forPairing =
        new PairingRequest(
            request.tournament().withAdjournedGamesAsDraws(),
            request.round(),
            request.absent(),
            request.options());
    return new RoundPairer(Field.of(forPairing), budget).pair();
  }
}
