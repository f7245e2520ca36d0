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

  /** Runs and collects the per-tournament values too, without their timings. */
  private List<List<TournamentMetrics>> perTournament(SimulationConfig config) {
    List<List<TournamentMetrics>> out = new java.util.ArrayList<>();
    Simulation.run(
        systems,
        config,
        SimulationState.start(config, systems.stream().map(PairingSystem::id).toList()),
        SimulationProgress.NONE,
        t -> out.add(t.stream().map(TournamentMetrics::withoutTimings).toList()),
        s -> {});
    return out;
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
    }
    assertEquals(
        perTournament(new SimulationConfig(g, 8, 99L, 1)),
        perTournament(new SimulationConfig(g, 8, 99L, 3)));
  }

  @Test
  void threeShardsMergedAreOneRun() {
    SimulationConfig config = new SimulationConfig(GeneratorConfig.of(11, 4), 10, 42L, 1);
    List<String> ids = systems.stream().map(PairingSystem::id).toList();
    SimulationReport one = Simulation.run(systems, config, SimulationProgress.NONE);
    List<SimulationState> shards = new java.util.ArrayList<>();
    for (int k = 3; k >= 1; k--) {
      SimulationConfig part = config.withShard(new Shard(k, 3));
      SimulationState s =
          Simulation.run(
              systems,
              part,
              SimulationState.start(part, ids),
              SimulationProgress.NONE,
              t -> {},
              x -> {});
      // through the text a shard writes
      shards.add(SimulationState.read(s.write()));
    }
    SimulationReport merged = SimulationState.merge(shards).report();
    assertEquals(SimulationCsv.write(one), SimulationCsv.write(merged));
    assertEquals(one.settings(), merged.settings());
  }

  @Test
  void aShardResumesFromItsCheckpoint() {
    SimulationConfig config =
        new SimulationConfig(GeneratorConfig.of(9, 3), 40, 8L, 1).withShard(new Shard(2, 2));
    List<String> ids = systems.stream().map(PairingSystem::id).toList();
    String[] checkpoint = new String[1];
    SimulationState whole =
        Simulation.run(
            systems,
            config,
            SimulationState.start(config, ids),
            SimulationProgress.NONE,
            t -> {},
            s -> {
              if (checkpoint[0] == null) {
                checkpoint[0] = s.write();
              }
            });
    SimulationState resumed = SimulationState.read(checkpoint[0]);
    assertEquals(16, resumed.done(), "the first batch");
    List<Integer> played = new java.util.ArrayList<>();
    Simulation.run(
        systems,
        config,
        resumed,
        SimulationProgress.NONE,
        t -> played.add(t.get(0).index()),
        s -> {});
    assertEquals(List.of(33, 35, 37, 39), played, "shard 2/2 after its first 16: 33, 35, ...");
    assertEquals(SimulationCsv.write(whole.report()), SimulationCsv.write(resumed.report()));
  }

  @Test
  void mergeRefusesAMissingOrForeignShard() {
    SimulationConfig config = new SimulationConfig(GeneratorConfig.of(6, 2), 4, 1L, 1);
    List<String> ids = systems.stream().map(PairingSystem::id).toList();
    SimulationConfig first = config.withShard(new Shard(1, 2));
    SimulationState s1 =
        Simulation.run(
            systems,
            first,
            SimulationState.start(first, ids),
            SimulationProgress.NONE,
            t -> {},
            x -> {});
    IllegalArgumentException missing =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class, () -> SimulationState.merge(List.of(s1)));
    assertEquals("shard 2/2 is missing", missing.getMessage());
    SimulationConfig other = new SimulationConfig(GeneratorConfig.of(6, 2), 4, 2L, 1);
    SimulationConfig second = other.withShard(new Shard(2, 2));
    SimulationState s2 =
        Simulation.run(
            systems,
            second,
            SimulationState.start(second, ids),
            SimulationProgress.NONE,
            t -> {},
            x -> {});
    IllegalArgumentException foreign =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class, () -> SimulationState.merge(List.of(s1, s2)));
    assertTrue(
        String.valueOf(foreign.getMessage()).contains("seed 1 against 2"), foreign.getMessage());
  }

  @Test
  void everySystemFacesTheSameFields() {
    GeneratorConfig g = GeneratorConfig.of(12, 4);
    List<List<TournamentMetrics>> r = perTournament(new SimulationConfig(g, 3, 5L, 1));
    for (int i = 0; i < 3; i++) {
      assertEquals(r.get(i).get(0).seed(), r.get(i).get(1).seed());
      assertEquals(i, r.get(i).get(1).index());
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
        r.systems().get(0).mean("mean_rating_difference")
            < r.systems().get(1).mean("mean_rating_difference"),
        r.systems().toString());
    assertEquals(0.0, r.systems().get(0).mean("pabs"), "32 players never need a PAB");
    // the paired difference says the same, with an interval that leaves out 0
    MetricSummary d = r.comparisons().get(0).difference("mean_rating_difference");
    assertTrue(d.ciHigh() < 0, d.toString());
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
    assertTrue(calls.get() >= 1, "heard once per batch");
  }

  @Test
  void tableAlignsItsColumnsAndCsvHasOneRowPerSystem() {
    SimulationReport r =
        Simulation.run(
            systems,
            new SimulationConfig(GeneratorConfig.of(10, 3), 2, 1L, 1),
            SimulationProgress.NONE);
    String[] lines = SimulationTable.render(r).split(System.lineSeparator());
    assertTrue(lines[1].startsWith("system"));
    for (int i = 2; i < 2 + systems.size(); i++) {
      assertEquals(
          lines[1].length(), lines[i].length(), "line " + i + " is as wide as the heading");
    }
    assertTrue(lines[3].startsWith("test-score-order"));
    String[] csv = SimulationCsv.write(r).split("\r\n");
    int metrics = Metrics.names(3).size();
    assertEquals(1 + systems.size() * metrics + metrics, csv.length, "one pair of systems");
    for (String row : csv) {
      assertEquals(15, row.split(",", -1).length, row);
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
    assertEquals("boom", java.util.Objects.requireNonNull(e.getCause()).getMessage());
    assertTrue(
        String.valueOf(e.getMessage()).contains("generator seed " + e.seed()), e.getMessage());
  }
}
