package org.swisschess.api;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a {@link PairingSystem} is asked to pair: the next round of a tournament.
 *
 * <p>Example: {@code PairingRequest.of(tournament)} asks for round {@code
 * tournament.completedRounds() + 1} with every player present.
 *
 * @param tournament the tournament as it stands; not null
 * @param round the round to pair: {@code tournament.completedRounds() + 1}
 * @param absent pairing numbers of players not to pair this round (absences, requested byes,
 *     withdrawals); not null; kept unmodifiable, in increasing order
 * @param options system-specific options by name; unknown names are ignored; not null
 */
public record PairingRequest(
    Tournament tournament, int round, Set<Integer> absent, Map<String, String> options) {

  /**
   * Validates and copies.
   *
   * @param tournament the tournament as it stands; not null
   * @param round the round to pair: {@code tournament.completedRounds() + 1}
   * @param absent pairing numbers of players not to pair this round (absences, requested byes,
   *     withdrawals); not null; kept unmodifiable, in increasing order
   * @param options system-specific options by name; unknown names are ignored; not null
   * @throws IllegalArgumentException if the round is not the next one or an absent player is
   *     unknown
   */
  public PairingRequest {
    Objects.requireNonNull(tournament, "tournament");
    if (round != tournament.completedRounds() + 1) {
      throw new IllegalArgumentException(
          "can only pair round "
              + (tournament.completedRounds() + 1)
              + " of this tournament (it has "
              + tournament.completedRounds()
              + " completed rounds), asked for "
              + round);
    }
    for (int id : absent) {
      if (tournament.findPlayer(id).isEmpty()) {
        throw new IllegalArgumentException(
            "absent player " + id + " is not a player of the tournament");
      }
    }
    // Set.copyOf would drop the TreeSet's order: immutable sets iterate in an order salted per
    // JVM run, and an engine walking the absent players must see the same order every run
    absent = Collections.unmodifiableSet(new TreeSet<>(absent));
    options = Map.copyOf(options);
  }

  /**
   * Returns a request for the next round with every player present and no options.
   *
   * @param tournament not null
   * @return never null
   */
  public static PairingRequest of(Tournament tournament) {
    return new PairingRequest(tournament, tournament.completedRounds() + 1, Set.of(), Map.of());
  }

  /**
   * Returns a request for the next round with the given players absent.
   *
   * @param tournament not null
   * @param absent not null
   * @return never null
   */
  public static PairingRequest of(Tournament tournament, Set<Integer> absent) {
    return new PairingRequest(tournament, tournament.completedRounds() + 1, absent, Map.of());
  }

  /**
   * Returns whether {@code pairingNumber} is to be paired in this round.
   *
   * @param pairingNumber a pairing number of the tournament
   * @return false if the player is absent
   */
  public boolean isPresent(int pairingNumber) {
    return !absent.contains(pairingNumber);
  }

  /**
   * Refuses a request whose tournament holds an adjourned game, for a system whose rules do not say
   * how to pair around one. A system calls this before pairing; a silent guess at the missing
   * result could change every bracket below it.
   *
   * @param systemId the refusing system's id, named in the message; not null
   * @throws UnsupportedRequestException naming the first adjourned game
   */
  public void requireNoAdjournedGames(String systemId) {
    Optional<Tournament.AdjournedGame> game = tournament.firstAdjournedGame();
    if (game.isPresent()) {
      Tournament.AdjournedGame g = game.get();
      throw new UnsupportedRequestException(
          "round "
              + g.round()
              + ": the game "
              + g.white()
              + " - "
              + g.black()
              + " is adjourned (no result yet); "
              + systemId
              + " has no rule for adjourned games:"
              + " enter its result before pairing round "
              + round);
    }
  }
}
