package org.swisschess.dutch2017;

import org.swisschess.testkit.ExplanationContract;

/** dutch-2017's explanations, every reason proven by a forced re-pairing. */
class Dutch2017ExplanationProperties extends ExplanationContract {
  Dutch2017ExplanationProperties() {
    super("dutch-2017");
  }
}
