package org.swisschess.benchmarks;

import org.swisschess.api.Tournament;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.TournamentGenerator;

/** The tournaments the standings are timed on: generated fields paired by score order. */
final class StandingsFields {

  /** Ten tie-breaks after the score: every family of C.07 that a large open uses. */
  static final String TIE_BREAKS = "PTS,DE,BH/C1,BH,SB,AOB,ARO,TPR,PTP,APRO,WIN";

  private StandingsFields() {}

  /**
   * Returns a finished tournament of {@code players} and {@code rounds} with swiss-sim's default
   * events (requested byes, absences, forfeits, withdrawals, late entries).
   *
   * @param players from 2
   * @param rounds from 1
   * @param seed the generator's seed
   */
  static Tournament field(int players, int rounds, long seed) {
    return TournamentGenerator.generate(
            new ScoreOrderPairing(), GeneratorConfig.of(players, rounds), seed)
        .tournament();
  }
}
