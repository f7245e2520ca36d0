package org.swisschess.dutch2017;

import java.util.ArrayList;
import java.util.Comparator;
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
 * The 2017 quality criteria read off a complete pairing, bracket by bracket from the top: C.5-C.19,
 * each counted as {@link QualityWeights} weighs it. Score differences are A.8's: a pair's is the
 * difference of its scores, a downfloater's its score less the lowest score of the bracket and the
 * scoregroup below it, plus one point. Brackets are read by scoregroup: where the pairing collapsed
 * the last scoregroups into one bracket (A.9, the PPB and the CLB), the comparison can differ from
 * the engine's, and a reason it does not prove is not given.
 */
final class Criteria2017 implements RoundCriteria {

  static final String TEXT = "C.04.3 2017";

  private static Criterion c(String name, String words, Measure measure) {
    return new Criterion(name, TEXT + " " + name, words, measure);
  }

  static final Criterion C1 = c("C.1", "two players never meet twice", Measure.COUNT);
  static final Criterion C2 = c("C.2", "no second pairing-allocated bye", Measure.COUNT);
  static final Criterion C3 =
      c("C.3", "two players with the same absolute colour preference never meet", Measure.COUNT);
  static final Criterion COMPLETION =
      new Criterion(
          "C.1-C.3",
          TEXT + " C.1-C.3 (A.9)",
          "the other players could then not all be paired without two of them meeting twice"
              + " (C.1), a second bye (C.2) or two absolute colour preferences clashing (C.3)",
          Measure.COUNT);
  static final Criterion C5 = c("C.5", "players floating down", Measure.COUNT);
  static final Criterion C6 =
      c("C.6", "the score differences of the pairs and players floating down", Measure.SCORES);
  static final Criterion C7_PAIRS = c("C.7", "players floating down", Measure.COUNT);
  static final Criterion C7_SCORES =
      c("C.7", "the scores of the players floating on past the next scoregroup", Measure.SCORES);
  static final Criterion C8 =
      c("C.8", "players whose colour difference goes beyond 2 (topscorers)", Measure.COUNT);
  static final Criterion C9 =
      c("C.9", "players with the same colour three times running (topscorers)", Measure.COUNT);
  static final Criterion C10 = c("C.10", "players without their colour preference", Measure.COUNT);
  static final Criterion C11 =
      c("C.11", "players without their strong colour preference", Measure.COUNT);
  static final Criterion C12 =
      c("C.12", "players floating down who also floated down last round", Measure.COUNT);
  static final Criterion C13 =
      c("C.13", "players floating up who also floated up last round", Measure.COUNT);
  static final Criterion C14 =
      c("C.14", "players floating down who also floated down two rounds ago", Measure.COUNT);
  static final Criterion C15 =
      c("C.15", "players floating up who also floated up two rounds ago", Measure.COUNT);
  static final Criterion C16 =
      c(
          "C.16",
          "the score differences of players floating down who also floated down last round",
          Measure.SCORES);
  static final Criterion C17 =
      c(
          "C.17",
          "the score differences of players floating up who also floated up last round",
          Measure.SCORES);
  static final Criterion C18 =
      c(
          "C.18",
          "the score differences of players floating down who also floated down two rounds ago",
          Measure.SCORES);
  static final Criterion C19 =
      c(
          "C.19",
          "the score differences of players floating up who also floated up two rounds ago",
          Measure.SCORES);
  static final Criterion ORDER =
      c(
          "D.1-D.3",
          "the order in which the rules try the pairings of a bracket (transpositions, then"
              + " exchanges)",
          Measure.COUNT);

  /** One point: A.8 adds it to a downfloater's score difference. */
  private static final int POINT = 10;

  @Override
  public CriteriaVector of(List<Entrant> sorted, int[] partner, int playedRounds) {
    List<CriterionValue> v = new ArrayList<>();
    List<PairedBrackets.Bracket> brackets = PairedBrackets.of(sorted, partner);
    for (int k = 0; k < brackets.size(); k++) {
      PairedBrackets.Bracket b = brackets.get(k);
      boolean hasNext = k + 1 < brackets.size();
      int lowest = hasNext ? brackets.get(k + 1).score() : b.score();
      String scope = "scoregroup " + Points.ofTenths(b.score());
      v.add(CriterionValue.count(C5, scope, b.downfloaters().size()));
      List<Integer> psd = new ArrayList<>();
      for (int[] p : b.pairs()) {
        psd.add(sorted.get(p[0]).score - sorted.get(p[1]).score);
      }
      for (int d : b.downfloaters()) {
        psd.add(sorted.get(d).score - lowest + POINT);
      }
      v.add(new CriterionValue(C6, scope, descending(psd)));
      if (hasNext) {
        PairedBrackets.Bracket next = brackets.get(k + 1);
        String below = "scoregroup " + Points.ofTenths(next.score());
        v.add(CriterionValue.count(C7_PAIRS, below, next.downfloaters().size()));
        List<Integer> on = new ArrayList<>();
        for (int d : b.downfloaters()) {
          if (next.downfloaters().contains(d)) {
            on.add(d);
          }
        }
        v.add(new CriterionValue(C7_SCORES, below, PairedBrackets.scores(sorted, on)));
      }
      int[] colour = new int[4];
      for (int[] p : b.pairs()) {
        Entrant h = sorted.get(p[0]);
        Entrant l = sorted.get(p[1]);
        colour[0] += ColourCriteria.keepsDifferenceWithinTwo(l.colour, h.colour) ? 0 : 1;
        colour[1] += ColourCriteria.avoidsThirdColourInARow(l.colour, h.colour) ? 0 : 1;
        colour[2] += ColourCriteria.grantsPreferences(l.colour, h.colour) ? 0 : 1;
        colour[3] += ColourCriteria.grantsStrongPreferences(l.colour, h.colour) ? 0 : 1;
      }
      v.add(CriterionValue.count(C8, scope, colour[0]));
      v.add(CriterionValue.count(C9, scope, colour[1]));
      v.add(CriterionValue.count(C10, scope, colour[2]));
      v.add(CriterionValue.count(C11, scope, colour[3]));
      Criterion[] downs = {C12, C14};
      Criterion[] ups = {C13, C15};
      for (int back = 1; back <= 2 && back <= playedRounds; back++) {
        v.add(
            CriterionValue.count(
                downs[back - 1], scope, b.repeatedResidentDownfloats(sorted, back)));
        v.add(
            CriterionValue.count(
                ups[back - 1], scope, b.repeatedUpfloatPairs(sorted, back).size()));
      }
      Criterion[] downDifferences = {C16, C18};
      Criterion[] upDifferences = {C17, C19};
      for (int back = 1; back <= 2 && back <= playedRounds; back++) {
        List<Integer> down = new ArrayList<>();
        for (int d : b.downfloaters()) {
          if (sorted.get(d).floatRoundsBack(back) == FloatDirection.DOWN) {
            down.add(sorted.get(d).score - lowest + POINT);
          }
        }
        for (int[] p : b.pairs()) {
          Entrant h = sorted.get(p[0]);
          Entrant l = sorted.get(p[1]);
          if (h.score > l.score && h.floatRoundsBack(back) == FloatDirection.DOWN) {
            down.add(h.score - l.score);
          }
        }
        v.add(new CriterionValue(downDifferences[back - 1], scope, descending(down)));
        List<Integer> up = new ArrayList<>();
        for (int[] p : b.repeatedUpfloatPairs(sorted, back)) {
          up.add(sorted.get(p[0]).score - sorted.get(p[1]).score);
        }
        v.add(new CriterionValue(upDifferences[back - 1], scope, descending(up)));
      }
    }
    return new CriteriaVector(v);
  }

  private static List<Integer> descending(List<Integer> values) {
    values.sort(Comparator.reverseOrder());
    return values;
  }

  @Override
  public String text() {
    return TEXT;
  }

  @Override
  public Criterion completion() {
    return COMPLETION;
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
