package org.swisschess.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The matches of a team event's first rounds, worked out from its games (C.07 11.1; {@link
 * TeamEvent#rounds(int)}): every team's {@link TeamRound}s and the number of boards.
 *
 * <p>Game points are the team's players' points in the round; the line-up is the team's players
 * engaged in the round in team order (a reserve moves up when a player above sits out). A team's
 * colour in a played match is the one its board 1 was scheduled to have (C.04.6 1.6.1). Match
 * points compare the two teams' game points; a forfeited match that neither team scored in is lost
 * by both. A round without an opponent team is the pairing-allocated bye when the team's players
 * have the PAB (a draw's match and game points, C.04.6 1.4), else a bye worth what its players
 * scored: a full-point bye at a win's game points, a half-point bye at a draw's, a zero-point bye
 * otherwise. A PAB stated by the competition ({@link TeamEvent#pabValue()}) is worth that value.
 *
 * <p>A forfeited match ({@link TeamEvent#forfeitedMatches()}, record {@code 330}) pairs its two
 * teams even when the present team's players are written against {@code 0000}; it is won by the
 * team it names, lost by the other (both lose a double forfeit), and has no colour. A team whose
 * players all won by forfeit against {@code 0000} with no record naming the match won by forfeit
 * against an undefined opponent (TRF-2026).
 *
 * @param byTeam each team's rounds, round 1 first, by team number; not null
 * @param boards the number of boards of a match: the largest line-up of a match, at least 1
 */
public record TeamRounds(Map<Integer, List<TeamRound>> byTeam, int boards) {

  /**
   * Copies.
   *
   * @param byTeam not null
   * @param boards at least 1
   */
  public TeamRounds {
    Map<Integer, List<TeamRound>> copy = new TreeMap<>();
    byTeam.forEach((k, v) -> copy.put(k, List.copyOf(v)));
    byTeam = java.util.Collections.unmodifiableMap(copy);
    if (boards < 1) {
      throw new IllegalArgumentException("a match has at least one board");
    }
  }

  /**
   * Returns a team's rounds.
   *
   * @param team a team number of the event
   * @return round 1 first; never null
   * @throws IllegalArgumentException for an unknown team
   */
  public List<TeamRound> of(int team) {
    List<TeamRound> r = byTeam.get(team);
    if (r == null) {
      throw new IllegalArgumentException("no team " + team);
    }
    return r;
  }

  static TeamRounds of(TeamEvent event, int rounds) {
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
        int opp = -1;
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
            if (other == i) {
              throw new IllegalArgumentException(
                  "round "
                      + (r + 1)
                      + ": players "
                      + id
                      + " and "
                      + e.opponent()
                      + " of team "
                      + team.number()
                      + " meet each other");
            }
            if (opp >= 0 && opp != other) {
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
        Integer pabTeam = event.pairingAllocatedByes().get(r + 1);
        allocated[i][r] =
            opp < 0
                && ((pabTeam != null && pabTeam == team.number())
                    || (!onBoard.isEmpty() && allPab));
        colour[i][r] = anyPlayed ? first : Colour.NONE;
        perRound.add(onBoard);
        if (opp >= 0) {
          boards = Math.max(boards, onBoard.size());
        }
      }
      engaged.add(perRound);
    }
    Map<Integer, Integer> indexOfTeam = new HashMap<>();
    for (int i = 0; i < n; i++) {
      indexOfTeam.put(teams.get(i).number(), i);
    }
    boolean[][] forfeited = new boolean[n][rounds];
    for (TeamEvent.ForfeitedMatch f : event.forfeitedMatches()) {
      if (f.round() > rounds) {
        continue;
      }
      int r = f.round() - 1;
      int w = java.util.Objects.requireNonNull(indexOfTeam.get(f.white()));
      int b = java.util.Objects.requireNonNull(indexOfTeam.get(f.black()));
      for (int[] side : new int[][] {{w, b}, {b, w}}) {
        int met = opponent[side[0]][r];
        if (met >= 0 && met != side[1]) {
          throw new IllegalArgumentException(
              "round "
                  + f.round()
                  + ": the forfeited match "
                  + f.white()
                  + "-"
                  + f.black()
                  + " (record 330), but team "
                  + teams.get(side[0]).number()
                  + "'s players meet team "
                  + teams.get(met).number());
        }
      }
      if (played[w][r] || played[b][r]) {
        throw new IllegalArgumentException(
            "round "
                + f.round()
                + ": the match "
                + f.white()
                + "-"
                + f.black()
                + " is forfeited (record 330), but board games of it were played");
      }
      opponent[w][r] = b;
      opponent[b][r] = w;
      forfeited[w][r] = true;
      forfeited[b][r] = true;
    }
    int gameWin = games.win().tenths();
    int gameDraw = games.whiteDraw().tenths();
    Map<Integer, List<TeamRound>> byTeam = new TreeMap<>();
    for (int i = 0; i < n; i++) {
      List<TeamRound> list = new ArrayList<>();
      for (int r = 0; r < rounds; r++) {
        int opp = opponent[i][r];
        int mp;
        int points = gp[i][r];
        ResultKind result;
        if (opp < 0) {
          if (allocated[i][r]) {
            // C.04.6 1.4: the PAB is worth a draw's match and game points, unless stated
            result = ResultKind.PAIRING_ALLOCATED_BYE;
            final int b = boards;
            mp =
                event
                    .pabValue()
                    .map(v -> v.matchPoints(matches))
                    .orElse(matches.whiteDraw())
                    .tenths();
            points = event.pabValue().map(v -> v.gamePoints(b).tenths()).orElse(gameDraw * boards);
          } else if (allForfeitWins(t, engaged.get(i).get(r), r + 1)) {
            // TRF-2026: "0000 +" on every board, a forfeit win against an undefined opponent
            result = ResultKind.FORFEIT_WIN;
            mp = matches.win().tenths();
          } else if (points >= gameWin * boards && points > 0) {
            result = ResultKind.FULL_POINT_BYE;
            mp = matches.win().tenths();
          } else if (points >= gameDraw * boards && points > 0) {
            result = ResultKind.HALF_POINT_BYE;
            mp = matches.whiteDraw().tenths();
          } else {
            result =
                engaged.get(i).get(r).isEmpty() ? ResultKind.ABSENT : ResultKind.ZERO_POINT_BYE;
            mp = matches.zeroPointBye().tenths();
          }
        } else {
          int theirs = gp[opp][r];
          boolean matchPlayed = played[i][r] || played[opp][r];
          int outcome =
              points > theirs ? 1 : points < theirs ? -1 : (points > 0 || matchPlayed) ? 0 : -1;
          mp =
              outcome > 0
                  ? matches.win().tenths()
                  : outcome == 0 ? matches.whiteDraw().tenths() : matches.loss().tenths();
          if (forfeited[i][r]) {
            TeamEvent.ForfeitedMatch f =
                event.forfeitedMatch(r + 1, teams.get(i).number()).orElseThrow();
            int stated = f.wonBy(teams.get(i).number()) ? 1 : -1;
            if (outcome != stated) {
              throw new IllegalArgumentException(
                  "round "
                      + (r + 1)
                      + ": the forfeited match "
                      + f.white()
                      + "-"
                      + f.black()
                      + " is "
                      + f.outcome().code()
                      + " (record 330), but team "
                      + teams.get(i).number()
                      + "'s boards score "
                      + Points.ofTenths(points)
                      + " to "
                      + Points.ofTenths(theirs));
            }
          }
          if (matchPlayed) {
            result =
                outcome > 0 ? ResultKind.WIN : outcome == 0 ? ResultKind.DRAW : ResultKind.LOSS;
          } else {
            result = outcome > 0 ? ResultKind.FORFEIT_WIN : ResultKind.FORFEIT_LOSS;
          }
        }
        Colour c = opp >= 0 && (played[i][r] || played[opp][r]) ? colour[i][r] : Colour.NONE;
        list.add(
            new TeamRound(
                opp < 0 ? 0 : teams.get(opp).number(),
                Points.ofTenths(mp),
                Points.ofTenths(points),
                result,
                c,
                engaged.get(i).get(r)));
      }
      byTeam.put(teams.get(i).number(), list);
    }
    return new TeamRounds(byTeam, boards);
  }

  /** Whether a team's engaged players all won by forfeit in a round (none engaged: false). */
  private static boolean allForfeitWins(Tournament t, List<Integer> engaged, int round) {
    if (engaged.isEmpty()) {
      return false;
    }
    for (int id : engaged) {
      if (t.player(id).round(round).result() != ResultKind.FORFEIT_WIN) {
        return false;
      }
    }
    return true;
  }
}
