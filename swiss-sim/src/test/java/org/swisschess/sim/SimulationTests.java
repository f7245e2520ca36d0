package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.swisschess.api.PairingSystem;

class SimulationTests {

  private final List<PairingSystem> systems =
      List.of(new ScoreOrderTestSystem(), new RandomOrderTestSystem());

  private static List<TournamentMetrics> withoutTimings(List<TournamentMetrics> metrics) {
    return metrics.stream()
        .map(
            m ->
                new TournamentMetrics(
                    m.index(),
                    m.seed(),
                    m.players(),
                    m.kendallTau(),
                    m.strongestWinShare(),
                    m.boards(),
                    m.ratedBoards(),
                    m.ratingDifferenceSum(),
                    m.colourImbalanced(),
                    m.longestColourRun(),
                    m.upfloats(),
                    m.downfloats(),
                    m.repeatedFloats(),
                    m.pabs(),
                    m.failedRounds(),
                    List.of()))
        .toList();
  }

  @Test
  void threadsDoNotChangeTheResults() {
    GeneratorConfig g = GeneratorConfig.of(17, 6);
    SimulationReport one =
        Simulation.run(systems, new SimulationConfig(g, 8, 99L, 1), SimulationProgress.NONE);
    SimulationReport three =
        Simulation.run(systems, new SimulationConfig(g, 8, 99L, 3), SimulationProgress.NONE);
    for (int s = 0; s < systems.size(); s++) {
      assertEquals(one.systems().get(s).withoutTimings(), three.systems().get(s).withoutTimings());
      assertEquals(
          withoutTimings(one.tournaments().get(s)), withoutTimings(three.tournaments().get(s)));
    }
  }

  @Test
  void everySystemFacesTheSameFields() {
    GeneratorConfig g = GeneratorConfig.of(12, 4);
    SimulationReport r =
        Simulation.run(systems, new SimulationConfig(g, 3, 5L, 1), SimulationProgress.NONE);
    for (int i = 0; i < 3; i++) {
      assertEquals(r.tournaments().get(0).get(i).seed(), r.tournaments().get(1).get(i).seed());
      assertEquals(i, r.tournaments().get(1).get(i).index());
    }
  }

  @Test
  void pairingByScoreMeetsCloserOpponentsThanPairingAtRandom() {
    // Swiss pairing brings players of like score, hence like strength, together: the rating
    // difference metric must show it. (Kendall's tau need not: a random pairing samples the field
    // more evenly, and Swiss scores bunch up.)
    GeneratorConfig g = GeneratorConfig.of(32, 7).withRates(EventRates.NONE);
    SimulationReport r =
        Simulation.run(systems, new SimulationConfig(g, 20, 3L, 2), SimulationProgress.NONE);
    assertTrue(
        r.systems().get(0).meanRatingDifference() < r.systems().get(1).meanRatingDifference(),
        r.systems().toString());
    assertEquals(0.0, r.systems().get(0).pabsPerTournament(), "32 players never need a PAB");
  }

  @Test
  void progressHearsEveryTournament() {
    AtomicInteger calls = new AtomicInteger();
    Simulation.run(
        systems,
        new SimulationConfig(GeneratorConfig.of(6, 3), 5, 1L, 2),
        (done, total) -> {
          assertEquals(5, total);
          calls.incrementAndGet();
        });
    assertEquals(5, calls.get());
  }

  @Test
  void tableAlignsItsColumnsAndCsvHasOneRowPerSystem() {
    SimulationReport r =
        Simulation.run(
            systems,
            new SimulationConfig(GeneratorConfig.of(10, 3), 2, 1L, 1),
            SimulationProgress.NONE);
    String[] lines = SimulationTable.render(r).split(System.lineSeparator());
    assertEquals(1 + 2 + systems.size(), lines.length);
    assertTrue(lines[1].startsWith("system"));
    for (int i = 2; i < lines.length; i++) {
      assertEquals(
          lines[1].length(), lines[i].length(), "line " + i + " is as wide as the heading");
    }
    assertTrue(lines[3].startsWith("test-score-order"));
    String[] csv = SimulationCsv.write(r).split("\r\n");
    assertEquals(1 + systems.size(), csv.length);
    for (String row : csv) {
      assertEquals(18, row.split(",", -1).length, row);
    }
  }

  @Test
  void csvQuotesFieldsWithCommasOrQuotes() {
    assertEquals("plain", SimulationCsv.quote("plain"));
    assertEquals("\"a,b\"", SimulationCsv.quote("a,b"));
    assertEquals("\"say \"\"hi\"\"\"", SimulationCsv.quote("say \"hi\""));
  }

  @Test
  void aCrashingSystemIsNamedWithTheSeedThatReproducesIt() {
    PairingSystem crashing =
        new ScoreOrderTestSystem() {
          @Override
          public String id() {
            return "test-crashing";
          }

          @Override
          public org.swisschess.api.Pairing pair(org.swisschess.api.PairingRequest request) {
            if (request.round() == 2) {
              throw new IllegalStateException("boom");
            }
            return super.pair(request);
          }
        };
    SimulationConfig config = new SimulationConfig(GeneratorConfig.of(8, 3), 4, 7L, 2);
    SimulationException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            SimulationException.class,
            () -> Simulation.run(List.of(crashing), config, SimulationProgress.NONE));
    assertEquals("test-crashing", e.systemId());
    assertEquals(config.tournamentSeed(e.tournament()), e.seed());
    assertEquals("boom", e.getCause().getMessage());
    assertTrue(e.getMessage().contains("generator seed " + e.seed()), e.getMessage());
  }
}
