package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import org.swisschess.api.Board;
import org.swisschess.api.BoardOrder;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Explanation;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Points;
import org.swisschess.api.Tournament;

/**
 * One round, as C.04.4.1 (2026) 1.9.2 orders the work: the PAB first (3.1), then the scoregroups in
 * descending order of score (3.2), each bracket being its residents and the upfloaters it needs;
 * colours by Article 5 and boards by C.04.2 3.6 on pairing scores (C.04.7 1.5).
 */
final class RoundPairer {

  private final PairingRequest request;

  RoundPairer(PairingRequest request) {
    this.request = request;
  }

  Pairing pair() {
    Tournament t = request.pairingTournament(); // virtual points, if any, are in the score
    History history = History.of(t);
    int round = request.round();
    boolean lastRound = round == t.plannedRounds();
    Legality legality = new Legality(history, round);
    List<Contestant> players = Contestants.toPair(request, history);
    Explanation.Builder explanation = Explanation.builder();
    explanation.section(
        "Players (C.04.4.1 1.6-1.8; MaxT = " + MaximumUpfloater.maxT(t.plannedRounds()) + ")",
        published(players));
    PabAssignment.Result pab = PabAssignment.choose(players, legality);
    if (!pab.lines().isEmpty()) {
      explanation.section("Pairing-allocated bye (3.1)", pab.lines());
    }
    List<Contestant> remaining = new ArrayList<>(players);
    pab.player().ifPresent(remaining::remove);
    List<Contestant[]> pairs = new ArrayList<>();
    while (!remaining.isEmpty()) {
      Points top = remaining.get(0).score();
      List<Contestant> residents = new ArrayList<>();
      List<Contestant> lower = new ArrayList<>();
      for (Contestant c : remaining) {
        (c.score().equals(top) ? residents : lower).add(c);
      }
      List<String> lines = new ArrayList<>();
      lines.add("residents: " + tpns(residents));
      List<Contestant> bracket = new ArrayList<>(residents);
      if (!lower.isEmpty()) {
        UpfloaterSelection.Result up =
            UpfloaterSelection.choose(residents, lower, legality, lastRound);
        lines.addAll(up.reasons());
        bracket.addAll(up.upfloaters());
      } else if (residents.size() % 2 != 0) {
        throw new IllegalStateException("the last scoregroup is odd after completion was kept");
      }
      Recomposition.Result groups = Recomposition.of(bracket, legality);
      lines.addAll(groups.lines());
      Transposition.Result tr = Transposition.of(groups.g1(), groups.g2(), legality);
      lines.add("S1 (3.2.5): " + tpns(tr.s1()));
      lines.add("T2 (3.2.6): " + tpns(tr.t2()));
      for (int i = 0; i < tr.s1().size(); i++) {
        pairs.add(new Contestant[] {tr.s1().get(i), tr.t2().get(i)});
      }
      explanation.section("Bracket " + top, lines);
      Set<Contestant> done = new HashSet<>(bracket);
      remaining.removeIf(done::contains);
    }
    Map<Integer, Contestant> byTpn = new HashMap<>();
    for (Contestant c : players) {
      byTpn.put(c.tpn(), c);
    }
    List<Board> boards = new ArrayList<>();
    Map<Board, String> rules = new HashMap<>();
    for (Contestant[] p : pairs) {
      ColourAllocation.Allocated a = ColourAllocation.allocate(p[0], p[1], t.initialColour());
      boards.add(a.board());
      rules.put(a.board(), a.rule());
    }
    // C.04.2 3.6 on the pairing scores (C.04.7 1.5)
    List<Board> ordered =
        BoardOrder.sort(
            boards,
            id -> Objects.requireNonNull(byTpn.get(id), "a paired player").score(),
            id -> id);
    List<String> colourLines = new ArrayList<>();
    for (int i = 0; i < ordered.size(); i++) {
      Board b = ordered.get(i);
      colourLines.add(
          "board " + (i + 1) + ": " + b.white() + " - " + b.black() + " (" + rules.get(b) + ")");
    }
    explanation.section("Colours (Article 5) and board order (C.04.2 3.6)", colourLines);
    OptionalInt bye =
        pab.player().isPresent() ? OptionalInt.of(pab.player().get().tpn()) : OptionalInt.empty();
    return new Pairing(round, ordered, bye, explanation.build());
  }

  /** 1.6, as published: "W absolute", "B mild". */
  private static String dueColourText(ColourPreference p) {
    return (p.colour() == Colour.WHITE ? "W " : "B ")
        + p.strength().name().toLowerCase(Locale.ROOT);
  }

  /** 1.6-1.8: what the Chief Arbiter publishes of every player. */
  private static List<String> published(List<Contestant> players) {
    List<String> lines = new ArrayList<>();
    for (Contestant c : players) {
      lines.add(
          c.tpn()
              + ": score "
              + c.score()
              + ", rating "
              + c.rating()
              + ", ARO "
              + c.aro()
              + ", due colour "
              + dueColourText(c.preference())
              + ", upfloats "
              + c.upfloats()
              + (c.maximumUpfloater() ? " (maximum upfloater)" : "")
              + (c.upfloatedInPreviousRound() ? ", upfloated in the previous round" : ""));
    }
    return lines;
  }

  private static String tpns(List<Contestant> players) {
    StringBuilder sb = new StringBuilder();
    for (Contestant c : players) {
      sb.append(sb.length() == 0 ? "" : " ").append(c.tpn());
    }
    return sb.length() == 0 ? "-" : sb.toString();
  }
}
