package org.swisschess.sim;

import java.util.SplittableRandom;

/**
 * Derives independent random streams from one seed, so that what is drawn for one purpose never
 * depends on how much was drawn for another (and a game's result never depends on the system that
 * paired the round before it).
 */
final class Seeds {

  /** Stream for the field: strengths and ratings. */
  static final long FIELD = 0x6669656c64L;

  /** Stream for the schedule: byes, absences, late entries, withdrawals, forbidden pairs. */
  static final long SCHEDULE = 0x7363686564L;

  /** Stream for one game's result. */
  static final long GAME = 0x67616d65L;

  /** Stream for a team's line-up in one round. */
  static final long LINEUP = 0x6c696e657570L;

  /** Stream for whether a team comes to a match. */
  static final long MATCH = 0x6d61746368L;

  /** Stream for one simulated tournament of a simulation. */
  static final long TOURNAMENT = 0x746f75726eL;

  private Seeds() {}

  /** SplitMix64's finaliser: a bijective mix of all 64 bits. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }

  /** Returns the seed of a sub-stream keyed by {@code keys}. */
  static long derive(long seed, long... keys) {
    long h = mix(seed ^ 0x9e3779b97f4a7c15L);
    for (long k : keys) {
      h = mix(h + 0x9e3779b97f4a7c15L * (k + 1));
    }
    return h;
  }

  /** Returns a random stream keyed by {@code keys}. */
  static SplittableRandom stream(long seed, long... keys) {
    return new SplittableRandom(derive(seed, keys));
  }
}
