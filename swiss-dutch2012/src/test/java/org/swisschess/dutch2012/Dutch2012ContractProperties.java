package org.swisschess.dutch2012;

import org.swisschess.testkit.PairingSystemContract;

/** The shared contract, with the system loaded by its id as a user would. */
class Dutch2012ContractProperties extends PairingSystemContract {

  Dutch2012ContractProperties() {
    super("dutch-2012");
  }
}
