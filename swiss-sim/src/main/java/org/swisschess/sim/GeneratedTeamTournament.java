package org.swisschess.sim;

import java.util.List;
import java.util.Objects;
import org.swisschess.api.TeamEvent;

/**
 * A team tournament made by {@link TeamTournamentGenerator}: the event as played, the true strength
 * of every player, and what happened in each round.
 *
 * @param seed the seed it was made from
 * @param systemId the id of the system that paired it
 * @param config the configuration; not null
 * @param event the team event as played, its PAB teams and forfeited matches included; not null
 * @param strengths the true strength of player {@code i + 1} at index {@code i}; not null
 * @param rounds what happened in each round, round 1 first: the pairing of the teams, or why there
 *     was none; not null
 * @param pairingNanos the wall time of each round's pairing call, in nanoseconds; not null
 */
public record GeneratedTeamTournament(
    long seed,
    String systemId,
    TeamGeneratorConfig config,
    TeamEvent event,
    List<Integer> strengths,
    List<RoundRecord> rounds,
    List<Long> pairingNanos) {

  /**
   * Validates and copies.
   *
   * @param seed the seed
   * @param systemId not null
   * @param config not null
   * @param event not null
   * @param strengths not null
   * @param rounds not null
   * @param pairingNanos not null
   */
  public GeneratedTeamTournament {
    Objects.requireNonNull(systemId, "systemId");
    Objects.requireNonNull(config, "config");
    Objects.requireNonNull(event, "event");
    strengths = List.copyOf(strengths);
    rounds = List.copyOf(rounds);
    pairingNanos = List.copyOf(pairingNanos);
  }

  /**
   * Returns the rounds that could not be paired.
   *
   * @return never null
   */
  public List<RoundRecord> failures() {
    return rounds.stream().filter(RoundRecord::failed).toList();
  }

  /**
   * Returns whether the tournament ended before its last round (a round that could not be paired,
   * with {@link NoPairingPolicy#STOP}).
   *
   * @return true if fewer rounds were played than planned
   */
  public boolean stoppedEarly() {
    return event.tournament().completedRounds() < config.rounds();
  }
}
