package org.swisschess.dutch.core;

/**
 * Two players paired in a bracket, as local vertices of the bracket's matching, the higher-ranked
 * (smaller index) first. Colours are decided later, by the colour allocation.
 *
 * @param higher the higher-ranked player's vertex
 * @param lower the lower-ranked player's vertex
 */
public record Pair(int higher, int lower) {

  /** Checks the order. */
  public Pair {
    if (higher >= lower || higher < 0) {
      throw new IllegalArgumentException(
          "a pair is two vertices, higher first: " + higher + ", " + lower);
    }
  }

  /**
   * The pair of two vertices, in either order.
   *
   * @param i a vertex
   * @param j another vertex
   * @return the pair, higher-ranked first
   */
  public static Pair of(int i, int j) {
    return new Pair(Math.min(i, j), Math.max(i, j));
  }
}
