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
}
