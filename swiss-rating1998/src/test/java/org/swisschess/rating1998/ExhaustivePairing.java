package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.Tournament;

/** Tries every pairing of a small round against {@link AbsoluteCriteria}: does any keep them all? */
final class ExhaustivePairing {

  private ExhaustivePairing() {}

  static boolean exists(PairingRequest request) {
    Tournament t = request.tournament();
    List<Integer> present = new ArrayList<>();
    for (Player p : t.players()) {
      if (request.isPresent(p.pairingNumber())) {
        present.add(p.pairingNumber());
      }
    }
    if (present.size() > 14) {
      throw new IllegalArgumentException("too many players for an exhaustive search");
    }
    return search(request, present, new ArrayList<>());
  }

  private static boolean search(PairingRequest request, List<Integer> left, List<Board> boards) {
    if (left.size() <= 1) {
      Pairing p = new Pairing(request.round(), boards,
          left.isEmpty() ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(left.get(0)),
          org.swisschess.api.Explanation.EMPTY);
      return AbsoluteCriteria.violations(request, p).isEmpty();
    }
    int first = left.get(0);
    for (int k = left.size() % 2 == 1 ? 0 : 1; k < left.size(); k++) {
      List<Integer> rest = new ArrayList<>(left);
      if (k == 0) {
        // odd: the first player takes the bye, once
        rest.remove(0);
        if (byeOk(request, first, rest, boards)) {
          return true;
        }
        continue;
      }
      int other = left.get(k);
      rest.remove(Integer.valueOf(first));
      rest.remove(Integer.valueOf(other));
      for (Colour c : new Colour[] {Colour.WHITE, Colour.BLACK}) {
        List<Board> next = new ArrayList<>(boards);
        next.add(c == Colour.WHITE ? new Board(first, other) : new Board(other, first));
        if (partialOk(request, next) && search(request, rest, next)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean byeOk(PairingRequest request, int bye, List<Integer> rest, List<Board> boards) {
    List<Board> none = new ArrayList<>();
    // pair the rest with an even count, then check the whole with the bye
    return pairEven(request, rest, boards, bye, none);
  }

  private static boolean pairEven(PairingRequest request, List<Integer> left, List<Board> boards, int bye,
      List<Board> unused) {
    if (left.isEmpty()) {
      Pairing p = new Pairing(request.round(), boards, java.util.OptionalInt.of(bye), org.swisschess.api.Explanation.EMPTY);
      return AbsoluteCriteria.violations(request, p).isEmpty();
    }
    int first = left.get(0);
    for (int k = 1; k < left.size(); k++) {
      int other = left.get(k);
      List<Integer> rest = new ArrayList<>(left);
      rest.remove(Integer.valueOf(first));
      rest.remove(Integer.valueOf(other));
      for (Colour c : new Colour[] {Colour.WHITE, Colour.BLACK}) {
        List<Board> next = new ArrayList<>(boards);
        next.add(c == Colour.WHITE ? new Board(first, other) : new Board(other, first));
        if (partialOk(request, next) && pairEven(request, rest, next, bye, unused)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Checks the boards so far, ignoring who is still unpaired. */
  private static boolean partialOk(PairingRequest request, List<Board> boards) {
    Pairing p = new Pairing(request.round(), boards, java.util.OptionalInt.empty(), org.swisschess.api.Explanation.EMPTY);
    return AbsoluteCriteria.violations(request, p).stream().noneMatch(v -> !v.startsWith("F.5") && !v.startsWith("A.5"));
  }
}
