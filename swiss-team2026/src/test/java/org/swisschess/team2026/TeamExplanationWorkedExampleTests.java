package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamEvent.ColourPreferenceType;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.WhyThisPairing;

/**
 * {@code swiss explain} on team events worked by hand from the text: each expected pairing and
 * explanation is derived in the comment from the articles, not from the code.
 */
class TeamExplanationWorkedExampleTests {

  private static final PairingSystem TEAM = PairingSystems.require("team-2026");

  private static Pairing round(int r, Board... boards) {
    return new Pairing(r, List.of(boards), OptionalInt.empty(), Explanation.EMPTY);
  }

  /**
   * Four teams, Type A, 9 rounds. Round 1: 1-3 and 2-4 (the first team White), won by 1 and 2.
   * Round 2: 1-2 and 4-3, both drawn. Before round 3: 1 and 2 have 3 MP, 3 and 4 have 1 MP.
   *
   * <p>The top scoregroup {1, 2} has met, so [C4] takes two upfloaters, 3 and 4 (3.5); in the
   * bracket {1, 2, 3, 4} only 1-4 and 2-3 avoid a second meeting ([C1]). Colours: 1 had White twice
   * (CD +2, Black, 1.7.1), 3 Black twice (White), 2 and 4 none; 1 is the first-team against 4
   * (4.2.1) and 4.3.2 gives the only preference: 1 Black, so 4-1; likewise 3 White, so 3-2.
   *
   * <p>Team 1 expects 3, who faces it when the bracket {1, 2, 3, 4} is paired in the first order of
   * all (seat 1 against seat 3, 3.6.3), but they met in round 1 ([C1]). Kept in its scoregroup, 1
   * could only meet 2, also met: no valid pairing ([C3]). Team 4 floats up (1.5): it expects 2
   * (seat 4 against seat 2), met in round 1; kept in its scoregroup it could only meet 3, met in
   * round 2.
   */
  @Test
  void aForbiddenOpponentAndAFloatThatLeavesNoValidPairing() {
    TeamEvent event = TeamEvents.start(4, 2, 9, ColourPreferenceType.TYPE_A);
    event =
        TeamEvents.play(
            event, round(1, new Board(1, 3), new Board(2, 4)), Map.of(1, "11", 2, "11"));
    event = TeamEvents.play(event, round(2, new Board(1, 2), new Board(4, 3)), Map.of());
    TeamPairingRequest request = TeamPairingRequest.of(event);
    Pairing pairing = TEAM.pairTeams(request);
    assertEquals(List.of(new Board(4, 1), new Board(3, 2)), pairing.boards());
    WhyThisPairing why = WhyThisPairing.ofTeams(TEAM, request, pairing);
    assertEquals(
        "Team 1 (3.0 points, scoregroup 3.0) plays team 4 with Black on board 1.\n"
            + "  Colour: Black on board 1, as your colour preference asks.\n"
            + "  Opponent: You might expect team 3, who faces you when your bracket is paired in"
            + " the first order of all (3.6.3: the first half of the bracket by pairing number"
            + " against the second half). Pairing team 1 with team 3 is not allowed: teams 1 and 3"
            + " already met in round 1 (C.04.6 2026 [C1]).\n"
            + "  Float: You play team 4 of scoregroup 1.0, not a team of your own. Keeping team 1"
            + " in its scoregroup leaves no valid pairing: the other teams could then not all be"
            + " paired without two of them meeting a second time ([C1]) or the PAB going to a"
            + " team that may not have it ([C2]) (C.04.6 2026 [C3]).\n",
        why.explain(1).toText());
    assertEquals(
        "Team 4 (1.0 points, scoregroup 1.0) plays team 1 with White on board 1, floating up.\n"
            + "  Opponent: You might expect team 2, who faces you when your bracket is paired in"
            + " the first order of all (3.6.3: the first half of the bracket by pairing number"
            + " against the second half). Pairing team 4 with team 2 is not allowed: teams 4 and 2"
            + " already met in round 1 (C.04.6 2026 [C1]).\n"
            + "  Float: You play team 1 of scoregroup 3.0, not a team of your own. Keeping team 4"
            + " in its scoregroup leaves no valid pairing: the other teams could then not all be"
            + " paired without two of them meeting a second time ([C1]) or the PAB going to a"
            + " team that may not have it ([C2]) (C.04.6 2026 [C3]).\n",
        why.explain(4).toText());
  }

  /**
   * Six teams of two boards, Type B, 9 rounds. Round 1: 1-2, 3-5, 4-6 (the first team White), all
   * drawn: one scoregroup of 1 MP. 1, 3 and 4 had White (CD +1: mild Black, 1.7.2), 2, 5 and 6
   * Black (mild White).
   *
   * <p>The first pairing of all, 1-4 2-5 3-6, leaves 1 and 4 both wanting Black ([C8] 1). With [C8]
   * 0 every pair joins one of {1, 3, 4} with one of {2, 5, 6} and no pair of round 1: 1-5 2-4 3-6
   * (identifier 1 2 3 5 4 6) or 1-6 2-3 4-5 (1 2 4 6 3 5); 3.6.3 takes the first. 1 gets Black
   * against 5 (4.3.3).
   *
   * <p>Team 1 expects 4 (seat 1 against seat 4). With 1-4 imposed, 1 and 4 both miss Black, and of
   * {2, 3, 5, 6} without 3-5 either 2-3 5-6 (5 and 6 both want White) or 2-5 3-6 (2 and 5) leave
   * one more: [C8] 2 instead of 0, the first criterion where the two pairings differ ([C4]-[C7] and
   * the set of upfloaters are the same: no upfloaters).
   */
  @Test
  void anExpectedOpponentThatCostsTwoColourPreferences() {
    TeamEvent event = TeamEvents.start(6, 2, 9, ColourPreferenceType.TYPE_B);
    event =
        TeamEvents.play(
            event, round(1, new Board(1, 2), new Board(3, 5), new Board(4, 6)), Map.of());
    TeamPairingRequest request = TeamPairingRequest.of(event);
    Pairing pairing = TEAM.pairTeams(request);
    assertEquals(
        java.util.Set.of(new Board(5, 1), new Board(2, 4), new Board(6, 3)),
        java.util.Set.copyOf(pairing.boards()));
    WhyThisPairing why = WhyThisPairing.ofTeams(TEAM, request, pairing);
    assertEquals(
        "Team 1 (1.0 points, scoregroup 1.0) plays team 5 with Black on board 1.\n"
            + "  Colour: Black on board 1, as your colour preference asks.\n"
            + "  Opponent: You might expect team 4, who faces you when your bracket is paired in"
            + " the first order of all (3.6.3: the first half of the bracket by pairing number"
            + " against the second half). Pairing team 1 with team 4 instead leaves 2 more teams"
            + " without their colour preference (C.04.6 2026 [C8], scoregroup 1.0: 2 instead of"
            + " 0).\n",
        why.explain(1).toText());
  }

  /**
   * Five teams, Type A, 9 rounds. Round 1: 1-3 and 2-4, 5 the PAB (the lowest score and the largest
   * TPN, 3.4.2, 3.4.4; a drawn match's value, 1.4), 1 beating 3. {@code twoAgainstFour} is 2-4's
   * boards from 2's side: {@code ==} drawn, {@code 00} won by 4.
   */
  private static TeamEvent fiveTeams(String twoAgainstFour) {
    TeamEvent event = TeamEvents.start(5, 2, 9, ColourPreferenceType.TYPE_A);
    return TeamEvents.play(
        event,
        new Pairing(
            1, List.of(new Board(1, 3), new Board(2, 4)), OptionalInt.of(5), Explanation.EMPTY),
        Map.of(1, "11", 2, twoAgainstFour));
  }

  /**
   * Round 1 as {@link #fiveTeams}, 2 and 4 drawing: before round 2, 1 has 2 MP, 2, 4 and 5 have 1,
   * 3 has 0. 5 may not have a second PAB ([C2]); 3 has the lowest score (3.4.2) and leaves {1, 2,
   * 4, 5} pairable (3.4.1): the PAB goes to 3. Given to another team, it goes to the next in 3.4's
   * order, 4 (1 MP, one match played, the larger TPN of 2 and 4), whose score is higher.
   */
  @Test
  void thePabGoesToTheLowestScore() {
    TeamEvent event = fiveTeams("==");
    TeamPairingRequest request = TeamPairingRequest.of(event);
    Pairing pairing = TEAM.pairTeams(request);
    assertEquals(OptionalInt.of(3), pairing.pairingAllocatedBye());
    assertEquals(
        "Team 3 (0.0 points, scoregroup 0.0) gets the pairing-allocated bye (PAB).\n"
            + "  PAB: Your team gets the pairing-allocated bye (PAB). Giving the PAB to a team"
            + " other than 3 instead makes the score of the team that gets the PAB higher (C.04.6"
            + " 2026 3.4.2, the round: 1.0 instead of 0.0).\n",
        WhyThisPairing.ofTeams(TEAM, request, pairing).explain(3).toText());
  }

  /**
   * Round 1 as {@link #fiveTeams}, 4 beating 2: before round 2, 1 and 4 have 2 MP, 5 has 1, 2 and 3
   * have 0, each with one match played. 3.4.4 takes the larger TPN, 3 ({1, 2, 4, 5} pairs as 1-2
   * 4-5, 3.4.1). Given to another team, the PAB goes to 2, which has three present teams above it
   * in TPN where 3 has two.
   */
  @Test
  void thePabGoesToTheLargestTpnOfTheLowestScore() {
    TeamEvent event = fiveTeams("00");
    TeamPairingRequest request = TeamPairingRequest.of(event);
    Pairing pairing = TEAM.pairTeams(request);
    assertEquals(OptionalInt.of(3), pairing.pairingAllocatedBye());
    assertEquals(
        "Team 3 (0.0 points, scoregroup 0.0) gets the pairing-allocated bye (PAB).\n"
            + "  PAB: Your team gets the pairing-allocated bye (PAB). Giving the PAB to a team"
            + " other than 3 instead leaves 1 more team with a larger pairing number than the team"
            + " that gets the PAB (C.04.6 2026 3.4.4, the round: 3 instead of 2).\n",
        WhyThisPairing.ofTeams(TEAM, request, pairing).explain(3).toText());
  }
}
