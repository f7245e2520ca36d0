package org.swisschess.burstein2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import org.swisschess.matching.CardinalityMatching;
import org.swisschess.matching.GallaiEdmonds;

/**
 * 3.1: who gets the pairing-allocated bye, chosen before any bracket is paired (1.9.2).
 *
 * <p>The candidates are the players [C2] allows (3.1.1); among them those whose absence leaves the
 * others a complete pairing under [C1] and [C3] (3.1.2, [C4]), which are exactly the vertices some
 * maximum matching of the compatibility graph leaves single (the deficient set of the
 * Gallai-Edmonds decomposition, when that matching misses one player only); then the lowest score
 * (3.1.3), the most games played (3.1.4), the lowest rank by 1.8 (3.1.5).
 */
final class PairingAllocatedBye {

  private PairingAllocatedBye() {}

  /** The compatibility graph of the round as adjacency lists by rank. */
  static int[][] adjacency(RoundPlayers players) {
    int n = players.size();
    int[][] adjacency = new int[n][];
    int[] buffer = new int[n];
    for (int i = 0; i < n; i++) {
      int k = 0;
      for (int j = 0; j < n; j++) {
        if (j != i && players.compatible(i, j)) {
          buffer[k++] = j;
        }
      }
      adjacency[i] = java.util.Arrays.copyOf(buffer, k);
    }
    return adjacency;
  }

  /**
   * Chooses the PAB for an odd number of players, or none for an even number.
   *
   * @return the rank of the player who gets it, empty when nobody does
   * @throws NoPairing if the round cannot be paired under [C1]-[C4]
   */
  static OptionalInt choose(RoundPlayers players, List<String> lines) {
    int n = players.size();
    GallaiEdmonds ge = CardinalityMatching.decompose(adjacency(players));
    if (n % 2 == 0) {
      if (2 * ge.pairs() != n) {
        throw new NoPairing(
            "the "
                + n
                + " players cannot all be paired: at most "
                + ge.pairs()
                + " pairs keep [C1] and [C3]");
      }
      return OptionalInt.empty();
    }
    List<Contender> candidates = new ArrayList<>(players.ranked);
    candidates.removeIf(c -> !c.pabAllowed()); // 3.1.1, [C2]
    candidates.sort(
        Comparator.comparing(Contender::score) // 3.1.3
            .thenComparing(Comparator.comparingInt(Contender::gamesPlayed).reversed()) // 3.1.4
            .thenComparing(Comparator.comparingInt(Contender::rank).reversed())); // 3.1.5
    boolean nearPerfect = 2 * ge.pairs() == n - 1;
    List<String> passed = new ArrayList<>();
    for (Contender c : candidates) {
      if (nearPerfect && ge.isDeficient(c.rank())) {
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
      passed.add(c.label());
    }
    throw new NoPairing(
        candidates.isEmpty()
            ? "nobody may have the PAB ([C2], 3.1.1)"
            : "no player [C2] allows the PAB leaves the others a complete pairing (3.1.2, [C4])");
  }
}
