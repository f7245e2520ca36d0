package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisschess.api.Colour;
import org.swisschess.api.ResultKind;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamRound;
import org.swisschess.api.TeamRounds;
import org.swisschess.api.Tournament;

/**
 * The matches of a team event worked out from its games (C.07 11.1), laid out as two grids whose
 * participants are the teams: one of match points, one of game points. Each round of a team is a
 * played match (one of its games was played over the board), a forfeited match (it met a team but
 * no game was played), or a round without an opponent team.
 *
 * <p>Game points are the team's players' points in the round; the boards are the team's players
 * engaged in the match in team order (a reserve moves up when a player above sits out). A team's
 * colour in a played match is the one its board 1 was scheduled to have (C.04.6 1.6.1). Match
 * points compare the two teams' game points; a forfeited match that neither team scored in is lost
 * by both. A round without an opponent team is a pairing-allocated bye when the team's players have
 * the PAB (valued as a draw, C.04.6 1.4), else a bye worth what its players scored: a full-point
 * bye at a win's game points, a half-point bye at a draw's, a zero-point bye otherwise.
 */
final class TeamGrids {

  final RoundGrid match;
  final RoundGrid game;
  final RoundGrid primary;
  final RoundGrid secondary;
  final int boards;

  /** Game points per team, round and board (from 0), in tenths. */
  final int[][][] boardPoints;

  private TeamGrids(
      RoundGrid match, RoundGrid game, boolean matchFirst, int boards, int[][][] boardPoints) {
    this.match = match;
    this.game = game;
    this.primary = matchFirst ? match : game;
    this.secondary = matchFirst ? game : match;
    this.boards = boards;
    this.boardPoints = boardPoints;
  }

  /**
   * Lays out the matches of the event's first {@code rounds} rounds ({@link TeamEvent#rounds}).
   *
   * @throws IllegalArgumentException if a team meets two teams in one round, or a player with an
   *     opponent plays for no team
   */
  static TeamGrids of(TeamEvent event, int rounds) {
    Tournament t = event.tournament();
    TeamRounds matches = event.rounds(rounds);
    List<Team> teams = new ArrayList<>(event.teams());
    teams.sort((a, b) -> Integer.compare(a.number(), b.number()));
    int n = teams.size();
    Map<Integer, Integer> index = new HashMap<>();
    for (int i = 0; i < n; i++) {
      index.put(teams.get(i).number(), i);
    }
    ScoringSystem games = t.scoring();
    ScoringSystem matchPoints = event.matchPoints();
    int boards = matches.boards();
    int[][] opponent = new int[n][rounds];
    int[][] mp = new int[n][rounds];
    int[][] gp = new int[n][rounds];
    ResultKind[][] result = new ResultKind[n][rounds];
    Colour[][] colour = new Colour[n][rounds];
    int[][][] boardPoints = new int[n][rounds][boards];
    for (int i = 0; i < n; i++) {
      List<TeamRound> list = matches.of(teams.get(i).number());
      for (int r = 0; r < rounds; r++) {
        TeamRound m = list.get(r);
        opponent[i][r] = m.hasOpponent() ? index.get(m.opponent()) : RoundGrid.NONE;
        mp[i][r] = m.matchPoints().tenths();
        gp[i][r] = m.gamePoints().tenths();
        result[i][r] = m.result() == ResultKind.ABSENT ? ResultKind.ZERO_POINT_BYE : m.result();
        colour[i][r] = m.colour();
        List<Integer> onBoard = m.lineUp();
        for (int b = 0; b < onBoard.size() && b < boards; b++) {
          boardPoints[i][r][b] = games.points(t.player(onBoard.get(b)).round(r + 1)).tenths();
        }
      }
    }
    int gameWin = games.win().tenths();
    int gameDraw = games.whiteDraw().tenths();
    int[] numbers = new int[n];
    for (int i = 0; i < n; i++) {
      numbers[i] = teams.get(i).number();
    }
    int finalRound = t.plannedRounds();
    int[] noRating = new int[n];
    RoundGrid matchGrid =
        new RoundGrid(
            rounds,
            finalRound,
            numbers,
            noRating,
            mp,
            opponent,
            result,
            colour,
            matchPoints.whiteDraw().tenths(),
            matchPoints.win().tenths());
    RoundGrid gameGrid =
        new RoundGrid(
            rounds,
            finalRound,
            numbers,
            noRating,
            gp,
            opponent,
            result,
            colour,
            gameDraw * boards,
            gameWin * boards);
    return new TeamGrids(
        matchGrid, gameGrid, event.primary() == TeamEvent.PrimaryScore.MATCH, boards, boardPoints);
  }
}
