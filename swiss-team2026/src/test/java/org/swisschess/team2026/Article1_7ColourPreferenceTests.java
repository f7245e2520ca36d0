package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.TeamEvent.ColourPreferenceType;

/** 1.6 and 1.7: colour difference and colour preferences, Type A, Type B, none. */
class Article1_7ColourPreferenceTests {

  private static String of(ColourPreferenceType type, String colours, boolean lastRound) {
    List<Colour> played =
        colours.chars().mapToObj(c -> c == 'W' ? Colour.WHITE : Colour.BLACK).toList();
    TeamColourPreference p = TeamColourPreference.of(type, played, lastRound);
    return p.has() ? p.strength() + " " + p.colour() : "none";
  }

  /**
   * 1.7.1 Type A: White if CD &lt; -1, or CD 0 or -1 with Black in both of the last two played
   * matches; Black symmetrically; else none.
   */
  @Test
  void article1_7_1_typeA() {
    ColourPreferenceType a = ColourPreferenceType.TYPE_A;
    assertEquals("none", of(a, "", false)); // no match played
    assertEquals("none", of(a, "B", false)); // CD -1, only one match: not two Blacks
    assertEquals("STRONG WHITE", of(a, "BB", false)); // CD -2
    assertEquals("STRONG WHITE", of(a, "WBB", false)); // CD -1, last two Black
    assertEquals("STRONG WHITE", of(a, "WWBB", false)); // CD 0, last two Black
    assertEquals("none", of(a, "WB", false)); // CD 0, last two differ
    assertEquals("STRONG BLACK", of(a, "BWW", false)); // CD +1, last two White
    assertEquals("none", of(a, "WWB", false)); // CD +1, last two differ
  }

  /**
   * 1.7.2 Type B: strong = Type A's conditions; mild White for CD -1, or CD 0 before the last round
   * after a Black; none before any match, or CD 0 in the last round (when no strong condition
   * holds). CD 0 with two Blacks in the last round meets both "strong" and "none": strong (FLAG 2
   * of the rule summary, the default).
   */
  @Test
  void article1_7_2_typeB() {
    ColourPreferenceType b = ColourPreferenceType.TYPE_B;
    assertEquals("none", of(b, "", false));
    assertEquals("MILD WHITE", of(b, "B", false)); // CD -1
    assertEquals("MILD WHITE", of(b, "WB", false)); // CD 0, last Black, not the last round
    assertEquals("none", of(b, "WB", true)); // CD 0 in the last round
    assertEquals("MILD BLACK", of(b, "BW", false));
    assertEquals("STRONG WHITE", of(b, "BB", false)); // CD -2
    assertEquals("STRONG WHITE", of(b, "WBB", false)); // CD -1 and two Blacks: strong, not mild
    assertEquals("STRONG WHITE", of(b, "WWBB", true)); // the FLAG: strong by default
  }

  /** 1.7: a competition without colour preferences gives none, whatever the history. */
  @Test
  void article1_7_noPreferences() {
    assertEquals("none", of(ColourPreferenceType.NONE, "BBB", false));
  }

  /** 1.6.2: CD = matches with White less matches with Black. */
  @Test
  void article1_6_2_colourDifference() {
    RoundFacts facts =
        new Facts(ColourPreferenceType.TYPE_A).team(1, 0, "WWBWB", false).build(false);
    assertEquals(1, facts.team(1).colourDifference());
  }
}
