package org.swisschess.dubov2026;

import org.swisschess.testkit.ExplanationContract;

/** dubov-2026's explanations, every reason proven by a forced re-pairing. */
class Dubov2026ExplanationProperties extends ExplanationContract {
  Dubov2026ExplanationProperties() {
    super("dubov-2026");
  }
}
