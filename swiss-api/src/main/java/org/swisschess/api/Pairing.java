package org.swisschess.api;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The result of pairing one round: the boards in publishing order, the pairing-allocated bye if
 * any, and the system's explanation.
 *
 * @param round the round paired
 * @param boards the games, board 1 first; not null
 * @param pairingAllocatedBye the player who gets the PAB, or empty; not null
 * @param explanation why; {@link Explanation#EMPTY} if the system gives none; not null
 */
public record Pairing(
    int round, List<Board> boards, OptionalInt pairingAllocatedBye, Explanation explanation) {

  /**
   * Validates and copies.
   *
   * @param round the round paired
   * @param boards the games, board 1 first; not null
   * @param pairingAllocatedBye the player who gets the PAB, or empty; not null
   * @param explanation why; {@link Explanation#EMPTY} if the system gives none; not null
   * @throws IllegalArgumentException if a player appears twice
   */
  public Pairing {
    Objects.requireNonNull(pairingAllocatedBye, "pairingAllocatedBye");
    Objects.requireNonNull(explanation, "explanation");
    boards = List.copyOf(boards);
    Set<Integer> seen = new HashSet<>();
    for (Board b : boards) {
      if (!seen.add(b.white()) || !seen.add(b.black())) {
        throw new IllegalArgumentException("a player is paired twice in " + boards);
      }
    }
    if (pairingAllocatedBye.isPresent() && !seen.add(pairingAllocatedBye.getAsInt())) {
      throw new IllegalArgumentException(
          "player " + pairingAllocatedBye.getAsInt() + " has both a board and the bye");
    }
  }

  /**
   * Returns the search caps the system reached while pairing this round (the explanation's {@link
   * Explanation#searchLimits()}): when not empty, the pairing is the best the system found within
   * its caps, and the caps can be raised through {@link PairingRequest#options()}.
   *
   * @return never null; empty when every search ran to its end
   */
  public List<SearchLimit> searchLimits() {
    return explanation.searchLimits();
  }

  /**
   * Returns the board of {@code pairingNumber}.
   *
   * @param pairingNumber a pairing number
   * @return the board, or empty if the player has none
   */
  public java.util.Optional<Board> boardOf(int pairingNumber) {
    return boards.stream().filter(b -> b.involves(pairingNumber)).findFirst();
  }
}
