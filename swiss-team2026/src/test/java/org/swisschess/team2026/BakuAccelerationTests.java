package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Acceleration;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.UnsupportedAccelerationException;

/** The Baku acceleration (C.04.7) for a team event, match points primary. */
class BakuAccelerationTests {

  /**
   * 1.2 and 1.4 for teams: of 13 teams group A is the first 2 x ceil(13/4) = 8; of 11 rounds the
   * first ceil(11/2) = 6 are accelerated, a match win's 2 MP before rounds 1-3 and a draw's 1 MP
   * before rounds 4-6 (the text's example for teams: 11 rounds, MP 2/1/0).
   */
  @Test
  void groupAAndTheVirtualMatchPoints() {
    TeamEvent event = TeamEvents.start(13, 4, 11, TeamEvent.ColourPreferenceType.TYPE_A);
    List<Acceleration> a = AccelerationMethod.BAKU.teamAccelerations(event, Set.of());
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8), a.stream().map(Acceleration::player).toList());
    Points two = Points.ofTenths(20);
    assertEquals(
        List.of(two, two, two, Points.ONE, Points.ONE, Points.ONE), a.get(0).pointsByRound());
    assertEquals(Points.ZERO, a.get(0).pointsIn(7));
  }

  /** 1.2: the teams to be paired in round 1; an absent team is not counted. */
  @Test
  void groupAIsHalfOfTheTeamsPairedInRoundOne() {
    TeamEvent event = TeamEvents.start(10, 4, 9, TeamEvent.ColourPreferenceType.TYPE_A);
    // 9 teams play round 1: 2 x ceil(9/4) = 6, and the sixth of them is team 7
    List<Acceleration> a = AccelerationMethod.BAKU.teamAccelerations(event, Set.of(3));
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7), a.stream().map(Acceleration::player).toList());
  }

  /** 1.4.4: "If gamepoints were the primary score, the Baku Acceleration could not be used." */
  @Test
  void gamePointsPrimaryIsRefused() {
    TeamEvent mp = TeamEvents.start(12, 4, 9, TeamEvent.ColourPreferenceType.TYPE_A);
    TeamEvent gp =
        new TeamEvent(
            mp.tournament(),
            mp.teams(),
            mp.matchPoints(),
            TeamEvent.PrimaryScore.GAME,
            true,
            TeamEvent.ColourPreferenceType.TYPE_A,
            "",
            Map.of());
    UnsupportedAccelerationException e =
        assertThrows(
            UnsupportedAccelerationException.class,
            () ->
                new Team2026System()
                    .pairTeams(TeamPairingRequest.of(gp, Map.of("acceleration", "baku"))));
    assertTrue(String.valueOf(e.getMessage()).contains("C.04.7 1.4.4"), e.getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> TeamEvent.Code.of("FIDE_TEAM_TYPEA_GP_MP_BAKU"));
  }

  /** 1.1: a match win worth two draws and a loss worth nothing; 3/1/0 match points are not. */
  @Test
  void matchPointsOutsideThePremiseAreRefused() {
    TeamEvent e = TeamEvents.start(12, 4, 9, TeamEvent.ColourPreferenceType.TYPE_A);
    TeamEvent threeOne =
        new TeamEvent(
            e.tournament(),
            e.teams(),
            ScoringSystem.of(Points.ofTenths(30), Points.ONE, Points.ZERO),
            TeamEvent.PrimaryScore.MATCH);
    UnsupportedAccelerationException x =
        assertThrows(
            UnsupportedAccelerationException.class,
            () -> AccelerationMethod.BAKU.teamAccelerations(threeOne, Set.of()));
    assertTrue(String.valueOf(x.getMessage()).contains("C.04.7 1.1"), x.getMessage());
  }

  /**
   * Round 1 of a 16-team event, 9 rounds, {@code FIDE_TEAM_MP_GP_BAKU}: group A (teams 1-8) with 2
   * virtual MP is a scoregroup of its own and group B another, each paired top half against bottom
   * half. Gacrux 1.10.59 paired this file (given the same virtual points as 250 records, since it
   * does not act on the 192 code itself) exactly so, colours included.
   */
  @Test
  void roundOneOfABakuFilePairsGroupAApartAsGacruxDoes() throws Exception {
    assertEquals(
        List.of("5-1", "2-6", "7-3", "4-8", "13-9", "10-14", "15-11", "12-16"),
        GacruxReadingsTests.pair("baku-16t-r1.trf", Map.of()));
  }
}
