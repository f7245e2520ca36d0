package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.swisschess.api.Board;
import org.swisschess.api.CriteriaVector;
import org.swisschess.api.Criterion;
import org.swisschess.api.Criterion.Measure;
import org.swisschess.api.CriterionValue;
import org.swisschess.api.Pairing;
import org.swisschess.api.TeamEvent.ColourPreferenceType;

/**
 * C.04.6's criteria read off a complete pairing of a round's teams, in the order the text decides
 * by (for {@code swiss explain}): [C1] and [C2] for the round; then the PAB by 3.4 (3.3.2 assigns
 * it first: 3.4.2 the lowest score, 3.4.3 the most matches played, 3.4.4 the largest TPN); then
 * each scoregroup from the top (3.2, 3.3.2), its bracket read as the text makes it: its residents
 * are its teams not paired above it (there are no downfloaters) and whoever of a lower score meets
 * one of them is an upfloater (1.3.2). Per bracket: the choice of upfloaters (3.5: [C4], [C5], then
 * 3.5.5's [C6] and [C7], then the 3.5.4 order of the set), then the choice of its pairing (3.6.4:
 * [C8], [C9] with Type B, [C10], then the 3.6.3 order of identifiers). [C7] and [C10] are left out
 * in the last two rounds, [C9] unless Type B. Every scoregroup of the round is counted, so two
 * pairings of one round give values of the same shape.
 *
 * <p>A bracket's values are those its own choices are made by, each with the same rule the pairing
 * uses ({@link UpfloaterSelection#meetsC6}, {@link BracketPairing}'s [C8]-[C10]), so that the
 * round's own pairing is never worse than another at the first place where the two differ.
 */
final class TeamCriteria {

  static final String TEXT = "C.04.6 2026";

  static final Criterion C1 = criterion("[C1]", "teams meeting a second time", Measure.COUNT);
  static final Criterion C2 =
      criterion(
          "[C2]",
          "teams given the PAB after a PAB, a match won by forfeit or a full-point bye",
          Measure.COUNT);
  static final Criterion C3 =
      criterion(
          "[C3]",
          "the other teams could then not all be paired without two of them meeting a second time"
              + " ([C1]) or the PAB going to a team that may not have it ([C2])",
          Measure.COUNT);
  static final Criterion PAB_SCORE =
      criterion("3.4.2", "the score of the team that gets the PAB", Measure.SCORES);
  static final Criterion PAB_MATCHES =
      criterion("3.4.3", "matches not played by the team that gets the PAB", Measure.COUNT);
  static final Criterion PAB_TPN =
      criterion(
          "3.4.4",
          "teams with a larger pairing number than the team that gets the PAB",
          Measure.COUNT);
  static final Criterion C4 = criterion("[C4]", "teams floating up", Measure.COUNT);
  static final Criterion C5 =
      criterion(
          "[C5]",
          "the score differences between the scoregroup and its upfloaters",
          Measure.SCORES);
  static final Criterion C6 =
      criterion(
          "[C6]",
          "scoregroups below that could then not be paired with the fewest upfloaters ([C1], [C3],"
              + " [C4])",
          Measure.COUNT);
  static final Criterion C7 =
      criterion("[C7]", "teams floating up that had floated in the previous round", Measure.COUNT);
  static final Criterion SET_ORDER =
      criterion(
          "3.5.4",
          "the pairing numbers of the upfloaters in the order the text tries the sets (3.5.3:"
              + " higher score first, then pairing number)",
          Measure.NUMBERS);
  static final Criterion C8 =
      criterion("[C8]", "teams without their colour preference", Measure.COUNT);
  static final Criterion C9 =
      criterion("[C9]", "teams without their strong colour preference", Measure.COUNT);
  static final Criterion C10 =
      criterion(
          "[C10]",
          "teams that had floated in the previous round, facing a team floating up",
          Measure.COUNT);
  static final Criterion IDENTIFIER =
      criterion(
          "3.6.3",
          "the bracket's pairing identifier (3.6.2: the top members' pairing numbers ascending,"
              + " then each one's opponent)",
          Measure.NUMBERS);
  static final Criterion IDENTIFIER_SEATS =
      criterion(
          "3.6.3",
          "the bracket's pairing identifier in seats (3.6.2, the bracket seated by score, then"
              + " pairing number)",
          Measure.NUMBERS);
  static final Criterion ORDER =
      criterion(
          "3.5.4, 3.6.3",
          "the order in which the text tries the sets of upfloaters and the pairings of a bracket",
          Measure.COUNT);

  private static Criterion criterion(String name, String words, Measure measure) {
    return new Criterion(name, TEXT + " " + name, words, measure);
  }

  /**
   * One scoregroup's bracket as a pairing made it.
   *
   * @param score the scoregroup's score
   * @param residents its teams not paired above it, by TPN
   * @param upfloaters its upfloaters in 3.5.3 order (higher score first, then TPN)
   * @param pairs its pairs, each {resident, opponent}
   */
  record Bracket(int score, List<Integer> residents, List<Integer> upfloaters, List<int[]> pairs) {

    /** Its teams: residents, then upfloaters. */
    List<Integer> members() {
      List<Integer> m = new ArrayList<>(residents);
      m.addAll(upfloaters);
      return m;
    }
  }

  private final RoundFacts facts;
  private final Readings readings;
  private final ColourPreferenceType type;
  private final MayMeet mayMeet;
  private final BracketPairing bracketPairing;

  TeamCriteria(RoundFacts facts, Readings readings, ColourPreferenceType type) {
    this.facts = facts;
    this.readings = readings;
    this.type = type;
    this.mayMeet = new MayMeet(facts.teams());
    this.bracketPairing = new BracketPairing(facts, readings, type, mayMeet);
  }

  /** [C1] of the round, without an imposition. */
  MayMeet mayMeet() {
    return mayMeet;
  }

  /**
   * Each present team's opponent by TPN, 0 for the PAB.
   *
   * @throws IllegalArgumentException if the pairing pairs a team not in the round, or leaves one
   *     out
   */
  Map<Integer, Integer> opponents(Pairing pairing) {
    Map<Integer, Integer> opponent = new HashMap<>();
    for (Board b : pairing.boards()) {
      for (int t : new int[] {b.white(), b.black()}) {
        if (!facts.teams().containsKey(t)) {
          throw new IllegalArgumentException(
              "match " + b.white() + " - " + b.black() + " pairs team " + t + ", not in the round");
        }
        if (opponent.containsKey(t)) {
          throw new IllegalArgumentException("team " + t + " is paired twice");
        }
      }
      opponent.put(b.white(), b.black());
      opponent.put(b.black(), b.white());
    }
    pairing.pairingAllocatedBye().ifPresent(t -> opponent.put(t, 0));
    for (int t : facts.teams().keySet()) {
      if (!opponent.containsKey(t)) {
        throw new IllegalArgumentException("team " + t + " is neither paired nor given the PAB");
      }
    }
    return opponent;
  }

  /** The brackets of a paired round, top scoregroup first, one per score of the round's teams. */
  List<Bracket> brackets(Map<Integer, Integer> opponent) {
    TreeSet<Integer> scores = new TreeSet<>(Comparator.reverseOrder());
    facts.teams().values().forEach(t -> scores.add(t.score()));
    Set<Integer> done = new HashSet<>();
    List<Bracket> brackets = new ArrayList<>();
    for (int s : scores) {
      List<Integer> residents = new ArrayList<>();
      for (PairingTeam t : facts.teams().values()) { // by TPN
        if (t.score() == s && !done.contains(t.tpn()) && opponent.getOrDefault(t.tpn(), 0) != 0) {
          residents.add(t.tpn());
        }
      }
      List<int[]> pairs = new ArrayList<>();
      List<Integer> up = new ArrayList<>();
      for (int r : residents) {
        if (done.contains(r)) {
          continue;
        }
        int o = opponent.getOrDefault(r, 0);
        pairs.add(new int[] {r, o});
        done.add(r);
        done.add(o);
        if (facts.team(o).score() < s) {
          up.add(o);
        }
      }
      // 3.5.3: descending score, equal scores by ascending TPN
      up.sort(
          Comparator.comparingInt((Integer t) -> -facts.team(t).score())
              .thenComparing(Comparator.naturalOrder()));
      brackets.add(new Bracket(s, residents, List.copyOf(up), pairs));
    }
    return brackets;
  }

  /** The pairing's values at every criterion, in the text's order. */
  CriteriaVector of(Pairing pairing) {
    Map<Integer, Integer> opponent = opponents(pairing);
    String round = "the round";
    List<CriterionValue> v = new ArrayList<>();
    int rematches = 0;
    for (Board b : pairing.boards()) {
      rematches += facts.team(b.white()).met().contains(b.black()) ? 1 : 0;
    }
    v.add(CriterionValue.count(C1, round, rematches));
    int pab = pairing.pairingAllocatedBye().orElse(0);
    v.add(CriterionValue.count(C2, round, pab != 0 && facts.team(pab).pabBarred() ? 1 : 0));
    if (pab == 0) {
      v.add(new CriterionValue(PAB_SCORE, round, List.of()));
      v.add(CriterionValue.count(PAB_MATCHES, round, 0));
      v.add(CriterionValue.count(PAB_TPN, round, 0));
    } else {
      PairingTeam t = facts.team(pab);
      v.add(new CriterionValue(PAB_SCORE, round, List.of(t.score())));
      v.add(
          CriterionValue.count(
              PAB_MATCHES, round, Math.max(0, facts.round() - 1 - t.matchesPlayed())));
      v.add(
          CriterionValue.count(
              PAB_TPN, round, (int) facts.teams().keySet().stream().filter(x -> x > pab).count()));
    }
    // [C6]'s scoregroups: those of the teams to be paired, or (R5) of every team of the round
    Set<Integer> scoregroupTeams = new TreeSet<>(facts.teams().keySet());
    if (!readings.c6ScoreLevelBelow() && pab != 0) {
      scoregroupTeams.remove(pab);
    }
    UpfloaterSelection selection =
        new UpfloaterSelection(facts, mayMeet, UpfloaterSelection.DEFAULT_CAP, scoregroupTeams);
    TreeSet<Integer> unpaired = new TreeSet<>(facts.teams().keySet());
    if (pab != 0) {
      unpaired.remove(pab);
    }
    boolean lapse = facts.lastTwoRounds();
    for (Bracket b : brackets(opponent)) {
      String scope = "scoregroup " + Scores.text(b.score());
      List<Integer> differences = new ArrayList<>();
      int repeated = 0;
      List<Integer> sequence = new ArrayList<>();
      for (int u : b.upfloaters()) {
        differences.add(b.score() - facts.team(u).score());
        repeated += facts.team(u).floatedLastRound() ? 1 : 0;
        sequence.add(u);
      }
      differences.sort(Comparator.reverseOrder());
      boolean c6 =
          b.residents().isEmpty()
              || selection.meetsC6(
                  b.score(),
                  b.upfloaters().stream().mapToInt(Integer::intValue).toArray(),
                  unpaired);
      Set<Integer> ups = Set.copyOf(sequence);
      int c8 = 0;
      int c9 = 0;
      int c10 = 0;
      for (int[] p : b.pairs()) {
        c8 += bracketPairing.c8(p[0], p[1]);
        c9 += bracketPairing.c9(p[0], p[1]);
        c10 += bracketPairing.c10(p[0], p[1], ups);
      }
      v.add(CriterionValue.count(C4, scope, b.upfloaters().size()));
      v.add(new CriterionValue(C5, scope, differences));
      v.add(CriterionValue.count(C6, scope, c6 ? 0 : 1));
      if (!lapse) {
        v.add(CriterionValue.count(C7, scope, repeated));
      }
      v.add(new CriterionValue(SET_ORDER, scope, sequence));
      v.add(CriterionValue.count(C8, scope, c8));
      if (type == ColourPreferenceType.TYPE_B) {
        v.add(CriterionValue.count(C9, scope, c9));
      }
      if (!lapse) {
        v.add(CriterionValue.count(C10, scope, c10));
      }
      v.add(identifier(b, scope));
      for (int[] p : b.pairs()) {
        unpaired.remove(p[0]);
        unpaired.remove(p[1]);
      }
    }
    return new CriteriaVector(v);
  }

  /**
   * The bracket's seats as 3.6.1 orders them: by TPN (the text), or by score, then TPN (R1).
   *
   * @param members the bracket's teams
   */
  List<Integer> seats(List<Integer> members) {
    List<Integer> seats = new ArrayList<>(members);
    if (readings.seatByScore()) {
      seats.sort(
          Comparator.comparingInt((Integer t) -> -facts.team(t).score())
              .thenComparing(Comparator.naturalOrder()));
    } else {
      seats.sort(Comparator.naturalOrder());
    }
    return seats;
  }

  /**
   * 3.6.2: the identifier of the bracket's pairing, in TPNs (the text: the top member is the
   * smaller TPN), or in seats from 1 under R1, where the top member is the one seated higher.
   */
  private CriterionValue identifier(Bracket b, String scope) {
    if (!readings.seatByScore()) {
      return new CriterionValue(IDENTIFIER, scope, PairingIdentifier.of(b.pairs()));
    }
    List<Integer> seats = seats(b.members());
    List<int[]> bySeat = new ArrayList<>();
    for (int[] p : b.pairs()) {
      bySeat.add(new int[] {seats.indexOf(p[0]) + 1, seats.indexOf(p[1]) + 1});
    }
    return new CriterionValue(IDENTIFIER_SEATS, scope, PairingIdentifier.of(bySeat));
  }
}
