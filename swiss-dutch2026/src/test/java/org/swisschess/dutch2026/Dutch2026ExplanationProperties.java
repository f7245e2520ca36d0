package org.swisschess.dutch2026;

import org.swisschess.testkit.ExplanationContract;

/** dutch-2026's explanations, every reason proven by a forced re-pairing. */
class Dutch2026ExplanationProperties extends ExplanationContract {
  Dutch2026ExplanationProperties() {
    super("dutch-2026");
  }
}
