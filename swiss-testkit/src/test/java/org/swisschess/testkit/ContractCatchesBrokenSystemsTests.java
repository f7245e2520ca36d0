package org.swisschess.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.swisschess.api.PairingSystem;
import org.swisschess.sim.GeneratorConfig;

/** The contract must fail for systems that break it, each on the check that names the rule. */
class ContractCatchesBrokenSystemsTests {

  /** Small and odd fields, many rounds, every kind of event, some forbidden pairs. */
  private static List<Scenario> scenarios() {
    List<Scenario> out = new ArrayList<>();
    for (int seed = 0; seed < 40; seed++) {
      int players = 3 + seed % 12;
      out.add(
          new Scenario(
              GeneratorConfig.of(players, 3 + seed % 8)
                  .withRates(
                      seed % 2 == 0 ? TournamentArbitraries.BUSY : TournamentArbitraries.FORFEITS)
                  .withForbiddenPairs(seed % 4 + 1),
              seed));
    }
    return out;
  }

  private static List<Violation> validity(PairingSystem system) {
    List<Violation> out = new ArrayList<>();
    for (Scenario s : scenarios()) {
      out.addAll(ContractRun.validityViolations(system, s));
    }
    return out;
  }

  private static List<Violation> determinism(PairingSystem system) {
    List<Violation> out = new ArrayList<>();
    for (Scenario s : scenarios()) {
      out.addAll(ContractRun.determinismViolations(system, s, 17L));
    }
    return out;
  }

  private static void assertCaught(String check, List<Violation> violations) {
    assertTrue(
        violations.stream().anyMatch(v -> v.check().equals(check)),
        "expected a [" + check + "] violation, got " + violations.stream().limit(5).toList());
  }

  @Test
  void theCorrectTestSystemKeepsEveryRuleOnTheseScenarios() {
    assertEquals(List.of(), validity(new BacktrackingTestSystem()));
    assertEquals(List.of(), determinism(new BacktrackingTestSystem()));
  }

  @Test
  void pairingAbsentPlayersIsCaught() {
    assertCaught("absent-never", validity(new BrokenSystems.IgnoresAbsentees()));
  }

  @Test
  void aSecondPabIsCaught() {
    assertCaught("pab-eligibility", validity(new BrokenSystems.GivesASecondPab()));
  }

  @Test
  void pairingAPlayerTwiceIsCaughtAsTheExceptionThePairingRecordThrows() {
    List<Violation> v = validity(new BrokenSystems.PairsAPlayerTwice());
    assertCaught("exception", v);
    assertTrue(v.get(0).message().contains("paired twice"), v.get(0).toString());
  }

  @Test
  void rematchesAreCaught() {
    assertCaught("rematch", validity(new BrokenSystems.Rematches()));
  }

  @Test
  void forbiddenPairsAreCaught() {
    assertCaught("forbidden-pair", validity(new BrokenSystems.IgnoresForbiddenPairs()));
  }

  @Test
  void colourRuleBreachesAreCaught() {
    assertCaught("colour-rules", validity(new BrokenSystems.IgnoresColours()));
  }

  @Test
  void aMissingPlayerIsCaught() {
    assertCaught("exactly-once", validity(new BrokenSystems.DropsABoard()));
  }

  @Test
  void aPabWithAnEvenNumberIsCaught() {
    assertCaught("pab-when-odd", validity(new BrokenSystems.ByeWhenEven()));
  }

  @Test
  void givingUpWhileAPairingExistsIsCaught() {
    assertCaught("no-valid-pairing", validity(new BrokenSystems.GivesUpEarly()));
  }

  @Test
  void nondeterminismIsCaught() {
    assertCaught("deterministic", determinism(new BrokenSystems.Nondeterministic()));
  }

  @Test
  void dependenceOnInputOrderIsCaught() {
    List<Violation> v = determinism(new BrokenSystems.OrderDependent());
    assertCaught("order-independent", v);
    assertTrue(v.stream().noneMatch(x -> x.check().equals("deterministic")), v.toString());
  }

  private static TestExecutionSummary runContract(Class<?> fixture) {
    LauncherDiscoveryRequest request =
        LauncherDiscoveryRequestBuilder.request()
            .selectors(selectClass(fixture))
            .filters(EngineFilter.includeEngines("jqwik"))
            .build();
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    LauncherFactory.create().execute(request, listener);
    return listener.getSummary();
  }

  private static String failureMessages(TestExecutionSummary summary) {
    return summary.getFailures().stream()
        .map(f -> String.valueOf(f.getException().getMessage()))
        .collect(Collectors.joining("\n"));
  }

  @Test
  void theContractPropertyFailsForASystemThatPairsAbsentPlayers() {
    TestExecutionSummary s = runContract(BrokenContractFixtures.IgnoresAbsentees.class);
    assertEquals(8, s.getTestsFoundCount());
    assertTrue(s.getTestsFailedCount() >= 2);
    assertTrue(failureMessages(s).contains("[absent-never]"), failureMessages(s));
    assertTrue(
        failureMessages(s)
            .contains(
                "test-broken-ignores-absentees pairs players the tournament says do not play"),
        failureMessages(s));
  }

  @Test
  void theContractPropertyFailsForASystemThatGivesASecondPab() {
    TestExecutionSummary s = runContract(BrokenContractFixtures.GivesASecondPab.class);
    assertTrue(s.getTestsFailedCount() >= 1);
    assertTrue(failureMessages(s).contains("[pab-eligibility]"), failureMessages(s));
  }

  @Test
  void theContractPropertyFailsForASystemThatPairsAPlayerTwice() {
    TestExecutionSummary s = runContract(BrokenContractFixtures.PairsAPlayerTwice.class);
    assertEquals(
        7,
        s.getTestsFailedCount(),
        "both properties and the five examples that pair see the exception");
    assertTrue(failureMessages(s).contains("paired twice"), failureMessages(s));
  }

  @Test
  void theContractFailsForASystemThatIgnoresTheAccelerationMethodItIsAskedFor() {
    TestExecutionSummary s = runContract(BrokenContractFixtures.IgnoresTheAccelerationMethod.class);
    assertEquals(1, s.getTestsFailedCount(), failureMessages(s));
    assertTrue(
        failureMessages(s)
            .contains("test-broken-ignores-acceleration mishandles accelerated requests"),
        failureMessages(s));
  }

  @Test
  void theContractFailsForASystemThatPairsAroundAnAdjournedGameAsIfItScoredNothing() {
    TestExecutionSummary s =
        runContract(BrokenContractFixtures.CountsAdjournedGamesAsNothing.class);
    assertEquals(1, s.getTestsFailedCount(), failureMessages(s));
    assertTrue(
        failureMessages(s).contains("test-broken-adjourned-as-nothing mishandles adjourned games"),
        failureMessages(s));
  }

  @Test
  void theContractFailsForASystemThatDeclaresItsTournamentTypesWrongly() {
    TestExecutionSummary s = runContract(BrokenContractFixtures.DeclaresItsTypesWrongly.class);
    assertEquals(1, s.getTestsFailedCount(), failureMessages(s));
    String m = failureMessages(s);
    assertTrue(m.contains("MY_SWISS is no TRF-2026 code"), m);
    assertTrue(m.contains("a request with the options of CUSTOM_SWISS ({}) names no type"), m);
  }
}
