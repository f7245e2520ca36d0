package org.swisschess.api;

import java.util.List;
import java.util.Objects;

/**
 * A team of a team event: its pairing number, its name and its players in board order, as TRF-2026
 * record {@code 310} (or TRF-16 record {@code 013}) lists them. Its matches are the games its
 * players play against the players of another team.
 *
 * <p>Example: {@code new Team(1, "India", List.of(1, 5, 15, 28))} is team 1 whose board 1 is the
 * player with pairing number 1.
 *
 * @param number the team's pairing number, from 1
 * @param name the name, not null
 * @param members the players' pairing numbers in board order; not null, not empty
 */
public record Team(int number, String name, List<Integer> members) {

  /**
   * Validates and copies.
   *
   * @param number the team's pairing number, from 1
   * @param name the name, not null
   * @param members the players' pairing numbers in board order; not null, not empty
   * @throws IllegalArgumentException if the number is not positive, the team has no players or a
   *     player is listed twice
   */
  public Team {
    if (number < 1) {
      throw new IllegalArgumentException("a team number must be at least 1, was " + number);
    }
    Objects.requireNonNull(name, "name");
    members = List.copyOf(members);
    if (members.isEmpty()) {
      throw new IllegalArgumentException("team " + number + " has no players");
    }
    if (members.stream().distinct().count() != members.size()) {
      throw new IllegalArgumentException("team " + number + " lists a player twice");
    }
  }

  /**
   * Returns the board a player plays on for this team.
   *
   * @param pairingNumber a player's pairing number
   * @return from 1, or 0 if the player is not in this team
   */
  public int board(int pairingNumber) {
    int i = members.indexOf(pairingNumber);
    return i + 1;
  }
}
