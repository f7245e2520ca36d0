package org.swisschess.team2026;

import org.swisschess.testkit.TeamExplanationContract;

/**
 * The shared contract of team explanations, with team-2026 loaded by id as a user would: every
 * reason of every team of random rounds proven by a fresh forced re-pairing, planted wrong reasons
 * refuted.
 */
class Team2026ExplanationProperties extends TeamExplanationContract {

  Team2026ExplanationProperties() {
    super("team-2026");
  }
}
