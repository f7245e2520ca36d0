package org.swisschess.burstein2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.swisschess.api.Board;
import org.swisschess.api.CriteriaVector;
import org.swisschess.api.Criterion;
import org.swisschess.api.Criterion.Measure;
import org.swisschess.api.CriterionValue;
import org.swisschess.api.Pairing;
import org.swisschess.api.Points;
import org.swisschess.basic2026.SharedCriteria;

/**
 * The Burstein criteria read off a complete pairing of a round after the seeding rounds, in the
 * text's order (for {@code swiss explain}): the pairing-allocated bye by 3.1 (given before any
 * bracket, 1.9.2), then each bracket from the top (3.2): [C5] its outgoing floaters, [C6] their
 * scores, [C7] the following bracket's outgoing floaters and their scores, [C8] its players without
 * their colour preference (2.3), then the place of its pairing in the order of 4.3, which 3.2.2
 * takes first among those equal at [C5]-[C8]. A bracket is read as the text makes it (1.2.2): its
 * scoregroup's players and the outgoing floaters of the bracket above, in the ranking order of 1.8.
 * Every scoregroup of the round is counted, so two pairings of the round give values of the same
 * shape.
 */
final class BursteinCriteria {

  static final String TEXT = "C.04.4.2 2026";
  static final SharedCriteria SHARED = new SharedCriteria(TEXT);

  static final Criterion C5 = SHARED.criterion("[C5]", "players floating down", Measure.COUNT);
  static final Criterion C6 =
      SHARED.criterion("[C6]", "the scores of the players floating down", Measure.SCORES);
  static final Criterion C7_COUNT =
      SHARED.criterion("[C7]", "players floating down", Measure.COUNT);
  static final Criterion C7_SCORES =
      SHARED.criterion("[C7]", "the scores of the players floating down", Measure.SCORES);
  static final Criterion C8 =
      SHARED.criterion("[C8]", "players without their colour preference", Measure.COUNT);
  static final Criterion PAIRING_ORDER =
      SHARED.criterion(
          "4.3",
          "the order of 4.3, which gives each player of the bracket in turn, from the top, the"
              + " lowest ranked opponent he can meet, counted from the bottom of the bracket",
          Measure.PLACES);
  static final Criterion ORDER =
      SHARED.criterion(
          "4.3",
          "the order in which the rules try the pairings of a bracket, the highest ranked player"
              + " against the lowest ranked first",
          Measure.COUNT);

  /**
   * One bracket as a pairing made it.
   *
   * @param score its scoregroup's score
   * @param members its players in BSN order (4.1: the ranking order of 1.8)
   * @param opponentBsn each member's opponent's BSN in the bracket, 0 for an outgoing floater
   * @param floaters its outgoing floaters
   */
  record Bracket(
      Points score,
      List<BursteinPlayer> members,
      List<Integer> opponentBsn,
      List<BursteinPlayer> floaters) {}

  private BursteinCriteria() {}

  /** Each present player's opponent by TPN; 0 for the bye. */
  static Map<Integer, Integer> opponents(List<BursteinPlayer> ranked, Pairing pairing) {
    Map<Integer, Integer> opponent = new HashMap<>();
    for (BursteinPlayer p : ranked) {
      opponent.put(p.id(), 0);
    }
    for (Board b : pairing.boards()) {
      if (!opponent.containsKey(b.white()) || !opponent.containsKey(b.black())) {
        throw new IllegalArgumentException(
            "board " + b.white() + " - " + b.black() + " pairs a player not in the round");
      }
      opponent.put(b.white(), b.black());
      opponent.put(b.black(), b.white());
    }
    return opponent;
  }

  /**
   * The brackets of a paired round, top scoregroup first, one per scoregroup of the round.
   *
   * @param ranked the round's players in the ranking order of 1.8
   * @param opponent each one's opponent, 0 for the bye
   */
  static List<Bracket> brackets(List<BursteinPlayer> ranked, Map<Integer, Integer> opponent) {
    TreeSet<Points> scores = new TreeSet<>(Comparator.reverseOrder());
    ranked.forEach(p -> scores.add(p.score()));
    List<BursteinPlayer> carried = new ArrayList<>();
    List<Bracket> brackets = new ArrayList<>();
    for (Points s : scores) {
      List<BursteinPlayer> members = new ArrayList<>(carried);
      for (BursteinPlayer p : ranked) {
        if (p.score().equals(s) && opponent.getOrDefault(p.id(), 0) != 0) {
          members.add(p);
        }
      }
      members.sort(Comparator.comparingInt(BursteinPlayer::rank));
      Map<Integer, Integer> bsn = new HashMap<>();
      for (int i = 0; i < members.size(); i++) {
        bsn.put(members.get(i).id(), i + 1);
      }
      List<Integer> opponentBsn = new ArrayList<>();
      List<BursteinPlayer> floaters = new ArrayList<>();
      for (BursteinPlayer m : members) {
        int o = bsn.getOrDefault(opponent.getOrDefault(m.id(), 0), 0);
        opponentBsn.add(o);
        if (o == 0) {
          floaters.add(m);
        }
      }
      brackets.add(new Bracket(s, members, opponentBsn, floaters));
      carried = floaters;
    }
    return brackets;
  }

  /**
   * The pairing's values at every criterion.
   *
   * @param ranked the round's players in the ranking order of 1.8
   * @param opponent each one's opponent, 0 for the bye
   * @param roundsBefore the rounds before this one
   */
  static CriteriaVector of(
      List<BursteinPlayer> ranked, Map<Integer, Integer> opponent, int roundsBefore) {
    List<CriterionValue> v = new ArrayList<>();
    Optional<BursteinPlayer> bye = Optional.empty();
    for (BursteinPlayer p : ranked) {
      if (opponent.getOrDefault(p.id(), 0) == 0) {
        bye = Optional.of(p);
      }
    }
    int below = bye.map(p -> ranked.size() - 1 - p.rank()).orElse(0); // 3.1.5: the lowest by 1.8
    v.addAll(SHARED.bye(bye.map(BursteinPlayer::player), roundsBefore, below));
    List<Bracket> brackets = brackets(ranked, opponent);
    for (int k = 0; k < brackets.size(); k++) {
      Bracket b = brackets.get(k);
      String scope = "scoregroup " + b.score();
      v.add(CriterionValue.count(C5, scope, b.floaters().size()));
      v.add(new CriterionValue(C6, scope, scores(b.floaters())));
      // [C7]: counted where the players float from, the following bracket
      Optional<Bracket> next =
          k + 1 < brackets.size() ? Optional.of(brackets.get(k + 1)) : Optional.empty();
      String below2 = next.map(n -> "scoregroup " + n.score()).orElse("below " + scope);
      List<BursteinPlayer> nextFloaters = next.map(Bracket::floaters).orElse(List.of());
      v.add(CriterionValue.count(C7_COUNT, below2, nextFloaters.size()));
      v.add(new CriterionValue(C7_SCORES, below2, scores(nextFloaters)));
      int failures = 0;
      List<Integer> places = new ArrayList<>();
      int n = b.members().size();
      for (int i = 0; i < n; i++) {
        int o = b.opponentBsn().get(i);
        if (o > i + 1
            && BracketPairing.colourConflict(b.members().get(i), b.members().get(o - 1))) {
          failures++; // both prefer one colour: one of them does not get it
        }
        places.add(o == 0 ? n + 1 : n + 1 - o); // 4.3: a larger BSN first, a floater (0) last
      }
      v.add(CriterionValue.count(C8, scope, failures));
      v.add(new CriterionValue(PAIRING_ORDER, scope, places));
    }
    return new CriteriaVector(v);
  }

  private static List<Integer> scores(List<BursteinPlayer> players) {
    List<Integer> s = new ArrayList<>();
    players.forEach(p -> s.add(p.score().tenths()));
    s.sort(Comparator.reverseOrder());
    return s;
  }
}
