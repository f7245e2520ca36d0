package org.swisschess.rating1998;

/**
 * A cap on search nodes, so that no bracket can stall a round; when a search runs out it says so
 * and the caller falls back as the README describes.
 */
final class SearchBudget {

  private long left;
  private boolean exhausted;

  SearchBudget(long nodes) {
    this.left = nodes;
  }

  boolean spend() {
    if (left <= 0) {
      exhausted = true;
      return false;
    }
    left--;
    return true;
  }

  boolean exhausted() {
    return exhausted;
  }
}
