package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class WhyThisPairingTests {

  private static final Criterion COLOURS =
      new Criterion(
          "[C12]",
          "C.04.3 2026 [C12]",
          "players without their colour preference",
          Criterion.Measure.COUNT);
  private static final Criterion SCORES =
      new Criterion(
          "[C7]",
          "C.04.3 2026 [C7]",
          "the scores of the players floating down",
          Criterion.Measure.SCORES);

  @Test
  void valuesCompareElementByElementThenShorterFirst() {
    CriterionValue a = new CriterionValue(SCORES, "scoregroup 3.0", List.of(20, 10));
    CriterionValue b = new CriterionValue(SCORES, "scoregroup 3.0", List.of(20, 15));
    CriterionValue c = new CriterionValue(SCORES, "scoregroup 3.0", List.of(20, 10, 5));
    assertTrue(a.compareTo(b) < 0);
    assertTrue(a.compareTo(c) < 0);
    assertEquals(0, a.compareTo(new CriterionValue(SCORES, "scoregroup 3.0", List.of(20, 10))));
    assertEquals("2.0, 1.0", a.toText());
    assertEquals("none", new CriterionValue(SCORES, "x", List.of()).toText());
  }

  @Test
  void theFirstDifferenceIsFoundAndVectorsOfAnotherShapeAreRefused() {
    CriteriaVector one =
        new CriteriaVector(
            List.of(
                CriterionValue.count(COLOURS, "scoregroup 3.0", 1),
                CriterionValue.count(COLOURS, "scoregroup 2.0", 0)));
    CriteriaVector two =
        new CriteriaVector(
            List.of(
                CriterionValue.count(COLOURS, "scoregroup 3.0", 1),
                CriterionValue.count(COLOURS, "scoregroup 2.0", 2)));
    assertEquals(OptionalInt.of(1), one.firstDifference(two));
    assertEquals(OptionalInt.empty(), one.firstDifference(one));
    CriteriaVector other =
        new CriteriaVector(List.of(CriterionValue.count(COLOURS, "scoregroup 3.0", 1)));
    assertThrows(IllegalArgumentException.class, () -> one.firstDifference(other));
    CriteriaVector elsewhere =
        new CriteriaVector(
            List.of(
                CriterionValue.count(COLOURS, "scoregroup 3.0", 1),
                CriterionValue.count(COLOURS, "scoregroup 1.0", 0)));
    assertThrows(IllegalArgumentException.class, () -> one.firstDifference(elsewhere));
  }

  @Test
  void anImpositionFitsItsKind() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new Imposition(Imposition.Kind.PAIR, 5, 0, Colour.NONE));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Imposition(Imposition.Kind.PAIR, 5, 5, Colour.NONE));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Imposition(Imposition.Kind.COLOUR, 5, 0, Colour.NONE));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Imposition(Imposition.Kind.NO_BYE, 5, 3, Colour.NONE));
    assertEquals("pairing 5 with 12", Imposition.pair(5, 12).toText());
  }

  @Test
  void anImpositionIsMetByThePairingThatDoesWhatItAsks() {
    Pairing p =
        new Pairing(
            1, List.of(new Board(5, 12), new Board(3, 4)), OptionalInt.of(7), Explanation.EMPTY);
    Map<Integer, Points> scores =
        Map.of(5, Points.ONE, 12, Points.ONE, 3, Points.ZERO, 4, Points.HALF, 7, Points.ZERO);
    assertTrue(Imposition.pair(12, 5).isMetBy(p, scores::get));
    assertFalse(Imposition.pair(5, 3).isMetBy(p, scores::get));
    assertTrue(Imposition.colour(5, Colour.WHITE).isMetBy(p, scores::get));
    assertFalse(Imposition.colour(12, Colour.WHITE).isMetBy(p, scores::get));
    assertTrue(Imposition.noFloat(5).isMetBy(p, scores::get));
    assertFalse(Imposition.noFloat(3).isMetBy(p, scores::get));
    assertFalse(Imposition.noBye(7).isMetBy(p, scores::get));
    assertTrue(Imposition.noBye(4).isMetBy(p, scores::get));
  }

  @Test
  void aReasonSaysTheCostWithTheArticleAndBothValues() {
    ForcedPairings.Alternative a =
        new ForcedPairings.Alternative(
            Reason.Topic.OPPONENT, Imposition.pair(5, 12), "You might expect 12");
    Decision two =
        Decision.worse(
            CriterionValue.count(COLOURS, "scoregroup 3.0", 1),
            CriterionValue.count(COLOURS, "scoregroup 3.0", 3));
    assertEquals(
        "You might expect 12. Pairing 5 with 12 instead leaves 2 more players without their colour"
            + " preference (C.04.3 2026 [C12], scoregroup 3.0: 3 instead of 1).",
        WhyThisPairing.text(a, two));
    Decision one =
        Decision.worse(
            CriterionValue.count(COLOURS, "scoregroup 3.0", 0),
            CriterionValue.count(COLOURS, "scoregroup 3.0", 1));
    assertTrue(
        WhyThisPairing.text(a, one).contains("leaves 1 more player without their colour"),
        WhyThisPairing.text(a, one));
    Decision scores =
        Decision.worse(
            new CriterionValue(SCORES, "scoregroup 3.0", List.of(20)),
            new CriterionValue(SCORES, "scoregroup 3.0", List.of(30)));
    assertTrue(
        WhyThisPairing.text(a, scores)
            .contains(
                "makes the scores of the players floating down higher (C.04.3 2026 [C7],"
                    + " scoregroup 3.0: 3.0 instead of 2.0)"),
        WhyThisPairing.text(a, scores));
  }

  @Test
  void anOrderDecidedInABracketSaysWhichBracket() {
    Criterion order =
        new Criterion(
            "4.2-4.4",
            "C.04.3 2026 4.2-4.4",
            "the order in which the rules try the pairings of a bracket",
            Criterion.Measure.COUNT);
    ForcedPairings.Alternative a =
        new ForcedPairings.Alternative(Reason.Topic.OPPONENT, Imposition.pair(5, 12), "");
    assertEquals(
        "Pairing 5 with 12 instead is as good by every criterion down to scoregroup 3.0, where the"
            + " order in which the rules try the pairings of a bracket (C.04.3 2026 4.2-4.4,"
            + " scoregroup 3.0) puts this pairing first.",
        WhyThisPairing.text(
            a,
            new Decision(Decision.Kind.ORDER, order, "scoregroup 3.0", List.of(), List.of(), "")));
    assertEquals(
        "Pairing 5 with 12 instead is as good by every criterion; the order in which the rules try"
            + " the pairings of a bracket (C.04.3 2026 4.2-4.4) puts this pairing first.",
        WhyThisPairing.text(
            a, new Decision(Decision.Kind.ORDER, order, "", List.of(), List.of(), "")));
  }

  @Test
  void theLastValueOfAScopeEndsItsBracket() {
    CriteriaVector v =
        new CriteriaVector(
            List.of(
                CriterionValue.count(COLOURS, "scoregroup 3.0", 1),
                CriterionValue.count(COLOURS, "scoregroup 2.0", 0),
                CriterionValue.count(COLOURS, "scoregroup 3.0", 0),
                CriterionValue.count(COLOURS, "scoregroup 2.0", 2)));
    assertEquals(2, v.lastIndexOf("scoregroup 3.0"));
    assertEquals(3, v.lastIndexOf("scoregroup 2.0"));
    assertEquals(-1, v.lastIndexOf("scoregroup 1.0"));
  }

  @Test
  void aDecisionHasValuesExactlyWhenItIsWorse() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new Decision(Decision.Kind.WORSE, COLOURS, "", List.of(), List.of(), ""));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Decision(Decision.Kind.FORBIDDEN, COLOURS, "", List.of(1), List.of(2), ""));
  }

  @Test
  void aSystemWithoutForcedPairingsCannotExplain() {
    PairingSystem none =
        new PairingSystem() {
          @Override
          public String id() {
            return "none-2026";
          }

          @Override
          public String name() {
            return "none";
          }

          @Override
          public boolean mayReceivePairingAllocatedBye(
              PlayerHistory player, Tournament tournament) {
            return true;
          }

          @Override
          public Pairing pair(PairingRequest request) {
            throw new UnsupportedOperationException();
          }
        };
    Pairing p = new Pairing(1, List.of(), OptionalInt.empty(), Explanation.EMPTY);
    PairingRequest request = PairingRequest.of(HistoryTests.tournament(List.of()));
    UnsupportedRequestException e =
        assertThrows(UnsupportedRequestException.class, () -> WhyThisPairing.of(none, request, p));
    assertTrue(String.valueOf(e.getMessage()).contains("none-2026"), e.getMessage());
  }
}
