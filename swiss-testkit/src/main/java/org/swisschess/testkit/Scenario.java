package org.swisschess.testkit;

import java.util.Locale;
import java.util.Objects;
import org.swisschess.api.PairingSystem;
import org.swisschess.sim.EventRates;
import org.swisschess.sim.GeneratedTournament;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.TournamentGenerator;

/**
 * What a generated tournament is made from: a generator configuration and a seed. Shrinking a
 * scenario shrinks these parameters and regenerates, so every shrunk value is still a tournament
 * the system itself paired.
 *
 * @param config not null
 * @param seed any value
 */
public record Scenario(GeneratorConfig config, long seed) {

  /**
   * Checks for null.
   *
   * @param config not null
   * @param seed any value
   */
  public Scenario {
    Objects.requireNonNull(config, "config");
  }

  /**
   * Plays the scenario with {@code system}.
   *
   * @param system not null
   * @return never null
   */
  public GeneratedTournament generate(PairingSystem system) {
    return TournamentGenerator.generate(system, config, seed);
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Scenario[%d players, %d rounds, seed %d, rates %s, %d forbidden pairs, scoring %s]",
        config.players(),
        config.rounds(),
        seed,
        ratesName(config.rates()),
        config.forbiddenPairs(),
        config.scoring().isStandard()
            ? "standard"
            : config.scoring().whiteWin()
                + "-"
                + config.scoring().whiteDraw()
                + "-"
                + config.scoring().whiteLoss());
  }

  private static String ratesName(EventRates rates) {
    if (rates.equals(EventRates.NONE)) {
      return "none";
    } else if (rates.equals(EventRates.DEFAULT)) {
      return "default";
    } else if (rates.equals(TournamentArbitraries.BUSY)) {
      return "busy";
    } else if (rates.equals(TournamentArbitraries.FORFEITS)) {
      return "forfeits";
    }
    return rates.toString();
  }
}
