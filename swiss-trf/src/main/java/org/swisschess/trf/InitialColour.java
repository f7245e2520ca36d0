package org.swisschess.trf;

import java.util.List;
import java.util.Optional;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.RoundEntry;

/**
 * Infers the initial colour of a file that does not state it ({@code XXC white1}, {@code 152 W}).
 */
final class InitialColour {

  private InitialColour() {}

  /**
   * Returns the initial colour implied by round 1: the colour of the highest-ranked player who was
   * paired in round 1. This is how TRF-2026 defines its {@code 152} record ("mandatory only if it
   * differs from the colour of the highest ranked participant who was paired in the first round"),
   * and it is what the corpus shows: round 1 colours alternate board by board among the players
   * present (C.04.3 E.5 with the pairing numbers of those who are paired), so when player 1 is
   * absent, player 2 on board 1 receives the initial colour, not its opposite.
   *
   * @param players the players in pairing-number order; those without rounds are skipped
   * @return empty if nobody had a colour in round 1
   */
  static Optional<Colour> inferFromRoundOne(List<Player> players) {
    for (Player p : players) {
      if (p.rounds().isEmpty()) {
        continue;
      }
      RoundEntry e = p.round(1);
      if (e.hasOpponent() && e.colour() != Colour.NONE) {
        return Optional.of(e.colour());
      }
    }
    return Optional.empty();
  }
}
