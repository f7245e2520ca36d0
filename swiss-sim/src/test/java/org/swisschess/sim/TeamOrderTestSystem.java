package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Team;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.Tournament;

/**
 * A plain team test system: the present teams in TPN order, shifted by the round so that rounds
 * differ; consecutive teams meet, the lower number White; an odd team out (the last) has the PAB.
 * It ignores every rule of C.04.6: the generator is tested here, not the pairing.
 */
class TeamOrderTestSystem implements PairingSystem {

  @Override
  public String id() {
    return "test-team-order";
  }

  @Override
  public String name() {
    return "Team order (test)";
  }

  @Override
  public Competitors competitors() {
    return Competitors.TEAMS;
  }

  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return true;
  }

  @Override
  public Pairing pair(PairingRequest request) {
    throw new UnsupportedOperationException("teams only");
  }

  @Override
  public Pairing pairTeams(TeamPairingRequest request) {
    List<Integer> present = new ArrayList<>();
    for (Team t : request.event().teams()) {
      if (request.isPresent(t.number())) {
        present.add(t.number());
      }
    }
    int shift = (request.round() - 1) % present.size();
    List<Integer> order = new ArrayList<>(present.subList(shift, present.size()));
    order.addAll(present.subList(0, shift));
    List<Board> boards = new ArrayList<>();
    for (int i = 0; i + 1 < order.size(); i += 2) {
      int a = order.get(i);
      int b = order.get(i + 1);
      boards.add(new Board(Math.min(a, b), Math.max(a, b)));
    }
    OptionalInt pab =
        order.size() % 2 == 1 ? OptionalInt.of(order.get(order.size() - 1)) : OptionalInt.empty();
    return new Pairing(request.round(), boards, pab, Explanation.EMPTY);
  }
}
