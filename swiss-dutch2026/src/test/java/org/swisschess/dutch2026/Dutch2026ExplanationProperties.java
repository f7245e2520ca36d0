package org.swisschess.dutch2026;

import org.swisschess.testkit.ExplanationContract;

/**
 * dutch-2026's explanations, every reason proven by a forced re-pairing, and every alternative a
 * player expects explained: the engine's own pairing is never worse where the two pairings first
 * differ, once two pairings equal at every criterion down to the highest bracket where they differ
 * are told apart by that bracket's order (4.2-4.4), not by the brackets paired after it.
 */
class Dutch2026ExplanationProperties extends ExplanationContract {
  Dutch2026ExplanationProperties() {
    super("dutch-2026");
  }
}
