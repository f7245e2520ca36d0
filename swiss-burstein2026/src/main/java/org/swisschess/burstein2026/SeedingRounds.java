package org.swisschess.burstein2026;

/** 1.6.2: how many of the first rounds are seeding rounds, paired by the Dutch System. */
final class SeedingRounds {

  private SeedingRounds() {}

  /** min(floor(rounds / 2), 4): 5 rounds give 2, 7 give 3, 8 and more give 4. */
  static int of(int plannedRounds) {
    return Math.min(plannedRounds / 2, 4);
  }
}
