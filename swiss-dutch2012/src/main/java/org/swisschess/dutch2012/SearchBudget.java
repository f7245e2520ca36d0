package org.swisschess.dutch2012;

/**
 * A deterministic cap on the work one bracket search may do (oracle calls). The text's iteration
 * can take exponential time; when the cap is hit the current requirement level is treated as failed
 * and the search moves on, which the README records as a deviation.
 */
final class SearchBudget {

  private final long limit;
  private long spent;
  private boolean exhausted;

  SearchBudget(long limit) {
    this.limit = limit;
  }

  /** Spends {@code units}; returns false once the cap is reached. */
  boolean spend(long units) {
    spent += units;
    if (spent > limit) {
      exhausted = true;
      return false;
    }
    return true;
  }

  boolean exhausted() {
    return exhausted;
  }

  long spent() {
    return spent;
  }
}
