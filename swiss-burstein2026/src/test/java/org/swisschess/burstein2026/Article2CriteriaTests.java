package org.swisschess.burstein2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.WorkedTournament;

/**
 * Article 2: the absolute criteria [C1]-[C3], completion [C4] and the quality criteria [C5]-[C8].
 */
class Article2CriteriaTests {

  /**
   * [C3] (2.1.3), no top-scorer exception: players 1 and 3 lead alone on 2.0, have never met, and
   * both played White twice (absolute preference for Black): they may not meet, so both float.
   */
  @Test
  void article2_1_3TwoPlayersWithTheSameAbsolutePreferenceNeverMeet() {
    Tournament t =
        WorkedTournament.of(8, 5, List.of(), "1-2:1 3-4:1 5-6:1 7-8:1", "1-6:1 3-8:1 5-2:0 7-4:0");
    Pairing p = PairingSystems.require("burstein-2026").pair(PairingRequest.of(t));
    assertEquals(List.of("BSN 1 floats", "BSN 2 floats"), Explained.pairsOfBracket(p, "2.0"));
    assertTrue(
        Explained.section(p, "Burstein 3.2: bracket 2.0").stream()
            .anyMatch(l -> l.contains("[C3] same absolute colour preference")));
    for (Board b : p.boards()) {
      assertFalse(b.involves(1) && b.involves(3), p.boards().toString());
    }
  }

  /** [C1] (2.1.1): no rematch; the pair met in round 1 is passed over with the reason. */
  @Test
  void article2_1_1NoRematch() {
    Tournament t = WorkedTournament.of(4, 3, List.of(), "1-2:= 3-4:=");
    Pairing p = PairingSystems.require("burstein-2026").pair(PairingRequest.of(t));
    // everyone is paired (no PAB among four), and neither pair of round 1 meets again
    assertEquals(2, p.boards().size(), p.boards().toString());
    assertTrue(p.pairingAllocatedBye().isEmpty(), p.toString());
    for (Board b : p.boards()) {
      assertFalse(b.involves(1) && b.involves(2), p.boards().toString());
      assertFalse(b.involves(3) && b.involves(4), p.boards().toString());
    }
  }

  /**
   * [C6] (2.3.2) before the order of 4.3, from a generated tournament (15 players, round 7 of 7):
   * the bracket of 3.5 holds one resident, 9, and four incoming floaters, 2 (4.5), 1 (4.5), 5 (4.0)
   * and 4 (5.0), who all met each other; 9 may meet 1, 5 or 4. One pair is possible ([C5]); pairing
   * 9 with 4 leaves floaters of 4.5, 4.5, 4.0, lower than any other choice (with 5: 5.0, 4.5, 4.5),
   * so 4 - 9 it is, though 4.3 alone would give 5 - 9 (BSN 3's opponent before BSN 4's).
   */
  @Test
  void article2_3_2TheOutgoingFloatersScoresComeBeforeTheOrder() {
    Pairing p = Worked.pair("c6-floater-scores.trf");
    assertEquals(
        List.of("BSN 1 floats", "BSN 2 floats", "BSN 3 floats", "BSN 4 - BSN 5"),
        Explained.pairsOfBracket(p, "3.5"));
    assertTrue(p.boards().contains(new Board(9, 4)), p.boards().toString());
  }

  /**
   * [C8] (2.3.4), from a generated tournament (9 players, round 3 of 5, player 9 on a requested
   * bye): the bracket of 1.0 is 5 (absolute White), 8 (strong Black), 1 (mild White), 7 (mild
   * Black), 3 (mild White); 5-1, 7-3 and 1-7 met before, and 3 met player 6, the one player below.
   * Two pairs are possible ([C5]) and every floater has 1.0 ([C6]); 3 may not float ([C4]: he could
   * not be paired below). Only 5 - 7 with 8 - 3 gives all four their colour; 4.3 alone would start
   * with 5 - 3 (BSN 1 - BSN 5), but 5 and 3 both want White.
   */
  @Test
  void article2_3_4FewestPlayersWithoutTheirColourPreference() {
    Pairing p = Worked.pair("c8-colour-preferences.trf");
    assertEquals(
        List.of("BSN 1 - BSN 4", "BSN 2 - BSN 5", "BSN 3 floats"),
        Explained.pairsOfBracket(p, "1.0"));
    assertEquals(
        List.of(new Board(2, 4), new Board(3, 8), new Board(5, 7), new Board(1, 6)), p.boards());
  }
}
