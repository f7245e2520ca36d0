package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;

/** Tries every pairing of a small round, colours included, against {@link AbsoluteCriteria}. */
final class ExhaustivePairing {

  private ExhaustivePairing() {}

  /** Whether any pairing of the request keeps the absolute criteria; at most 14 present players. */
  static boolean exists(PairingRequest request) {
    List<Integer> present = new ArrayList<>();
    for (Player p : request.tournament().players()) {
      if (request.isPresent(p.pairingNumber())) {
        present.add(p.pairingNumber());
      }
    }
    if (present.size() > 14) {
      throw new IllegalArgumentException("too many players for an exhaustive search");
    }
    if (present.size() % 2 == 0) {
      return pairAll(request, present, new ArrayList<>(), OptionalInt.empty());
    }
    for (int bye : present) {
      List<Integer> rest = new ArrayList<>(present);
      rest.remove(Integer.valueOf(bye));
      if (pairAll(request, rest, new ArrayList<>(), OptionalInt.of(bye))) {
        return true;
      }
    }
    return false;
  }

  private static boolean pairAll(
      PairingRequest request, List<Integer> left, List<Board> boards, OptionalInt bye) {
    if (left.isEmpty()) {
      return AbsoluteCriteria.violations(
              request, new Pairing(request.round(), boards, bye, Explanation.EMPTY))
          .isEmpty();
    }
    int first = left.get(0);
    for (int k = 1; k < left.size(); k++) {
      int other = left.get(k);
      List<Integer> rest = new ArrayList<>(left.subList(1, left.size()));
      rest.remove(Integer.valueOf(other));
      for (Board b : new Board[] {new Board(first, other), new Board(other, first)}) {
        List<Board> next = new ArrayList<>(boards);
        next.add(b);
        if (boardsKeepTheCriteria(request, next) && pairAll(request, rest, next, bye)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The boards so far, leaving aside who is still unpaired (F.5) and the bye (A.5). */
  private static boolean boardsKeepTheCriteria(PairingRequest request, List<Board> boards) {
    Pairing partial = new Pairing(request.round(), boards, OptionalInt.empty(), Explanation.EMPTY);
    return AbsoluteCriteria.violations(request, partial).stream()
        .allMatch(v -> v.startsWith("F.5") || v.startsWith("A.5"));
  }
}
