package org.swisschess.dutch2026;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisschess.dutch.core.Entrant;

/**
 * What the round has settled about the PAB: the assignee's score ([C5], fixed before the first
 * bracket), and whether [C9] applies to the bracket being paired (it downfloats exactly one player,
 * who will be the assignee) with the rank of each played-games count at that score.
 */
final class ByeState {

  /** No PAB this round (even number of players). */
  static final ByeState NONE = new ByeState(0, false, Map.of());

  final int score;
  final boolean singleDownfloaterIsAssignee;
  private final Map<Integer, Integer> unplayedRanks;

  ByeState(int score, boolean singleDownfloaterIsAssignee, Map<Integer, Integer> unplayedRanks) {
    this.score = score;
    this.singleDownfloaterIsAssignee = singleDownfloaterIsAssignee;
    this.unplayedRanks = unplayedRanks;
  }

  /**
   * The PAB assignee's score ([C5]) with [C9]'s ranks of the played-games counts at that score: the
   * most played games rank 0, equal counts share a rank.
   *
   * @param sorted every player of the round
   * @param single whether [C9] applies from the first bracket
   */
  static ByeState at(List<Entrant> sorted, int score, boolean single) {
    List<Integer> playedCounts = new ArrayList<>();
    for (Entrant e : sorted) {
      if (e.score == score) {
        playedCounts.add(e.playedGames);
      }
    }
    playedCounts.sort((a, b) -> Integer.compare(b, a));
    Map<Integer, Integer> ranks = new HashMap<>();
    for (int r = 0; r < playedCounts.size(); r++) {
      ranks.put(playedCounts.get(r), r); // equal counts share the last rank
    }
    return new ByeState(score, single, ranks);
  }

  ByeState withSingleDownfloater(boolean single) {
    return new ByeState(score, single, unplayedRanks);
  }

  /**
   * Whether the player could take the PAB: eligible ([C2]) and not above the assignee's score
   * ([C5]).
   */
  boolean candidate(Entrant e) {
    return e.mayReceivePairingAllocatedBye && e.score <= score;
  }

  /** [C9]: 0 for the most played games at the assignee's score, growing as fewer were played. */
  long unplayedRank(Entrant e) {
    return unplayedRanks.getOrDefault(e.playedGames, 0);
  }
}
