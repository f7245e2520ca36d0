package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;
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
   * Works out the matches of the event's first {@code rounds} rounds.
   *
   * @throws IllegalArgumentException if a team meets two teams in one round, or a player with an
   *     opponent plays for no team
   */
  static TeamGrids of(TeamEvent event, int rounds) {
    Tournament t = event.tournament();
    List<Team> teams = new ArrayList<>(event.teams());
    teams.sort((a, b) -> Integer.compare(a.number(), b.number()));
    int n = teams.size();
    Map<Integer, Integer> teamOfPlayer = new HashMap<>();
    for (int i = 0; i < n; i++) {
      for (int id : teams.get(i).members()) {
        teamOfPlayer.put(id, i);
      }
    }
    ScoringSystem games = t.scoring();
    ScoringSystem matches = event.matchPoints();
    int[][] opponent = new int[n][rounds];
    int[][] gp = new int[n][rounds];
    boolean[][] played = new boolean[n][rounds];
    boolean[][] allocated = new boolean[n][rounds];
    Colour[][] colour = new Colour[n][rounds];
    List<List<List<Integer>>> engaged = new ArrayList<>();
    int boards = 1;
    for (int i = 0; i < n; i++) {
      Team team = teams.get(i);
      List<List<Integer>> perRound = new ArrayList<>();
      for (int r = 0; r < rounds; r++) {
        int opp = RoundGrid.NONE;
        int sum = 0;
        boolean anyPlayed = false;
        boolean allPab = true;
        List<Integer> onBoard = new ArrayList<>();
        Colour first = Colour.NONE;
        for (int id : team.members()) {
          Player p = t.player(id);
          RoundEntry e = p.round(r + 1);
          sum += games.points(e).tenths();
          if (e.hasOpponent()) {
            Integer other = teamOfPlayer.get(e.opponent());
            if (other == null) {
              throw new IllegalArgumentException(
                  "round "
                      + (r + 1)
                      + ": player "
                      + id
                      + " of team "
                      + team.number()
                      + " meets player "
                      + e.opponent()
                      + ", who is in no team");
            }
            if (opp != RoundGrid.NONE && opp != other) {
              throw new IllegalArgumentException(
                  "round "
                      + (r + 1)
                      + ": team "
                      + team.number()
                      + " meets teams "
                      + teams.get(opp).number()
                      + " and "
                      + teams.get(other).number());
            }
            opp = other;
          }
          boolean engagedHere =
              e.hasOpponent()
                  || (e.result() != ResultKind.ABSENT && e.result() != ResultKind.ZERO_POINT_BYE);
          if (engagedHere) {
            if (onBoard.isEmpty()) {
              // C.04.6 1.6.1: the colour board 1 was scheduled to have, if the match was played
              first = e.colour();
            }
            onBoard.add(id);
            anyPlayed |= e.isPlayedGame();
            allPab &= e.result() == ResultKind.PAIRING_ALLOCATED_BYE;
          }
        }
        opponent[i][r] = opp;
        gp[i][r] = sum;
        played[i][r] = anyPlayed;
        allocated[i][r] = opp == RoundGrid.NONE && !onBoard.isEmpty() && allPab;
        colour[i][r] = anyPlayed ? first : Colour.NONE;
        perRound.add(onBoard);
        if (opp != RoundGrid.NONE) {
          boards = Math.max(boards, onBoard.size());
        }
      }
      engaged.add(perRound);
    }
    int[][] mp = new int[n][rounds];
    ResultKind[][] result = new ResultKind[n][rounds];
    int gameWin = games.win().tenths();
    int gameDraw = games.whiteDraw().tenths();
    for (int i = 0; i < n; i++) {
      for (int r = 0; r < rounds; r++) {
        int opp = opponent[i][r];
        if (opp == RoundGrid.NONE) {
          if (allocated[i][r]) {
            // C.04.6 1.4: the PAB is worth a draw's match and game points
            result[i][r] = ResultKind.PAIRING_ALLOCATED_BYE;
            mp[i][r] = matches.whiteDraw().tenths();
            gp[i][r] = gameDraw * boards;
          } else if (gp[i][r] >= gameWin * boards && gp[i][r] > 0) {
            result[i][r] = ResultKind.FULL_POINT_BYE;
            mp[i][r] = matches.win().tenths();
          } else if (gp[i][r] >= gameDraw * boards && gp[i][r] > 0) {
            result[i][r] = ResultKind.HALF_POINT_BYE;
            mp[i][r] = matches.whiteDraw().tenths();
          } else {
            result[i][r] = ResultKind.ZERO_POINT_BYE;
            mp[i][r] = matches.zeroPointBye().tenths();
          }
          continue;
        }
        int own = gp[i][r];
        int theirs = gp[opp][r];
        boolean matchPlayed = played[i][r] || played[opp][r];
        int outcome = own > theirs ? 1 : own < theirs ? -1 : (own > 0 || matchPlayed) ? 0 : -1;
        mp[i][r] =
            outcome > 0
                ? matches.win().tenths()
                : outcome == 0 ? matches.whiteDraw().tenths() : matches.loss().tenths();
        if (matchPlayed) {
          result[i][r] =
              outcome > 0 ? ResultKind.WIN : outcome == 0 ? ResultKind.DRAW : ResultKind.LOSS;
        } else {
          result[i][r] = outcome > 0 ? ResultKind.FORFEIT_WIN : ResultKind.FORFEIT_LOSS;
        }
      }
    }
    int[][][] boardPoints = new int[n][rounds][boards];
    for (int i = 0; i < n; i++) {
      for (int r = 0; r < rounds; r++) {
        List<Integer> onBoard = engaged.get(i).get(r);
        for (int b = 0; b < onBoard.size() && b < boards; b++) {
          boardPoints[i][r][b] = games.points(t.player(onBoard.get(b)).round(r + 1)).tenths();
        }
      }
    }
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
            matches.whiteDraw().tenths(),
            matches.win().tenths());
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
