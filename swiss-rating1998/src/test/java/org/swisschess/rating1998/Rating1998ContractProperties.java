package org.swisschess.rating1998;

import org.swisschess.testkit.PairingSystemContract;

/** The shared contract, run once against rating-1998 loaded by id as a user would. */
class Rating1998ContractProperties extends PairingSystemContract {

  Rating1998ContractProperties() {
    super("rating-1998");
  }
}
