package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.sim.EventRates;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.testkit.ContractRun;
import org.swisschess.testkit.Scenario;

/** Tournaments the shared contract caught, kept as regression tests. */
class ContractRegressionTests {

  private static final EventRates NONE = new EventRates(0, 0, 0, 0, 0, 0, 0, 0);

  /**
   * In round 7, players moved down by C.1 were merged into the lowest bracket as residents, so a
   * later C.13 backtrack above paired them a second time.
   */
  @Test
  void c13_playersMovedIntoAJoinedBracketStayReplaceable() {
    EventRates forfeits = new EventRates(0, 0, 0, 0, 0.3, 0.5, 0, 0);
    Scenario scenario = new Scenario(GeneratorConfig.of(8, 7).withRates(forfeits), 2);
    assertEquals(List.of(), ContractRun.validityViolations(new Dutch2012System(), scenario));
  }

  /**
   * In the last round a top scorer could only meet non-top scorers who needed his colour; waiving
   * B.2 only between two top scorers left no pairing although a legal one exists.
   */
  @Test
  void b2_aTopScorerMayMeetANonTopScorerInTheLastRound() {
    ScoringSystem football = ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO);
    Scenario scenario =
        new Scenario(
            GeneratorConfig.of(12, 10).withRates(NONE).withForbiddenPairs(1).withScoring(football),
            2584);
    assertEquals(List.of(), ContractRun.validityViolations(new Dutch2012System(), scenario));
  }
}
