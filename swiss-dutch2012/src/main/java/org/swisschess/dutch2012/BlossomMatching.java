package org.swisschess.dutch2012;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm). Used as an oracle:
 * whether any pairing at all satisfies a set of pair and floater constraints, so that hopeless
 * requirement levels are skipped instead of enumerated.
 */
final class BlossomMatching {

  private final int n;
  private final int[][] adj;
  private final int[] match;
  private final int[] parent;
  private final int[] base;
  private final boolean[] used;
  private final boolean[] blossom;

  private BlossomMatching(int[][] adj) {
    this.n = adj.length;
    this.adj = adj;
    match = new int[n];
    parent = new int[n];
    base = new int[n];
    used = new boolean[n];
    blossom = new boolean[n];
    Arrays.fill(match, -1);
  }

  /**
   * Returns a maximum matching: {@code result[v]} is v's partner or -1.
   *
   * @param adj adjacency lists, symmetric
   */
  static int[] maximum(int[][] adj) {
    BlossomMatching m = new BlossomMatching(adj);
    m.run();
    return m.match;
  }

  private void run() {
    for (int v = 0; v < n; v++) { // greedy start
      if (match[v] == -1) {
        for (int to : adj[v]) {
          if (match[to] == -1) {
            match[to] = v;
            match[v] = to;
            break;
          }
        }
      }
    }
    for (int v = 0; v < n; v++) {
      if (match[v] == -1) {
        int end = findPath(v);
        while (end != -1) {
          int pv = parent[end];
          int ppv = match[pv];
          match[end] = pv;
          match[pv] = end;
          end = ppv;
        }
      }
    }
  }

  private int lca(int a, int b) {
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

  private int findPath(int root) {
    Arrays.fill(used, false);
    Arrays.fill(parent, -1);
    for (int i = 0; i < n; i++) {
      base[i] = i;
    }
    used[root] = true;
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(root);
    while (!queue.isEmpty()) {
      int v = queue.poll();
      for (int to : adj[v]) {
        if (base[v] == base[to] || match[v] == to) {
          continue;
        }
        if (to == root || (match[to] != -1 && parent[match[to]] != -1)) {
          int curBase = lca(v, to);
          Arrays.fill(blossom, false);
          markPath(v, curBase, to);
          markPath(to, curBase, v);
          for (int i = 0; i < n; i++) {
            if (blossom[base[i]]) {
              base[i] = curBase;
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
