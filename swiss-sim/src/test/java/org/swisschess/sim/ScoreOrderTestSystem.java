package org.swisschess.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Explanation;
import org.swisschess.api.History;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * A plain test system: players by score then pairing number, each paired with the first later
 * player it may meet (backtracking), the PAB to the lowest eligible player, White to whoever had
 * fewer whites.
 */
class ScoreOrderTestSystem implements PairingSystem {

  @Override
  public String id() {
    return "test-score-order";
  }

  @Override
  public String name() {
    return "Score order (test)";
  }

  /** Declares C.2 of the 2017 Dutch text: not after a PAB or a forfeit win. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
  }

  @Override
  public Pairing pair(PairingRequest request) {
    Tournament t = request.tournament();
    History h = History.of(t);
    List<PlayerHistory> present = new ArrayList<>();
    for (PlayerHistory p : h.players()) {
      if (request.isPresent(p.id())) {
        present.add(p);
      }
    }
    present.sort(
        Comparator.comparing(PlayerHistory::score).reversed().thenComparingInt(PlayerHistory::id));
    int[] partner = new int[present.size()];
    java.util.Arrays.fill(partner, -2);
    List<Integer> byeCandidates = new ArrayList<>();
    if (present.size() % 2 == 1) {
      for (int i = present.size() - 1; i >= 0; i--) {
        if (mayReceivePairingAllocatedBye(present.get(i), t)) {
          byeCandidates.add(i);
        }
      }
    } else {
      byeCandidates.add(-1);
    }
    for (int bye : byeCandidates) {
      if (bye >= 0) {
        partner[bye] = -1;
      }
      if (match(present, partner, t, request.round())) {
        List<Board> boards = new ArrayList<>();
        for (int i = 0; i < present.size(); i++) {
          if (partner[i] > i) {
            boards.add(colours(present.get(i), present.get(partner[i]), t, boards.size()));
          }
        }
        return new Pairing(
            request.round(),
            boards,
            bye >= 0 ? OptionalInt.of(present.get(bye).id()) : OptionalInt.empty(),
            Explanation.EMPTY);
      }
      if (bye >= 0) {
        partner[bye] = -2;
      }
    }
    throw new NoValidPairingException("no pairing without a rematch", Explanation.EMPTY);
  }

  private static boolean match(
      List<PlayerHistory> present, int[] partner, Tournament t, int round) {
    int first = -1;
    for (int i = 0; i < partner.length; i++) {
      if (partner[i] == -2) {
        first = i;
        break;
      }
    }
    if (first < 0) {
      return true;
    }
    for (int j = first + 1; j < partner.length; j++) {
      PlayerHistory a = present.get(first);
      PlayerHistory b = present.get(j);
      if (partner[j] == -2 && !a.hasPlayed(b.id()) && !t.isForbidden(a.id(), b.id(), round)) {
        partner[first] = j;
        partner[j] = first;
        if (match(present, partner, t, round)) {
          return true;
        }
        partner[first] = -2;
        partner[j] = -2;
      }
    }
    return false;
  }

  private static Board colours(PlayerHistory a, PlayerHistory b, Tournament t, int board) {
    int byDifference = Integer.compare(a.colourDifference(), b.colourDifference());
    if (byDifference != 0) {
      return byDifference < 0 ? new Board(a.id(), b.id()) : new Board(b.id(), a.id());
    }
    Colour aGets =
        a.lastColour() != Colour.NONE
            ? a.lastColour().opposite()
            : board % 2 == 0 ? t.initialColour() : t.initialColour().opposite();
    return aGets == Colour.WHITE ? new Board(a.id(), b.id()) : new Board(b.id(), a.id());
  }
}
