package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.swisschess.api.Board;
import org.swisschess.api.BoardOrder;
import org.swisschess.api.Explanation;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Points;
import org.swisschess.matching.Pair;

/** Pairs one round by the Dubov rules: bye, then score group by score group from the top. */
final class DubovPairer {

  private final PairingRequest request;
  private final RoundContext ctx;
  private final Explanation.Builder explanation = Explanation.builder();

  DubovPairer(PairingRequest request) {
    this.request = request;
    this.ctx = RoundContext.of(request);
  }

  Pairing pair() {
    AroTable.publish(ctx, explanation);
    OptionalInt bye = chooseBye();
    if (!ctx.remainderPairable()) {
      throw noPairing("the present players cannot all be paired without breaking chapter 2");
    }
    List<Board> boards;
    if (request.round() == 1) {
      List<String> lines = new ArrayList<>();
      boards = new FirstRound(ctx, lines).pair();
      explanation.section("Dubov 5: first round", lines);
    } else {
      new ScoreGroupSequence(ctx, explanation).pairAll();
      boards = colours();
    }
    return new Pairing(request.round(), boards, bye, explanation.build());
  }

  /** The matching tests this round made, the unit its work is counted in. */
  long steps() {
    return ctx.matchingTests();
  }

  private OptionalInt chooseBye() {
    List<Entrant> present = ctx.entrants;
    if (present.size() % 2 == 0) {
      return OptionalInt.empty();
    }
    List<Entrant> candidates;
    if (request.round() == 1) {
      // 5: "the last player in the list gets the bye".
      candidates = new ArrayList<>(present);
      candidates.sort(
          Comparator.comparing(Entrant::score)
              .thenComparing(Comparator.comparingInt(Entrant::id).reversed()));
      candidates.removeIf(Entrant::byeBarred);
    } else {
      candidates = ByeSelection.candidates(present);
    }
    Optional<Entrant> chosen = ByeSelection.choose(ctx, candidates);
    if (chosen.isEmpty()) {
      throw noPairing("no player may take the bye (2.2) and leave the others pairable");
    }
    Entrant e = chosen.get();
    ctx.removeForBye(e);
    String passed =
        candidates.indexOf(e) == 0
            ? ""
            : "; passed over (others left unpairable): "
                + StandardProcedure.ids(candidates.subList(0, candidates.indexOf(e)));
    explanation.section(
        "Dubov " + (request.round() == 1 ? "5" : "4") + ": bye",
        List.of("bye: " + e.label() + ", score " + e.score() + passed));
    return OptionalInt.of(e.id());
  }

  private List<Board> colours() {
    List<Board> boards = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    Map<Integer, Points> score = new HashMap<>();
    for (Pair p : ctx.pairs()) {
      Entrant a = ctx.entrant(p.higher());
      Entrant b = ctx.entrant(p.lower());
      Board board = ColourAllocation.allocate(a, b);
      boards.add(board);
      score.put(a.id(), a.score());
      score.put(b.id(), b.score());
      lines.add(board.white() + " - " + board.black() + ": " + ColourAllocation.reason(a, b));
    }
    explanation.section("Dubov 3: colours", lines);
    return BoardOrder.sort(boards, score::get, id -> id);
  }

  private NoValidPairingException noPairing(String reason) {
    explanation.section(
        "No valid pairing",
        List.of(
            reason,
            "absolute criteria: 2.1 no rematch (nor a forbidden pair), 2.2 no bye after a point won without playing, "
                + "2.3 colour difference within -2..2, 2.4 no colour three times running"));
    return new NoValidPairingException(
        "Dubov 1997, round " + request.round() + ": " + reason, explanation.build());
  }
}
