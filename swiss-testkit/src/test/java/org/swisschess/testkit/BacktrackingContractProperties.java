package org.swisschess.testkit;

/** The contract run once against the test system, loaded by id as an engine module would. */
class BacktrackingContractProperties extends PairingSystemContract {

  BacktrackingContractProperties() {
    super("test-backtracking");
  }
}
