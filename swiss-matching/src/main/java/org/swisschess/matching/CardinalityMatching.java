package org.swisschess.matching;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Optional;

/**
 * A maximum-cardinality matching of a general graph given by adjacency lists: Edmonds' blossom
 * algorithm ("Paths, trees, and flowers", 1965) in its common O(n^3) breadth-first form, which
 * keeps each vertex's blossom base in an array and shrinks a blossom by giving its vertices one
 * base instead of building it (Gabow 1976 gives the O(n^3) bound). A greedy matching first, then
 * one search for an augmenting path from each single vertex. No recursion.
 *
 * <p>For the weighted problem, and for anything that must choose among maximum matchings, use
 * {@link MaximumWeightMatching}: this answers "how many pairs at most" and "can everyone be
 * paired", and gives one maximum matching.
 */
public final class CardinalityMatching {

  private final int n;
  private final int[][] adjacency;
  private final int[] match;
  private final int[] parent;
  private final int[] base;
  private final boolean[] used;
  private final boolean[] blossom;

  /** The vertices still in the graph: {@link #firstInOrder} takes out the pairs it settles. */
  private final boolean[] alive;

  private final ArrayDeque<Integer> queue = new ArrayDeque<>();

  private CardinalityMatching(int[][] adjacency) {
    this.n = adjacency.length;
    this.adjacency = adjacency;
    match = new int[n];
    parent = new int[n];
    base = new int[n];
    used = new boolean[n];
    blossom = new boolean[n];
    alive = new boolean[n];
    Arrays.fill(match, -1);
    Arrays.fill(alive, true);
  }

  /**
   * A maximum matching.
   *
   * @param adjacency for each vertex its neighbours; symmetric, no vertex its own neighbour
   * @return for each vertex its mate, or -1
   */
  public static int[] maximum(int[][] adjacency) {
    CardinalityMatching m = new CardinalityMatching(adjacency);
    m.run();
    return m.match;
  }

  /**
   * A maximum matching with the Gallai-Edmonds decomposition of the graph: the vertices some
   * maximum matching leaves single, and their neighbours outside that set. It says why no larger
   * matching exists: every maximum matching leaves single one vertex of each odd component of the
   * deficient set that the barrier cannot match.
   *
   * @param adjacency for each vertex its neighbours; symmetric, no vertex its own neighbour
   * @return the decomposition
   */
  public static GallaiEdmonds decompose(int[][] adjacency) {
    CardinalityMatching m = new CardinalityMatching(adjacency);
    m.run();
    // A failed search from a single vertex labels outer exactly the vertices an even alternating
    // path reaches from it (through shrunken blossoms): the vertices a maximum matching may leave
    // single instead of the root.
    boolean[] deficient = new boolean[m.n];
    for (int root = 0; root < m.n; root++) {
      if (m.match[root] == -1 && !deficient[root]) {
        if (m.findAugmentingPath(root) != -1) {
          throw new IllegalStateException("the matching was not maximum");
        }
        for (int v = 0; v < m.n; v++) {
          deficient[v] |= m.used[v];
        }
      }
    }
    return new GallaiEdmonds(adjacency, m.match.clone(), deficient);
  }

  /**
   * The perfect matching that pairing top-down in vertex order gives: vertex 0 takes the first
   * neighbour (in the order of its adjacency list) with whom the others can still all be paired,
   * then the first vertex left does the same, and so on. Each step changes the current perfect
   * matching by one alternating path, so the whole costs about one maximum matching per vertex, not
   * one per candidate pair.
   *
   * @param adjacency for each vertex its neighbours; symmetric, no vertex its own neighbour
   * @return for each vertex its mate, or empty when no perfect matching exists
   */
  public static Optional<int[]> firstInOrder(int[][] adjacency) {
    CardinalityMatching m = new CardinalityMatching(adjacency);
    m.run();
    for (int v = 0; v < m.n; v++) {
      if (m.match[v] == -1) {
        return Optional.empty();
      }
    }
    for (int u = 0; u < m.n; u++) {
      if (!m.alive[u]) {
        continue;
      }
      for (int v : adjacency[u]) {
        if (m.alive[v] && (m.match[u] == v || m.pairAnew(u, v))) {
          break;
        }
      }
      // u and its mate are settled: the rest is paired among the others
      m.alive[u] = false;
      m.alive[m.match[u]] = false;
    }
    return Optional.of(m.match);
  }

  /**
   * Pairs u with v, both alive and matched to others, if the alive vertices can then still all be
   * paired: their former mates are left single, and the matching is perfect again if and only if an
   * augmenting path joins them among the other alive vertices.
   */
  private boolean pairAnew(int u, int v) {
    int w = match[u];
    int x = match[v];
    match[u] = -1;
    match[w] = -1;
    match[v] = -1;
    match[x] = -1;
    alive[u] = false;
    alive[v] = false;
    int end = findAugmentingPath(w);
    alive[u] = true;
    alive[v] = true;
    if (end == -1) {
      match[u] = w;
      match[w] = u;
      match[v] = x;
      match[x] = v;
      return false;
    }
    augment(end);
    match[u] = v;
    match[v] = u;
    return true;
  }

  /**
   * The number of pairs of a matching.
   *
   * @param mate for each vertex its mate, or -1
   * @return how many pairs it has
   */
  public static int pairs(int[] mate) {
    int matched = 0;
    for (int m : mate) {
      if (m >= 0) {
        matched++;
      }
    }
    return matched / 2;
  }

  private void run() {
    int size = 0;
    for (int v = 0; v < n; v++) { // greedy start
      if (match[v] == -1) {
        for (int to : adjacency[v]) {
          if (match[to] == -1) {
            match[to] = v;
            match[v] = to;
            size++;
            break;
          }
        }
      }
    }
    // with at most one vertex single no augmenting path is left
    for (int v = 0; v < n && 2 * size < n - 1; v++) {
      if (match[v] == -1) {
        int end = findAugmentingPath(v);
        if (end != -1) {
          size++;
        }
        augment(end);
      }
    }
  }

  /** Flips the alternating path the last search found, from its single end back to its root. */
  private void augment(int end) {
    while (end != -1) {
      int pv = parent[end];
      int ppv = match[pv];
      match[end] = pv;
      match[pv] = end;
      end = ppv;
    }
  }

  /** The lowest common ancestor of a and b in the tree, through blossom bases. */
  private int lowestCommonAncestor(int a, int b) {
    boolean[] seen = new boolean[n];
    while (true) {
      a = base[a];
      seen[a] = true;
      if (match[a] == -1) {
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

  /**
   * Breadth-first search from single vertex root over the alive vertices: the single vertex it
   * reaches, or -1.
   */
  private int findAugmentingPath(int root) {
    Arrays.fill(used, false);
    Arrays.fill(parent, -1);
    for (int i = 0; i < n; i++) {
      base[i] = i;
    }
    used[root] = true;
    queue.clear();
    queue.add(root);
    while (!queue.isEmpty()) {
      int v = queue.poll();
      for (int to : adjacency[v]) {
        if (!alive[to] || base[v] == base[to] || match[v] == to) {
          continue;
        }
        if (to == root || (match[to] != -1 && parent[match[to]] != -1)) {
          // an odd cycle: shrink it by giving its vertices the base of their common ancestor
          int currentBase = lowestCommonAncestor(v, to);
          Arrays.fill(blossom, false);
          markPath(v, currentBase, to);
          markPath(to, currentBase, v);
          for (int i = 0; i < n; i++) {
            if (alive[i] && blossom[base[i]]) {
              base[i] = currentBase;
              if (!used[i]) {
                used[i] = true;
                queue.add(i);
              }
            }
          }
        } else if (parent[to] == -1) {
          parent[to] = v;
          if (match[to] == -1) {
            return to;
          }
          int next = match[to];
          used[next] = true;
          queue.add(next);
        }
      }
    }
    return -1;
  }
}
