package org.swisschess.baselines;

import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * The Monrad system (the "Nordic Swiss"), a baseline and not a FIDE system: the present players by
 * score, then pairing number; 1 meets 2, 3 meets 4, and so on down the list, a player who met the
 * next one before taking the first after him he has not met (backtracking where the rest could not
 * be paired). With an odd number the lowest player in the list who had no pairing-allocated bye and
 * no forfeit win gets it. Colours: White to the player with the lower colour difference, else the
 * opposite of the higher player's last colour.
 */
public final class MonradSystem implements PairingSystem {

  /** The id. */
  public static final String ID = "monrad";

  /** For the {@link java.util.ServiceLoader}. */
  public MonradSystem() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Monrad (Nordic Swiss: 1-2, 3-4 in score order)";
  }

  @Override
  public boolean isBaseline() {
    return true;
  }

  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return OrderedPairing.mayReceivePairingAllocatedBye(player);
  }

  @Override
  public Pairing pair(PairingRequest request) {
    return OrderedPairing.pairInScoreOrder(request, ID, order -> order);
  }
}
