package org.swisschess.trf;

import java.util.List;
import java.util.Optional;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.RoundEntry;

/** Infers the initial colour of a file that does not state it ({@code XXC white1}, {@code 152 W}). */
final class InitialColour {

  private InitialColour() {}

  /**
   * Returns the initial colour implied by round 1: the colour of the highest-ranked player who had
   * a colour in round 1, turned round when that player's pairing number is even, because C.04.3 E.5
   * gives the initial colour to odd-numbered players of the top half and alternates it down the
   * boards (and so to even-numbered ones the other colour).
   *
   * @param players the players in pairing-number order, with at least one round when round 1 counts
   * @return empty if nobody had a colour in round 1
   */
  static Optional<Colour> inferFromRoundOne(List<Player> players) {
    for (Player p : players) {
      if (p.rounds().isEmpty()) {
        continue;
      }
      RoundEntry e = p.round(1);
      if (e.hasOpponent() && e.colour() != Colour.NONE) {
        return Optional.of(p.pairingNumber() % 2 == 0 ? e.colour().opposite() : e.colour());
      }
    }
    return Optional.empty();
  }
}
