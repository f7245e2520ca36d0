package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;

class TournamentGeneratorProperties {

  private static final EventRates BUSY =
      new EventRates(0.08, 0.04, 0.02, 0.04, 0.1, 0.3, 0.15, 0.15);

  private static GeneratorConfig config(
      int players, int rounds, boolean busy, int forbidden, boolean football, boolean skip) {
    return GeneratorConfig.of(players, rounds)
        .withRates(busy ? BUSY : EventRates.DEFAULT)
        .withForbiddenPairs(forbidden)
        .withScoring(
            football
                ? ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO)
                : ScoringSystem.STANDARD)
        .withPolicy(skip ? NoPairingPolicy.SKIP_ROUND : NoPairingPolicy.STOP);
  }

  @Property(tries = 200)
  void everyGeneratedTournamentReplaysExactly(
      @ForAll @IntRange(min = 2, max = 30) int players,
      @ForAll @IntRange(min = 1, max = 12) int rounds,
      @ForAll long seed,
      @ForAll boolean busy,
      @ForAll @IntRange(max = 5) int forbidden,
      @ForAll boolean football,
      @ForAll boolean skip) {
    ScoreOrderTestSystem system = new ScoreOrderTestSystem();
    GeneratedTournament g =
        TournamentGenerator.generate(
            system, config(players, rounds, busy, forbidden, football, skip), seed);
    assertEquals(List.of(), TournamentReplay.mismatches(system, g.tournament(), Map.of()));
    assertEquals(players, g.tournament().players().size());
    assertEquals(
        g.tournament().completedRounds() + (skip || !g.stoppedEarly() ? 0 : 1), g.rounds().size());
  }

  @Property(tries = 100)
  void theFieldAndScheduleDependOnTheSeedOnlyNotOnTheSystem(
      @ForAll @IntRange(min = 2, max = 30) int players,
      @ForAll @IntRange(min = 1, max = 8) int rounds,
      @ForAll long seed) {
    GeneratorConfig config = config(players, rounds, true, 2, false, true);
    GeneratedTournament a = TournamentGenerator.generate(new ScoreOrderTestSystem(), config, seed);
    GeneratedTournament b = TournamentGenerator.generate(new RandomOrderTestSystem(), config, seed);
    assertEquals(a.strengths(), b.strengths());
    assertEquals(a.tournament().forbiddenPairs(), b.tournament().forbiddenPairs());
    assertEquals(a.tournament().initialColour(), b.tournament().initialColour());
    for (int i = 0; i < players; i++) {
      Player pa = a.tournament().players().get(i);
      Player pb = b.tournament().players().get(i);
      assertEquals(pa.rating(), pb.rating());
    }
    for (int r = 0; r < Math.min(a.rounds().size(), b.rounds().size()); r++) {
      assertEquals(a.rounds().get(r).absent(), b.rounds().get(r).absent(), "round " + (r + 1));
    }
  }
}
