package org.swisschess.sim;

import java.util.Map;
import java.util.Objects;
import org.swisschess.api.ScoringSystem;

/**
 * Everything the random tournament generator needs besides the system and the seed.
 *
 * <p>Example: {@code GeneratorConfig.of(40, 9).withRates(EventRates.NONE)} is 40 players, 9 rounds
 * and no byes, absences or forfeits.
 *
 * @param players the number of players, from 2
 * @param rounds the number of rounds, from 1
 * @param model how strengths, ratings and results are drawn; not null
 * @param rates how often byes, absences, forfeits, withdrawals and late entries happen; not null
 * @param forbiddenPairs how many random pairs of players must never meet (XXP)
 * @param scoring the points per result; not null
 * @param onNoValidPairing what to do when a round cannot be paired; not null
 * @param options passed unchanged to every {@link org.swisschess.api.PairingRequest}; not null
 */
public record GeneratorConfig(
    int players,
    int rounds,
    ResultModel model,
    EventRates rates,
    int forbiddenPairs,
    ScoringSystem scoring,
    NoPairingPolicy onNoValidPairing,
    Map<String, String> options) {

  /**
   * Validates and copies.
   *
   * @param players the number of players, from 2
   * @param rounds the number of rounds, from 1
   * @param model how strengths, ratings and results are drawn; not null
   * @param rates how often byes, absences, forfeits, withdrawals and late entries happen; not null
   * @param forbiddenPairs how many random pairs of players must never meet (XXP)
   * @param scoring the points per result; not null
   * @param onNoValidPairing what to do when a round cannot be paired; not null
   * @param options passed unchanged to every {@link org.swisschess.api.PairingRequest}; not null
   * @throws IllegalArgumentException if players &lt; 2, rounds &lt; 1 or forbiddenPairs &lt; 0
   */
  public GeneratorConfig {
    if (players < 2) {
      throw new IllegalArgumentException("a tournament needs at least 2 players, was " + players);
    }
    if (rounds < 1) {
      throw new IllegalArgumentException("a tournament needs at least 1 round, was " + rounds);
    }
    if (forbiddenPairs < 0) {
      throw new IllegalArgumentException(
          "forbidden pairs must not be negative, was " + forbiddenPairs);
    }
    Objects.requireNonNull(model, "model");
    if (!model.fieldRatings().isEmpty() && model.fieldRatings().size() != players) {
      throw new IllegalArgumentException(
          "the field has " + model.fieldRatings().size() + " players, the tournament " + players);
    }
    Objects.requireNonNull(rates, "rates");
    Objects.requireNonNull(scoring, "scoring");
    Objects.requireNonNull(onNoValidPairing, "onNoValidPairing");
    options = Map.copyOf(options);
  }

  /**
   * Returns the default configuration: {@link ResultModel#DEFAULT}, {@link EventRates#DEFAULT}, no
   * forbidden pairs, standard scoring, stop at a round that cannot be paired.
   *
   * @param players from 2
   * @param rounds from 1
   * @return never null
   */
  public static GeneratorConfig of(int players, int rounds) {
    return new GeneratorConfig(
        players,
        rounds,
        ResultModel.DEFAULT,
        EventRates.DEFAULT,
        0,
        ScoringSystem.STANDARD,
        NoPairingPolicy.STOP,
        Map.of());
  }

  /**
   * Returns a copy with other event rates.
   *
   * @param newRates not null
   * @return never null
   */
  public GeneratorConfig withRates(EventRates newRates) {
    return new GeneratorConfig(
        players, rounds, model, newRates, forbiddenPairs, scoring, onNoValidPairing, options);
  }

  /**
   * Returns a copy with another result model.
   *
   * @param newModel not null
   * @return never null
   */
  public GeneratorConfig withModel(ResultModel newModel) {
    return new GeneratorConfig(
        players, rounds, newModel, rates, forbiddenPairs, scoring, onNoValidPairing, options);
  }

  /**
   * Returns a copy with {@code count} random forbidden pairs.
   *
   * @param count from 0
   * @return never null
   */
  public GeneratorConfig withForbiddenPairs(int count) {
    return new GeneratorConfig(
        players, rounds, model, rates, count, scoring, onNoValidPairing, options);
  }

  /**
   * Returns a copy with another scoring system.
   *
   * @param newScoring not null
   * @return never null
   */
  public GeneratorConfig withScoring(ScoringSystem newScoring) {
    return new GeneratorConfig(
        players, rounds, model, rates, forbiddenPairs, newScoring, onNoValidPairing, options);
  }

  /**
   * Returns a copy with another policy for rounds that cannot be paired.
   *
   * @param policy not null
   * @return never null
   */
  public GeneratorConfig withPolicy(NoPairingPolicy policy) {
    return new GeneratorConfig(
        players, rounds, model, rates, forbiddenPairs, scoring, policy, options);
  }

  /**
   * Returns a copy with other request options.
   *
   * @param newOptions not null
   * @return never null
   */
  public GeneratorConfig withOptions(Map<String, String> newOptions) {
    return new GeneratorConfig(
        players, rounds, model, rates, forbiddenPairs, scoring, onNoValidPairing, newOptions);
  }
}
