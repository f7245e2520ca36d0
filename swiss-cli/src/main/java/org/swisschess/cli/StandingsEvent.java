package org.swisschess.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.swisschess.api.Player;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;
import org.swisschess.tiebreak.Standings;
import org.swisschess.tiebreak.StandingsOptions;
import org.swisschess.tiebreak.TieBreakList;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;

/**
 * What a TRF file ranks: its players, or its teams when it has team records ({@code 310} or {@code
 * 013}), with names and ratings for the text and json formats.
 *
 * @param tournament the players and their games
 * @param teams the team event, empty for an individual event
 * @param title the tournament name
 */
record StandingsEvent(Tournament tournament, Optional<TeamEvent> teams, String title) {

  /** Reads the event of a document. */
  static StandingsEvent of(TrfDocument document) throws TrfException {
    Tournament t = document.tournament();
    List<Team> teams = document.teams();
    if (teams.isEmpty()) {
      return new StandingsEvent(t, Optional.empty(), t.name());
    }
    ScoringSystem matchPoints = document.matchPoints().orElse(TeamEvent.DEFAULT_MATCH_POINTS);
    String type = document.tournamentType().orElse("").toUpperCase(Locale.ROOT);
    int gp = type.indexOf("_GP");
    int mp = type.indexOf("_MP");
    TeamEvent.PrimaryScore primary =
        gp >= 0 && (mp < 0 || gp < mp) ? TeamEvent.PrimaryScore.GAME : TeamEvent.PrimaryScore.MATCH;
    try {
      return new StandingsEvent(
          t, Optional.of(new TeamEvent(t, teams, matchPoints, primary)), t.name());
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.BAD_INPUT, document.source() + ": " + e.getMessage(), e);
    }
  }

  /** The standings of the event. */
  Standings standings(TieBreakList list, StandingsOptions options) {
    return teams.isPresent()
        ? Standings.ofTeams(teams.get(), list, options)
        : Standings.of(tournament, list, options);
  }

  /** The names of the participants by number: players, or teams. */
  Map<Integer, String> names() {
    Map<Integer, String> names = new HashMap<>();
    if (teams.isPresent()) {
      teams.get().teams().forEach(team -> names.put(team.number(), team.name()));
    } else {
      tournament.players().forEach(p -> names.put(p.pairingNumber(), p.name()));
    }
    return names;
  }

  /** The ratings of the participants by number; none for teams. */
  Map<Integer, Integer> ratings() {
    Map<Integer, Integer> ratings = new HashMap<>();
    if (teams.isEmpty()) {
      for (Player p : tournament.players()) {
        ratings.put(p.pairingNumber(), p.rating());
      }
    }
    return ratings;
  }
}
