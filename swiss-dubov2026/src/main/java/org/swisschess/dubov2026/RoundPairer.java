package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Board;
import org.swisschess.api.BoardOrder;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Explanation;
import org.swisschess.api.History;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Points;
import org.swisschess.api.Tournament;
import org.swisschess.basic2026.ColourAllocation;
import org.swisschess.basic2026.ImposedPairs;
import org.swisschess.basic2026.MayMeet;
import org.swisschess.basic2026.PabAssignment;
import org.swisschess.basic2026.RoundPlayer;

/**
 * One round, as C.04.4.1 (2026) 1.9.2 orders the work: the PAB first (3.1), then the scoregroups in
 * descending order of score (3.2), each bracket being its residents and the upfloaters it needs;
 * colours by Article 5 and boards by C.04.2 3.6 on pairing scores (C.04.7 1.5).
 */
final class RoundPairer {

  private final PairingRequest request;

  private final @Nullable ImposedPairs imposed;

  RoundPairer(PairingRequest request) {
    this(request, null);
  }

  /** Pairs with an imposition kept like an absolute criterion (a forced re-pairing). */
  RoundPairer(PairingRequest request, @Nullable ImposedPairs imposed) {
    this.request = request;
    this.imposed = imposed;
  }

  Pairing pair() {
    Tournament t = request.pairingTournament(); // virtual points, if any, are in the score
    History history = History.of(t);
    int round = request.round();
    boolean lastRound = round == t.plannedRounds();
    MayMeet table = MayMeet.of(history, round);
    MayMeet legality = imposed == null ? table : table.imposing(imposed);
    List<DubovPlayer> players = DubovPlayers.toPair(request, history);
    Explanation.Builder explanation = Explanation.builder();
    explanation.section(
        "Players (C.04.4.1 1.6-1.8; MaxT = " + MaximumUpfloater.maxT(t.plannedRounds()) + ")",
        published(players));
    List<String> pabLines = new ArrayList<>();
    Optional<DubovPlayer> pab = pairingAllocatedBye(players, legality, pabLines);
    if (!pabLines.isEmpty()) {
      explanation.section("Pairing-allocated bye (3.1)", pabLines);
    }
    List<DubovPlayer> remaining = new ArrayList<>(players);
    pab.ifPresent(remaining::remove);
    List<DubovPlayer[]> pairs = new ArrayList<>();
    while (!remaining.isEmpty()) {
      Points top = remaining.get(0).score();
      List<DubovPlayer> residents = new ArrayList<>();
      List<DubovPlayer> lower = new ArrayList<>();
      for (DubovPlayer c : remaining) {
        (c.score().equals(top) ? residents : lower).add(c);
      }
      List<String> lines = new ArrayList<>();
      lines.add("residents: " + tpns(residents));
      List<DubovPlayer> bracket = new ArrayList<>(residents);
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
        pairs.add(new DubovPlayer[] {tr.s1().get(i), tr.t2().get(i)});
      }
      explanation.section("Bracket " + top, lines);
      Set<DubovPlayer> done = new HashSet<>(bracket);
      remaining.removeIf(done::contains);
    }
    Map<Integer, DubovPlayer> byTpn = new HashMap<>();
    for (DubovPlayer c : players) {
      byTpn.put(c.tpn(), c);
    }
    List<Board> boards = new ArrayList<>();
    Map<Board, String> rules = new HashMap<>();
    for (DubovPlayer[] p : pairs) {
      ColourAllocation.Allocation a = colours(p[0], p[1], t.initialColour());
      boards.add(a.board());
      rules.put(a.board(), a.rule().article());
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
    OptionalInt bye = pab.isPresent() ? OptionalInt.of(pab.get().tpn()) : OptionalInt.empty();
    return new Pairing(round, ordered, bye, explanation.build());
  }

  /**
   * 3.1 (C.04.1 and C.04.2 as {@link PabAssignment} has them), done before any bracket (1.9.2), in
   * this text's words.
   *
   * @param players everyone to pair, by descending score then ascending TPN (3.1.5: the largest TPN
   *     is the lowest)
   * @param lines where the choice is explained
   * @throws NoValidPairingException if no complete pairing exists (1.9.3)
   */
  private static Optional<DubovPlayer> pairingAllocatedBye(
      List<DubovPlayer> players, MayMeet mayMeet, List<String> lines) {
    PabAssignment.Result r = PabAssignment.assign(DubovPlayer.roundPlayers(players), mayMeet);
    if (!r.completePairingExists()) {
      throw new NoValidPairingException(
          "no pairing of the "
              + r.players()
              + " players meets [C1] and [C3] (C.04.4.1 1.9.3: the Chief Arbiter decides)",
          Explanation.EMPTY);
    }
    if (r.players() % 2 == 0) {
      return Optional.empty();
    }
    for (RoundPlayer passed : r.passedOver()) {
      lines.add(passed.tpn() + " passed over: the others could not all be paired (3.1.2)");
    }
    if (r.bye().isEmpty()) {
      throw new NoValidPairingException(
          "no player may receive the pairing-allocated bye ([C2]) and leave the others a complete"
              + " pairing (C.04.4.1 3.1, 1.9.3: the Chief Arbiter decides)",
          Explanation.EMPTY);
    }
    RoundPlayer c = r.bye().get();
    lines.add(
        "PAB to "
            + c.tpn()
            + ": score "
            + c.score()
            + ", "
            + c.gamesPlayed()
            + " games played, TPN "
            + c.tpn()
            + " (3.1.3-3.1.5)");
    for (DubovPlayer p : players) {
      if (p.tpn() == c.tpn()) {
        return Optional.of(p);
      }
    }
    throw new IllegalStateException("the PAB went to a player not in the round");
  }

  /**
   * Article 5 ({@link ColourAllocation}) for a pair, with this text's "higher ranked" (5.2.1: more
   * points, then the smaller TPN) and its colour preference (1.6).
   */
  static ColourAllocation.Allocation colours(DubovPlayer a, DubovPlayer b, Colour initialColour) {
    DubovPlayer higher = a.ranksAbove(b) ? a : b;
    DubovPlayer lower = a.ranksAbove(b) ? b : a;
    return ColourAllocation.allocate(higher.player(), lower.player(), initialColour);
  }

  /** 1.6, as published: "W absolute", "B mild". */
  private static String dueColourText(ColourPreference p) {
    return (p.colour() == Colour.WHITE ? "W " : "B ")
        + p.strength().name().toLowerCase(Locale.ROOT);
  }

  /** 1.6-1.8: what the Chief Arbiter publishes of every player. */
  private static List<String> published(List<DubovPlayer> players) {
    List<String> lines = new ArrayList<>();
    for (DubovPlayer c : players) {
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

  private static String tpns(List<DubovPlayer> players) {
    StringBuilder sb = new StringBuilder();
    for (DubovPlayer c : players) {
      sb.append(sb.length() == 0 ? "" : " ").append(c.tpn());
    }
    return sb.length() == 0 ? "-" : sb.toString();
  }
}
