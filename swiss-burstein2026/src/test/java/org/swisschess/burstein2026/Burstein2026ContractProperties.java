package org.swisschess.burstein2026;

import org.swisschess.testkit.PairingSystemContract;

/** The shared contract of every pairing system, with Burstein 2026 loaded by id as a user would. */
class Burstein2026ContractProperties extends PairingSystemContract {

  Burstein2026ContractProperties() {
    super("burstein-2026");
  }
}
