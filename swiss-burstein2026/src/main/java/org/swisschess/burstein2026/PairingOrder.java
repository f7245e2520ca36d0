package org.swisschess.burstein2026;

import java.util.Comparator;

/**
 * 4.3: the order of all the pairings of a bracket. A pairing is written as the vector of each BSN's
 * opponent, {@code opponent[bsn]} for BSN 1 to n (index 0 unused), 0 for a player paired with a
 * virtual player of 4.2 (an outgoing floater). A pairing precedes another if BSN 1's opponent has
 * the larger BSN; if equal, BSN 2's; and so on; BSN 0 ranks below every real BSN.
 *
 * <p>{@link BracketPairing} takes the first of the best pairings in this order without listing
 * them: BSN 1 gets the largest BSN any best pairing allows (or 0), then the next undecided BSN; the
 * engine's property tests check the two agree by listing every pairing of small brackets.
 */
final class PairingOrder {

  private PairingOrder() {}

  /** Negative when {@code a} precedes {@code b}. */
  static final Comparator<int[]> ORDER =
      (a, b) -> {
        for (int bsn = 1; bsn < Math.min(a.length, b.length); bsn++) {
          if (a[bsn] != b[bsn]) {
            // a larger BSN first; 0 (a floater's virtual opponent) after every real BSN
            return Integer.compare(b[bsn], a[bsn]);
          }
        }
        return Integer.compare(a.length, b.length);
      };
}
