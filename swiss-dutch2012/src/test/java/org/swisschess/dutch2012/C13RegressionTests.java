package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.sim.EventRates;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.testkit.ContractRun;
import org.swisschess.testkit.Scenario;

/**
 * A tournament the contract found: in round 7 players moved down by C.1 were merged into the lowest
 * bracket as residents, so a later C.13 backtrack above paired them a second time.
 */
class C13RegressionTests {

  @Test
  void c13_playersMovedIntoAJoinedBracketStayReplaceable() {
    EventRates forfeits = new EventRates(0, 0, 0, 0, 0.3, 0.5, 0, 0);
    Scenario scenario = new Scenario(GeneratorConfig.of(8, 7).withRates(forfeits), 2);
    assertEquals(List.of(), ContractRun.validityViolations(new Dutch2012System(), scenario));
  }
}
