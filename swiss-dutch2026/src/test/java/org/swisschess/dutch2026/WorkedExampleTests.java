package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.WorkedTournament;

/**
 * Worked examples for the rules the 2026 edition changed. Each expected pairing is derived by hand
 * in the comment and was confirmed with bbpPairings 6.0.0 on the same input; where the 2017 rules
 * (bbpPairings 5.0.1) pair differently, the comment says so.
 */
class WorkedExampleTests {

  private static final Dutch2026System SYSTEM = new Dutch2026System();

  @Test
  void systemIsFoundById() {
    assertEquals("dutch-2026", PairingSystems.require("dutch-2026").id());
  }

  /**
   * [C5]: after two rounds 1 and 2 have 2 points, 3 and 4 have 1 (and met in round 1), 5 has 0 and
   * may take the PAB. A complete pairing with the PAB on 0 points exists (1-4, 2-3), so [C5], above
   * every quality criterion, takes it: the top bracket {1, 2} downfloats both its players instead
   * of pairing 1-2, which would force 3 or 4 down to 5 and the PAB up to 1 point (as the 2017 rules
   * do: 1-2, 4-5, PAB 3). Colours: 1 (WW) must have Black, 4 (B, then PAB) prefers White: 4-1; 2
   * (PAB, then W) prefers Black, 3 (WB) White: 3-2.
   */
  @Test
  void c5PabScoreIsMinimisedEvenIfAHigherBracketDownfloatsMore() {
    Tournament t = WorkedTournament.of(5, 5, List.of(), "1-5:1 3-4:1 2:U", "1-3:1 2-5:1 4:U");
    assertEquals(
        List.of("4-1", "3-2", "bye 5"),
        WorkedTournament.text(WorkedTournament.pairNext(SYSTEM, t)));
  }

  /**
   * [C9]: 5 was absent in round 1 (no float under 1.4.4, it scored no more than a loss). In round 2
   * 1-3 pair; 2, 4 and 5 on 0 points share the last bracket and one takes the PAB ([C5]). The
   * bracket downfloats exactly that one player, so [C9] applies: the assignee should have the
   * fewest unplayed games, so 5 (one unplayed round) is paired and 2 or 4 (none) gets the PAB. D.1
   * order gives 2-5 before 4-5, so 4 gets it. Without [C9] the first candidate, 2-4 with the PAB to
   * 5, would stand. Colours: 1 and 3 both had White, 1 ranks higher and gets its preference: 3-1; 2
   * (Black in round 1) gets White against 5, who has none.
   */
  @Test
  void theExplanationCitesThe2026Criteria() {
    Tournament t = WorkedTournament.of(5, 5, List.of(), "1-5:1 3-4:1 2:U", "1-3:1 2-5:1 4:U");
    String text = WorkedTournament.pairNext(SYSTEM, t).explanation().toText();
    assertTrue(text.contains("player 5 (0.0) is left unpaired in the last bracket"), text);
    assertTrue(
        text.contains("([C5])")
            && text.contains("[C12] players not getting their colour preference"),
        text);
    assertFalse(text.contains("C.2"), text);
  }

  @Test
  void c9PabGoesToThePlayerWhoPlayedNotTheOneWhoWasAbsent() {
    Tournament t = WorkedTournament.of(5, 5, List.of(), "1-2:1 3-4:1");
    assertEquals(
        List.of("3-1", "2-5", "bye 4"),
        WorkedTournament.text(WorkedTournament.pairNext(SYSTEM, t)));
  }

  /**
   * 1.4.3/1.4.4: 4 lost round 2 by forfeit, which is no float in 2026 (2017 counted it as a
   * downfloat). 4 and 5 share the lowest score (0.5) and the same number of played games, and both
   * prefer White as 2, the MDP of their bracket, does. 5's half-point bye of round 1 is a downfloat
   * two rounds back ([C16]), 4 has no float at all, so 2-5 is paired and 4 gets the PAB. Under the
   * 2017 rules 4's forfeit is a downfloat of the previous round (C.12 ranks above C.14) and the PAB
   * goes to 5. Colours: 1-3 (3 had White twice and must have Black); 2 and 5 both had Black once, 2
   * ranks higher: 2-5.
   */
  @Test
  void forfeitLossGivesNoFloat() {
    Tournament t = WorkedTournament.of(5, 5, List.of(), "1-2:1 3-4:= 5:H", "2-4:+ 3-5:1 1:U");
    assertEquals(
        List.of("1-3", "2-5", "bye 4"),
        WorkedTournament.text(WorkedTournament.pairNext(SYSTEM, t)));
  }

  /**
   * [C2]: 5's full-point bye of round 1 scored a win's points without playing, so 5 may not receive
   * the PAB. After three rounds 4 (1 point, had the PAB) is ineligible too; on 1.5 points 2 and 5
   * are next, 5 ranked lower, and neither has a float in the last two rounds. The PAB goes to 2 and
   * 1-4, 3-5 complete the round. The 2017 rules allow 5 (the F bye was no PAB nor forfeit win) and
   * pair 1-4, 3-2 with the PAB to 5. Colours: 4 (BB) must have White against 1 (WWW): 4-1; 5 (BB)
   * must have White against 3 (WB): 5-3.
   */
  @Test
  void c2FullPointByeBlocksALaterPab() {
    Tournament t =
        WorkedTournament.of(
            5, 5, List.of(), "1-2:1 3-4:1 5:F", "1-5:1 2-4:1 3:U", "1-3:1 2-5:= 4:U");
    assertEquals(
        List.of("4-1", "5-3", "bye 2"),
        WorkedTournament.text(WorkedTournament.pairNext(SYSTEM, t)));
  }
}
