package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.swisschess.api.Board;
import org.swisschess.api.BoardOrder;
import org.swisschess.api.ColourRules;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;
import org.swisschess.api.Tournament;
import org.swisschess.matching.Pair;

/**
 * The FIDE Dutch System as agreed by the 83rd FIDE Congress, Istanbul 2012, carried out by its own
 * procedure: requirement levels C.3/C.10, transpositions and exchanges D.1/D.2, moved-down choices
 * D.3, backtracking C.12/C.13 and the B3factor of D.4.
 *
 * <p>Example: {@code PairingSystems.require("dutch-2012").pair(PairingRequest.of(tournament))}.
 */
public final class Dutch2012System implements PairingSystem {

  /** Creates the system; ServiceLoader calls this. */
  public Dutch2012System() {}

  @Override
  public String id() {
    return "dutch-2012";
  }

  @Override
  public String name() {
    return "FIDE Dutch System (Istanbul 2012)";
  }

  /** B.2: no colour difference beyond 2 and no colour three times running, except top scorers. */
  @Override
  public ColourRules colourRules() {
    return new ColourRules(2, 2, true);
  }

  /** B.1.b: no bye for whoever already scored a point or half point without playing. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return Floats2012.mayReceivePairingAllocatedBye(player, tournament.scoring());
  }

  @Override
  public Pairing pair(PairingRequest request) {
    request.requireNoAdjournedGames(id()); // the text has no article for a game without a result
    request.requireNoAcceleration(id()); // nor for virtual points (C.04.7 came later)
    RoundContext ctx = RoundContexts.of(request);
    RoundPairer.Result result = new RoundPairer(ctx).pair();
    List<Board> boards = new ArrayList<>();
    for (Pair pair : result.pairs()) {
      boards.add(ColourAllocator.allocate(ctx, pair.higher(), pair.lower()));
    }
    int[] rankOf = new int[maxId(ctx) + 1];
    for (int r = 0; r < ctx.size(); r++) {
      rankOf[ctx.entrant(r).id()] = r;
    }
    List<Board> ordered =
        BoardOrder.sort(boards, id -> Points.ofTenths(ctx.score(rankOf[id])), id -> rankOf[id]);
    OptionalInt bye =
        result.bye() < 0 ? OptionalInt.empty() : OptionalInt.of(ctx.entrant(result.bye()).id());
    return new Pairing(request.round(), ordered, bye, result.explanation());
  }

  private static int maxId(RoundContext ctx) {
    int max = 0;
    for (int r = 0; r < ctx.size(); r++) {
      max = Math.max(max, ctx.entrant(r).id());
    }
    return max;
  }
}
