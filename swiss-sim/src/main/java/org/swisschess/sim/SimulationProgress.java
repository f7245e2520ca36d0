package org.swisschess.sim;

/**
 * Hears how far a simulation got; called from worker threads, so implementations must be
 * thread-safe.
 */
@FunctionalInterface
public interface SimulationProgress {

  /** Hears nothing. */
  SimulationProgress NONE = (done, total) -> {};

  /**
   * Called after each tournament has been played by every system.
   *
   * @param done tournaments finished so far
   * @param total tournaments in all
   */
  void tournamentDone(int done, int total);
}
