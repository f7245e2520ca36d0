package org.swisschess.rating1998;

/**
 * The nodes one search may visit: its own cap, and the steps left to the whole round ({@link
 * RoundBudget}). When either runs out the search stops and says so; a search whose cap changes a
 * result is recorded in the round's search limits.
 */
final class SearchBudget {

  private final RoundBudget round;
  private final String option;
  private final long cap;
  private long used;
  private boolean exhausted;

  SearchBudget(RoundBudget round, String option, long cap) {
    this.round = round;
    this.option = option;
    this.cap = cap;
  }

  boolean spend() {
    if (exhausted) {
      return false;
    }
    if (used >= cap) {
      exhausted = true;
      if (!option.equals(RoundBudget.EXACT)) {
        round.reached(option, used); // an exhausted exact search only costs time: never reported
      }
      return false;
    }
    if (!round.step()) {
      exhausted = true;
      return false;
    }
    used++;
    return true;
  }

  boolean exhausted() {
    return exhausted;
  }
}
