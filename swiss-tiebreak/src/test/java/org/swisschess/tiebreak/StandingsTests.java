package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Tournament;

/** C.07 Article 4.2: ranking by the list, sub-group by sub-group; standings after any round. */
class StandingsTests {

  private static final Tournament EXAMPLE = UnplayedRoundsTests.example();

  private static List<String> ranks(Standings s) {
    return s.lines().stream().map(l -> l.rank() + ":" + l.pairingNumber()).toList();
  }

  @Test
  void article4_2_eachTieBreakOrdersOnlyTheGroupsStillTied() {
    // points: 1 4.0, 2 2.5, 3 2.0, 4 1.5, 5 0.5: no tie, so BH changes nothing
    assertEquals(
        List.of("1:1", "2:2", "3:3", "4:4", "5:5"),
        ranks(Standings.of(EXAMPLE, TieBreakList.parse("PTS,BH"))));
    // BH alone: 5 (2.5 + 1.5 + 2.5 + 4.0 = 10.5), then 3 (2.0 + 4.0 + 0.5 + 2.0) and 4
    // (4.0 + 0.5 + 1.5 + 2.5) tied on 8.5, then 1 (7.0)
    Standings bh = Standings.of(EXAMPLE, TieBreakList.parse("BH"));
    assertEquals(List.of("1:5", "2:3", "2:4", "4:1", "5:2"), ranks(bh));
  }

  @Test
  void participantsTiedOnTheWholeListShareTheRankAndFollowPairingNumbers() {
    Tournament t =
        new TrfText()
            .player(1, 0, "4w1", "3b0")
            .player(2, 0, "3w1", "4b0")
            .player(3, 0, "2b0", "1w1")
            .player(4, 0, "1b0", "2w1")
            .tournament();
    assertEquals(
        List.of("1:1", "1:2", "1:3", "1:4"), ranks(Standings.of(t, TieBreakList.parse("PTS"))));
  }

  @Test
  void standingsAfterAnEarlierRound() {
    Standings s =
        Standings.of(EXAMPLE, TieBreakList.parse("PTS,BH"), StandingsOptions.DEFAULT.afterRound(2));
    assertEquals(2, s.round());
    // after round 2: 1 2.0, 2 1.5, 3 1.0, 4 0.5, 5 0.5
    assertEquals("2.0", s.lines().get(0).value(0).toString());
    assertEquals(4, s.lines().get(3).pairingNumber());
    assertEquals(5, s.lines().get(4).rank()); // BH after round 2: 4 has 2.5, 5 has 2.0
  }

  @Test
  void aRoundNotYetPlayedIsRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            Standings.of(
                EXAMPLE, TieBreakList.parse("PTS"), StandingsOptions.DEFAULT.afterRound(5)));
  }

  @Test
  void teamTieBreaksAreRefusedForIndividuals() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Standings.of(EXAMPLE, TieBreakList.parse("PTS,BC")));
    assertEquals(
        "BC is a team tie-break (C.07 12.1); this tournament has no teams", e.getMessage());
  }

  @Test
  void fewerRoundsMeanSmallerDummies() {
    // after round 2 the dummy of player 2's half-point bye is min(1.5, 0.5 x 2) = 1.0
    Standings s =
        Standings.of(EXAMPLE, TieBreakList.parse("BH"), StandingsOptions.DEFAULT.afterRound(2));
    // r1 opponent 5 after 2 rounds: 0.5; r2 dummy 1.0
    assertEquals("1.5", s.line(2).orElseThrow().value(0).toString());
  }
}
