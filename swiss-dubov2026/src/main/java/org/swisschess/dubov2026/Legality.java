package org.swisschess.dubov2026;

import java.util.List;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.History;
import org.swisschess.api.Tournament;

/**
 * Whether two players may meet: the absolute criteria [C1] and [C3] (C.04.4.1 2.1.1, 2.1.3). [C2]
 * is the bye's ({@link PabAssignment}); [C4] is completion, checked by whoever pairs a part. The
 * games met over the board and the forbidden pairs are read once per round into a table.
 */
final class Legality {

  private final int[] slotByTpn;
  private final int size;
  private final boolean[] met; // size x size by slot: played over the board, or forbidden

  Legality(History history, int round) {
    Tournament t = history.tournament();
    int maxTpn = 0;
    for (var h : history.players()) {
      maxTpn = Math.max(maxTpn, h.id());
    }
    slotByTpn = new int[maxTpn + 1];
    int slot = 0;
    for (var h : history.players()) {
      slotByTpn[h.id()] = slot++;
    }
    size = slot;
    met = new boolean[size * size];
    for (var h : history.players()) {
      // [C1] no two participants meet twice; a forfeit is no meeting (C.04.2 3.5)
      for (int o : h.playedOpponents()) {
        mark(h.id(), o);
      }
    }
    for (ForbiddenPair f : t.forbiddenPairs()) {
      // a pair the tournament forbids is treated as met
      if (f.forbids(f.first(), f.second(), round) && f.first() <= maxTpn && f.second() <= maxTpn) {
        mark(f.first(), f.second());
      }
    }
  }

  private void mark(int a, int b) {
    met[slotByTpn[a] * size + slotByTpn[b]] = true;
    met[slotByTpn[b] * size + slotByTpn[a]] = true;
  }

  boolean legal(Contestant a, Contestant b) {
    if (met[slotByTpn[a.tpn()] * size + slotByTpn[b.tpn()]]) {
      return false;
    }
    // [C3] two players with the same absolute colour preference never meet; no exception
    return !(a.preference().isAbsolute()
        && b.preference().isAbsolute()
        && a.preference().colour() == b.preference().colour());
  }

  /** The legal graph among {@code players}, as adjacency lists of indices. */
  int[][] adjacency(List<Contestant> players) {
    int n = players.size();
    int[] row = new int[n];
    int[] column = new int[n];
    int[] absolute = new int[n]; // 0 none, 1 White, 2 Black: [C3]
    for (int i = 0; i < n; i++) {
      Contestant c = players.get(i);
      column[i] = slotByTpn[c.tpn()];
      row[i] = column[i] * size;
      absolute[i] =
          !c.preference().isAbsolute()
              ? 0
              : c.preference().colour() == org.swisschess.api.Colour.WHITE ? 1 : 2;
    }
    int[] degree = new int[n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < i; j++) {
        if (legal(row, column, absolute, i, j)) {
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
        if (legal(row, column, absolute, i, j)) {
          adj[i][fill[i]++] = j;
          adj[j][fill[j]++] = i;
        }
      }
    }
    return adj;
  }

  private boolean legal(int[] row, int[] column, int[] absolute, int i, int j) {
    return !met[row[i] + column[j]] && (absolute[i] == 0 || absolute[i] != absolute[j]);
  }

  /**
   * Whether pairing {@code players} in order, each with the first legal player after him not yet
   * paired, pairs them all, {@code skip} left out (-1 for none). True proves a complete pairing
   * exists; false proves nothing.
   */
  boolean pairsGreedily(List<Contestant> players, int skip) {
    int n = players.size();
    boolean[] paired = new boolean[n];
    if (skip >= 0) {
      paired[skip] = true;
    }
    for (int i = 0; i < n; i++) {
      if (paired[i]) {
        continue;
      }
      Contestant a = players.get(i);
      int j = i + 1;
      while (j < n && (paired[j] || !legal(a, players.get(j)))) {
        j++;
      }
      if (j == n) {
        return false;
      }
      paired[i] = true;
      paired[j] = true;
    }
    return true;
  }
}
