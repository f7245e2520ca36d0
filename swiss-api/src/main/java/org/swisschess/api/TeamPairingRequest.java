package org.swisschess.api;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a team pairing system ({@link PairingSystem#competitors()} {@code TEAMS}) is asked to pair:
 * the next round of a team event. The pairing it returns ({@link PairingSystem#pairTeams}) pairs
 * teams: each {@link Board} is a match, {@code white} the team whose board 1 has White, {@code
 * black} the other, and the PAB is a team number.
 *
 * <p>Example: {@code TeamPairingRequest.of(event)} asks for round {@code
 * event.tournament().completedRounds() + 1} with every team present whose players are not all kept
 * out of the round by the tournament's attendance.
 *
 * @param event the team event as it stands; not null
 * @param round the round to pair: {@code event.tournament().completedRounds() + 1}
 * @param absent team numbers not to pair this round; not null; kept in increasing order
 * @param options system-specific options by name; unknown names are ignored; not null
 */
public record TeamPairingRequest(
    TeamEvent event, int round, Set<Integer> absent, Map<String, String> options) {

  /**
   * Validates and copies.
   *
   * @param event not null
   * @param round the next round
   * @param absent team numbers of the event; not null
   * @param options not null
   * @throws IllegalArgumentException if the round is not the next one or an absent team is unknown
   */
  public TeamPairingRequest {
    Objects.requireNonNull(event, "event");
    int next = event.tournament().completedRounds() + 1;
    if (round != next) {
      throw new IllegalArgumentException(
          "can only pair round " + next + " of this team event, asked for " + round);
    }
    for (int id : absent) {
      if (event.team(id).isEmpty()) {
        throw new IllegalArgumentException("absent team " + id + " is not a team of the event");
      }
    }
    absent = Collections.unmodifiableSet(new TreeSet<>(absent));
    options = Map.copyOf(options);
  }

  /**
   * Returns a request for the next round: a team is absent when the tournament's attendance keeps
   * every one of its players out of the round (a requested bye, a withdrawal, a late entry not yet
   * arrived: C.04.2 2.4, 3.2, 3.3 carried over by C.04.6's preface).
   *
   * @param event not null
   * @return never null
   */
  public static TeamPairingRequest of(TeamEvent event) {
    return of(event, Map.of());
  }

  /**
   * Returns a request for the next round with options.
   *
   * @param event not null
   * @param options not null
   * @return never null
   */
  public static TeamPairingRequest of(TeamEvent event, Map<String, String> options) {
    int round = event.tournament().completedRounds() + 1;
    Set<Integer> out = event.tournament().attendance().absentIn(round);
    Set<Integer> absent = new TreeSet<>();
    for (Team team : event.teams()) {
      if (out.containsAll(team.members())) {
        absent.add(team.number());
      }
    }
    return new TeamPairingRequest(event, round, absent, options);
  }

  /**
   * Returns whether a team is to be paired this round.
   *
   * @param team a team number
   * @return false if absent
   */
  public boolean isPresent(int team) {
    return !absent.contains(team);
  }

  /**
   * Returns whether a boolean option is on ({@code true}, any case).
   *
   * @param name not null
   * @return false when absent
   */
  public boolean flag(String name) {
    String v = options.get(name);
    return v != null && v.strip().equalsIgnoreCase("true");
  }

  /**
   * Returns this request with one more option.
   *
   * @param name not null
   * @param value not null
   * @return never null
   */
  public TeamPairingRequest withOption(String name, String value) {
    Map<String, String> more = new java.util.TreeMap<>(options);
    more.put(name, value);
    return new TeamPairingRequest(event, round, absent, more);
  }
}
