package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.swisschess.matching.CardinalityMatching;

/**
 * [C1] (2.1.1): two teams may meet unless they played each other before (a match not played is not
 * a meeting, C.04.2 3.5); and whether a group of teams can be paired among themselves that way (a
 * perfect matching of the may-meet graph: 3.1.1 legality, [C3]).
 */
final class MayMeet {

  private final Map<Integer, PairingTeam> teams;
  private final TeamImposition imposition;
  private long checks;

  MayMeet(Map<Integer, PairingTeam> teams) {
    this(teams, TeamImposition.NONE);
  }

  /** [C1] with an imposition kept like it (for swiss explain's forced re-pairings). */
  MayMeet(Map<Integer, PairingTeam> teams, TeamImposition imposition) {
    this.teams = teams;
    this.imposition = imposition;
  }

  boolean mayMeet(int a, int b) {
    PairingTeam t = teams.get(a);
    if (t == null) {
      throw new IllegalArgumentException("no team " + a);
    }
    return a != b && !t.met().contains(b) && !imposition.forbids(a, b);
  }

  /** Whether an imposition keeps the team from the PAB (it asks for a match of the team). */
  boolean imposedOffPab(int tpn) {
    return imposition.barsPab(tpn);
  }

  /** How many pairability checks were made, for the explanation. */
  long checks() {
    return checks;
  }

  /** Whether the teams can all be paired among themselves under [C1]. */
  boolean pairable(Collection<Integer> group) {
    int n = group.size();
    if (n % 2 != 0) {
      return false;
    }
    if (n == 0) {
      return true;
    }
    checks++;
    int[] ids = group.stream().mapToInt(Integer::intValue).toArray();
    int[][] adjacency = new int[n][];
    for (int i = 0; i < n; i++) {
      List<Integer> row = new ArrayList<>();
      for (int j = 0; j < n; j++) {
        if (j != i && mayMeet(ids[i], ids[j])) {
          row.add(j);
        }
      }
      if (row.isEmpty()) {
        return false;
      }
      adjacency[i] = row.stream().mapToInt(Integer::intValue).toArray();
    }
    int[] mate = CardinalityMatching.maximum(adjacency);
    return CardinalityMatching.pairs(mate) * 2 == n;
  }
}
