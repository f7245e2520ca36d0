package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * A test system that ignores scores: shuffles the present players with a seed taken from the round
 * and pairs neighbours (rematches allowed), the last one gets the PAB. A baseline for metrics.
 */
final class RandomOrderTestSystem implements PairingSystem {

  @Override
  public String id() {
    return "test-random-order";
  }

  @Override
  public String name() {
    return "Random order (test)";
  }

  /** Declares C.2 of the 2017 Dutch text: not after a PAB or a forfeit win. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
  }

  @Override
  public Pairing pair(PairingRequest request) {
    List<Integer> present = new ArrayList<>();
    for (Player p : request.tournament().players()) {
      if (request.isPresent(p.pairingNumber())) {
        present.add(p.pairingNumber());
      }
    }
    if (present.isEmpty()) {
      throw new NoValidPairingException("nobody to pair", Explanation.EMPTY);
    }
    SplittableRandom random = new SplittableRandom(request.round() * 31L + present.size());
    for (int i = present.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Integer x = present.get(i);
      present.set(i, present.get(j));
      present.set(j, x);
    }
    List<Board> boards = new ArrayList<>();
    for (int i = 0; i + 1 < present.size(); i += 2) {
      boards.add(new Board(present.get(i), present.get(i + 1)));
    }
    OptionalInt bye =
        present.size() % 2 == 1
            ? OptionalInt.of(present.get(present.size() - 1))
            : OptionalInt.empty();
    return new Pairing(request.round(), boards, bye, Explanation.EMPTY);
  }
}
