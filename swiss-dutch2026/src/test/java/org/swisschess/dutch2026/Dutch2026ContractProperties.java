package org.swisschess.dutch2026;

import org.swisschess.testkit.PairingSystemContract;

/** The shared contract of every pairing system, with Dutch 2026 loaded by id as a user would. */
class Dutch2026ContractProperties extends PairingSystemContract {

  Dutch2026ContractProperties() {
    super("dutch-2026");
  }
}
