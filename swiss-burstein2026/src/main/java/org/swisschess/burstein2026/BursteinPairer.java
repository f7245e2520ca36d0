package org.swisschess.burstein2026;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Board;
import org.swisschess.api.BoardOrder;
import org.swisschess.api.Colour;
import org.swisschess.api.Explanation;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Points;
import org.swisschess.basic2026.ColourAllocation;
import org.swisschess.basic2026.ImposedPairs;
import org.swisschess.matching.Pair;

/**
 * Pairs one round after the seeding rounds (1.9.2): the PAB first, then the brackets from the top
 * scoregroup down, then the colours (Article 5) and the board order (C.04.2 3.6).
 */
final class BursteinPairer {

  private final PairingRequest request;
  private final Explanation.Builder explanation = Explanation.builder();

  private final @Nullable ImposedPairs imposed;

  BursteinPairer(PairingRequest request) {
    this(request, null);
  }

  /** Pairs with an imposition kept like an absolute criterion (a forced re-pairing). */
  BursteinPairer(PairingRequest request, @Nullable ImposedPairs imposed) {
    this.request = request;
    this.imposed = imposed;
  }

  Pairing pair() {
    RoundPlayers players = RoundPlayers.of(request, imposed);
    publishIndex(players);
    try {
      return pairRound(players);
    } catch (NoPairing e) {
      explanation.section(
          "No valid pairing (1.9.3: the Chief Arbiter decides)",
          List.of(
              e.getMessage(),
              "absolute criteria: [C1] no rematch (nor a forbidden pair), [C2] no PAB after a PAB"
                  + " or a win's points without playing, [C3] never two players with the same"
                  + " absolute colour preference"));
      throw new NoValidPairingException(
          "Burstein 2026, round " + request.round() + ": " + e.getMessage(), explanation.build());
    }
  }

  private Pairing pairRound(RoundPlayers players) {
    List<String> pabLines = new ArrayList<>();
    OptionalInt pabRank = PairingAllocatedBye.choose(players, pabLines);
    if (!pabLines.isEmpty()) {
      explanation.section("Burstein 3.1: pairing-allocated bye", pabLines);
    }
    BitSet unpaired = new BitSet(players.size());
    unpaired.set(0, players.size());
    pabRank.ifPresent(unpaired::clear);
    List<Pair> pairs = new ArrayList<>();
    List<Integer> floaters = new ArrayList<>();
    while (!unpaired.isEmpty()) {
      BitSet incoming = new BitSet(players.size());
      floaters.forEach(incoming::set);
      BitSet residents = (BitSet) unpaired.clone();
      residents.andNot(incoming);
      Points resident =
          highestScore(players, residents)
              .orElseThrow(
                  () -> new NoPairing("floaters are left with no scoregroup below them ([C4])"));
      List<Integer> bracket = new ArrayList<>();
      BitSet below = new BitSet(players.size());
      for (int r = unpaired.nextSetBit(0); r >= 0; r = unpaired.nextSetBit(r + 1)) {
        if (incoming.get(r) || players.get(r).score().equals(resident)) {
          bracket.add(r); // ranks ascending: BSN order (4.1), floaters ranked by Index too (1.8)
        } else {
          below.set(r);
        }
      }
      List<Integer> following = new ArrayList<>();
      List<Integer> rest = new ArrayList<>();
      highestScore(players, below)
          .ifPresent(
              next -> {
                for (int r = below.nextSetBit(0); r >= 0; r = below.nextSetBit(r + 1)) {
                  (players.get(r).score().equals(next) ? following : rest).add(r);
                }
              });
      BracketPairing.Result result = BracketPairing.pair(players, bracket, following, rest);
      List<String> lines = new ArrayList<>();
      lines.add(bracketLine(players, bracket, floaters));
      lines.addAll(result.lines());
      explanation.section("Burstein 3.2: bracket " + resident, lines);
      for (Pair p : result.pairs()) {
        pairs.add(p);
        unpaired.clear(p.higher());
        unpaired.clear(p.lower());
      }
      floaters = result.floaters();
    }
    List<Board> boards = new ArrayList<>();
    List<String> colourLines = new ArrayList<>();
    Map<Integer, Points> score = new HashMap<>();
    for (Pair p : pairs) {
      BursteinPlayer a = players.get(p.higher());
      BursteinPlayer b = players.get(p.lower());
      ColourAllocation.Allocation d = colours(a, b, players.tournament.initialColour());
      boards.add(d.board());
      colourLines.add(d.board().white() + " - " + d.board().black() + ": " + wording(d, a.id()));
      score.put(a.id(), a.score());
      score.put(b.id(), b.score());
    }
    explanation.section("Burstein 5: colours", colourLines);
    // C.04.2 3.6 with the pairing score (C.04.7 1.5); the higher player of a pair by score, TPN
    List<Board> ordered = BoardOrder.sort(boards, score::get, id -> id);
    OptionalInt bye =
        pabRank.isPresent()
            ? OptionalInt.of(players.get(pabRank.getAsInt()).id())
            : OptionalInt.empty();
    return new Pairing(request.round(), ordered, bye, explanation.build());
  }

  /**
   * Article 5 ({@link ColourAllocation}, the text the Dubov and Burstein systems share) for a pair.
   *
   * @param higher the higher ranked player (1.8)
   * @param lower the other
   * @param initialColour 5.1: the colour drawn by lot before round 1
   */
  static ColourAllocation.Allocation colours(
      BursteinPlayer higher, BursteinPlayer lower, Colour initialColour) {
    return ColourAllocation.allocate(higher.player(), lower.player(), initialColour);
  }

  /** The rule of 5.2 that decided, in words, for the explanation. */
  static String wording(ColourAllocation.Allocation a, int higherTpn) {
    return switch (a.rule()) {
      case NEITHER_HAS_PLAYED ->
          "5.2.1 neither has played: TPN "
              + higherTpn
              + (higherTpn % 2 == 1 ? " odd" : " even")
              + " of the higher ranked";
      case BOTH_PREFERENCES -> "5.2.2 both preferences granted";
      case STRONGER_PREFERENCE -> "5.2.3 the stronger preference granted";
      case ALTERNATED -> "5.2.4 alternated from the last round with different colours";
      case HIGHER_RANKED_PREFERENCE -> "5.2.5 the higher ranked player's preference";
    };
  }

  /** The highest score among the players of {@code ranks}, empty when there are none. */
  private static Optional<Points> highestScore(RoundPlayers players, BitSet ranks) {
    return ranks.stream().mapToObj(r -> players.get(r).score()).max(Comparator.naturalOrder());
  }

  private static String bracketLine(RoundPlayers players, List<Integer> bracket, List<Integer> in) {
    StringBuilder sb = new StringBuilder("BSN order (4.1, by 1.8):");
    for (int i = 0; i < bracket.size(); i++) {
      BursteinPlayer c = players.get(bracket.get(i));
      sb.append(' ').append(i + 1).append('=').append(c.id());
      if (in.contains(bracket.get(i))) {
        sb.append("(incoming floater, ").append(c.score()).append(')');
      }
    }
    return sb.toString();
  }

  /** 1.7/1.8: each player's Index and rank, published with every round after seeding. */
  private void publishIndex(RoundPlayers players) {
    List<String> lines = new ArrayList<>();
    for (BursteinPlayer c : players.ranked) {
      lines.add(
          "rank "
              + (c.rank() + 1)
              + ": "
              + c.id()
              + ", pairing score "
              + c.score()
              + ", "
              + c.index()
              + ", colour preference "
              + c.preference());
    }
    explanation.section(
        "Burstein 1.7/1.8: Index (Buchholz, Sonneborn-Berger; unplayed rounds against oneself)"
            + " and ranking",
        lines);
  }
}
