package org.swisschess.dutch2017;

import org.swisschess.testkit.PairingSystemContract;

/** The shared contract of every pairing system, with Dutch 2017 loaded by id as a user would. */
class Dutch2017ContractProperties extends PairingSystemContract {

  Dutch2017ContractProperties() {
    super("dutch-2017");
  }
}
