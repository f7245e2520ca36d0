package org.swisschess.dubov2026;

import org.swisschess.testkit.PairingSystemContract;

/** The shared contract of every pairing system, with Dubov 2026 loaded by id as a user would. */
class Dubov2026ContractProperties extends PairingSystemContract {

  Dubov2026ContractProperties() {
    super("dubov-2026");
  }
}
