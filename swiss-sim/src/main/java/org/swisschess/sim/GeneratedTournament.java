package org.swisschess.sim;

import java.util.List;
import java.util.Objects;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.Tournament;

/**
 * A tournament made by the {@link TournamentGenerator}, with what the generator knows beyond the
 * tournament itself.
 *
 * <p>Re-pairing round r of {@link #tournament()} from {@code tournament().upToRound(r - 1)}, with
 * the absent players of {@link RecordedRound#absent()}, gives what round r records.
 *
 * @param seed the seed it was generated from
 * @param systemId the id of the system that paired it; not null
 * @param config the configuration; not null
 * @param tournament the completed rounds; not null
 * @param strengths the true strength of each player, index = pairing number - 1; not null
 * @param rounds one record per round the system was asked for, round 1 first; not null
 * @param pairingNanos the time the system took for each entry of {@code rounds}, in nanoseconds;
 *     the only part of the result that differs between runs with the same seed; not null
 */
public record GeneratedTournament(
    long seed,
    String systemId,
    GeneratorConfig config,
    Tournament tournament,
    List<Integer> strengths,
    List<RoundRecord> rounds,
    List<Long> pairingNanos) {

  /**
   * Copies the lists.
   *
   * @param seed the seed it was generated from
   * @param systemId the id of the system that paired it; not null
   * @param config the configuration; not null
   * @param tournament the completed rounds; not null
   * @param strengths the true strength of each player, index = pairing number - 1; not null
   * @param rounds one record per round the system was asked for, round 1 first; not null
   * @param pairingNanos the time the system took for each entry of {@code rounds}, in nanoseconds;
   *     the only part of the result that differs between runs with the same seed; not null
   */
  public GeneratedTournament {
    Objects.requireNonNull(systemId, "systemId");
    Objects.requireNonNull(config, "config");
    Objects.requireNonNull(tournament, "tournament");
    strengths = List.copyOf(strengths);
    rounds = List.copyOf(rounds);
    pairingNanos = List.copyOf(pairingNanos);
  }

  /**
   * Returns the rounds for which the system found no valid pairing.
   *
   * @return never null
   */
  public List<RoundRecord> failures() {
    return rounds.stream().filter(RoundRecord::failed).toList();
  }

  /**
   * Returns whether the tournament stopped before its planned rounds because a round could not be
   * paired.
   *
   * @return true if fewer rounds were completed than planned
   */
  public boolean stoppedEarly() {
    return tournament.completedRounds() < config.rounds();
  }

  /**
   * Returns the true strength of a player.
   *
   * @param pairingNumber from 1
   * @return the Elo strength results were drawn from
   */
  public int strength(int pairingNumber) {
    return strengths.get(pairingNumber - 1);
  }

  /**
   * Returns the request the system was given for {@code round}.
   *
   * @param round a round of {@link #rounds()}, from 1
   * @return never null
   */
  public PairingRequest requestFor(int round) {
    RoundRecord record = rounds.get(round - 1);
    return new PairingRequest(
        tournament.upToRound(round - 1), round, record.absent(), config.options());
  }
}
