package org.swisschess.benchmarks;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * Not a FIDE system: a fast pairer that builds large fields for timing the standings, where only
 * the shape of a Swiss tournament matters (players meet others on their score, unplayed rounds of
 * every kind from the generator's events). Players by score, each with the next one it has not met
 * among the following 64 (else the next one), the PAB to the lowest who has not had it.
 */
final class ScoreOrderPairing implements PairingSystem {

  private static final int LOOK_AHEAD = 64;

  @Override
  public String id() {
    return "benchmark-score-order";
  }

  @Override
  public String name() {
    return "Score order (benchmark fields only)";
  }

  /** Declares C.2 of the 2017 Dutch text: not after a PAB or a forfeit win. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
  }

  @Override
  public Pairing pair(PairingRequest request) {
    History h = History.of(request.tournament());
    List<PlayerHistory> present = new ArrayList<>();
    for (PlayerHistory p : h.players()) {
      if (request.isPresent(p.id())) {
        present.add(p);
      }
    }
    present.sort(
        Comparator.comparing(PlayerHistory::score).reversed().thenComparingInt(PlayerHistory::id));
    OptionalInt bye = OptionalInt.empty();
    if (present.size() % 2 == 1) {
      int at = present.size() - 1;
      for (int i = present.size() - 1; i >= 0; i--) {
        if (!present.get(i).hadPairingAllocatedBye()) {
          at = i;
          break;
        }
      }
      bye = OptionalInt.of(present.remove(at).id());
    }
    List<Board> boards = new ArrayList<>();
    Set<Integer> paired = new HashSet<>();
    for (int i = 0; i < present.size(); i++) {
      PlayerHistory a = present.get(i);
      if (paired.contains(a.id())) {
        continue;
      }
      int chosen = -1;
      for (int j = i + 1; j < present.size() && j <= i + LOOK_AHEAD; j++) {
        PlayerHistory b = present.get(j);
        if (!paired.contains(b.id()) && !a.hasPlayed(b.id())) {
          chosen = j;
          break;
        }
      }
      if (chosen < 0) {
        for (int j = i + 1; j < present.size(); j++) {
          if (!paired.contains(present.get(j).id())) {
            chosen = j;
            break;
          }
        }
      }
      PlayerHistory b = present.get(chosen);
      paired.add(a.id());
      paired.add(b.id());
      boolean aWhite = a.colourDifference() <= b.colourDifference();
      boards.add(aWhite ? new Board(a.id(), b.id()) : new Board(b.id(), a.id()));
    }
    return new Pairing(request.round(), boards, bye, Explanation.EMPTY);
  }
}
