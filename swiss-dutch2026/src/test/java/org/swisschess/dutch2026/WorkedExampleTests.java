package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Board;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.ReferenceCorpus;
import org.swisschess.testkit.WorkedTournament;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfReader;

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

  /** The Baku worked example: 16 players, 5 rounds, paired by this system, confirmed by bbp6. */
  private static Tournament bakuExample() throws Exception {
    URL url =
        Objects.requireNonNull(
            WorkedExampleTests.class.getResource("/worked/baku-pairing-score-16p.trf"));
    TrfDocument doc = TrfReader.read(Path.of(url.toURI()));
    assertEquals(Optional.of(AccelerationMethod.BAKU), doc.accelerationMethod());
    return doc.tournament();
  }

  private static final Map<String, String> BAKU =
      Map.of(PairingRequest.ACCELERATION, AccelerationMethod.BAKU.optionValue());

  /**
   * C.04.7 1.2 with round-1 absentees: 14 of the 16 players are paired in round 1 (2 and 11 are
   * not), so group A is 2 * ceil(14/4) = 8 of them, the 8th being 9; group A is 1-9 and takes in 2,
   * ranked above 9. Rounds 1-2 (of 5) give them 1.0, round 3 0.5.
   *
   * <p>Colours by pairing score, not by points (E.5, "the higher ranked player"): in round 2, 7 (0
   * points + 1.0 virtual) meets 10 (1 point); both had White and want Black. On pairing scores they
   * are level and 7, the lower number, ranks higher and gets Black: 10-7. Ranked by points, 10
   * would get Black (7-10). bbpPairings 6.0.0, given the same points as 250 records, pairs 10-7; so
   * does this system.
   */
  @Test
  void bakuColoursFollowTheRankOnPairingScores() throws Exception {
    Tournament full = bakuExample();
    Pairing round2 =
        SYSTEM.pair(
            new PairingRequest(full.upToRound(1), 2, RecordedRound.of(full, 2).absent(), BAKU));
    assertTrue(round2.boards().contains(new Board(10, 7)), round2.boards().toString());
    assertEquals(Optional.empty(), ReferenceCorpus.compareRound(SYSTEM, full, 2, BAKU));
  }

  /**
   * Floats judged on pairing scores (JaVaFo's manual: the fictitious points decide the floaters'
   * history): the round-2 game 10 (1 point) against 7 (0 + 1.0 virtual) is no float, as their
   * pairing scores are equal. In round 3 the bracket on 1.5 (1, 2, 4, 5 with 1.0 + 0.5 virtual, 10
   * and 11 with 1.5 points, 3 moved down) must send one player down: 10 goes (1-11, 2-5, 3-4), and
   * meets 13. Judged on points, 10 would have floated down in round 2, [C14] would keep him and
   * send 11 down instead (1-10, 2-13, 5-11). bbpPairings 6.0.0 pairs the first.
   */
  @Test
  void bakuFloatsAreJudgedOnPairingScores() throws Exception {
    Tournament full = bakuExample();
    Pairing round3 =
        SYSTEM.pair(
            new PairingRequest(full.upToRound(2), 3, RecordedRound.of(full, 3).absent(), BAKU));
    assertTrue(round3.boards().contains(new Board(13, 10)), round3.boards().toString());
    assertTrue(round3.boards().contains(new Board(1, 11)), round3.boards().toString());
    assertTrue(
        round3.explanation().toText().contains("players 1-9: +0.5 virtual points"),
        round3.explanation().toText());
    for (int r = 1; r <= full.completedRounds(); r++) {
      assertEquals(
          Optional.empty(), ReferenceCorpus.compareRound(SYSTEM, full, r, BAKU), "round " + r);
    }
    // without the acceleration, round 2 is not what the file shows
    assertTrue(ReferenceCorpus.compareRound(SYSTEM, full, 2, Map.of()).isPresent());
  }

  /** C.04.7 1.5: the pairing score sorts the boards (2026); the board of 4-3 comes first. */
  @Test
  void bakuBoardsAreOrderedByPairingScore() throws Exception {
    Tournament full = bakuExample();
    Pairing round3 =
        SYSTEM.pair(
            new PairingRequest(full.upToRound(2), 3, RecordedRound.of(full, 3).absent(), BAKU));
    // 3 has 2.0 + 0.5; then 1 (1.0 + 0.5) - 11 (1.5) and 5 (1.0 + 0.5) - 2 (1.0 + 0.5), sum 3.0,
    // before 13 (1.0) - 10 (1.5), sum 2.5. By points alone 13-10 (its higher player on 1.5) would
    // come before 5-2 (both on 1.0)
    List<Board> boards = round3.boards();
    assertEquals(new Board(4, 3), boards.get(0));
    assertTrue(
        boards.indexOf(new Board(5, 2)) < boards.indexOf(new Board(13, 10)), boards.toString());
  }
}
