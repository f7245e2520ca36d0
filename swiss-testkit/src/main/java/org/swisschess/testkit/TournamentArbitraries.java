package org.swisschess.testkit;

import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.sim.EventRates;
import org.swisschess.sim.GeneratedTournament;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.NoPairingPolicy;
import org.swisschess.sim.ResultModel;
import org.swisschess.sim.RoundRecord;

/**
 * jqwik arbitraries for tournaments and tournament states, generated through swiss-sim with the
 * system under test, so each state is one the system itself led to.
 *
 * <p>Values are built from a {@link Scenario} (sizes, rates, scoring, seed); shrinking shrinks
 * those and regenerates, towards fewer players, fewer rounds, no irregular events, standard scoring
 * and seed 0. Example:
 *
 * <pre>{@code
 * @Provide Arbitrary<RoundState> states() { return TournamentArbitraries.states(system); }
 * }</pre>
 */
public final class TournamentArbitraries {

  /** Many requested byes, absences, forfeits, withdrawals and late entries. */
  public static final EventRates BUSY =
      new EventRates(0.08, 0.04, 0.02, 0.04, 0.08, 0.3, 0.15, 0.15);

  /** Forfeits only, half of them double: many games that were paired but not played. */
  public static final EventRates FORFEITS = new EventRates(0, 0, 0, 0, 0.3, 0.5, 0, 0);

  /** Football-style scoring, 3-1-0. */
  public static final ScoringSystem THREE_ONE_ZERO =
      ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO);

  private TournamentArbitraries() {}

  /**
   * Returns scenarios of tiny fields (2 to 12 players, up to 13 rounds, where pairings run out) and
   * normal ones (13 to 40 players, up to 9 rounds), with every kind of irregular event, forbidden
   * pairs and non-standard scoring.
   *
   * @return never null
   */
  public static Arbitrary<Scenario> scenarios() {
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(3, scenarios(2, 12, 13, 3)),
        net.jqwik.api.Tuple.of(2, scenarios(13, 40, 9, 8)));
  }

  /**
   * Returns scenarios within the given sizes.
   *
   * @param minPlayers from 2
   * @param maxPlayers at least minPlayers
   * @param maxRounds from 1
   * @param maxForbiddenPairs from 0
   * @return never null
   */
  public static Arbitrary<Scenario> scenarios(
      int minPlayers, int maxPlayers, int maxRounds, int maxForbiddenPairs) {
    Arbitrary<Integer> players = Arbitraries.integers().between(minPlayers, maxPlayers);
    Arbitrary<Integer> rounds = Arbitraries.integers().between(1, maxRounds);
    Arbitrary<Long> seeds = Arbitraries.longs();
    Arbitrary<EventRates> rates =
        Arbitraries.of(EventRates.NONE, EventRates.DEFAULT, BUSY, FORFEITS);
    Arbitrary<Integer> forbidden = Arbitraries.integers().between(0, maxForbiddenPairs);
    Arbitrary<ScoringSystem> scoring = Arbitraries.of(ScoringSystem.STANDARD, THREE_ONE_ZERO);
    return Combinators.combine(players, rounds, seeds, rates, forbidden, scoring)
        .as(
            (p, r, seed, rate, f, score) ->
                new Scenario(
                    new GeneratorConfig(
                        p, r, ResultModel.DEFAULT, rate, f, score, NoPairingPolicy.STOP, Map.of()),
                    seed));
  }

  /**
   * Returns whole tournaments paired by {@code system}, stopped at a round it cannot pair.
   *
   * @param system not null
   * @return never null
   */
  public static Arbitrary<GeneratedTournament> tournaments(PairingSystem system) {
    return scenarios().map(s -> s.generate(system));
  }

  /**
   * Returns states before any round of tournaments paired by {@code system}: the round is drawn
   * from 1 to the number of rounds generated (a round the system could not pair included).
   *
   * @param system not null
   * @return never null
   */
  public static Arbitrary<RoundState> states(PairingSystem system) {
    return states(system, scenarios());
  }

  /**
   * Returns states before any round of tournaments paired by {@code system}, made from the given
   * scenarios (for example {@code scenarios(2, 30, 13, 8)} for fields of up to 30 players).
   *
   * @param system not null
   * @param scenarios not null
   * @return never null
   */
  public static Arbitrary<RoundState> states(PairingSystem system, Arbitrary<Scenario> scenarios) {
    return Combinators.combine(scenarios, Arbitraries.integers().between(1, 13))
        .as(
            (scenario, pick) -> {
              GeneratedTournament g = scenario.generate(system);
              int round = Math.min(pick, g.rounds().size());
              RoundRecord recorded = g.rounds().get(round - 1);
              return new RoundState(scenario, g.requestFor(round), recorded);
            });
  }

  /**
   * Returns requests to pair the next round of tournaments no system led to: every past round
   * paired at random, ignoring every rule (rematches, colour runs, second byes), with forfeits,
   * byes, absences and forbidden pairs, and some players absent from the round to pair. These are
   * the states on which pairing searches run longest and "no valid pairing" is most common; a
   * system's search must stay bounded on them.
   *
   * @param maxPlayers from 2
   * @param maxRounds the most rounds already played, from 0
   * @return never null
   */
  public static Arbitrary<PairingRequest> chaoticStates(int maxPlayers, int maxRounds) {
    return Combinators.combine(
            Arbitraries.integers().between(2, maxPlayers),
            Arbitraries.integers().between(0, maxRounds),
            Arbitraries.longs())
        .as(ChaoticStates::of);
  }
}
