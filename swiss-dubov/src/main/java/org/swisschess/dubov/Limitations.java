package org.swisschess.dubov;

import org.swisschess.api.Colour;
import org.swisschess.api.Tournament;

/** Dubov chapter 2: the limitations every pairing must respect. */
final class Limitations {

  private final Tournament tournament;
  private final int round;

  Limitations(Tournament tournament, int round) {
    this.tournament = tournament;
    this.round = round;
  }

  /**
   * 2.5: "Apart from the last round" a player may not be transferred to a higher score group two
   * rounds running, nor more than 3 times (fewer than 10 rounds) or 4 times (more than 9 rounds).
   * We read "apart from the last round" as lifting the limits in the last round (README 2.5). It
   * bounds who chapter 7 may transfer up.
   */
  boolean mayUpfloat(Entrant e) {
    if (round >= tournament.plannedRounds()) {
      return true;
    }
    int limit = tournament.plannedRounds() < 10 ? 3 : 4;
    return !e.upfloatedLastRound() && e.upfloats() < limit;
  }

  /** 2.1 (with the tournament's forbidden pairs treated like a game already played). */
  boolean mayMeet(Entrant a, Entrant b, boolean played) {
    return !played && !tournament.isForbidden(a.id(), b.id(), round);
  }

  /** 2.3 and 2.4: some colour allocation gives both players a colour they may take. */
  static boolean coloursAllow(Entrant a, Entrant b) {
    return (a.mayTake(Colour.WHITE) && b.mayTake(Colour.BLACK))
        || (a.mayTake(Colour.BLACK) && b.mayTake(Colour.WHITE));
  }

  /**
   * Every absolute criterion of chapter 2 for one game: 2.1, 2.3 and 2.4. 2.5 limits the transfers
   * of chapter 7, not games: a player who meets a floater from a higher score group (chapter 8)
   * stays in his own score group (README 2.5).
   */
  boolean compatible(Entrant a, Entrant b, boolean played) {
    return a.id() != b.id() && mayMeet(a, b, played) && coloursAllow(a, b);
  }
}
