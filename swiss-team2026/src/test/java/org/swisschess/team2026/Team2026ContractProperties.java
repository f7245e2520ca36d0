package org.swisschess.team2026;

import org.swisschess.testkit.TeamPairingSystemContract;

/**
 * The shared contract of every team pairing system, with team-2026 loaded by id as a user would.
 */
class Team2026ContractProperties extends TeamPairingSystemContract {

  Team2026ContractProperties() {
    super("team-2026");
  }
}
