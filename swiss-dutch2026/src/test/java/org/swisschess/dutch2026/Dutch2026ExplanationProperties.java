package org.swisschess.dutch2026;

import org.swisschess.testkit.ExplanationContract;

/** dutch-2026's explanations, every reason proven by a forced re-pairing. */
class Dutch2026ExplanationProperties extends ExplanationContract {
  Dutch2026ExplanationProperties() {
    super("dutch-2026");
  }

  /**
   * [C8] is read off the pairing as made (the next bracket's downfloaters and their scores), while
   * the engine weighs, in the bracket's own matching, the pairs the next scoregroup could still
   * make: a look-ahead the next bracket need not realise (found in a final round of 15 players,
   * generator seed -3538, the alternative 8-3, where the forced re-pairing pairs a 4.0 in the next
   * bracket and the engine's pairing only a 3.5), so the engine's own pairing can lose at the first
   * difference as read. Such a reason is withheld, not printed; every reason given is still proven.
   */
  @Override
  protected boolean ownPairingNeverLoses() {
    return false;
  }
}
