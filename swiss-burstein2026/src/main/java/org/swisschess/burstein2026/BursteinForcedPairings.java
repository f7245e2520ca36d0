package org.swisschess.burstein2026;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.swisschess.api.Colour;
import org.swisschess.api.CriteriaVector;
import org.swisschess.api.Criterion;
import org.swisschess.api.Decision;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.ForcedPairings;
import org.swisschess.api.Imposition;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Points;
import org.swisschess.api.Reason;
import org.swisschess.basic2026.ColourAllocation;
import org.swisschess.basic2026.ImposedPairs;
import org.swisschess.basic2026.RoundPlayer;

/**
 * burstein-2026's {@link ForcedPairings}. A seeding round (1.6.1) is the Dutch System's, so it is
 * explained by dutch-2026's own forced pairings and criteria. After the seeding rounds: the round
 * paired again by the same procedure with an imposition kept like [C1] and [C3] ({@link
 * ImposedPairs}), any pairing read at the text's criteria ({@link BursteinCriteria}), and the
 * alternatives a player expects: the opponent facing him when his bracket is folded in the ranking
 * order of 1.8 (4.3's first pairing: BSN 1 against the last, 2 against the one before), his colour
 * preference (1.5), an opponent of his own score, and no bye.
 */
final class BursteinForcedPairings implements ForcedPairings {

  @Override
  public ForcedPairings.Round round(PairingRequest request, Pairing pairing) {
    if (request.round() <= SeedingRounds.of(request.tournament().plannedRounds())) {
      return PairingSystems.require(Burstein2026System.SEEDING_SYSTEM)
          .forcedPairings()
          .orElseThrow(
              () ->
                  new IllegalStateException(
                      Burstein2026System.SEEDING_SYSTEM + " offers no forced pairings"))
          .round(request, pairing);
    }
    return new Round(request, pairing);
  }

  private static final class Round implements ForcedPairings.Round {

    private final PairingRequest request;
    private final RoundPlayers players;
    private final Map<Integer, BursteinPlayer> byTpn = new HashMap<>();
    private final Map<Integer, Integer> opponent;
    private final List<BursteinCriteria.Bracket> brackets;

    Round(PairingRequest request, Pairing pairing) {
      this.request = request;
      this.players = RoundPlayers.of(request);
      players.ranked.forEach(p -> byTpn.put(p.id(), p));
      this.opponent = BursteinCriteria.opponents(players.ranked, pairing);
      this.brackets = BursteinCriteria.brackets(players.ranked, opponent);
    }

    private BursteinPlayer player(int tpn) {
      BursteinPlayer p = byTpn.get(tpn);
      if (p == null) {
        throw new IllegalArgumentException("player " + tpn + " is not paired in the round");
      }
      return p;
    }

    /** Article 5 for a pair, "higher ranked" by 1.8. */
    private Colour colourOf(RoundPlayer player, RoundPlayer other) {
      BursteinPlayer a = player(player.tpn());
      BursteinPlayer b = player(other.tpn());
      Colour initial = players.tournament.initialColour();
      ColourAllocation.Allocation d =
          a.rank() < b.rank()
              ? ColourAllocation.allocate(a.player(), b.player(), initial)
              : ColourAllocation.allocate(b.player(), a.player(), initial);
      return d.board().white() == player.tpn() ? Colour.WHITE : Colour.BLACK;
    }

    @Override
    public Map<Integer, Points> pairingScores() {
      Map<Integer, Points> scores = new TreeMap<>();
      players.ranked.forEach(p -> scores.put(p.id(), p.score()));
      return scores;
    }

    @Override
    public Situation situation(int tpn) {
      BursteinPlayer me = player(tpn);
      String group = "scoregroup " + me.score();
      Colour due = me.preference().colour();
      int o = opponent.getOrDefault(tpn, 0);
      List<Alternative> alternatives = new ArrayList<>();
      if (o == 0) {
        alternatives.add(Alternative.noBye(tpn));
        return new Situation(tpn, me.score(), group, FloatDirection.NONE, due, alternatives);
      }
      BursteinPlayer them = player(o);
      FloatDirection floated = FloatDirection.between(me.score(), them.score());
      for (BursteinCriteria.Bracket b : brackets) {
        int at = b.members().indexOf(me);
        if (at < 0 || b.opponentBsn().get(at) == 0) {
          continue; // he floats out of this bracket: he is paired in a later one
        }
        int n = b.members().size();
        int pairs = (n - b.floaters().size()) / 2;
        int bsn = at + 1;
        if (bsn <= pairs || bsn >= n + 1 - pairs) {
          BursteinPlayer fold = b.members().get(n - bsn);
          if (fold.id() != o) {
            alternatives.add(
                new Alternative(
                    Reason.Topic.OPPONENT,
                    Imposition.pair(tpn, fold.id()),
                    "You might expect "
                        + fold.id()
                        + ", who faces you when your bracket is paired the highest ranked against"
                        + " the lowest ranked by strength of opposition so far (Buchholz, then"
                        + " Sonneborn-Berger)"));
          }
        }
      }
      Colour got = colourOf(me.player(), them.player());
      if (due != Colour.NONE && got != due) {
        alternatives.add(Alternative.colourPreference(tpn, due));
      }
      if (floated != FloatDirection.NONE) {
        boolean alone =
            players.ranked.stream().noneMatch(p -> p.id() != tpn && p.score().equals(me.score()));
        alternatives.add(Alternative.noFloat(tpn, o, them.score(), me.score(), alone));
      }
      return new Situation(tpn, me.score(), group, floated, due, alternatives);
    }

    @Override
    public Optional<Decision> forbiddenOutright(Imposition imposition) {
      if (imposition.kind() != Imposition.Kind.PAIR) {
        return Optional.empty();
      }
      return BursteinCriteria.SHARED.forbiddenOutright(
          imposition,
          player(imposition.player()).player(),
          player(imposition.opponent()).player(),
          players.mayMeet,
          request.tournament());
    }

    @Override
    public Pairing pair(Imposition imposition) {
      request.requireNoAdjournedGames("burstein-2026");
      return new BursteinPairer(request, ImposedPairs.of(imposition, this::colourOf)).pair();
    }

    @Override
    public CriteriaVector criteria(Pairing pairing) {
      return BursteinCriteria.of(
          players.ranked, BursteinCriteria.opponents(players.ranked, pairing), request.round() - 1);
    }

    @Override
    public Criterion completion() {
      return BursteinCriteria.SHARED.completion();
    }

    @Override
    public Criterion order() {
      return BursteinCriteria.ORDER;
    }
  }
}
