package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * Test oracle written from chapter 2 of the text, independently of the engine: which games and
 * which bye a round may have.
 */
final class AbsoluteCriteria {

  private final Tournament t;
  private final int round;
  private final PairingRequest request;

  AbsoluteCriteria(PairingRequest request) {
    this.request = request;
    this.t = request.tournament();
    this.round = request.round();
  }

  private List<Colour> colours(int id) {
    List<Colour> out = new ArrayList<>();
    for (RoundEntry e : t.player(id).rounds()) {
      if (e.isPlayedGame()) {
        out.add(e.colour());
      }
    }
    return out;
  }

  Points score(int id, int beforeRound) {
    Points s = Points.ZERO;
    Player p = t.player(id);
    for (int r = 1; r < beforeRound; r++) {
      s = s.plus(t.scoring().points(p.round(r)));
    }
    return s.plus(t.acceleration(id, beforeRound));
  }

  boolean colourOk(int id, Colour c) {
    List<Colour> cs = new ArrayList<>(colours(id));
    cs.add(c);
    int d = 0;
    for (Colour x : cs) {
      d += x == Colour.WHITE ? 1 : -1;
    }
    int n = cs.size();
    boolean three = n >= 3 && cs.get(n - 1) == cs.get(n - 2) && cs.get(n - 2) == cs.get(n - 3);
    return Math.abs(d) <= 2 && !three;
  }

  boolean met(int a, int b) {
    for (RoundEntry e : t.player(a).rounds()) {
      if (e.isPlayedGame() && e.opponent() == b) {
        return true;
      }
    }
    return t.isForbidden(a, b, round);
  }

  boolean mayUpfloat(int id) {
    if (round >= t.plannedRounds()) {
      return true;
    }
    int count = 0;
    boolean last = false;
    for (int r = 1; r < round; r++) {
      RoundEntry e = t.player(id).round(r);
      last = e.hasOpponent() && score(e.opponent(), r).isGreaterThan(score(id, r));
      if (last) {
        count++;
      }
    }
    return !last && count < (t.plannedRounds() < 10 ? 3 : 4);
  }

  boolean gameOk(int white, int black) {
    return !met(white, black) && colourOk(white, Colour.WHITE) && colourOk(black, Colour.BLACK);
  }

  boolean pairOk(int a, int b) {
    return gameOk(a, b) || gameOk(b, a);
  }

  boolean byeOk(int id) {
    for (RoundEntry e : t.player(id).rounds()) {
      if (e.result() == ResultKind.PAIRING_ALLOCATED_BYE) {
        return false;
      }
      if (!e.isPlayedGame() && t.scoring().points(e).compareTo(t.scoring().win()) >= 0) {
        return false;
      }
    }
    return true;
  }

  /** Returns the violations of {@code p}, empty if none. */
  List<String> violations(Pairing p) {
    List<String> out = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    for (Board b : p.boards()) {
      seen.add(b.white());
      seen.add(b.black());
      if (!gameOk(b.white(), b.black())) {
        out.add("game " + b.white() + "-" + b.black() + " breaks chapter 2");
      }
    }
    if (p.pairingAllocatedBye().isPresent()) {
      int bye = p.pairingAllocatedBye().getAsInt();
      seen.add(bye);
      if (!byeOk(bye)) {
        out.add("bye to " + bye + " breaks 2.2");
      }
    }
    for (Player pl : t.players()) {
      boolean present = request.isPresent(pl.pairingNumber());
      if (present != seen.contains(pl.pairingNumber())) {
        out.add(
            "player "
                + pl.pairingNumber()
                + (present ? " present but not paired" : " absent but paired"));
      }
    }
    return out;
  }

  /** Brute force: whether any pairing (with a bye if odd) satisfies chapter 2. */
  boolean anyValidPairingExists() {
    List<Integer> present = new ArrayList<>();
    for (Player pl : t.players()) {
      if (request.isPresent(pl.pairingNumber())) {
        present.add(pl.pairingNumber());
      }
    }
    if (present.size() % 2 == 0) {
      return perfect(present);
    }
    for (int bye : present) {
      if (byeOk(bye)) {
        List<Integer> rest = new ArrayList<>(present);
        rest.remove(Integer.valueOf(bye));
        if (perfect(rest)) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean perfect(List<Integer> ids) {
    if (ids.isEmpty()) {
      return true;
    }
    int first = ids.get(0);
    for (int i = 1; i < ids.size(); i++) {
      if (pairOk(first, ids.get(i))) {
        List<Integer> rest = new ArrayList<>(ids);
        rest.remove(i);
        rest.remove(0);
        if (perfect(rest)) {
          return true;
        }
      }
    }
    return false;
  }
}
