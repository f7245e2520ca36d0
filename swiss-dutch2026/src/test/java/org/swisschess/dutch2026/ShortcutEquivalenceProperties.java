package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.ScoringSystem;
import org.swisschess.dutch.core.Shortcut;
import org.swisschess.sim.EventRates;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.NoPairingPolicy;
import org.swisschess.sim.ResultModel;
import org.swisschess.testkit.RoundState;
import org.swisschess.testkit.Scenario;
import org.swisschess.testkit.TournamentArbitraries;

/**
 * Over random rounds of random tournaments, dutch-2026 pairs exactly the same with its shortcuts
 * off (every one, or all but one) as with them on: they only save solves.
 */
class ShortcutEquivalenceProperties {

  private static final PairingSystem SYSTEM = PairingSystems.require("dutch-2026");

  @Provide
  Arbitrary<RoundState> rounds() {
    return TournamentArbitraries.states(SYSTEM);
  }

  @Property(tries = 80)
  void everyShortcutOffPairsTheSame(@ForAll("rounds") RoundState state) {
    assertEquals(outcome(state.request()), outcome(with(state.request(), "shortcuts", "none")));
  }

  @Provide
  Arbitrary<RoundState> firstRounds() {
    return TournamentArbitraries.states(SYSTEM, TournamentArbitraries.scenarios(2, 41, 1, 8));
  }

  /**
   * Rounds of one scoregroup after the first: every game drawn (equal strengths, no White
   * advantage) and half-point byes, so that the players who took one have played fewer games ([C9])
   * and the field to pair is often odd.
   */
  @Provide
  Arbitrary<RoundState> oneScoregroupRounds() {
    ResultModel everyGameDrawn = new ResultModel(1800, 0, 1000, 2800, 0, 0, 1.0, 1.0);
    EventRates halfPointByes = new EventRates(0.2, 0, 0, 0, 0, 0, 0, 0);
    Arbitrary<Scenario> scenarios =
        Combinators.combine(
                Arbitraries.integers().between(3, 31),
                Arbitraries.integers().between(2, 7),
                Arbitraries.longs())
            .as(
                (players, rounds, seed) ->
                    new Scenario(
                        new GeneratorConfig(
                            players,
                            rounds,
                            everyGameDrawn,
                            halfPointByes,
                            0,
                            ScoringSystem.STANDARD,
                            NoPairingPolicy.STOP,
                            Map.of()),
                        seed));
    return TournamentArbitraries.states(SYSTEM, scenarios);
  }

  @Provide
  Arbitrary<RoundState> firstOrOneScoregroupRounds() {
    return Arbitraries.oneOf(firstRounds(), oneScoregroupRounds());
  }

  /** A round of one scoregroup takes the PAB's score from one completion matching. */
  @Property(tries = 120)
  void oneScoregroupRoundsPairTheSameWithoutTheByeScoreByCompletion(
      @ForAll("firstOrOneScoregroupRounds") RoundState state) {
    assertEquals(
        outcome(state.request()),
        outcome(with(state.request(), "shortcut.bye-score-by-completion", "off")));
  }

  @Property(tries = 80)
  void everyShortcutButOnePairsTheSame(@ForAll("rounds") RoundState state, @ForAll Shortcut left) {
    assertEquals(
        outcome(state.request()),
        outcome(with(state.request(), "shortcut." + left.optionName(), "off")),
        "without " + left.optionName());
  }

  private static PairingRequest with(PairingRequest request, String option, String value) {
    Map<String, String> options = new HashMap<>(request.options());
    options.put(option, value);
    return new PairingRequest(
        request.tournament(), request.round(), request.absent(), Map.copyOf(options));
  }

  /** The boards and the bye, or why there is no pairing. */
  private static String outcome(PairingRequest request) {
    try {
      Pairing p = SYSTEM.pair(request);
      return p.boards() + " bye " + p.pairingAllocatedBye();
    } catch (NoValidPairingException e) {
      return "no valid pairing: " + e.getMessage();
    }
  }
}
