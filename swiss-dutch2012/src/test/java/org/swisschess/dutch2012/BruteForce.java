package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.History;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * Exhaustive search, independent of the engine, for any pairing that keeps B.1 and B.2: no rematch
 * or forbidden pair, the bye only to an eligible player, no two players who would both break the
 * colour limits with the same colour unless one of them is a top scorer in the last round.
 */
final class BruteForce {

  private BruteForce() {}

  static boolean exists(PairingRequest request, PairingSystem system) {
    Tournament t = request.tournament();
    History h = History.of(t);
    List<PlayerHistory> present = new ArrayList<>();
    for (PlayerHistory ph : h.players()) {
      if (request.isPresent(ph.id())) {
        present.add(ph);
      }
    }
    return search(present, new boolean[present.size()], present.size() % 2 == 1, request, system);
  }

  private static boolean search(
      List<PlayerHistory> ps,
      boolean[] done,
      boolean byeOpen,
      PairingRequest r,
      PairingSystem system) {
    int i = 0;
    while (i < ps.size() && done[i]) {
      i++;
    }
    if (i == ps.size()) {
      return !byeOpen;
    }
    done[i] = true;
    if (byeOpen
        && system.mayReceivePairingAllocatedBye(ps.get(i), r.tournament())
        && search(ps, done, false, r, system)) {
      return true;
    }
    for (int j = i + 1; j < ps.size(); j++) {
      if (!done[j] && compatible(ps.get(i), ps.get(j), r)) {
        done[j] = true;
        if (search(ps, done, byeOpen, r, system)) {
          return true;
        }
        done[j] = false;
      }
    }
    done[i] = false;
    return false;
  }

  private static boolean compatible(PlayerHistory a, PlayerHistory b, PairingRequest r) {
    Tournament t = r.tournament();
    if (a.hasPlayed(b.id()) || t.isForbidden(a.id(), b.id(), r.round())) {
      return false;
    }
    boolean last = r.round() >= t.plannedRounds();
    int win = t.scoring().win().tenths();
    Colour ma = mustHave(a);
    if (ma == Colour.NONE || ma != mustHave(b)) {
      return true;
    }
    // both need the same colour: only a top scorer in the last round may go without it
    return last && (top(a, r.round(), win) || top(b, r.round(), win));
  }

  private static boolean top(PlayerHistory p, int round, int win) {
    return 2L * p.score().tenths() > (long) (round - 1) * win;
  }

  /** The colour the player must get to stay within a difference of 2 and no three in a row. */
  private static Colour mustHave(PlayerHistory p) {
    int d = p.colourDifference();
    if (d >= 2) {
      return Colour.BLACK;
    }
    if (d <= -2) {
      return Colour.WHITE;
    }
    Colour twice = p.lastTwoSame();
    return twice == Colour.NONE ? Colour.NONE : twice.opposite();
  }
}
