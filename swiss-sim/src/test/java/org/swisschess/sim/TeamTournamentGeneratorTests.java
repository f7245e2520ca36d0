package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamRound;
import org.swisschess.api.TeamRounds;

/** The team tournament generator, driven by a plain test system. */
class TeamTournamentGeneratorTests {

  private static final TeamOrderTestSystem SYSTEM = new TeamOrderTestSystem();

  @Test
  void theSameSeedGivesTheSameEventAndAnotherSeedAnother() {
    TeamGeneratorConfig c = TeamGeneratorConfig.of(9, 5, 4).withEvents(2, 0.05, 0.1);
    TeamEvent a = TeamTournamentGenerator.generate(SYSTEM, c, 7).event();
    assertEquals(a, TeamTournamentGenerator.generate(SYSTEM, c, 7).event());
    assertNotEquals(a, TeamTournamentGenerator.generate(SYSTEM, c, 8).event());
  }

  @Test
  void everyMatchIsPlayedOnTheBoardsWithTheColoursOfTheSequence() {
    TeamGeneratorConfig c = TeamGeneratorConfig.of(8, 3, 5);
    TeamEvent e = TeamTournamentGenerator.generate(SYSTEM, c, 3).event();
    assertEquals("WBWBW", e.boardColours());
    TeamRounds rounds = e.rounds(3);
    assertEquals(5, rounds.boards());
    // round 1 of the test system: 1-2, 3-4, ... the lower TPN White on board 1
    for (int t = 1; t <= 8; t += 2) {
      Team white = e.team(t).orElseThrow();
      Team black = e.team(t + 1).orElseThrow();
      for (int b = 0; b < 5; b++) {
        RoundEntry w = e.tournament().player(white.members().get(b)).round(1);
        assertEquals(black.members().get(b), w.opponent());
        assertEquals(b % 2 == 0 ? Colour.WHITE : Colour.BLACK, w.colour());
        assertTrue(w.isPlayedGame());
      }
      assertEquals(Colour.WHITE, rounds.of(t).get(0).colour());
      assertEquals(t + 1, rounds.of(t).get(0).opponent());
    }
  }

  @Test
  void theTeamsAreNumberedByTheirAverageRatingAndListTheirPlayersByRating() {
    TeamGeneratorConfig c = TeamGeneratorConfig.of(20, 1, 4).withEvents(2, 0, 0);
    TeamEvent e = TeamTournamentGenerator.generate(SYSTEM, c, 11).event();
    double before = Double.MAX_VALUE;
    for (Team t : e.teams()) {
      List<Integer> ratings =
          t.members().stream().map(id -> e.tournament().player(id).rating()).toList();
      for (int i = 1; i < ratings.size(); i++) {
        assertTrue(ratings.get(i - 1) >= ratings.get(i), t + " lists its players by rating");
      }
      double average = ratings.subList(0, 4).stream().mapToInt(x -> x).average().orElseThrow();
      assertTrue(average <= before, "team " + t.number() + " by average rating");
      before = average;
      assertTrue(t.members().size() >= 4 && t.members().size() <= 6);
    }
  }

  @Test
  void anOddTeamOutHasThePabAtADrawnMatchsValue() {
    TeamGeneratorConfig c = TeamGeneratorConfig.of(7, 3, 4);
    GeneratedTeamTournament g = TeamTournamentGenerator.generate(SYSTEM, c, 5);
    TeamEvent e = g.event();
    // the test system gives the PAB to the last of the shifted order: 7, then 1, then 2
    assertEquals(Map.of(1, 7, 2, 1, 3, 2), e.pairingAllocatedByes());
    assertEquals(
        Optional.of(TeamEvent.PabValue.ofMatch(Points.ONE, Points.parse("2.0"))), e.pabValue());
    TeamRound pab = e.rounds(3).of(7).get(0);
    assertEquals(ResultKind.PAIRING_ALLOCATED_BYE, pab.result());
    assertEquals(Points.ONE, pab.matchPoints());
    assertEquals(Points.parse("2.0"), pab.gamePoints());
    for (int id : e.team(7).orElseThrow().members()) {
      assertEquals(ResultKind.ZERO_POINT_BYE, e.tournament().player(id).round(1).result());
    }
  }

  @Test
  void aForfeitedMatchIsWonOnEveryBoardAndRecorded() {
    TeamGeneratorConfig c = TeamGeneratorConfig.of(10, 6, 4).withEvents(0, 0, 0.3);
    TeamEvent e = TeamTournamentGenerator.generate(SYSTEM, c, 2).event();
    assertTrue(!e.forfeitedMatches().isEmpty(), "30 % of 30 matches: some are forfeited");
    TeamRounds rounds = e.rounds(6);
    for (TeamEvent.ForfeitedMatch f : e.forfeitedMatches()) {
      int winner = f.wonBy(f.white()) ? f.white() : f.black();
      int loser = f.opponentOf(winner);
      TeamRound w = rounds.of(winner).get(f.round() - 1);
      assertEquals(ResultKind.FORFEIT_WIN, w.result());
      assertEquals(Points.parse("4.0"), w.gamePoints());
      assertEquals(Colour.NONE, w.colour());
      assertEquals(ResultKind.FORFEIT_LOSS, rounds.of(loser).get(f.round() - 1).result());
    }
  }

  @Test
  void substitutesRestOnBoardsTwoOnwardAndReservesMoveUp() {
    TeamGeneratorConfig c = TeamGeneratorConfig.of(8, 6, 4).withEvents(2, 0, 0);
    TeamEvent e = TeamTournamentGenerator.generate(SYSTEM, c, 4).event();
    boolean someRest = false;
    for (Team t : e.teams()) {
      for (int r = 1; r <= 6; r++) {
        int round = r;
        List<Integer> playing =
            t.members().stream()
                .filter(id -> e.tournament().player(id).round(round).hasOpponent())
                .toList();
        assertEquals(4, playing.size(), "team " + t.number() + " fills its boards in round " + r);
        assertEquals(t.members().get(0), playing.get(0), "board 1 always plays");
        someRest |= !playing.equals(t.members().subList(0, 4));
      }
    }
    assertTrue(someRest, "with substitutes some line-ups differ from the first four");
  }

  @Test
  void playerIdsStayBelow1000AndOtherwiseBoardOneComesFirst() {
    TeamEvent small =
        TeamTournamentGenerator.generate(SYSTEM, TeamGeneratorConfig.of(100, 1, 6), 1).event();
    assertEquals(List.of(1, 2, 3, 4, 5, 6), small.team(1).orElseThrow().members());
    TeamEvent large =
        TeamTournamentGenerator.generate(SYSTEM, TeamGeneratorConfig.of(200, 1, 6), 1).event();
    Set<Integer> ids = new HashSet<>();
    for (Team t : large.teams()) {
      assertEquals(t.number(), t.members().get(0), "board 1 of team t is player t");
      assertEquals(200 + t.number(), t.members().get(1));
      ids.addAll(t.members());
    }
    assertEquals(1200, ids.size());
    assertEquals(
        1200,
        large.tournament().players().stream().mapToInt(Player::pairingNumber).max().orElseThrow());
  }

  @Test
  void aBakuCodeAsksTheSystemForTheAcceleration() {
    TeamEvent.Code baku = TeamEvent.Code.of("FIDE_TEAM_TYPEA_MP_GP_BAKU").orElseThrow();
    java.util.concurrent.atomic.AtomicReference<Map<String, String>> seen =
        new java.util.concurrent.atomic.AtomicReference<>();
    TeamOrderTestSystem spy =
        new TeamOrderTestSystem() {
          @Override
          public org.swisschess.api.Pairing pairTeams(
              org.swisschess.api.TeamPairingRequest request) {
            seen.set(request.options());
            return super.pairTeams(request);
          }
        };
    TeamTournamentGenerator.generate(spy, TeamGeneratorConfig.of(6, 1, 4).withCode(baku), 1);
    Map<String, String> options = seen.get();
    assertNotNull(options, "the system was asked to pair");
    assertEquals("baku", options.get("acceleration"));
  }

  @Test
  void aConfigurationOutOfRangeIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> TeamGeneratorConfig.of(1, 5, 4));
    assertThrows(
        IllegalArgumentException.class, () -> TeamGeneratorConfig.of(8, 5, 4).withEvents(11, 0, 0));
    assertThrows(
        IllegalArgumentException.class, () -> TeamGeneratorConfig.of(8, 5, 4).withEvents(0, 0, 2));
  }
}
