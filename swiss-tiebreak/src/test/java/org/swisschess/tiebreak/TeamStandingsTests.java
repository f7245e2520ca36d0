package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;

/**
 * C.07 Articles 11–13 on a hand-made team event: teams A (players 1, 2), B (3, 4), C (5, 6), D (7,
 * 8), two boards, three rounds, match points 2/1/0.
 *
 * <pre>
 * round 1: A-B 1.5-0.5 (1-3 1-0, 2-4 =)      C-D 1-1 (5-7 0-1, 6-8 1-0)
 * round 2: A-C 1-1     (1-5 =,   2-6 =)      B-D 2-0 (3-7 1-0, 4-8 1-0)
 * round 3: A-D 1-1     (1-7 0-1, 2-8 1-0)    B-C 0.5-1.5 (3-5 =, 4-6 0-1)
 * MP: A 4, C 4, B 2, D 2; GP: A 3.5, C 3.5, B 3.0, D 2.0
 * </pre>
 */
class TeamStandingsTests {

  private static TeamEvent event() {
    Tournament t =
        new TrfText()
            .player(1, 2000, "3w1", "5w=", "7w0")
            .player(2, 2000, "4b=", "6b=", "8b1")
            .player(3, 2000, "1b0", "7w1", "5w=")
            .player(4, 2000, "2w=", "8b1", "6b0")
            .player(5, 2000, "7w0", "1b=", "3b=")
            .player(6, 2000, "8b1", "2w=", "4w1")
            .player(7, 2000, "5b1", "3b0", "1b1")
            .player(8, 2000, "6w0", "4w0", "2w0")
            .tournament();
    List<Team> teams =
        List.of(
            new Team(1, "A", List.of(1, 2)),
            new Team(2, "B", List.of(3, 4)),
            new Team(3, "C", List.of(5, 6)),
            new Team(4, "D", List.of(7, 8)));
    return new TeamEvent(t, teams, TeamEvent.DEFAULT_MATCH_POINTS, TeamEvent.PrimaryScore.MATCH);
  }

  /** The values at {@code index} of the list {@code codes} for teams A, B, C, D. */
  private static List<String> values(String codes, int index) {
    Standings s = Standings.ofTeams(event(), TieBreakList.parse(codes), StandingsOptions.DEFAULT);
    return List.of(1, 2, 3, 4).stream()
        .map(team -> s.line(team).orElseThrow().value(index).toString())
        .toList();
  }

  @Test
  void article11_1_matchAndGamePoints() {
    assertEquals(List.of("4.0", "2.0", "4.0", "2.0"), values("MPTS", 0));
    assertEquals(List.of("3.5", "3.0", "3.5", "2.0"), values("GPTS", 0));
    assertEquals(List.of("3.5", "3.0", "3.5", "2.0"), values("MPVGP", 0)); // 13.1
  }

  @Test
  void article13_buchholzOnMatchPoints() {
    // A met B (2), C (4), D (2); B met A (4), D (2), C (4)
    assertEquals(List.of("8.0", "10.0", "8.0", "10.0"), values("BH:MP", 0));
  }

  @Test
  void article13_2_extendedSonnebornBerger() {
    // EMGSB, A: B 2 x 1.5 + C 4 x 1 + D 2 x 1; B: A 4 x 0.5 + D 2 x 2 + C 4 x 0.5
    assertEquals(List.of("9.00", "8.00", "9.00", "8.00"), values("EMGSB", 0));
    // EMMSB, A: B 2 x 2 + C 4 x 1 + D 2 x 1; B: A 4 x 0 + D 2 x 2 + C 4 x 0
    assertEquals(List.of("10.00", "4.00", "10.00", "8.00"), values("EMMSB", 0));
  }

  @Test
  void article12_1_boardCountLowerIsBetter() {
    // A: board 1 1.5 x 1 + board 2 2.0 x 2; C: 1.0 x 1 + 2.5 x 2
    assertEquals("5.5", values("BC", 0).get(0));
    assertEquals("6.0", values("BC", 0).get(2));
    Standings s =
        Standings.ofTeams(event(), TieBreakList.parse("MPTS,GPTS,BC"), StandingsOptions.DEFAULT);
    assertEquals(List.of(1, 3, 2, 4), s.lines().stream().map(Standing::pairingNumber).toList());
  }

  @Test
  void article13_3_extendedDirectEncounter() {
    // A and C drew their match on MP and GP: not separated; B beat D
    assertEquals(List.of("0", "1", "0", "2"), values("MPTS,EDE", 1));
  }

  @Test
  void article12_2_and_12_3_boardResultsSeparateTheTiedTeams() {
    // A and C tie on MP and GP; board 1: A 1.5, C 1.0; B and D are apart on GP already
    assertEquals(List.of("1", "0", "2", "0"), values("MPTS,GPTS,TBR", 2));
    assertEquals(List.of("1", "0", "2", "0"), values("MPTS,GPTS,BBE", 2));
  }

  @Test
  void article13_4_scoresAndScheduleStrength() {
    // factor: 2 MP x 3 rounds / 2 GP a match = 3; A: 3.5 + 8 / 3
    assertEquals(List.of("6.17", "6.33", "6.17", "5.33"), values("SSSC", 0));
  }

  @Test
  void article7_7_standardPointsOfMatches() {
    assertEquals(List.of("2.0", "1.0", "2.0", "1.0"), values("STD", 0));
  }

  @Test
  void individualTieBreaksAreRefusedForTeams() {
    assertThrows(
        IllegalArgumentException.class,
        () -> Standings.ofTeams(event(), TieBreakList.parse("MPTS,ARO"), StandingsOptions.DEFAULT));
    assertThrows(
        IllegalArgumentException.class,
        () -> Standings.ofTeams(event(), TieBreakList.parse("WIN:GP"), StandingsOptions.DEFAULT));
  }
}
