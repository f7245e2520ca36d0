package org.swisschess.burstein2026;

import org.swisschess.testkit.ExplanationContract;

/**
 * burstein-2026's explanations, every reason proven by a forced re-pairing: after the seeding
 * rounds by the Burstein criteria, in the seeding rounds by dutch-2026's.
 */
class Burstein2026ExplanationProperties extends ExplanationContract {
  Burstein2026ExplanationProperties() {
    super("burstein-2026");
  }
}
