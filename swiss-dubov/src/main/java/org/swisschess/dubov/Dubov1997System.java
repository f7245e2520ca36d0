package org.swisschess.dubov;

import org.swisschess.api.ColourRules;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/**
 * The Dubov Swiss Pairing System as approved by the 1997 FIDE General Assembly, id {@code
 * dubov-1997}: players who have met low-rated opponents (low ARO) meet high-rated players now, so
 * that the average rating of the opponents evens out within each score group.
 *
 * <p>Example: {@code PairingSystems.require("dubov-1997").pair(PairingRequest.of(tournament))}.
 * Stateless and thread-safe. The choices made where the 1997 text is silent are listed in the
 * module's README.
 */
public final class Dubov1997System implements PairingSystem {

  /** Creates the system; called by {@link java.util.ServiceLoader}. */
  public Dubov1997System() {}

  @Override
  public String id() {
    return "dubov-1997";
  }

  @Override
  public String name() {
    return "Dubov Swiss Pairing System (FIDE, 1997)";
  }

  /**
   * Dubov 2.3 and 2.4 are absolute and know no exception: colour difference within -2..2, never the
   * same colour three times in a row, top scorers in the last round included.
   */
  @Override
  public ColourRules colourRules() {
    return new ColourRules(DueColour.MAX_DIFFERENCE, DueColour.MAX_RUN, false);
  }

  /**
   * Dubov 2.2: "A player who has received a point without playing shall not receive a bye": not
   * after a pairing-allocated bye, nor after a full-point bye or a forfeit win (any unplayed round
   * worth a win under the tournament's scoring).
   */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return mayReceiveBye(player, tournament.scoring());
  }

  /** Dubov 2.2, read once: the declaration above and the round's own bye both ask here. */
  static boolean mayReceiveBye(PlayerHistory player, ScoringSystem scoring) {
    return !player.hadPairingAllocatedBye() && !player.hadUnplayedWin(scoring);
  }

  @Override
  public Pairing pair(PairingRequest request) {
    request.requireNoAdjournedGames(id()); // the text has no article for a game without a result
    request.requireNoAcceleration(id()); // nor for virtual points (C.04.7 came later)
    return new DubovPairer(request).pair();
  }
}
