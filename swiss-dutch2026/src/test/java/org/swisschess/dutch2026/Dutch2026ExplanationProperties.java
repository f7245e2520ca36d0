package org.swisschess.dutch2026;

import org.swisschess.testkit.ExplanationContract;

/** dutch-2026's explanations, every reason proven by a forced re-pairing. */
class Dutch2026ExplanationProperties extends ExplanationContract {
  Dutch2026ExplanationProperties() {
    super("dutch-2026");
  }

  /**
   * [C8]'s scores are read as the scores of the next bracket's downfloaters, while the engine
   * weighs the scores of the higher players paired there; the two can order two pairings
   * differently (found in a final round of 15 players, generator seed -3538, the alternative 8-3),
   * so the engine's own pairing can lose at the first difference as read. Such a reason is
   * withheld, not printed; every reason given is still proven.
   */
  @Override
  protected boolean ownPairingNeverLoses() {
    return false;
  }
}
