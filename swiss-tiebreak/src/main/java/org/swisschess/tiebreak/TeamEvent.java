package org.swisschess.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;
import org.swisschess.api.Tournament;

/**
 * A team event: the players' games (a {@link Tournament}), the teams they play for, and how matches
 * are scored. Its matches are worked out from the games (C.07 11.1): two teams meet in a round when
 * their players meet; a team's game points (GP) are its players' points in the round, and its match
 * points (MP) come from comparing the two teams' game points.
 *
 * <p>Example: {@code new TeamEvent(tournament, teams, ScoringSystem.of(Points.parse("2"),
 * Points.ONE, Points.ZERO), PrimaryScore.MATCH)}.
 *
 * @param tournament the players and their games; not null
 * @param teams the teams, each player in at most one; not null, not empty
 * @param matchPoints the match points of a team win, draw and loss (its win, draw and loss); not
 *     null
 * @param primary which score ranks the teams first; not null
 */
public record TeamEvent(
    Tournament tournament, List<Team> teams, ScoringSystem matchPoints, PrimaryScore primary) {

  /** The score that decides the event (C.04.6 1.2, C.07 13). */
  public enum PrimaryScore {
    /** Match points first, game points second: the default. */
    MATCH,
    /** Game points first, match points second. */
    GAME
  }

  /** Match points 2, 1, 0: the default of TRF-2026 record 362. */
  public static final ScoringSystem DEFAULT_MATCH_POINTS =
      ScoringSystem.of(
          org.swisschess.api.Points.ofTenths(20),
          org.swisschess.api.Points.ONE,
          org.swisschess.api.Points.ZERO);

  /**
   * Validates and copies.
   *
   * @param tournament the players and their games; not null
   * @param teams the teams, each player in at most one; not null, not empty
   * @param matchPoints the match points of a team win, draw and loss (its win, draw and loss); not
   *     null
   * @param primary which score ranks the teams first; not null
   * @throws IllegalArgumentException if there is no team, a team number repeats, or a player is not
   *     in the tournament or in two teams
   */
  public TeamEvent {
    Objects.requireNonNull(tournament, "tournament");
    Objects.requireNonNull(matchPoints, "matchPoints");
    Objects.requireNonNull(primary, "primary");
    teams = List.copyOf(teams);
    if (teams.isEmpty()) {
      throw new IllegalArgumentException("a team event needs teams");
    }
    Map<Integer, Integer> teamOf = new HashMap<>();
    Map<Integer, Team> numbers = new HashMap<>();
    for (Team team : teams) {
      if (numbers.put(team.number(), team) != null) {
        throw new IllegalArgumentException("team number " + team.number() + " is used twice");
      }
      for (int id : team.members()) {
        if (tournament.findPlayer(id).isEmpty()) {
          throw new IllegalArgumentException(
              "team " + team.number() + ": player " + id + " is not in the tournament");
        }
        Integer before = teamOf.put(id, team.number());
        if (before != null) {
          throw new IllegalArgumentException(
              "player " + id + " is in teams " + before + " and " + team.number());
        }
      }
    }
  }
}
