package org.swisschess.dutch2026;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.CriteriaVector;
import org.swisschess.api.Criterion;
import org.swisschess.api.Criterion.Measure;
import org.swisschess.api.CriterionValue;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.Points;
import org.swisschess.dutch.core.ColourCriteria;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.PairedBrackets;
import org.swisschess.dutch.core.RoundCriteria;

/**
 * The 2026 quality criteria read off a complete pairing, as the round's brackets made it: [C5] for
 * the round, then for each bracket from the top [C6]-[C21] (2.3-2.4). Each is counted as {@link
 * CriteriaLayout} weighs it, so that a pairing the engine prefers is never worse at the first
 * criterion where two pairings differ: [C8] as the next bracket's downfloaters, [C14]-[C17] as the
 * bracket's repeated floats, [C18]/[C20] as the scores of its downfloaters who floated down before,
 * [C19]/[C21] as the scores of the players moved down who meet a resident who floated up before.
 */
final class Criteria2026 implements RoundCriteria {

  static final String TEXT = "C.04.3 2026";

  private static Criterion c(String name, String words, Measure measure) {
    return new Criterion(name, TEXT + " " + name, words, measure);
  }

  static final Criterion C1 = c("[C1]", "two players never meet twice", Measure.COUNT);
  static final Criterion C2 = c("[C2]", "no second pairing-allocated bye", Measure.COUNT);
  static final Criterion C3 =
      c("[C3]", "two players with the same absolute colour preference never meet", Measure.COUNT);
  static final Criterion C4 =
      c(
          "[C4]",
          "the other players could then not all be paired without two of them meeting twice"
              + " ([C1]), a second bye ([C2]) or two absolute colour preferences clashing ([C3])",
          Measure.COUNT);
  static final Criterion C5 =
      c("[C5]", "the score of the player who gets the pairing-allocated bye", Measure.SCORES);
  static final Criterion C6 = c("[C6]", "players floating down", Measure.COUNT);
  static final Criterion C7 = c("[C7]", "the scores of the players floating down", Measure.SCORES);
  static final Criterion C8_PAIRS = c("[C8]", "players floating down", Measure.COUNT);
  static final Criterion C8_SCORES =
      c("[C8]", "the scores of the players floating down", Measure.SCORES);
  static final Criterion C9 =
      c("[C9]", "games missed by the player who gets the bye", Measure.COUNT);
  static final Criterion C10 =
      c("[C10]", "players whose colour difference goes beyond 2 (topscorers)", Measure.COUNT);
  static final Criterion C11 =
      c("[C11]", "players with the same colour three times running (topscorers)", Measure.COUNT);
  static final Criterion C12 = c("[C12]", "players without their colour preference", Measure.COUNT);
  static final Criterion C13 =
      c("[C13]", "players without their strong colour preference", Measure.COUNT);
  static final Criterion C14 =
      c("[C14]", "players floating down who also floated down last round", Measure.COUNT);
  static final Criterion C15 =
      c("[C15]", "players floating up who also floated up last round", Measure.COUNT);
  static final Criterion C16 =
      c("[C16]", "players floating down who also floated down two rounds ago", Measure.COUNT);
  static final Criterion C17 =
      c("[C17]", "players floating up who also floated up two rounds ago", Measure.COUNT);
  static final Criterion C18 =
      c(
          "[C18]",
          "the scores of the players floating down who also floated down last round",
          Measure.SCORES);
  static final Criterion C19 =
      c(
          "[C19]",
          "the scores of the opponents of players floating up who also floated up last round",
          Measure.SCORES);
  static final Criterion C20 =
      c(
          "[C20]",
          "the scores of the players floating down who also floated down two rounds ago",
          Measure.SCORES);
  static final Criterion C21 =
      c(
          "[C21]",
          "the scores of the opponents of players floating up who also floated up two rounds ago",
          Measure.SCORES);
  static final Criterion ORDER =
      c(
          "4.2-4.4",
          "the order in which the rules try the pairings of a bracket (transpositions, then"
              + " exchanges)",
          Measure.COUNT);

  @Override
  public CriteriaVector of(List<Entrant> sorted, int[] partner, int playedRounds) {
    List<CriterionValue> v = new ArrayList<>();
    int bye = -1;
    for (int i = 0; i < partner.length; i++) {
      bye = partner[i] < 0 ? i : bye;
    }
    v.add(
        new CriterionValue(C5, "the round", bye < 0 ? List.of() : List.of(sorted.get(bye).score)));
    List<PairedBrackets.Bracket> brackets = PairedBrackets.of(sorted, partner);
    for (int k = 0; k < brackets.size(); k++) {
      PairedBrackets.Bracket b = brackets.get(k);
      String scope = "scoregroup " + Points.ofTenths(b.score());
      v.add(CriterionValue.count(C6, scope, b.downfloaters().size()));
      v.add(new CriterionValue(C7, scope, scores(sorted, b.downfloaters())));
      List<Integer> nextDown =
          k + 1 < brackets.size() ? brackets.get(k + 1).downfloaters() : List.of();
      // counted where the players float from: the scoregroup below
      String below =
          k + 1 < brackets.size()
              ? "scoregroup " + Points.ofTenths(brackets.get(k + 1).score())
              : "below " + scope;
      v.add(CriterionValue.count(C8_PAIRS, below, nextDown.size()));
      v.add(new CriterionValue(C8_SCORES, below, scores(sorted, nextDown)));
      int unplayed = 0;
      if (b.downfloaters().size() == 1 && b.downfloaters().get(0) == bye) {
        unplayed = playedRounds - sorted.get(bye).playedGames;
      }
      v.add(CriterionValue.count(C9, scope, unplayed));
      int[] colour = new int[4];
      for (int[] p : b.pairs()) {
        Entrant h = sorted.get(p[0]);
        Entrant l = sorted.get(p[1]);
        colour[0] += ColourCriteria.keepsDifferenceWithinTwo(l.colour, h.colour) ? 0 : 1;
        colour[1] += ColourCriteria.avoidsThirdColourInARow(l.colour, h.colour) ? 0 : 1;
        colour[2] += ColourCriteria.grantsPreferences(l.colour, h.colour) ? 0 : 1;
        colour[3] += ColourCriteria.grantsStrongPreferences(l.colour, h.colour) ? 0 : 1;
      }
      v.add(CriterionValue.count(C10, scope, colour[0]));
      v.add(CriterionValue.count(C11, scope, colour[1]));
      v.add(CriterionValue.count(C12, scope, colour[2]));
      v.add(CriterionValue.count(C13, scope, colour[3]));
      Criterion[] downs = {C14, C16};
      Criterion[] ups = {C15, C17};
      for (int back = 1; back <= 2 && back <= playedRounds; back++) {
        v.add(
            CriterionValue.count(
                downs[back - 1], scope, b.repeatedResidentDownfloats(sorted, back)));
        v.add(
            CriterionValue.count(
                ups[back - 1], scope, b.repeatedUpfloatPairs(sorted, back).size()));
      }
      Criterion[] downScores = {C18, C20};
      Criterion[] upScores = {C19, C21};
      for (int back = 1; back <= 2 && back <= playedRounds; back++) {
        List<Integer> again = new ArrayList<>();
        for (int d : b.downfloaters()) {
          if (sorted.get(d).floatRoundsBack(back) == FloatDirection.DOWN) {
            again.add(d);
          }
        }
        v.add(new CriterionValue(downScores[back - 1], scope, scores(sorted, again)));
        v.add(
            new CriterionValue(
                upScores[back - 1],
                scope,
                scores(sorted, higherOf(b.repeatedUpfloatPairs(sorted, back)))));
      }
    }
    return new CriteriaVector(v);
  }

  private static List<Integer> higherOf(List<int[]> pairs) {
    List<Integer> higher = new ArrayList<>();
    for (int[] p : pairs) {
      higher.add(p[0]);
    }
    return higher;
  }

  private static List<Integer> scores(List<Entrant> sorted, List<Integer> players) {
    return PairedBrackets.scores(sorted, players);
  }

  @Override
  public String text() {
    return TEXT;
  }

  @Override
  public Criterion completion() {
    return C4;
  }

  @Override
  public Criterion order() {
    return ORDER;
  }

  @Override
  public Criterion meetOnce() {
    return C1;
  }

  @Override
  public Criterion absoluteColours() {
    return C3;
  }

  @Override
  public Criterion byeOnce() {
    return C2;
  }
}
