package org.swisschess.rating1998;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Optional;

/**
 * Whether a set of players can all be paired under the absolute criteria (B.1, B.2), with the bye
 * (if their number is odd) for a player B.1 b allows: a perfect matching of the compatibility
 * graph, with one stand-in vertex for the bye, found by Edmonds' blossom algorithm in polynomial
 * time. The round uses it to say "no valid pairing" at once when it is so (README, "Search"), and,
 * when the search budget runs out, to finish the round with a pairing that keeps the absolute
 * criteria.
 *
 * <p>The same algorithm serves swiss-dubov ({@code Matchability}) and swiss-dutch2012; the shared
 * matching module is meant to replace all three.
 */
final class CompletePairing {

  /** No partner. */
  static final int NONE = -1;

  private final int n;
  private final boolean[][] adjacent;
  private final int[] match;
  private final boolean[] alive;
  private final int[] parent;
  private final int[] base;
  private final boolean[] used;
  private final boolean[] blossom;
  private final ArrayDeque<Integer> queue = new ArrayDeque<>();

  /**
   * A graph over {@code players} players plus {@code standIns} stand-ins for the places left
   * unpaired (vertices {@code players}.., each adjacent to the players {@code mayBeLeft} marks).
   */
  private CompletePairing(boolean[][] mayMeet, boolean[] mayBeLeft, int standIns) {
    int players = mayMeet.length;
    n = players + standIns;
    adjacent = new boolean[n][n];
    for (int i = 0; i < players; i++) {
      System.arraycopy(mayMeet[i], 0, adjacent[i], 0, players);
      adjacent[i][i] = false;
      for (int d = players; d < n; d++) {
        adjacent[i][d] = mayBeLeft[i];
        adjacent[d][i] = mayBeLeft[i];
      }
    }
    match = new int[n];
    Arrays.fill(match, NONE);
    alive = new boolean[n];
    Arrays.fill(alive, true);
    parent = new int[n];
    base = new int[n];
    used = new boolean[n];
    blossom = new boolean[n];
  }

  /**
   * Returns a complete pairing, if one exists: for each player the partner's index, or the number
   * of players (the stand-in) for the player who gets the bye.
   *
   * @param mayMeet symmetric; {@code mayMeet[i][j]} when i and j may be paired
   * @param byeEligible who may get the bye (read only when the number of players is odd)
   */
  static Optional<int[]> find(boolean[][] mayMeet, boolean[] byeEligible) {
    CompletePairing g = new CompletePairing(mayMeet, byeEligible, mayMeet.length % 2);
    if (!g.perfect()) {
      return Optional.empty();
    }
    return Optional.of(Arrays.copyOf(g.match, mayMeet.length));
  }

  /**
   * Whether the players can be paired so that exactly {@code leftOver} of them stay unpaired, each
   * one {@code mayBeLeft} marks.
   */
  static boolean exists(boolean[][] mayMeet, boolean[] mayBeLeft, int leftOver) {
    return (mayMeet.length + leftOver) % 2 == 0
        && leftOver <= mayMeet.length
        && new CompletePairing(mayMeet, mayBeLeft, leftOver).perfect();
  }

  /**
   * Returns the complete pairing that an arbiter pairing top-down would pick: the first player (by
   * index) takes the first partner with whom the rest can still be paired completely, then the
   * first player left does the same, and so on; empty if no complete pairing exists.
   */
  static Optional<int[]> firstInOrder(boolean[][] mayMeet, boolean[] byeEligible) {
    CompletePairing g = new CompletePairing(mayMeet, byeEligible, mayMeet.length % 2);
    if (!g.perfect()) {
      return Optional.empty();
    }
    for (int u = 0; u < g.n; u++) {
      if (!g.alive[u]) {
        continue;
      }
      for (int v = u + 1; v < g.n; v++) {
        if (g.alive[v] && g.adjacent[u][v] && (g.match[u] == v || g.replace(u, v))) {
          break;
        }
      }
      // u and its partner are settled: the rest is paired among the others
      g.alive[u] = false;
      g.alive[g.match[u]] = false;
    }
    return Optional.of(Arrays.copyOf(g.match, mayMeet.length));
  }

  /** Pairs u with v if the players still unsettled can then be paired completely. */
  private boolean replace(int u, int v) {
    int w = match[u];
    int x = match[v];
    match[u] = NONE;
    match[w] = NONE;
    match[v] = NONE;
    match[x] = NONE;
    alive[u] = false;
    alive[v] = false;
    // w and x are left free: the rest is complete again iff an augmenting path joins them
    int end = augmentingPath(w);
    alive[u] = true;
    alive[v] = true;
    if (end == NONE) {
      match[u] = w;
      match[w] = u;
      match[v] = x;
      match[x] = v;
      return false;
    }
    flip(end);
    match[u] = v;
    match[v] = u;
    return true;
  }

  private boolean perfect() {
    for (int v = 0; v < n; v++) {
      if (match[v] == NONE) {
        for (int u = 0; u < n; u++) {
          if (match[u] == NONE && u != v && adjacent[v][u]) {
            match[u] = v;
            match[v] = u;
            break;
          }
        }
      }
    }
    for (int v = 0; v < n; v++) {
      if (match[v] == NONE) {
        int end = augmentingPath(v);
        if (end == NONE) {
          return false;
        }
        flip(end);
      }
    }
    return true;
  }

  private void flip(int end) {
    while (end != NONE) {
      int pv = parent[end];
      int next = match[pv];
      match[end] = pv;
      match[pv] = end;
      end = next;
    }
  }

  private int augmentingPath(int root) {
    Arrays.fill(used, false);
    Arrays.fill(parent, NONE);
    for (int i = 0; i < n; i++) {
      base[i] = i;
    }
    used[root] = true;
    queue.clear();
    queue.add(root);
    while (!queue.isEmpty()) {
      int v = queue.poll();
      for (int to = 0; to < n; to++) {
        if (!adjacent[v][to] || !alive[to] || base[v] == base[to] || match[v] == to) {
          continue;
        }
        if (to == root || (match[to] != NONE && parent[match[to]] != NONE)) {
          int current = lowestCommonAncestor(v, to);
          Arrays.fill(blossom, false);
          markPath(v, current, to);
          markPath(to, current, v);
          for (int i = 0; i < n; i++) {
            if (alive[i] && blossom[base[i]]) {
              base[i] = current;
              if (!used[i]) {
                used[i] = true;
                queue.add(i);
              }
            }
          }
        } else if (parent[to] == NONE) {
          parent[to] = v;
          if (match[to] == NONE) {
            return to;
          }
          used[match[to]] = true;
          queue.add(match[to]);
        }
      }
    }
    return NONE;
  }

  private int lowestCommonAncestor(int a, int b) {
    boolean[] seen = new boolean[n];
    while (true) {
      a = base[a];
      seen[a] = true;
      if (match[a] == NONE) {
        break;
      }
      a = parent[match[a]];
    }
    while (true) {
      b = base[b];
      if (seen[b]) {
        return b;
      }
      b = parent[match[b]];
    }
  }

  private void markPath(int v, int b, int child) {
    while (base[v] != b) {
      blossom[base[v]] = true;
      blossom[base[match[v]]] = true;
      parent[v] = child;
      child = match[v];
      v = parent[match[v]];
    }
  }
}
