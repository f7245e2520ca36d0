package org.swisschess.dubov;

import org.swisschess.testkit.PairingSystemContract;

/** The shared contract of every pairing system, with Dubov 1997 loaded by id as a user would. */
class Dubov1997ContractProperties extends PairingSystemContract {

  Dubov1997ContractProperties() {
    super("dubov-1997");
  }
}
