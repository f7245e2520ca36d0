package org.swisschess.burstein2026;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.swisschess.basic2026.PabAssignment;
import org.swisschess.basic2026.RoundPlayer;

/**
 * 3.1: who gets the pairing-allocated bye, chosen before any bracket is paired (1.9.2), as {@link
 * PabAssignment} has the text the Dubov and Burstein systems share, 3.1.5's "lowest rank" by 1.8;
 * this class words the choice and the failures.
 */
final class PairingAllocatedBye {

  private PairingAllocatedBye() {}

  /**
   * Chooses the PAB for an odd number of players, or none for an even number.
   *
   * @return the rank of the player who gets it, empty when nobody does
   * @throws NoPairing if the round cannot be paired under [C1]-[C4]
   */
  static OptionalInt choose(RoundPlayers players, List<String> lines) {
    int n = players.size();
    PabAssignment.Result r = PabAssignment.assign(players.roundPlayers(), players.mayMeet);
    if (n % 2 == 0) {
      if (!r.completePairingExists()) {
        throw new NoPairing(
            "the "
                + n
                + " players cannot all be paired: at most "
                + r.maximumPairs()
                + " pairs keep [C1] and [C3]");
      }
      return OptionalInt.empty();
    }
    List<String> passed = new ArrayList<>();
    for (RoundPlayer p : r.passedOver()) {
      passed.add(Integer.toString(p.tpn()));
    }
    if (r.bye().isEmpty()) {
      throw new NoPairing(
          !r.eligible()
              ? "nobody may have the PAB ([C2], 3.1.1)"
              : "no player [C2] allows the PAB leaves the others a complete pairing (3.1.2, [C4])");
    }
    BursteinPlayer c = rankOf(players, r.bye().get());
    lines.add(
        "PAB: "
            + c.id()
            + " (score "
            + c.score()
            + ", "
            + c.gamesPlayed()
            + " games played, rank "
            + (c.rank() + 1)
            + " of "
            + n
            + " by 1.8)"
            + (passed.isEmpty()
                ? ""
                : "; passed over, the others could not all be paired (3.1.2, [C4]): "
                    + String.join(", ", passed)));
    return OptionalInt.of(c.rank());
  }

  private static BursteinPlayer rankOf(RoundPlayers players, RoundPlayer p) {
    for (BursteinPlayer c : players.ranked) {
      if (c.id() == p.tpn()) {
        return c;
      }
    }
    throw new IllegalStateException("the PAB went to a player not in the round");
  }
}
