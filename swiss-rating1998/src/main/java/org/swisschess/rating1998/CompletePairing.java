package org.swisschess.rating1998;

import java.util.Arrays;
import java.util.Optional;
import org.swisschess.matching.CardinalityMatching;

/**
 * Whether a set of players can all be paired under the absolute criteria (B.1, B.2), with the bye
 * (if their number is odd) for a player B.1 b allows: a perfect matching of the compatibility
 * graph, with one stand-in vertex for the bye, found by the project's one cardinality matching
 * ({@link CardinalityMatching}, Edmonds' blossom algorithm). The round uses it to say "no valid
 * pairing" at once when it is so (README, "Search"), and, when the search budget runs out, to
 * finish the round with a pairing that keeps the absolute criteria.
 */
final class CompletePairing {

  private CompletePairing() {}

  /**
   * Returns a complete pairing, if one exists: for each player the partner's index, or the number
   * of players (the stand-in) for the player who gets the bye.
   *
   * @param mayMeet symmetric; {@code mayMeet[i][j]} when i and j may be paired
   * @param byeEligible who may get the bye (read only when the number of players is odd)
   */
  static Optional<int[]> find(boolean[][] mayMeet, boolean[] byeEligible) {
    int[][] graph = graph(mayMeet, byeEligible, mayMeet.length % 2);
    int[] mate = CardinalityMatching.maximum(graph);
    return 2 * CardinalityMatching.pairs(mate) == graph.length
        ? Optional.of(Arrays.copyOf(mate, mayMeet.length))
        : Optional.empty();
  }

  /**
   * Whether the players can be paired so that exactly {@code leftOver} of them stay unpaired, each
   * one {@code mayBeLeft} marks.
   */
  static boolean exists(boolean[][] mayMeet, boolean[] mayBeLeft, int leftOver) {
    if ((mayMeet.length + leftOver) % 2 != 0 || leftOver > mayMeet.length) {
      return false;
    }
    int[][] graph = graph(mayMeet, mayBeLeft, leftOver);
    return 2 * CardinalityMatching.pairs(CardinalityMatching.maximum(graph)) == graph.length;
  }

  /**
   * Returns the complete pairing that an arbiter pairing top-down would pick: the first player (by
   * index) takes the first partner with whom the rest can still be paired completely, then the
   * first player left does the same, and so on; empty if no complete pairing exists.
   */
  static Optional<int[]> firstInOrder(boolean[][] mayMeet, boolean[] byeEligible) {
    return CardinalityMatching.firstInOrder(graph(mayMeet, byeEligible, mayMeet.length % 2))
        .map(mate -> Arrays.copyOf(mate, mayMeet.length));
  }

  /**
   * The compatibility graph over the players and {@code standIns} stand-ins for the places left
   * unpaired (vertices from the number of players on, each adjacent to the players {@code
   * mayBeLeft} marks), as adjacency lists in index order.
   */
  private static int[][] graph(boolean[][] mayMeet, boolean[] mayBeLeft, int standIns) {
    int players = mayMeet.length;
    int n = players + standIns;
    int[][] lists = new int[n][];
    int[] row = new int[n];
    for (int i = 0; i < players; i++) {
      int k = 0;
      for (int j = 0; j < players; j++) {
        if (j != i && mayMeet[i][j]) {
          row[k++] = j;
        }
      }
      for (int d = players; d < n && mayBeLeft[i]; d++) {
        row[k++] = d;
      }
      lists[i] = Arrays.copyOf(row, k);
    }
    for (int d = players; d < n; d++) {
      int k = 0;
      for (int i = 0; i < players; i++) {
        if (mayBeLeft[i]) {
          row[k++] = i;
        }
      }
      lists[d] = Arrays.copyOf(row, k);
    }
    return lists;
  }
}
