package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.swisschess.api.Decision;
import org.swisschess.api.Imposition;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Reason;
import org.swisschess.api.Reasoning;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.WhyThisPairing;
import org.swisschess.sim.EventRates;
import org.swisschess.sim.GeneratedTournament;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.NoPairingPolicy;
import org.swisschess.sim.ResultModel;
import org.swisschess.sim.RoundRecord;

/**
 * Explains every player of generated rounds drawn from one seed (fields of 2 to 24 players, every
 * kind of event, as {@link ExplanationContract} draws them), and proves every reason given from
 * scratch ({@link ReasonProof}): the same rounds at every run, so that the number of alternatives
 * withheld unproven can be compared before and after a change.
 */
public final class ExplainedRounds {

  private ExplainedRounds() {}

  /**
   * What the explanations of the rounds gave.
   *
   * @param rounds the rounds explained (a round with no valid pairing is not counted)
   * @param players the players explained
   * @param proven the reasons given, all proven, by kind of decision
   * @param withheld each alternative whose cost could not be proven, so not given: the scenario,
   *     the round and the alternative
   * @param refuted the reasons given that {@link ReasonProof} refutes: empty when all hold
   */
  public record Report(
      int rounds,
      int players,
      Map<Decision.Kind, Integer> proven,
      List<String> withheld,
      List<String> refuted) {

    /**
     * Copies.
     *
     * @param rounds the rounds explained
     * @param players the players explained
     * @param proven the reasons given, by kind of decision
     * @param withheld the alternatives withheld
     * @param refuted the reasons refuted
     */
    public Report {
      proven = Map.copyOf(proven);
      withheld = List.copyOf(withheld);
      refuted = List.copyOf(refuted);
    }

    /**
     * Returns a one-line summary.
     *
     * @return never null
     */
    public String summary() {
      return rounds
          + " rounds, "
          + players
          + " players explained, "
          + proven.values().stream().mapToInt(Integer::intValue).sum()
          + " reasons proven "
          + proven
          + ", "
          + withheld.size()
          + " withheld, "
          + refuted.size()
          + " refuted";
    }
  }

  /**
   * Explains one round of each of {@code count} tournaments generated from {@code seed}.
   *
   * @param system the system that pairs them
   * @param count how many rounds
   * @param seed where the draws start
   * @return never null
   */
  public static Report explain(PairingSystem system, int count, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    EventRates[] rates = {
      EventRates.NONE,
      EventRates.DEFAULT,
      TournamentArbitraries.BUSY,
      TournamentArbitraries.FORFEITS
    };
    ScoringSystem[] scorings = {ScoringSystem.STANDARD, TournamentArbitraries.THREE_ONE_ZERO};
    int rounds = 0;
    int players = 0;
    Map<Decision.Kind, Integer> proven = new EnumMap<>(Decision.Kind.class);
    List<String> withheld = new ArrayList<>();
    List<String> refuted = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      GeneratorConfig config =
          new GeneratorConfig(
              random.nextInt(2, 25),
              random.nextInt(1, 10),
              ResultModel.DEFAULT,
              rates[random.nextInt(rates.length)],
              random.nextInt(0, 8),
              scorings[random.nextInt(scorings.length)],
              NoPairingPolicy.STOP,
              Map.of());
      Scenario scenario = new Scenario(config, random.nextLong());
      int pick = random.nextInt(1, 14);
      GeneratedTournament g = scenario.generate(system);
      int round = Math.min(pick, g.rounds().size());
      RoundRecord recorded = g.rounds().get(round - 1);
      Optional<Pairing> paired = recorded.pairing();
      if (paired.isEmpty()) {
        continue;
      }
      Pairing pairing = paired.get();
      PairingRequest request = g.requestFor(round);
      rounds++;
      WhyThisPairing why = WhyThisPairing.of(system, request, pairing);
      for (Reasoning reasoning : why.explainAll()) {
        players++;
        for (Imposition i : reasoning.unproven()) {
          withheld.add(scenario + " round " + round + ": " + i.toText());
        }
        for (Reason reason : reasoning.reasons()) {
          Optional<String> wrong = ReasonProof.refute(system, request, pairing, reason);
          if (wrong.isPresent()) {
            refuted.add(scenario + " round " + round + ": " + reason.text() + " -- " + wrong.get());
          } else {
            proven.merge(reason.decision().kind(), 1, Integer::sum);
          }
        }
      }
    }
    return new Report(rounds, players, proven, withheld, refuted);
  }
}
