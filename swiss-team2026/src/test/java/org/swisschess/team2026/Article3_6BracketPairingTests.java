package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.TeamEvent.ColourPreferenceType;

/** 3.6.4 and [C8]-[C10]: the pairing of a bracket, each expected value worked from the text. */
class Article3_6BracketPairingTests {

  private static List<Integer> identifier(
      RoundFacts facts, ColourPreferenceType type, List<Integer> residents, List<Integer> ups) {
    BracketPairing pairing =
        new BracketPairing(facts, Readings.TEXT, type, new MayMeet(facts.teams()));
    return PairingIdentifier.of(pairing.pair(residents, ups, new ArrayList<>()));
  }

  /**
   * [C8] 2.3.5. Bracket {1,2,3,4}, preferences 1 White, 2 Black, 3 White, 4 Black (Type A). The
   * three pairings (3.6.3 order): 1-3 2-4 (identifier 1 2 3 4) fails two preferences (each pair
   * wants one colour twice); 1-4 2-3 (1 2 4 3) and 1-2 3-4 (1 3 2 4) fail none. The first of the
   * best: 1-4 2-3, identifier 1 2 4 3.
   */
  @Test
  void c8PreferencesBeforeTheIdentifier() {
    RoundFacts facts =
        new Facts(ColourPreferenceType.TYPE_A)
            .team(1, 10, Facts.strong(Colour.WHITE), false)
            .team(2, 10, Facts.strong(Colour.BLACK), false)
            .team(3, 10, Facts.strong(Colour.WHITE), false)
            .team(4, 10, Facts.strong(Colour.BLACK), false)
            .build(false);
    assertEquals(
        List.of(1, 2, 4, 3),
        identifier(facts, ColourPreferenceType.TYPE_A, List.of(1, 2, 3, 4), List.of()));
  }

  /**
   * [C9] 2.3.6 (Type B). Preferences: 1 strong White, 2 mild White, 3 strong White, 4 mild Black.
   * 1-3 2-4: [C8] 1 (1 and 3), [C9] 1 (both strong). 1-4 2-3: [C8] 1 (2 and 3), [C9] 0. 1-2 3-4:
   * [C8] 1, [C9] 0. Best on [C8] then [C9]: 1-4 2-3 and 1-2 3-4; the first by identifier is 1-4 2-3
   * (1 2 4 3).
   */
  @Test
  void c9StrongPreferencesNext() {
    RoundFacts facts =
        new Facts(ColourPreferenceType.TYPE_B)
            .team(1, 10, Facts.strong(Colour.WHITE), false)
            .team(2, 10, Facts.mild(Colour.WHITE), false)
            .team(3, 10, Facts.strong(Colour.WHITE), false)
            .team(4, 10, Facts.mild(Colour.BLACK), false)
            .build(false);
    assertEquals(
        List.of(1, 2, 4, 3),
        identifier(facts, ColourPreferenceType.TYPE_B, List.of(1, 2, 3, 4), List.of()));
  }

  /**
   * [C10] 2.3.7 and its lapse. Residents 1, 2 (2.0), upfloaters 3, 4 (1.0); 1 floated in the
   * previous round. 1-3 2-4 and 1-4 2-3 give an upfloater the previous floater 1 as opponent ([C10]
   * 1); 1-2 3-4 gives none (the upfloaters' opponents are 4 and 3). Expected 1-2 3-4 (1 3 2 4). In
   * the last two rounds [C10] does not apply: the first identifier, 1-3 2-4 (1 2 3 4).
   */
  @Test
  void c10OpponentsOfUpfloatersExceptInTheLastTwoRounds() {
    Facts facts =
        new Facts(ColourPreferenceType.NONE)
            .team(1, 20, TeamColourPreference.NONE, true)
            .team(2, 20, TeamColourPreference.NONE, false)
            .team(3, 10, TeamColourPreference.NONE, false)
            .team(4, 10, TeamColourPreference.NONE, false);
    assertEquals(
        List.of(1, 3, 2, 4),
        identifier(facts.build(false), ColourPreferenceType.NONE, List.of(1, 2), List.of(3, 4)));
    assertEquals(
        List.of(1, 2, 3, 4),
        identifier(facts.build(true), ColourPreferenceType.NONE, List.of(1, 2), List.of(3, 4)));
  }

  /**
   * [C1] inside the bracket: 1 met 3 and 2 met 4, so 1-3 2-4 is not legal; the next identifier, 1-4
   * 2-3 (1 2 4 3), is.
   */
  @Test
  void c1TheFirstLegalIdentifier() {
    RoundFacts facts =
        new Facts(ColourPreferenceType.NONE)
            .team(1, 10, TeamColourPreference.NONE, false)
            .team(2, 10, TeamColourPreference.NONE, false)
            .team(3, 10, TeamColourPreference.NONE, false)
            .team(4, 10, TeamColourPreference.NONE, false)
            .met(1, 3)
            .met(2, 4)
            .build(false);
    assertEquals(
        List.of(1, 2, 4, 3),
        identifier(facts, ColourPreferenceType.NONE, List.of(1, 2, 3, 4), List.of()));
  }
}
