package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.matching.CardinalityMatching;
import org.swisschess.matching.GallaiEdmonds;

/**
 * C.04.4.1 (2026) 3.1, done before any bracket (1.9.2): the pairing-allocated bye goes to the
 * player who [C2] allows (3.1.1), whose bye leaves the others a complete pairing (3.1.2, [C4]),
 * with the lowest score (3.1.3), then the most games played (3.1.4), then the largest TPN (3.1.5).
 */
final class PabAssignment {

  /** The player and why. */
  record Result(Optional<Contestant> player, List<String> lines) {}

  private PabAssignment() {}

  /**
   * @param players everyone to pair this round
   * @param legality [C1], [C3]
   * @throws NoValidPairingException if no complete pairing exists (1.9.3)
   */
  static Result choose(List<Contestant> players, Legality legality) {
    // one maximum matching says both whether a complete pairing exists and which players can be
    // left out of one (Gallai-Edmonds: the vertices some maximum matching leaves single)
    GallaiEdmonds ge = CardinalityMatching.decompose(legality.adjacency(players));
    int n = players.size();
    if (ge.pairs() < n / 2) {
      throw new NoValidPairingException(
          "no pairing of the "
              + n
              + " players meets [C1] and [C3] (C.04.4.1 1.9.3: the Chief Arbiter decides)",
          org.swisschess.api.Explanation.EMPTY);
    }
    List<String> lines = new ArrayList<>();
    if (n % 2 == 0) {
      return new Result(Optional.empty(), lines);
    }
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    order.sort(Comparator.<Integer, Contestant>comparing(i -> players.get(i), byTheText()));
    for (int i : order) {
      Contestant c = players.get(i);
      if (!c.mayGetPab()) {
        continue; // 3.1.1 [C2]
      }
      if (!ge.isDeficient(i)) {
        lines.add(c.tpn() + " passed over: the others could not all be paired (3.1.2)");
        continue;
      }
      lines.add(
          "PAB to "
              + c.tpn()
              + ": score "
              + c.score()
              + ", "
              + c.gamesPlayed()
              + " games played, TPN "
              + c.tpn()
              + " (3.1.3-3.1.5)");
      return new Result(Optional.of(c), lines);
    }
    throw new NoValidPairingException(
        "no player may receive the pairing-allocated bye ([C2]) and leave the others a complete"
            + " pairing (C.04.4.1 3.1, 1.9.3: the Chief Arbiter decides)",
        org.swisschess.api.Explanation.EMPTY);
  }

  /** 3.1.3-3.1.5: lowest score, most games played, largest TPN. */
  static Comparator<Contestant> byTheText() {
    return Comparator.comparing(Contestant::score)
        .thenComparing(Comparator.comparingInt(Contestant::gamesPlayed).reversed())
        .thenComparing(Comparator.comparingInt(Contestant::tpn).reversed());
  }
}
