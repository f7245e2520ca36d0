package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Board;
import org.swisschess.api.CriteriaVector;
import org.swisschess.api.Criterion;
import org.swisschess.api.Criterion.Measure;
import org.swisschess.api.CriterionValue;
import org.swisschess.api.Pairing;
import org.swisschess.api.Points;
import org.swisschess.basic2026.SharedCriteria;

/**
 * The Dubov criteria read off a complete pairing of a round, in the text's order (for {@code swiss
 * explain}): the pairing-allocated bye by 3.1 (given before any bracket, 1.9.2), then each
 * scoregroup from the top (3.2) with [C5]-[C10] (2.3), [C8]-[C10] only before the last round. Each
 * scoregroup's bracket is read as the text makes it: its residents are its players not paired above
 * it, and whoever of a lower score meets one of them is an upfloater (1.3.2); there are no
 * downfloaters. Every scoregroup of the round is counted, so two pairings of the round give values
 * of the same shape. After a bracket's criteria comes the place of its upfloaters in 4.2's order:
 * among sets equal at [C5]-[C10], 3.2.2 takes the first, before the brackets below are paired.
 */
final class DubovCriteria {

  static final String TEXT = "C.04.4.1 2026";
  static final SharedCriteria SHARED = new SharedCriteria(TEXT);

  static final Criterion C5 = SHARED.criterion("[C5]", "players floating up", Measure.COUNT);
  static final Criterion C6 =
      SHARED.criterion(
          "[C6]", "the score differences in the games of the players floating up", Measure.SCORES);
  static final Criterion C7 =
      SHARED.criterion("[C7]", "players without their colour preference", Measure.COUNT);
  static final Criterion C8 =
      SHARED.criterion(
          "[C8]", "players floating up who reached the most upfloats allowed", Measure.COUNT);
  static final Criterion C9 =
      SHARED.criterion(
          "[C9]",
          "the upfloats so far of the players floating up who reached the most allowed",
          Measure.NUMBERS);
  static final Criterion C10 =
      SHARED.criterion(
          "[C10]", "players floating up who also floated up last round", Measure.COUNT);
  static final Criterion UPFLOATER_ORDER =
      SHARED.criterion(
          "4.2",
          "the places of the players floating up in the order the rules try them (higher score"
              + " first, then pairing number)",
          Measure.NUMBERS);
  static final Criterion ORDER =
      SHARED.criterion(
          "4.2-4.4",
          "the order in which the rules try the upfloaters, the players moved between the"
              + " colour groups and the opponents",
          Measure.COUNT);

  /**
   * One scoregroup's bracket as a pairing made it.
   *
   * @param score the scoregroup's score
   * @param residents its players not paired above it
   * @param pairs each resident's pair, the resident first
   * @param up the upfloaters
   * @param places the upfloaters' sequence numbers among the possible upfloaters (4.2.2: every
   *     player not yet paired with a lower score, by descending score then TPN), ascending
   */
  record Bracket(
      Points score,
      List<DubovPlayer> residents,
      List<DubovPlayer[]> pairs,
      List<DubovPlayer> up,
      List<Integer> places) {

    /** Its players: residents, then upfloaters. */
    List<DubovPlayer> members() {
      List<DubovPlayer> m = new ArrayList<>(residents);
      m.addAll(up);
      return m;
    }
  }

  private DubovCriteria() {}

  /** Each present player's opponent by TPN; 0 for the bye. */
  static Map<Integer, Integer> opponents(List<DubovPlayer> players, Pairing pairing) {
    Map<Integer, Integer> opponent = new HashMap<>();
    for (DubovPlayer p : players) {
      opponent.put(p.tpn(), 0);
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
   * @param players the round's players, by descending score then TPN
   * @param opponent each one's opponent, 0 for the bye
   */
  static List<Bracket> brackets(List<DubovPlayer> players, Map<Integer, Integer> opponent) {
    Map<Integer, DubovPlayer> byTpn = new HashMap<>();
    for (DubovPlayer p : players) {
      byTpn.put(p.tpn(), p);
    }
    TreeSet<Points> scores = new TreeSet<>(Comparator.reverseOrder());
    players.forEach(p -> scores.add(p.score()));
    java.util.Set<Integer> done = new java.util.HashSet<>();
    List<Bracket> brackets = new ArrayList<>();
    for (Points s : scores) {
      List<DubovPlayer> residents = new ArrayList<>();
      List<DubovPlayer[]> pairs = new ArrayList<>();
      List<DubovPlayer> up = new ArrayList<>();
      for (DubovPlayer p : players) {
        if (p.score().equals(s)
            && !done.contains(p.tpn())
            && opponent.getOrDefault(p.tpn(), 0) != 0) {
          residents.add(p);
        }
      }
      for (DubovPlayer r : residents) {
        if (done.contains(r.tpn())) {
          continue;
        }
        @Nullable DubovPlayer o = byTpn.get(opponent.getOrDefault(r.tpn(), 0));
        if (o == null) {
          continue;
        }
        pairs.add(new DubovPlayer[] {r, o});
        done.add(r.tpn());
        done.add(o.tpn());
        if (!o.score().equals(s)) {
          up.add(o);
        }
      }
      List<Integer> places = new ArrayList<>();
      int sequence = 0;
      for (DubovPlayer p : players) { // by descending score, then TPN (4.2.2)
        if (p.score().compareTo(s) < 0
            && opponent.getOrDefault(p.tpn(), 0) != 0
            && (!done.contains(p.tpn()) || up.contains(p))) {
          sequence++;
          if (up.contains(p)) {
            places.add(sequence);
          }
        }
      }
      brackets.add(new Bracket(s, residents, pairs, up, places));
    }
    return brackets;
  }

  /**
   * The pairing's values at every criterion.
   *
   * @param players the round's players, by descending score then TPN
   * @param opponent each one's opponent, 0 for the bye
   * @param roundsBefore the rounds before this one
   * @param lastRound whether [C8]-[C10] are waived
   */
  static CriteriaVector of(
      List<DubovPlayer> players,
      Map<Integer, Integer> opponent,
      int roundsBefore,
      boolean lastRound) {
    List<CriterionValue> v = new ArrayList<>();
    Optional<DubovPlayer> bye = Optional.empty();
    int below = 0;
    for (int i = 0; i < players.size(); i++) {
      if (opponent.getOrDefault(players.get(i).tpn(), 0) == 0) {
        bye = Optional.of(players.get(i));
        below = players.size() - 1 - i; // 3.1.5: the largest TPN, after the lowest score
      }
    }
    v.addAll(SHARED.bye(bye.map(DubovPlayer::player), roundsBefore, below));
    for (Bracket b : brackets(players, opponent)) {
      String scope = "scoregroup " + b.score();
      List<Integer> differences = new ArrayList<>();
      int failures = 0;
      int maximum = 0;
      List<Integer> upfloats = new ArrayList<>();
      int repeated = 0;
      for (DubovPlayer[] p : b.pairs()) {
        if (p[0].preference().colour() == p[1].preference().colour()) {
          failures++; // one of the two cannot have the colour both prefer
        }
        DubovPlayer up = p[1];
        if (up.score().equals(b.score())) {
          continue;
        }
        differences.add(b.score().tenths() - up.score().tenths());
        if (up.maximumUpfloater()) {
          maximum++;
          upfloats.add(up.upfloats());
        }
        repeated += up.upfloatedInPreviousRound() ? 1 : 0;
      }
      differences.sort(Comparator.reverseOrder());
      upfloats.sort(Comparator.reverseOrder());
      v.add(CriterionValue.count(C5, scope, b.up().size()));
      v.add(new CriterionValue(C6, scope, differences));
      v.add(CriterionValue.count(C7, scope, failures));
      if (!lastRound) {
        v.add(CriterionValue.count(C8, scope, maximum));
        v.add(new CriterionValue(C9, scope, upfloats));
        v.add(CriterionValue.count(C10, scope, repeated));
      }
      // 3.2.2: of the sets of upfloaters equal at [C5]-[C10], the first in 4.1's order, which
      // decides before any bracket below is paired
      v.add(new CriterionValue(UPFLOATER_ORDER, scope, b.places()));
    }
    return new CriteriaVector(v);
  }
}
