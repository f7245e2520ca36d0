package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.CriteriaVector;
import org.swisschess.api.Criterion;
import org.swisschess.api.Decision;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.ForcedPairings;
import org.swisschess.api.History;
import org.swisschess.api.Imposition;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Points;
import org.swisschess.api.Reason;
import org.swisschess.api.Tournament;
import org.swisschess.basic2026.ColourAllocation;
import org.swisschess.basic2026.ImposedPairs;
import org.swisschess.basic2026.MayMeet;
import org.swisschess.basic2026.RoundPlayer;

/**
 * dubov-2026's {@link ForcedPairings}: the round paired again by the same procedure with an
 * imposition kept like [C1] and [C3] ({@link ImposedPairs}), any pairing read at the text's
 * criteria ({@link DubovCriteria}), and the alternatives a player expects: the opponent facing him
 * before any transposition (3.2.5: the White seekers by ascending ARO against G2 by TPN), his
 * colour preference (1.6), an opponent of his own score instead of an upfloat, and no bye.
 */
final class DubovForcedPairings implements ForcedPairings {

  @Override
  public ForcedPairings.Round round(PairingRequest request, Pairing pairing) {
    return new Round(request, pairing);
  }

  /** Article 5 for a pair, by this text's "higher ranked": more points, then the smaller TPN. */
  static Colour colourOf(RoundPlayer player, RoundPlayer opponent, Colour initialColour) {
    int c = player.score().compareTo(opponent.score());
    boolean higher = c != 0 ? c > 0 : player.tpn() < opponent.tpn();
    Board b =
        higher
            ? ColourAllocation.allocate(player, opponent, initialColour).board()
            : ColourAllocation.allocate(opponent, player, initialColour).board();
    return b.white() == player.tpn() ? Colour.WHITE : Colour.BLACK;
  }

  private static final class Round implements ForcedPairings.Round {

    private final PairingRequest request;
    private final Tournament tournament;
    private final List<DubovPlayer> players;
    private final Map<Integer, DubovPlayer> byTpn = new HashMap<>();
    private final MayMeet mayMeet;
    private final boolean lastRound;
    private final Map<Integer, Integer> opponent;
    private final List<DubovCriteria.Bracket> brackets;

    Round(PairingRequest request, Pairing pairing) {
      this.request = request;
      this.tournament = request.pairingTournament();
      History history = History.of(tournament);
      this.players = DubovPlayers.toPair(request, history);
      players.forEach(p -> byTpn.put(p.tpn(), p));
      this.mayMeet = MayMeet.of(history, request.round());
      this.lastRound = request.round() == tournament.plannedRounds();
      this.opponent = DubovCriteria.opponents(players, pairing);
      this.brackets = DubovCriteria.brackets(players, opponent);
    }

    private DubovPlayer player(int tpn) {
      DubovPlayer p = byTpn.get(tpn);
      if (p == null) {
        throw new IllegalArgumentException("player " + tpn + " is not paired in the round");
      }
      return p;
    }

    @Override
    public Map<Integer, Points> pairingScores() {
      Map<Integer, Points> scores = new TreeMap<>();
      players.forEach(p -> scores.put(p.tpn(), p.score()));
      return scores;
    }

    @Override
    public Situation situation(int tpn) {
      DubovPlayer me = player(tpn);
      String group = "scoregroup " + me.score();
      Colour due = me.preference().colour();
      int o = opponent.getOrDefault(tpn, 0);
      List<Alternative> alternatives = new ArrayList<>();
      if (o == 0) {
        alternatives.add(Alternative.noBye(tpn));
        return new Situation(tpn, me.score(), group, FloatDirection.NONE, due, alternatives);
      }
      DubovPlayer them = player(o);
      // 1.3.2: a player of a lower score who meets a resident floats up; nobody floats down
      FloatDirection floated =
          me.score().compareTo(them.score()) < 0 ? FloatDirection.UP : FloatDirection.NONE;
      natural(me)
          .filter(n -> n.tpn() != o)
          .ifPresent(
              n ->
                  alternatives.add(
                      new Alternative(
                          Reason.Topic.OPPONENT,
                          Imposition.pair(tpn, n.tpn()),
                          "You might expect "
                              + n.tpn()
                              + ", who faces you when the players of your bracket due White,"
                              + " lowest average rating of opponents first, meet the others in"
                              + " order of pairing number")));
      Colour got = colourOf(me.player(), them.player(), tournament.initialColour());
      if (got != due) {
        alternatives.add(Alternative.colourPreference(tpn, due));
      }
      if (floated == FloatDirection.UP) {
        alternatives.add(Alternative.noFloat(tpn, o, them.score(), me.score(), alone(me)));
      }
      return new Situation(tpn, me.score(), group, floated, due, alternatives);
    }

    /**
     * The opponent facing the player in his bracket as made (its residents and upfloaters) before
     * any transposition: G1 and G2 as 3.2.3-3.2.4 compose them, S1 by ascending ARO (3.2.5) against
     * G2 by TPN, the first transposition of 4.4.
     */
    private Optional<DubovPlayer> natural(DubovPlayer me) {
      for (DubovCriteria.Bracket b : brackets) {
        List<DubovPlayer> members = b.members();
        if (!members.contains(me) || members.size() % 2 != 0) {
          continue;
        }
        Recomposition.Result groups;
        try {
          groups = Recomposition.of(members, mayMeet);
        } catch (IllegalStateException e) {
          return Optional.empty(); // a recorded bracket the rules could not have made
        }
        List<DubovPlayer> s1 = new ArrayList<>(groups.g1());
        s1.sort(ShifterOrder.WHITE_SEEKERS);
        List<DubovPlayer> g2 = new ArrayList<>(groups.g2());
        g2.sort(Comparator.comparingInt(DubovPlayer::tpn));
        if (s1.size() != g2.size()) {
          return Optional.empty();
        }
        int at = s1.indexOf(me);
        if (at >= 0) {
          return Optional.of(g2.get(at));
        }
        at = g2.indexOf(me);
        return at >= 0 ? Optional.of(s1.get(at)) : Optional.empty();
      }
      return Optional.empty();
    }

    private boolean alone(DubovPlayer me) {
      return players.stream().noneMatch(p -> p.tpn() != me.tpn() && p.score().equals(me.score()));
    }

    @Override
    public Optional<Decision> forbiddenOutright(Imposition imposition) {
      if (imposition.kind() != Imposition.Kind.PAIR) {
        return Optional.empty();
      }
      return DubovCriteria.SHARED.forbiddenOutright(
          imposition,
          player(imposition.player()).player(),
          player(imposition.opponent()).player(),
          mayMeet,
          request.tournament());
    }

    @Override
    public Pairing pair(Imposition imposition) {
      request.requireNoAdjournedGames("dubov-2026");
      Colour initial = tournament.initialColour();
      return new RoundPairer(
              request, ImposedPairs.of(imposition, (p, q) -> colourOf(p, q, initial)))
          .pair();
    }

    @Override
    public CriteriaVector criteria(Pairing pairing) {
      return DubovCriteria.of(
          players, DubovCriteria.opponents(players, pairing), request.round() - 1, lastRound);
    }

    @Override
    public Criterion completion() {
      return DubovCriteria.SHARED.completion();
    }

    @Override
    public Criterion order() {
      return DubovCriteria.ORDER;
    }
  }
}
