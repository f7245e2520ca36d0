package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Tournament;

/**
 * C.07 Article 6, Direct Encounter. Players 1 (A), 2 (B) and 3 (C) tie on 2.5 of 4; the others are
 * single-game opponents that bring them there.
 */
class DirectEncounterTests {

  /** DE values of players 1, 2, 3 with the list {@code PTS,DE...}, and their ranks. */
  private static List<String> de(Tournament t, String list) {
    Standings s = Standings.of(t, TieBreakList.parse(list));
    return List.of(1, 2, 3).stream()
        .map(
            p -> {
              Standing line = s.line(p).orElseThrow();
              return line.rank() + ":" + line.value(1);
            })
        .toList();
  }

  @Test
  void article6_2_allMetThenTheTwoStillTiedAreSeparatedAgainByTheirOwnGame() {
    // A beat B and C, B drew C: A 2, B 0.5, C 0.5; B and C again: their draw leaves them tied
    Tournament t =
        new TrfText()
            .player(1, 0, "2w1", "3b1", "6w0", "7b=")
            .player(2, 0, "1b0", "5w1", "3w=", "8b1")
            .player(3, 0, "4w1", "1w0", "2b=", "9w1")
            .player(4, 0, "3b0", ".", ".", ".")
            .player(5, 0, ".", "2b0", ".", ".")
            .player(6, 0, ".", ".", "1b1", ".")
            .player(7, 0, ".", ".", ".", "1w=")
            .player(8, 0, ".", ".", ".", "2w0")
            .player(9, 0, ".", ".", ".", "3b0")
            .tournament();
    assertEquals(List.of("1:1", "2:2", "2:2"), de(t, "PTS,DE"));
  }

  @Test
  void article6_2_aCycleSeparatesNoOne() {
    // A beat B, B beat C, C beat A: each 1 point in the separate standings
    Tournament t =
        new TrfText()
            .player(1, 0, "2w1", "3b0", "6w1", "7b=")
            .player(2, 0, "1b0", "5w1", "3w1", "8b=")
            .player(3, 0, "4w=", "1w1", "2b0", "9w1")
            .player(4, 0, "3b=", ".", ".", ".")
            .player(5, 0, ".", "2b0", ".", ".")
            .player(6, 0, ".", ".", "1b0", ".")
            .player(7, 0, ".", ".", ".", "1w=")
            .player(8, 0, ".", ".", ".", "2w=")
            .player(9, 0, ".", ".", ".", "3b0")
            .tournament();
    assertEquals(List.of("1:0", "1:0", "1:0"), de(t, "PTS,DE"));
  }

  /** A beat B and C; B and C never met. */
  private static Tournament aBeatBothWhoNeverMet() {
    return new TrfText()
        .player(1, 0, "2w1", "3b1", "6w0", "7b=")
        .player(2, 0, "1b0", "5w1", "8w1", "9b=")
        .player(3, 0, "4w1", "1w0", "10b1", "11w=")
        .player(4, 0, "3b0", ".", ".", ".")
        .player(5, 0, ".", "2b0", ".", ".")
        .player(6, 0, ".", ".", "1b1", ".")
        .player(7, 0, ".", ".", ".", "1w=")
        .player(8, 0, ".", ".", "2b0", ".")
        .player(9, 0, ".", ".", ".", "2w=")
        .player(10, 0, ".", ".", "3w0", ".")
        .player(11, 0, ".", ".", ".", "3b=")
        .tournament();
  }

  @Test
  void article6_3_aleadsWhateverTheMissingGameGivesThenTheOthersStayTied() {
    // A 2; B 0, C 0, each at most 1 if they had met: A is first whatever happened; B and C, on
    // their own, never met and neither is alone at the top
    assertEquals(List.of("1:1", "2:2", "2:2"), de(aBeatBothWhoNeverMet(), "PTS,DE"));
  }

  @Test
  void article6_3_noOneIsAloneAtTheTopWhenAMissingGameCouldCatchUp() {
    // A beat B, B drew C, A and C never met: A 1, C 0.5 but up to 1.5 with the missing game
    Tournament t =
        new TrfText()
            .player(1, 0, "2w1", "6b1", "7w0", "8b=")
            .player(2, 0, "1b0", "3w=", "9w1", "10b1")
            .player(3, 0, "4w1", "2b=", "11b1", "12w0")
            .player(4, 0, "3b0", ".", ".", ".")
            .player(5, 0, ".", ".", ".", ".")
            .player(6, 0, ".", "1w0", ".", ".")
            .player(7, 0, ".", ".", "1b1", ".")
            .player(8, 0, ".", ".", ".", "1w=")
            .player(9, 0, ".", ".", "2b0", ".")
            .player(10, 0, ".", ".", ".", "2w0")
            .player(11, 0, ".", ".", "3w0", ".")
            .player(12, 0, ".", ".", ".", "3b1")
            .tournament();
    assertEquals(List.of("1:0", "1:0", "1:0"), de(t, "PTS,DE"));
  }

  @Test
  void article6_1_1_aForfeitIsNotAnEncounterUnlessP() {
    // A won against B by forfeit, A beat C, C beat B. Without /P only A-C and B-C count and not
    // all met (6.3): A 1 (up to 2), C 1, B 0 (up to 1): no one alone. With /P all met (6.2):
    // A 2, C 1, B 0.
    Tournament t =
        new TrfText()
            .player(1, 0, "2w+", "3b1", "6w0", "7b=", "12w0")
            .player(2, 0, "1b-", "8w1", "3w0", "9b1", "13w=")
            .player(3, 0, "4w1", "1w0", "2b1", "10w0", "11b=")
            .player(4, 0, "3b0", ".", ".", ".", ".")
            .player(5, 0, ".", ".", ".", ".", ".")
            .player(6, 0, ".", ".", "1b1", ".", ".")
            .player(7, 0, ".", ".", ".", "1w=", ".")
            .player(8, 0, ".", "2b0", ".", ".", ".")
            .player(9, 0, ".", ".", ".", "2w0", ".")
            .player(10, 0, ".", ".", ".", "3b1", ".")
            .player(11, 0, ".", ".", ".", ".", "3w=")
            .player(12, 0, ".", ".", ".", ".", "1b1")
            .player(13, 0, ".", ".", ".", ".", "2b=")
            .tournament();
    assertEquals(List.of("1:0", "1:0", "1:0"), de(t, "PTS,DE"));
    assertEquals(List.of("1:1", "3:3", "2:2"), de(t, "PTS,DE/P"));
  }

  @Test
  void article4_2_directEncounterAfterAnotherTieBreakWorksOnTheGroupsItLeaves() {
    // with TPN before it every group is one player: nothing to separate, all 0
    Tournament t = aBeatBothWhoNeverMet();
    Standings s = Standings.of(t, TieBreakList.parse("PTS,TPN,DE"));
    assertEquals("0", s.line(1).orElseThrow().value(2).toString());
    assertEquals(1, s.line(1).orElseThrow().rank());
    assertEquals(2, s.line(2).orElseThrow().rank());
    assertEquals(3, s.line(3).orElseThrow().rank());
  }
}
