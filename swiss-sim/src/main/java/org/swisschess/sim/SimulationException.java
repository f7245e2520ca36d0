package org.swisschess.sim;

import java.util.Locale;

/**
 * A system failed during a simulation with something other than "no valid pairing". Names the
 * system and the tournament's seed, so the tournament can be generated again alone; the system's
 * exception is the cause.
 */
public final class SimulationException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The system that failed. */
  private final String systemId;

  /** The failing tournament's index in the run, from 0. */
  private final int tournament;

  /** The failing tournament's seed. */
  private final long seed;

  /**
   * Creates the exception.
   *
   * @param systemId the system that failed, not null
   * @param tournament the tournament's index, from 0
   * @param seed the tournament's seed
   * @param cause what the system threw, not null
   */
  public SimulationException(String systemId, int tournament, long seed, Throwable cause) {
    super(
        String.format(
            Locale.ROOT,
            "%s failed in tournament %d (generator seed %d): %s",
            systemId,
            tournament,
            seed,
            cause),
        cause);
    this.systemId = systemId;
    this.tournament = tournament;
    this.seed = seed;
  }

  /**
   * Returns the id of the system that failed.
   *
   * @return never null
   */
  public String systemId() {
    return systemId;
  }

  /**
   * Returns the index of the tournament.
   *
   * @return from 0
   */
  public int tournament() {
    return tournament;
  }

  /**
   * Returns the seed to pass to {@link TournamentGenerator#generate} to play that tournament again.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }
}
