package org.swisschess.sim;

/**
 * What the generator does when the system throws {@link org.swisschess.api.NoValidPairingException}
 * for a round. Either way the failure is recorded in {@link GeneratedTournament#failures()}.
 */
public enum NoPairingPolicy {
  /** The tournament ends after the last completed round; later rounds are not generated. */
  STOP,
  /**
   * The round is recorded with no game: every player gets the entry of the schedule if any, else a
   * blank absence. A re-pairing then sees everyone absent in that round (nobody has an opponent),
   * asks for an empty pairing, and the tournament goes on with the next round.
   */
  SKIP_ROUND
}
