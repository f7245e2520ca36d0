package org.swisschess.sim;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/** Who was not paired in a completed round, read back from the tournament. */
public final class RoundAbsentees {

  private RoundAbsentees() {}

  /**
   * Returns the players whose entry for {@code round} has no opponent and is not a
   * pairing-allocated bye: requested byes ({@code H}, {@code Z}, {@code F}), absences and withdrawn
   * players. These are the players to leave out when pairing that round again.
   *
   * @param tournament not null
   * @param round a completed round, from 1
   * @return an ordered, unmodifiable set
   */
  public static Set<Integer> of(Tournament tournament, int round) {
    TreeSet<Integer> out = new TreeSet<>();
    for (Player p : tournament.players()) {
      RoundEntry e = p.round(round);
      if (!e.hasOpponent() && e.result() != ResultKind.PAIRING_ALLOCATED_BYE) {
        out.add(p.pairingNumber());
      }
    }
    return Collections.unmodifiableSortedSet(out);
  }
}
