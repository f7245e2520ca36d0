package org.swisschess.team2026;

import java.util.List;
import java.util.Map;
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

  /** The text's readings, and Gacrux's (R1 seats by score, R5's [C6], R4's [C10]) for a third. */
  @Override
  protected List<Map<String, String>> optionSets() {
    return List.of(Map.of(), Map.of(), Map.of("readings", "gacrux"));
  }
}
