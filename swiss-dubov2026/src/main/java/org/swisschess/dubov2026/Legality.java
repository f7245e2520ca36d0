package org.swisschess.dubov2026;

import java.util.List;
import org.swisschess.api.History;
import org.swisschess.api.Tournament;

/**
 * Whether two players may meet: the absolute criteria [C1] and [C3] (C.04.4.1 2.1.1, 2.1.3). [C2]
 * is the bye's ({@link PabAssignment}); [C4] is completion, checked by whoever pairs a part.
 */
final class Legality {

  private final History history;
  private final Tournament tournament;
  private final int round;

  Legality(History history, int round) {
    this.history = history;
    this.tournament = history.tournament();
    this.round = round;
  }

  boolean legal(Contestant a, Contestant b) {
    // [C1] no two participants meet twice (a forfeit is no meeting, C.04.2 3.5); a pair the
    // tournament forbids is treated as met
    if (history.player(a.tpn()).hasPlayed(b.tpn())
        || tournament.isForbidden(a.tpn(), b.tpn(), round)) {
      return false;
    }
    // [C3] two players with the same absolute colour preference never meet; no exception
    return !(a.preference().isAbsolute()
        && b.preference().isAbsolute()
        && a.preference().side() == b.preference().side());
  }

  /** The legal graph among {@code players}, as adjacency lists of indices. */
  int[][] adjacency(List<Contestant> players) {
    int n = players.size();
    int[] degree = new int[n];
    boolean[][] edge = new boolean[n][];
    for (int i = 0; i < n; i++) {
      edge[i] = new boolean[i];
      for (int j = 0; j < i; j++) {
        if (legal(players.get(i), players.get(j))) {
          edge[i][j] = true;
          degree[i]++;
          degree[j]++;
        }
      }
    }
    int[][] adj = new int[n][];
    for (int i = 0; i < n; i++) {
      adj[i] = new int[degree[i]];
    }
    int[] fill = new int[n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < i; j++) {
        if (edge[i][j]) {
          adj[i][fill[i]++] = j;
          adj[j][fill[j]++] = i;
        }
      }
    }
    return adj;
  }
}
