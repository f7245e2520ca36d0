package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * An independent reading of the absolute criteria B.1 and B.2 (and F.5), written from the text and
 * not from the engine: returns what a pairing breaks.
 */
final class AbsoluteCriteria {

  private AbsoluteCriteria() {}

  static List<String> violations(PairingRequest request, Pairing pairing) {
    Tournament t = request.tournament();
    int round = request.round();
    List<String> out = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    for (Board b : pairing.boards()) {
      seen.add(b.white());
      seen.add(b.black());
      if (met(t.player(b.white()), b.black())) {
        out.add("B.1 a: " + b.white() + " and " + b.black() + " meet again");
      }
      if (t.isForbidden(b.white(), b.black(), round)) {
        out.add("forbidden pair " + b.white() + "-" + b.black());
      }
      colour(t, round, t.player(b.white()), Colour.WHITE, out);
      colour(t, round, t.player(b.black()), Colour.BLACK, out);
    }
    pairing
        .pairingAllocatedBye()
        .ifPresent(
            id -> {
              seen.add(id);
              for (RoundEntry e : t.player(id).rounds()) {
                if (e.result() == ResultKind.PAIRING_ALLOCATED_BYE
                    || e.result() == ResultKind.FULL_POINT_BYE
                    || e.result() == ResultKind.FORFEIT_WIN) {
                  out.add("B.1 b: " + id + " gets a second point without playing");
                }
              }
            });
    for (Player p : t.players()) {
      boolean present = !request.absent().contains(p.pairingNumber());
      if (present != seen.contains(p.pairingNumber())) {
        out.add(
            "F.5: player "
                + p.pairingNumber()
                + (present ? " present but not paired" : " absent but paired"));
      }
    }
    if (pairing.pairingAllocatedBye().isPresent() != (seen.size() % 2 == 1)) {
      out.add("A.5: a bye only when the number of players is odd");
    }
    return out;
  }

  static boolean met(Player p, int other) {
    for (RoundEntry e : p.rounds()) {
      if (e.opponent() == other && e.isPlayedGame()) {
        return true;
      }
    }
    return false;
  }

  /** B.2 over played games (F.2, F.3), waived for players over 50 % in the last round. */
  private static void colour(Tournament t, int round, Player p, Colour c, List<String> out) {
    int score = 0;
    List<Colour> played = new ArrayList<>();
    for (RoundEntry e : p.rounds()) {
      score += t.scoring().points(e).tenths();
      if (e.isPlayedGame()) {
        played.add(e.colour());
      }
    }
    if (round >= t.plannedRounds() && 2 * score > (round - 1) * t.scoring().win().tenths()) {
      return;
    }
    played.add(c);
    int diff = 0;
    for (Colour x : played) {
      diff += x == Colour.WHITE ? 1 : -1;
    }
    if (Math.abs(diff) > 2) {
      out.add("B.2 a: " + p.pairingNumber() + " colour difference " + diff);
    }
    int n = played.size();
    if (n >= 3
        && played.get(n - 1) == played.get(n - 2)
        && played.get(n - 2) == played.get(n - 3)) {
      out.add("B.2 b: " + p.pairingNumber() + " gets " + c + " a third time");
    }
  }
}
