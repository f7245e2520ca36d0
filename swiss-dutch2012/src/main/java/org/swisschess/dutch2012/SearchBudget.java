package org.swisschess.dutch2012;

/**
 * A deterministic cap on the work one search may do (oracle cells), within the round's own cap
 * ({@link RoundBudget}). The text's iteration can take exponential time; when a cap is hit the
 * search stops, the caller treats what is left as failed, and the cap is recorded in the round's
 * search limits.
 */
final class SearchBudget {

  private final RoundBudget round;
  private final String option;
  private final long limit;
  private final boolean chargesRound;
  private long spent;
  private boolean exhausted;

  /**
   * A cap on {@code option}; {@code chargesRound} is false for a cap on the sum of other searches'
   * units (a bracket's levels), which charged the round already.
   */
  SearchBudget(RoundBudget round, String option, long limit, boolean chargesRound) {
    this.round = round;
    this.option = option;
    this.limit = limit;
    this.chargesRound = chargesRound;
  }

  /** Spends {@code units}; returns false once this cap or the round's is reached. */
  boolean spend(long units) {
    if (exhausted) {
      return false;
    }
    spent += units;
    boolean roundLeft = chargesRound ? round.spend(units) : !round.exhausted();
    if (spent > limit) {
      exhausted = true;
      round.reached(option, spent);
      return false;
    }
    if (!roundLeft) {
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
