package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;

/** Article 3, with the text's two worked examples. */
class Article3PairingProcessTests {

  /**
   * 3.5.4, the text's example: potential upfloaters 2, 6, 8 on 3 points and 1, 3, 5 on 2.5; three
   * upfloaters, two on 3 points and one on 2.5: nine sets in this order.
   */
  @Test
  void article3_5_4_theTextsNineSetsInOrder() {
    List<List<Integer>> sets =
        UpfloaterSet.all(List.of(List.of(2, 6, 8), List.of(1, 3, 5)), new int[] {2, 1});
    assertEquals(
        List.of(
            List.of(2, 6, 1),
            List.of(2, 6, 3),
            List.of(2, 6, 5),
            List.of(2, 8, 1),
            List.of(2, 8, 3),
            List.of(2, 8, 5),
            List.of(6, 8, 1),
            List.of(6, 8, 3),
            List.of(6, 8, 5)),
        sets);
  }

  /** 3.6.2, the text's example: 11-24, 16-6, 10-9, 8-4 has the identifier 4 6 9 11 8 16 10 24. */
  @Test
  void article3_6_2_theTextsIdentifier() {
    List<int[]> pairing =
        List.of(new int[] {11, 24}, new int[] {16, 6}, new int[] {10, 9}, new int[] {8, 4});
    assertEquals(List.of(4, 6, 9, 11, 8, 16, 10, 24), PairingIdentifier.of(pairing));
  }

  /** 3.6.3: of the bracket {1,2,3,4}, 1-3 2-4 comes before 1-4 2-3, which comes before 1-2 3-4. */
  @Test
  void article3_6_3_identifiersOrderThePairings() {
    List<Integer> a = PairingIdentifier.of(List.of(new int[] {1, 3}, new int[] {2, 4}));
    List<Integer> b = PairingIdentifier.of(List.of(new int[] {1, 4}, new int[] {2, 3}));
    List<Integer> c = PairingIdentifier.of(List.of(new int[] {1, 2}, new int[] {3, 4}));
    assertEquals(-1, Integer.signum(PairingIdentifier.compare(a, b)));
    assertEquals(-1, Integer.signum(PairingIdentifier.compare(b, c)));
  }

  /**
   * 3.3 and 3.6.4 in round 1: one bracket of the whole field, its first pairing 1-5 2-6 3-7 4-8;
   * 4.3.1 gives odd first-teams the initial-colour (White).
   */
  @Test
  void article3_6_4_roundOneIsTopHalfAgainstBottomHalf() {
    TeamEvent event = TeamEvents.start(8, 4, 5, TeamEvent.ColourPreferenceType.TYPE_A);
    Pairing p = pair(event);
    assertEquals(
        List.of(new Board(1, 5), new Board(6, 2), new Board(3, 7), new Board(8, 4)), p.boards());
  }

  /** 3.4: the PAB goes to the lowest score, then the most matches played, then the largest TPN. */
  @Test
  void article3_4_pabToTheLowestScoreThenLargestTpn() {
    TeamEvent event = TeamEvents.start(5, 4, 5, TeamEvent.ColourPreferenceType.TYPE_A);
    Pairing r1 = pair(event);
    assertEquals(5, r1.pairingAllocatedBye().getAsInt());
    // round 1: 1-3 and 4-2 (2 = the 2nd of 4); team 1 wins, team 4 wins
    event = TeamEvents.play(event, r1, Map.of(1, "1111", 4, "1111"));
    Pairing r2 = pair(event);
    // lowest score 0: teams 3 and 2 (or whoever lost); both played one match; largest TPN
    int pab = r2.pairingAllocatedBye().getAsInt();
    assertEquals(List.of(2, 3).contains(pab), true);
    assertEquals(3, pab);
  }

  /**
   * [C1]: no rematch of a played match; a forfeited match is no meeting, so the two may meet again.
   */
  @Test
  void article2_1_1_noRematchButAForfeitIsNoMeeting() {
    TeamEvent event = TeamEvents.start(4, 4, 5, TeamEvent.ColourPreferenceType.TYPE_A);
    Pairing r1 = pair(event);
    // 1-3 played and drawn; 4-2 forfeited (4 won)
    event = TeamEvents.play(event, r1, Map.of(4, "+"));
    Pairing r2 = pair(event);
    for (Board b : r2.boards()) {
      boolean oneThree = (b.white() == 1 && b.black() == 3) || (b.white() == 3 && b.black() == 1);
      assertEquals(false, oneThree, "1 and 3 met in round 1");
    }
  }

  static Pairing pair(TeamEvent event) {
    return PairingSystems.require("team-2026").pairTeams(TeamPairingRequest.of(event));
  }
}
