package org.swisschess.testkit.example;

import org.swisschess.testkit.PairingSystemContract;

/**
 * The contract run once against the test system, loaded by id, from a package of its own as an
 * engine module's test would be.
 */
class BacktrackingContractProperties extends PairingSystemContract {

  BacktrackingContractProperties() {
    super("test-backtracking");
  }
}
