package org.swisschess.cli;

import java.util.ArrayList;
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
import org.swisschess.api.Player;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * A test-only pairing system whose pairings are easy to work out by hand: with an odd number of
 * players the highest-numbered one who may receive it gets the PAB; then the lowest-numbered
 * unpaired player meets the next one he has not played, with White unless he had White last.
 */
public final class InOrderTestSystem implements PairingSystem {

  /** The id tests pass to {@code --system}. */
  public static final String ID = "in-order-test";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "In pairing-number order (test only)";
  }

  /** Declares C.2 of the 2017 Dutch text: not after a PAB or a forfeit win. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
  }

  @Override
  public Pairing pair(PairingRequest request) {
    History history = History.of(request.tournament());
    List<Integer> present = new ArrayList<>();
    for (Player p : request.tournament().players()) {
      if (request.isPresent(p.pairingNumber())) {
        present.add(p.pairingNumber());
      }
    }
    List<String> notes = new ArrayList<>();
    OptionalInt bye = OptionalInt.empty();
    if (present.size() % 2 == 1) {
      for (int i = present.size() - 1; i >= 0; i--) {
        if (mayReceivePairingAllocatedBye(history.player(present.get(i)), request.tournament())) {
          bye = OptionalInt.of(present.remove(i));
          notes.add("bye to " + bye.getAsInt());
          break;
        }
      }
      if (bye.isEmpty()) {
        throw new NoValidPairingException("nobody may receive the bye", Explanation.EMPTY);
      }
    }
    List<Board> boards = new ArrayList<>();
    while (!present.isEmpty()) {
      int a = present.remove(0);
      PlayerHistory ha = history.player(a);
      int partner = -1;
      for (int i = 0; i < present.size(); i++) {
        if (!ha.hasPlayed(present.get(i))) {
          partner = present.remove(i);
          break;
        }
      }
      if (partner < 0) {
        throw new NoValidPairingException(
            "player " + a + " has met everyone left",
            Explanation.builder()
                .section("Stuck", List.of("player " + a + " has met " + present))
                .build());
      }
      boards.add(ha.lastColour() == Colour.WHITE ? new Board(partner, a) : new Board(a, partner));
      notes.add(a + " meets " + partner);
    }
    return new Pairing(
        request.round(), boards, bye, Explanation.builder().section("In order", notes).build());
  }
}
