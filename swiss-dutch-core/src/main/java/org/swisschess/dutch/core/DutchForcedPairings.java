package org.swisschess.dutch.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.CriteriaVector;
import org.swisschess.api.Criterion;
import org.swisschess.api.Decision;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.ForcedPairings;
import org.swisschess.api.Imposition;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.Reason;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * The Dutch editions' {@link ForcedPairings}: the round paired again with an imposition kept like
 * an absolute criterion ({@link Imposed}), a pairing read bracket by bracket ({@link
 * PairedBrackets}) at the edition's criteria ({@link RoundCriteria}), and the alternatives a player
 * expects: the player facing him when his scoregroup is split into a top and a bottom half, his
 * colour preference, an opponent of his own scoregroup, no bye.
 */
public final class DutchForcedPairings implements ForcedPairings {

  private final DutchEdition edition;
  private final RoundCriteria criteria;

  /**
   * The forced pairings of an edition.
   *
   * @param edition the edition that pairs
   * @param criteria its criteria read off a pairing
   */
  public DutchForcedPairings(DutchEdition edition, RoundCriteria criteria) {
    this.edition = edition;
    this.criteria = criteria;
  }

  @Override
  public ForcedPairings.Round round(PairingRequest request, Pairing pairing) {
    return new Round(request, pairing);
  }

  /** One round: its players in A.2 order and the pairing's brackets, worked out once. */
  private final class Round implements ForcedPairings.Round {

    private final PairingRequest request;
    private final List<Entrant> sorted;
    private final Map<Integer, Integer> index = new HashMap<>();
    private final int[] partner;
    private final List<PairedBrackets.Bracket> brackets;
    private final Pairing pairing;
    private @Nullable RoundOptimum optimum; // null until the first forced re-pairing

    Round(PairingRequest request, Pairing pairing) {
      this.request = request;
      this.pairing = pairing;
      this.sorted = DutchPairing.sortedEntrants(request, edition);
      for (int i = 0; i < sorted.size(); i++) {
        index.put(sorted.get(i).id, i);
      }
      this.partner = partners(sorted, pairing);
      this.brackets = PairedBrackets.of(sorted, partner);
    }

    @Override
    public Map<Integer, Points> pairingScores() {
      Map<Integer, Points> scores = new TreeMap<>();
      for (Entrant e : sorted) {
        scores.put(e.id, Points.ofTenths(e.score));
      }
      return scores;
    }

    private int indexOf(int id) {
      Integer i = index.get(id);
      if (i == null) {
        throw new IllegalArgumentException("player " + id + " is not paired in the round");
      }
      return i;
    }

    @Override
    public Situation situation(int player) {
      int me = indexOf(player);
      Entrant e = sorted.get(me);
      String group = "scoregroup " + Points.ofTenths(e.score);
      FloatDirection floated =
          partner[me] < 0
              ? FloatDirection.DOWN
              : FloatDirection.between(
                  Points.ofTenths(e.score), Points.ofTenths(sorted.get(partner[me]).score));
      List<Alternative> alternatives = new ArrayList<>();
      if (partner[me] >= 0) {
        for (PairedBrackets.Bracket b : brackets) {
          if (b.score() != e.score) {
            continue;
          }
          List<Integer> m = b.members();
          int half = m.size() / 2;
          int at = m.indexOf(me);
          int facing = at < half ? m.get(at + half) : at - half < half ? m.get(at - half) : -1;
          if (facing >= 0 && facing != partner[me]) {
            Entrant f = sorted.get(facing);
            alternatives.add(
                new Alternative(
                    Reason.Topic.OPPONENT,
                    Imposition.pair(player, f.id),
                    "You might expect "
                        + f.id
                        + ", who faces you when "
                        + group
                        + " is split into a top and a bottom half"));
          }
        }
        Colour got = colourOf(pairing, player);
        Colour due = e.colour.preference();
        if (due != Colour.NONE && got != due) {
          alternatives.add(Alternative.colourPreference(player, due));
        }
        if (floated != FloatDirection.NONE) {
          alternatives.add(
              Alternative.noFloat(
                  player,
                  sorted.get(partner[me]).id,
                  Points.ofTenths(sorted.get(partner[me]).score),
                  Points.ofTenths(e.score),
                  alone(me)));
        }
      } else {
        alternatives.add(Alternative.noBye(player));
      }
      return new Situation(
          player, Points.ofTenths(e.score), group, floated, e.colour.preference(), alternatives);
    }

    /** Whether no other player of the round has the player's pairing score. */
    private boolean alone(int me) {
      for (int i = 0; i < sorted.size(); i++) {
        if (i != me && sorted.get(i).score == sorted.get(me).score) {
          return false;
        }
      }
      return true;
    }

    @Override
    public Optional<Decision> forbiddenOutright(Imposition imposition) {
      if (imposition.kind() != Imposition.Kind.PAIR) {
        return Optional.empty();
      }
      Entrant a = sorted.get(indexOf(imposition.player()));
      Entrant b = sorted.get(indexOf(imposition.opponent()));
      Tournament t = request.pairingTournament();
      AbsoluteCriteria absolute = new AbsoluteCriteria(t, request.round());
      return switch (absolute.obstacle(a, b)) {
        case NONE -> Optional.empty();
        case MET ->
            Optional.of(
                forbidden(
                    criteria.meetOnce(),
                    a.id + " and " + b.id + " already met in round " + metIn(t, a.id, b.id)));
        case FORBIDDEN ->
            Optional.of(
                forbidden(
                    criteria.meetOnce(),
                    "the arbiter has ruled that " + a.id + " and " + b.id + " must not meet"));
        case SAME_ABSOLUTE_COLOUR ->
            Optional.of(
                forbidden(
                    criteria.absoluteColours(),
                    a.id
                        + " and "
                        + b.id
                        + " must both have "
                        + (a.colour.preference() == Colour.WHITE ? "White" : "Black")));
      };
    }

    @Override
    public Pairing pair(Imposition imposition) {
      Set<Integer> touched = new HashSet<>();
      touched.add(imposition.player());
      if (imposition.kind() == Imposition.Kind.PAIR) {
        touched.add(imposition.opponent());
      }
      return DutchPairing.pair(
          request,
          edition,
          Imposed.of(imposition, request.pairingTournament().initialColour()),
          optimum().imposing(touched));
    }

    /**
     * The round's own pairing bracket by bracket, paired once when the first alternative is imposed
     * ({@link Shortcut#FORCED_WARM_START}; nothing when it is off).
     */
    private RoundOptimum optimum() {
      RoundOptimum kept = optimum;
      if (kept == null) {
        kept = RoundOptimum.NONE;
        if (edition.keepsRoundOptimum()
            && Shortcuts.from(request.options()).on(Shortcut.FORCED_WARM_START)) {
          RoundOptimum recorded = RoundOptimum.recording();
          try {
            DutchPairing.pair(request, edition, Imposed.NONE, recorded);
            kept = recorded;
          } catch (NoValidPairingException e) {
            // no pairing of the round at all: every forced re-pairing starts from scratch
          }
        }
        optimum = kept;
      }
      return kept;
    }

    @Override
    public CriteriaVector criteria(Pairing other) {
      int[] partners = other.equals(pairing) ? partner : partners(sorted, other);
      return criteria.of(sorted, partners, request.tournament().completedRounds());
    }

    @Override
    public Optional<String> firstDifferentBracket(Pairing other) {
      List<PairedBrackets.Bracket> theirs = PairedBrackets.of(sorted, partners(sorted, other));
      for (int k = 0; k < brackets.size() && k < theirs.size(); k++) {
        PairedBrackets.Bracket a = brackets.get(k);
        PairedBrackets.Bracket b = theirs.get(k);
        if (!a.members().equals(b.members())
            || !a.downfloaters().equals(b.downfloaters())
            || !samePairs(a.pairs(), b.pairs())) {
          return Optional.of("scoregroup " + Points.ofTenths(a.score()));
        }
      }
      return Optional.empty();
    }

    @Override
    public Criterion completion() {
      return criteria.completion();
    }

    @Override
    public Criterion order() {
      return criteria.order();
    }
  }

  private static boolean samePairs(List<int[]> a, List<int[]> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!java.util.Arrays.equals(a.get(i), b.get(i))) {
        return false;
      }
    }
    return true;
  }

  private static Decision forbidden(Criterion c, String detail) {
    return new Decision(Decision.Kind.FORBIDDEN, c, "", List.of(), List.of(), detail);
  }

  private static int metIn(Tournament t, int a, int b) {
    Player p = t.player(a);
    for (int r = t.completedRounds(); r >= 1; r--) {
      RoundEntry e = p.round(r);
      if (e.isPlayedGame() && e.opponent() == b) {
        return r;
      }
    }
    return 0;
  }

  /** Each player's partner's index in {@code sorted}, -1 without a board. */
  static int[] partners(List<Entrant> sorted, Pairing pairing) {
    Map<Integer, Integer> index = new HashMap<>();
    for (int i = 0; i < sorted.size(); i++) {
      index.put(sorted.get(i).id, i);
    }
    int[] partner = new int[sorted.size()];
    java.util.Arrays.fill(partner, -1);
    for (Board b : pairing.boards()) {
      Integer w = index.get(b.white());
      Integer k = index.get(b.black());
      if (w == null || k == null) {
        throw new IllegalArgumentException(
            "board " + b.white() + " - " + b.black() + " pairs a player not in the round");
      }
      partner[w] = k;
      partner[k] = w;
    }
    return partner;
  }

  private static Colour colourOf(Pairing pairing, int player) {
    return pairing
        .boardOf(player)
        .map(b -> b.white() == player ? Colour.WHITE : Colour.BLACK)
        .orElse(Colour.NONE);
  }
}
