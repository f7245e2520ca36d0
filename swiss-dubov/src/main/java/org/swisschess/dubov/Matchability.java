package org.swisschess.dubov;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Edmonds' blossom algorithm for a maximum matching of a general graph: decides whether a set of
 * players can still all be paired under the absolute criteria of chapter 2. The Dubov text pairs
 * score group by score group; this check keeps a choice made high up from leaving the players below
 * unpairable (README, gap 9-a).
 */
final class Matchability {

  private Matchability() {}

  /** Whether every vertex of {@code vertices} can be paired with an adjacent one. */
  static boolean isPerfect(int[] vertices, boolean[][] adjacent) {
    return vertices.length % 2 == 0 && 2 * maximumMatching(vertices, adjacent) == vertices.length;
  }

  /** The size of a maximum matching of the graph induced by {@code vertices}. */
  static int maximumMatching(int[] vertices, boolean[][] adjacent) {
    return new Search(vertices, adjacent).run();
  }

  private static final class Search {
    private final int n;
    private final int[][] neighbours;
    private final int[] match;
    private final int[] parent;
    private final int[] base;
    private final boolean[] used;
    private final boolean[] blossom;
    private final ArrayDeque<Integer> queue = new ArrayDeque<>();

    Search(int[] vertices, boolean[][] adjacent) {
      n = vertices.length;
      neighbours = new int[n][];
      int[] buffer = new int[n];
      for (int i = 0; i < n; i++) {
        int k = 0;
        boolean[] row = adjacent[vertices[i]];
        for (int j = 0; j < n; j++) {
          if (j != i && row[vertices[j]]) {
            buffer[k++] = j;
          }
        }
        neighbours[i] = Arrays.copyOf(buffer, k);
      }
      match = new int[n];
      parent = new int[n];
      base = new int[n];
      used = new boolean[n];
      blossom = new boolean[n];
    }

    int run() {
      Arrays.fill(match, -1);
      int size = 0;
      for (int v = 0; v < n; v++) {
        if (match[v] == -1) {
          for (int u : neighbours[v]) {
            if (match[u] == -1) {
              match[u] = v;
              match[v] = u;
              size++;
              break;
            }
          }
        }
      }
      for (int v = 0; v < n && 2 * size < n - 1; v++) {
        if (match[v] == -1) {
          int end = findAugmentingPath(v);
          if (end != -1) {
            size++;
            while (end != -1) {
              int pv = parent[end];
              int next = match[pv];
              match[end] = pv;
              match[pv] = end;
              end = next;
            }
          }
        }
      }
      return size;
    }

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
        for (int to : neighbours[v]) {
          if (base[v] == base[to] || match[v] == to) {
            continue;
          }
          if (to == root || (match[to] != -1 && parent[match[to]] != -1)) {
            int current = lowestCommonAncestor(v, to);
            Arrays.fill(blossom, false);
            markPath(v, current, to);
            markPath(to, current, v);
            for (int i = 0; i < n; i++) {
              if (blossom[base[i]]) {
                base[i] = current;
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
            used[match[to]] = true;
            queue.add(match[to]);
          }
        }
      }
      return -1;
    }

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
  }
}
