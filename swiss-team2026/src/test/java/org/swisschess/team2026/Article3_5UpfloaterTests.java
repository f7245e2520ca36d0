package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.swisschess.api.TeamEvent.ColourPreferenceType;

/** 3.5 and [C4]-[C7]: the set of upfloaters, each expected value worked from the text. */
class Article3_5UpfloaterTests {

  private static List<Integer> upfloaters(RoundFacts facts) {
    UpfloaterSelection selection =
        new UpfloaterSelection(
            facts,
            new MayMeet(facts.teams()),
            UpfloaterSelection.DEFAULT_CAP,
            facts.teams().keySet());
    return selection.choose(new TreeSet<>(facts.teams().keySet())).orElseThrow().upfloaters();
  }

  /**
   * [C4] 2.3.1 and [C5] 2.3.2. Residents 1 and 2 (3.0) met each other, so the bracket needs two
   * upfloaters (as few as possible: [C4]); of the potential upfloaters 3, 4 (2.0) and 5, 6 (1.0),
   * [C5] wants their scores as high as possible: both 2.0, so {3, 4}. Legal: 1-3 2-4, and 5-6
   * below. [C6]: the following scoregroup (2.0) is now empty. Expected (3,4).
   */
  @Test
  void c4FewestThenC5HighestScores() {
    RoundFacts facts =
        new Facts(ColourPreferenceType.TYPE_A)
            .team(1, 30, "WB", false)
            .team(2, 30, "BW", false)
            .team(3, 20, "WB", false)
            .team(4, 20, "BW", false)
            .team(5, 10, "WB", false)
            .team(6, 10, "BW", false)
            .met(1, 2)
            .build(false);
    assertEquals(List.of(3, 4), upfloaters(facts));
  }

  /**
   * The text's 3.5.4 example inside a round (the rule summary's sketch): residents 4, 7, 9 (4.0)
   * met one another, and 9 met 2, 6 and 8. Potential upfloaters: 2, 6, 8 on 3.0, then 1, 3, 5 on
   * 2.5, then 10 on 0. One upfloater cannot help (two residents would meet again), so [C4] gives
   * three. [C5]'s best profile, three on 3.0 ({2,6,8}), leaves 9 no opponent: not legal, and [C5]
   * is judged over legal sets; the next profile is two on 3.0 and one on 2.5, whose first set in
   * 3.5.4 order is (2,6,1): 9-1, 4-2, 7-6 (say) pair the bracket; 3, 5, 8, 10 pair below ([C3]);
   * [C6]: what is left of 3.0, {8}, takes one upfloater (3) and the rest {5, 10} pairs. Expected
   * (2,6,1), written in 3.5.3 order (descending score, then TPN).
   */
  @Test
  void theTextsExampleInARound() {
    RoundFacts facts =
        new Facts(ColourPreferenceType.TYPE_A)
            .team(4, 40, "WB", false)
            .team(7, 40, "BW", false)
            .team(9, 40, "WB", false)
            .team(2, 30, "BW", false)
            .team(6, 30, "WB", false)
            .team(8, 30, "BW", false)
            .team(1, 25, "WB", false)
            .team(3, 25, "BW", false)
            .team(5, 25, "WB", false)
            .team(10, 0, "BW", false)
            .allMet(4, 7, 9)
            .met(9, 2)
            .met(9, 6)
            .met(9, 8)
            .build(false);
    assertEquals(List.of(2, 6, 1), upfloaters(facts));
  }

  /**
   * [C6] 2.3.3. Residents 1, 2 (3.0) met; the 2.0 group is 3, 4, 5, 6 and 5 met 6; 7, 8 are on 1.0.
   * [C5]: two upfloaters from 2.0. The first set, (3,4), is legal (1-3 2-4; 5-7 6-8 below), but
   * leaves the following scoregroup {5, 6} unable to pair within itself with the parity minimum of
   * upfloaters (none): [C6] not met. The next set, (3,5), leaves {4, 6}, who may meet: [C6] met,
   * [C7] 0. Expected (3,5).
   */
  @Test
  void c6TheFollowingScoregroupMustStillPair() {
    RoundFacts facts =
        new Facts(ColourPreferenceType.TYPE_A)
            .team(1, 30, "WB", false)
            .team(2, 30, "BW", false)
            .team(3, 20, "WB", false)
            .team(4, 20, "BW", false)
            .team(5, 20, "WB", false)
            .team(6, 20, "BW", false)
            .team(7, 10, "WB", false)
            .team(8, 10, "BW", false)
            .met(1, 2)
            .met(5, 6)
            .build(false);
    assertEquals(List.of(3, 5), upfloaters(facts));
  }

  /**
   * [C7] 2.3.4 and its lapse in the last two rounds. Residents 1, 2 (3.0) met; 3, 4, 5 on 2.0, 6 on
   * 1.0; 3 was a floater in the previous round. Sets of two from 2.0 in 3.5.4 order: (3,4) and
   * (3,5) each take one previous floater, (4,5) none; all three are legal and meet [C6] ({5}, {4}
   * or {3} takes 6 up). Expected (4,5). In the last two rounds [C7] does not apply, so the first
   * set, (3,4), is taken.
   */
  @Test
  void c7FewestPreviousFloatersExceptInTheLastTwoRounds() {
    Facts facts =
        new Facts(ColourPreferenceType.TYPE_A)
            .team(1, 30, "WB", false)
            .team(2, 30, "BW", false)
            .team(3, 20, "WB", true)
            .team(4, 20, "BW", false)
            .team(5, 20, "WB", false)
            .team(6, 10, "BW", false)
            .met(1, 2);
    assertEquals(List.of(4, 5), upfloaters(facts.build(false)));
    assertEquals(List.of(3, 4), upfloaters(facts.build(true)));
  }

  private static UpfloaterSelection.Choice choice(RoundFacts facts) {
    UpfloaterSelection selection =
        new UpfloaterSelection(
            facts,
            new MayMeet(facts.teams()),
            UpfloaterSelection.DEFAULT_CAP,
            facts.teams().keySet());
    return selection.choose(new TreeSet<>(facts.teams().keySet())).orElseThrow();
  }

  /**
   * --explain on the text's 3.5.4 example: which set is taken and why each earlier one was not. The
   * round: residents 4, 7, 9 (4.0) met one another; 9 also met 2, 6, 8 and 1; 8 met 1, 5 and 10; 5
   * floated in the previous round. Potential upfloaters (3.5.1): 2, 6, 8 on 3.0, then 1, 3, 5 on
   * 2.5, then 10 on 0.
   *
   * <p>Worked from the text: one upfloater leaves two residents who met ([C1]), whichever it is:
   * (2), (6), (8), then (1), (3), (5), then (10), each profile of [C5] in turn with no legal set.
   * So [C4] gives three. Three on 3.0, (2,6,8), leaves 9 no opponent ([C1]). The next profile, two
   * on 3.0 and one on 2.5, is the text's nine sets in 3.5.4 order: (2,6,1) leaves 9 no opponent
   * ([C1]); (2,6,3) leaves 8 below with only teams it met, 1, 5 and 10 ([C3]: no legal pairing of
   * the rest); (2,6,5) is legal and meets [C6] ({8} takes 3 up, 1-10 below) but takes 5, who
   * floated ([C7] 1); (2,8,1) leaves 9 no opponent ([C1]); (2,8,3) is legal (9-3, 4-2, 7-8; 6-1,
   * 5-10 below), meets [C6] ({6} takes 1 up) and takes no previous floater: taken.
   */
  @Test
  void theExplanationSaysWhyEachEarlierSetOfTheTextsExampleWasNotTaken() {
    RoundFacts facts =
        new Facts(ColourPreferenceType.TYPE_A)
            .team(4, 40, "WB", false)
            .team(7, 40, "BW", false)
            .team(9, 40, "WB", false)
            .team(2, 30, "BW", false)
            .team(6, 30, "WB", false)
            .team(8, 30, "BW", false)
            .team(1, 25, "WB", false)
            .team(3, 25, "BW", false)
            .team(5, 25, "WB", true)
            .team(10, 0, "BW", false)
            .allMet(4, 7, 9)
            .met(9, 2)
            .met(9, 6)
            .met(9, 8)
            .met(9, 1)
            .met(8, 1)
            .met(8, 5)
            .met(8, 10)
            .build(false);
    UpfloaterSelection.Choice choice = choice(facts);
    assertEquals(List.of(2, 8, 3), choice.upfloaters());
    assertEquals(
        List.of(
            "residents [4, 7, 9] (score 4.0)",
            "potential upfloaters (3.5.1): 2 6 8 on 3.0; 1 3 5 on 2.5; 10 on 0.0",
            "upfloaters: (2,8,3) (3 by [C4], scores 3.0 3.0 2.5 by [C5], [C6] met, [C7] 0)",
            "not taken, in the order of [C4], [C5] and 3.5.3/3.5.4 (the first criterion each"
                + " fails):",
            "set (2): [C1]: the bracket has no legal pairing",
            "set (6): [C1]: the bracket has no legal pairing",
            "set (8): [C1]: the bracket has no legal pairing",
            "1 upfloater(s) with scores 3.0: no legal set ([C4] and [C5] are judged over the legal"
                + " sets)",
            "set (1): [C1]: the bracket has no legal pairing",
            "set (3): [C1]: the bracket has no legal pairing",
            "set (5): [C1]: the bracket has no legal pairing",
            "1 upfloater(s) with scores 2.5: no legal set ([C4] and [C5] are judged over the legal"
                + " sets)",
            "set (10): [C1]: the bracket has no legal pairing",
            "1 upfloater(s) with scores 0.0: no legal set ([C4] and [C5] are judged over the legal"
                + " sets)",
            "set (2,6,8): [C1]: the bracket has no legal pairing",
            "3 upfloater(s) with scores 3.0 3.0 3.0: no legal set ([C4] and [C5] are judged over"
                + " the legal sets)",
            "set (2,6,1): [C1]: the bracket has no legal pairing",
            "set (2,6,3): [C3]: no legal pairing of the teams left to pair below (3.5.5)",
            "set (2,6,5): [C7]: 1 upfloater(s) floated in the previous round, the set taken 0",
            "set (2,8,1): [C1]: the bracket has no legal pairing"),
        choice.why());
  }

  /**
   * --explain when more sets are not taken than it shows one by one: the others are counted by the
   * criterion they fail. Residents 1 and 2 (3.0) met each other, and 1 met every team on 2.0 (3 to
   * 32) but 31 and 32; 33 and 34 are on 1.0. No upfloaters: 1 and 2 met ([C1]). Two: the sets in
   * 3.5.4 order are (3,4), (3,5), ..., (3,32), (4,5), ...; each of (3,4) to (3,30) leaves 1 no
   * opponent ([C1]); (3,31) is legal (1-31, 2-3; below, the 28 teams left on 2.0 pair among
   * themselves, 33-34), meets [C6] and takes no previous floater: taken. Not taken: the empty set
   * and the 27 sets (3,4) to (3,30), 28 in all; the first 24 are shown, the other 4 counted as
   * [C1].
   */
  @Test
  void setsBeyondTheFirstShownAreCountedByCriterion() {
    Facts f = new Facts(ColourPreferenceType.TYPE_A);
    f.team(1, 30, "WB", false).team(2, 30, "BW", false).met(1, 2);
    for (int t = 3; t <= 32; t++) {
      f.team(t, 20, t % 2 == 0 ? "WB" : "BW", false);
    }
    f.team(33, 10, "WB", false).team(34, 10, "BW", false);
    for (int t = 3; t <= 30; t++) {
      f.met(1, t);
    }
    UpfloaterSelection.Choice choice = choice(f.build(false));
    assertEquals(List.of(3, 31), choice.upfloaters());
    List<String> why = choice.why();
    assertEquals("no upfloaters: [C1]: the bracket has no legal pairing", why.get(4));
    assertEquals("set (3,4): [C1]: the bracket has no legal pairing", why.get(5));
    assertEquals("set (3,26): [C1]: the bracket has no legal pairing", why.get(4 + 23));
    assertEquals(UpfloaterSelection.MAX_SETS_SHOWN, 24);
    assertEquals("... and 4 more sets not taken: 4 [C1]", why.get(why.size() - 1));
    assertEquals(4 + 24 + 1, why.size(), String.join("\n", why));
  }
}
