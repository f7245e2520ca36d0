package org.swisschess.dubov;

import org.swisschess.matching.CardinalityMatching;

/**
 * Whether a set of players can still all be paired under the absolute criteria of chapter 2: a
 * maximum matching ({@link CardinalityMatching}) of the players' compatibility graph. The Dubov
 * text pairs score group by score group; this check keeps a choice made high up from leaving the
 * players below unpairable (README, gap 9-a).
 */
final class Matchability {

  private Matchability() {}

  /** Whether every vertex of {@code vertices} can be paired with an adjacent one. */
  static boolean isPerfect(int[] vertices, boolean[][] adjacent) {
    return vertices.length % 2 == 0 && 2 * maximumMatching(vertices, adjacent) == vertices.length;
  }

  /** The size of a maximum matching of the graph induced by {@code vertices}. */
  static int maximumMatching(int[] vertices, boolean[][] adjacent) {
    int n = vertices.length;
    int[][] neighbours = new int[n][];
    int[] buffer = new int[n];
    for (int i = 0; i < n; i++) {
      int k = 0;
      boolean[] row = adjacent[vertices[i]];
      for (int j = 0; j < n; j++) {
        if (j != i && row[vertices[j]]) {
          buffer[k++] = j;
        }
      }
      neighbours[i] = java.util.Arrays.copyOf(buffer, k);
    }
    return CardinalityMatching.pairs(CardinalityMatching.maximum(neighbours));
  }
}
