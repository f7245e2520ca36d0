package org.swisschess.dutch.core;

import org.swisschess.api.Tournament;

/**
 * The absolute criteria C.1 and C.3 (with forbidden pairs kept like C.1), and the topscorers of A.7
 * that C.3 exempts.
 */
public final class AbsoluteCriteria {

  private final Tournament tournament;
  private final int round;
  private final boolean finalRound;
  private final int topscorerThreshold;
  // Most tournaments forbid no pair: then the check, asked for every pair of a round, is skipped.
  private final boolean anyForbidden;
  // An alternative forced on the round to explain a pairing, kept like a forbidden pair.
  private final Imposed imposed;

  public AbsoluteCriteria(Tournament tournament, int round) {
    this(tournament, round, Imposed.NONE);
  }

  AbsoluteCriteria(Tournament tournament, int round, Imposed imposed) {
    this.tournament = tournament;
    this.round = round;
    this.imposed = imposed;
    this.anyForbidden = !tournament.forbiddenPairs().isEmpty() || imposed != Imposed.NONE;
    int played = tournament.completedRounds();
    // A.7: topscorers exist only when the final round is paired.
    this.finalRound = played >= tournament.plannedRounds() - 1;
    int best =
        Math.max(
            tournament.scoring().win().tenths(),
            Math.max(
                tournament.scoring().whiteDraw().tenths(),
                tournament.scoring().blackDraw().tenths()));
    // A.7: over 50% of the maximum possible score so far.
    this.topscorerThreshold = played * best / 2;
  }

  /** A.7. */
  public boolean isTopscorer(Entrant e) {
    return finalRound && e.score > topscorerThreshold;
  }

  /** What keeps two players apart, when something does. */
  public enum Obstacle {
    /** Nothing: they may meet. */
    NONE,
    /** C.1: they have met. */
    MET,
    /** The arbiter forbade the pair (kept like C.1). */
    FORBIDDEN,
    /** C.3: the same absolute colour preference, neither a topscorer. */
    SAME_ABSOLUTE_COLOUR
  }

  /** Whether a and b may meet: C.1, forbidden pairs, C.3. */
  public boolean compatible(Entrant a, Entrant b) {
    return obstacle(a, b) == Obstacle.NONE;
  }

  /** The first absolute criterion that keeps a and b apart: C.1, forbidden pairs, C.3. */
  public Obstacle obstacle(Entrant a, Entrant b) {
    if (a.hasPlayed(b)) {
      return Obstacle.MET;
    }
    if (anyForbidden && (tournament.isForbidden(a.id, b.id, round) || imposed.forbids(a, b))) {
      return Obstacle.FORBIDDEN;
    }
    ColourFacts ca = a.colour;
    ColourFacts cb = b.colour;
    if (ca.absolute()
        && cb.absolute()
        && ca.preference() == cb.preference()
        && !isTopscorer(a)
        && !isTopscorer(b)) {
      return Obstacle.SAME_ABSOLUTE_COLOUR; // C.3
    }
    return Obstacle.NONE;
  }
}
