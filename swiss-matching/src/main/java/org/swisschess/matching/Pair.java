package org.swisschess.matching;

/**
 * Two vertices a matching paired, the smaller index first (before colours are given; a {@code
 * Board} is a pair with colours): the pair type of dutch-core, the three Dutch editions
 * (dutch-2012, dutch-2017, dutch-2026), dubov-1997, burstein-2026 and dubov-2026's edges to drop.
 * Where an engine numbers its vertices by rank, the smaller index is the higher-ranked player.
 *
 * @param higher the smaller vertex index (the higher-ranked player where vertices are numbered by
 *     rank)
 * @param lower the larger vertex index
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
   * @return the pair, smaller index first
   */
  public static Pair of(int i, int j) {
    return new Pair(Math.min(i, j), Math.max(i, j));
  }
}
