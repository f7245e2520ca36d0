package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ConfigTests {

  @Test
  void ratesOutsideZeroToOneAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> new EventRates(-0.1, 0, 0, 0, 0, 0, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new EventRates(0, 0, 0, 0, 1.5, 0, 0, 0));
    assertThrows(
        IllegalArgumentException.class, () -> new EventRates(0, 0, 0, 0, Double.NaN, 0, 0, 0));
  }

  @Test
  void preRoundRatesMayNotSumAboveOne() {
    assertThrows(
        IllegalArgumentException.class, () -> new EventRates(0.5, 0.3, 0.1, 0.2, 0, 0, 0, 0));
    assertEquals(0.5, new EventRates(0.5, 0.2, 0.1, 0.1, 0, 0, 0, 0).halfPointBye());
  }

  @Test
  void generatorConfigNeedsTwoPlayersAndARound() {
    assertThrows(IllegalArgumentException.class, () -> GeneratorConfig.of(1, 5));
    assertThrows(IllegalArgumentException.class, () -> GeneratorConfig.of(2, 0));
    assertThrows(
        IllegalArgumentException.class, () -> GeneratorConfig.of(2, 1).withForbiddenPairs(-1));
  }

  @Test
  void simulationConfigNeedsATournamentAndAThread() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new SimulationConfig(GeneratorConfig.of(4, 2), 0, 1L, 1));
    assertThrows(
        IllegalArgumentException.class,
        () -> new SimulationConfig(GeneratorConfig.of(4, 2), 1, 1L, 0));
  }

  @Test
  void tournamentSeedsDifferByIndexAndMasterSeed() {
    SimulationConfig a = new SimulationConfig(GeneratorConfig.of(4, 2), 3, 1L, 1);
    SimulationConfig b = new SimulationConfig(GeneratorConfig.of(4, 2), 3, 2L, 1);
    assertNotEquals(a.tournamentSeed(0), a.tournamentSeed(1));
    assertNotEquals(a.tournamentSeed(0), b.tournamentSeed(0));
    assertEquals(
        a.tournamentSeed(2),
        new SimulationConfig(GeneratorConfig.of(9, 9), 5, 1L, 4).tournamentSeed(2),
        "the seed of tournament i depends on the master seed and i only");
  }

  @Test
  void ratingNoiseSeparatesRatingFromStrength() {
    GeneratedTournament exact =
        TournamentGenerator.generate(new ScoreOrderTestSystem(), GeneratorConfig.of(30, 1), 3L);
    for (int p = 1; p <= 30; p++) {
      assertEquals(exact.strength(p), exact.tournament().player(p).rating());
    }
    GeneratedTournament noisy =
        TournamentGenerator.generate(
            new ScoreOrderTestSystem(),
            GeneratorConfig.of(30, 1).withModel(ResultModel.DEFAULT.withRatingNoise(100)),
            3L);
    int differ = 0;
    for (int p = 1; p <= 30; p++) {
      differ += noisy.strength(p) != noisy.tournament().player(p).rating() ? 1 : 0;
    }
    assertEquals(true, differ > 20, differ + " of 30 ratings differ from strength");
  }
}
