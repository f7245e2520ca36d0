package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swisschess.api.TeamEvent.ColourPreferenceType;

/**
 * Art. 4: which team of a pair has White (on board 1), the rule that decides, for Type A, Type B
 * and no colour preferences. Colours are written oldest first (W = White, B = Black, played matches
 * only); the initial-colour (4.1) is White.
 */
class Article4ColourAllocationTests {

  private static String allocate(ColourPreferenceType type, Facts facts, int a, int b) {
    ColourAllocation.Allocated x = new ColourAllocation(facts.build(false), type).allocate(a, b);
    return x.white() + "-" + x.black() + " " + x.rule();
  }

  private static Facts facts(ColourPreferenceType type) {
    return new Facts(type);
  }

  /**
   * 4.3.1: neither has played. 3 v 6: the first-team (4.2.3, smaller TPN) 3 is odd, so it gets the
   * initial-colour, White. 2 v 5: the first-team 2 is even, so it gets Black.
   */
  @Test
  void article4_3_1_initialColourByTheFirstTeamsTpn() {
    Facts f =
        facts(ColourPreferenceType.TYPE_A)
            .team(3, 0, "", false)
            .team(6, 0, "", false)
            .team(2, 0, "", false)
            .team(5, 0, "", false);
    assertEquals("3-6 4.3.1", allocate(ColourPreferenceType.TYPE_A, f, 6, 3));
    assertEquals("5-2 4.3.1", allocate(ColourPreferenceType.TYPE_A, f, 2, 5));
  }

  /** 4.3.2: 1 (BB, CD -2) prefers White (1.7.1); 2 (WB) has none. 1 gets White. */
  @Test
  void article4_3_2_theOnlyPreference() {
    Facts f = facts(ColourPreferenceType.TYPE_A).team(1, 10, "BB", false).team(2, 10, "WB", false);
    assertEquals("1-2 4.3.2", allocate(ColourPreferenceType.TYPE_A, f, 2, 1));
  }

  /** 4.3.3: 1 (BB) prefers White, 2 (WW) Black: both get theirs. */
  @Test
  void article4_3_3_oppositePreferences() {
    Facts f = facts(ColourPreferenceType.TYPE_A).team(1, 10, "BB", false).team(2, 10, "WW", false);
    assertEquals("1-2 4.3.3", allocate(ColourPreferenceType.TYPE_A, f, 1, 2));
  }

  /**
   * 4.3.4 (Type B): 1 (WB: CD 0, last Black, not the last round) mildly prefers White (1.7.2); 2
   * (BB) strongly. Both want White; only 2's is strong: 2 gets White.
   */
  @Test
  void article4_3_4_theOnlyStrongPreference() {
    Facts f = facts(ColourPreferenceType.TYPE_B).team(1, 10, "WB", false).team(2, 10, "BB", false);
    assertEquals("2-1 4.3.4", allocate(ColourPreferenceType.TYPE_B, f, 1, 2));
  }

  /**
   * 4.3.5: no preferences (Type A: 1 has W, one match; 2 has BWB, last two not equal); CD +1 and
   * -1: White to the lower, 2.
   */
  @Test
  void article4_3_5_whiteToTheLowerColourDifference() {
    Facts f = facts(ColourPreferenceType.TYPE_A).team(1, 10, "W", false).team(2, 10, "BWB", false);
    assertEquals("2-1 4.3.5", allocate(ColourPreferenceType.TYPE_A, f, 1, 2));
  }

  /**
   * 4.3.6: 1 (WB) and 2 (BW), CD 0, no preferences. In their latest match 1 had Black and 2 White:
   * each gets the colour it did not have then, 1 White.
   */
  @Test
  void article4_3_6_theLatestDifferentColours() {
    Facts f = facts(ColourPreferenceType.TYPE_A).team(1, 10, "WB", false).team(2, 10, "BW", false);
    assertEquals("1-2 4.3.6", allocate(ColourPreferenceType.TYPE_A, f, 1, 2));
  }

  /**
   * 4.2.1 then 4.3.8: 4 (2.0, WB) and 1 (1.0, WB): the first-team is 4 (higher score), the
   * histories are equal (4.3.5, 4.3.6 do not decide), neither has a preference (4.3.7), so 4 gets
   * the opposite of its last colour (Black): White.
   */
  @Test
  void article4_3_8_theFirstTeamAlternates() {
    Facts f = facts(ColourPreferenceType.TYPE_A).team(4, 20, "WB", false).team(1, 10, "WB", false);
    assertEquals("4-1 4.3.8", allocate(ColourPreferenceType.TYPE_A, f, 1, 4));
  }

  /**
   * 4.3.9: the first-team 1 has played no match (it joined late), 2 has (WB, CD 0): 4.3.1 does not
   * apply (2 played), no preferences, equal CD, no common history, so 2 gets the opposite of its
   * last colour: White.
   */
  @Test
  void article4_3_9_theOtherTeamAlternates() {
    Facts f = facts(ColourPreferenceType.TYPE_A).team(1, 10, "", false).team(2, 10, "WB", false);
    assertEquals("2-1 4.3.9", allocate(ColourPreferenceType.TYPE_A, f, 1, 2));
  }

  /**
   * No colour preferences (1.7): 1 (BB) would prefer White under Type A, but here no team has a
   * preference; 4.3.5 then decides: CD -2 below 0, 1 gets White.
   */
  @Test
  void noPreferencesLeaveTheColourDifference() {
    Facts f = facts(ColourPreferenceType.NONE).team(1, 10, "BB", false).team(2, 10, "WB", false);
    assertEquals("1-2 4.3.5", allocate(ColourPreferenceType.NONE, f, 2, 1));
  }
}
