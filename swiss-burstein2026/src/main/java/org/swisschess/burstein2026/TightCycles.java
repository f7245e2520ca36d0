package org.swisschess.burstein2026;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Optional;
import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.OptimalityCertificate;

/**
 * A shortcut for the question "does some best pairing hold {i, j}?" without solving again. With an
 * optimum M and an optimal dual, every matching whose edges are all tight, that leaves single only
 * vertices of zero dual and each blossom of positive dual as full as M does is optimal too
 * (complementary slackness). An even alternating cycle through {i, j} made of tight edges, whose
 * vertices and their mates lie outside every such blossom, turns M into such a matching holding {i,
 * j}, with the same players single. The search walks single steps (a tight edge out of M, then an
 * edge of M) and uses each vertex once, so what it finds is a simple cycle; when it finds none the
 * caller solves again, which answers exactly.
 */
final class TightCycles {

  private TightCycles() {}

  /**
   * Returns the matching M changed along a cycle through {i, j}, or empty when none is found.
   *
   * @param mate M; a vertex it leaves single has a zero dual and stays single in what is returned
   */
  static Optional<int[]> through(
      int i, int j, int[] mate, MaximumWeightMatching graph, OptimalityCertificate certificate) {
    int n = mate.length;
    int a = mate[i];
    int b = mate[j];
    if (a < 0 || b < 0 || !certificate.isFree(i) || !certificate.isFree(j)) {
      // a cycle keeps who is single; a single i or j is the search's to settle
      return Optional.empty();
    }
    boolean[] used = new boolean[n];
    used[i] = true;
    used[j] = true;
    used[b] = true;
    int[] via = new int[n]; // for each outer vertex reached, the vertex whose M edge led to it
    int[] parent = new int[n]; // and the outer vertex before that one
    Arrays.fill(via, -1);
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(b);
    while (!queue.isEmpty()) {
      int v = queue.poll();
      for (int x = 0; x < n; x++) {
        if (x == v || x == mate[v] || !graph.hasEdge(v, x) || !certificate.isTight(v, x)) {
          continue;
        }
        if (x == a) {
          return Optional.of(flip(i, j, v, mate, via, parent));
        }
        if (used[x] || !certificate.isFree(x)) {
          continue;
        }
        int y = mate[x];
        if (y < 0 || used[y] || y == a) {
          continue;
        }
        used[x] = true;
        used[y] = true;
        via[y] = x;
        parent[y] = v;
        queue.add(y);
      }
    }
    return Optional.empty();
  }

  /**
   * M with i - j, b ... x_t - o_t ... and last - a: the path's edges out of M go in, its edges of M
   * (and j - b, a - i) go out.
   */
  private static int[] flip(int i, int j, int last, int[] mate, int[] via, int[] parent) {
    int[] m = mate.clone();
    int a = mate[i];
    int b = mate[j];
    m[i] = j;
    m[j] = i;
    m[last] = a;
    m[a] = last;
    for (int v = last; v != b; v = parent[v]) {
      int x = via[v];
      int p = parent[v];
      m[p] = x;
      m[x] = p;
    }
    return m;
  }
}
