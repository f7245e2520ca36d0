package org.swisschess.cli;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.swisschess.api.Player;
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

  /**
   * Reads the event of a document: a team event as pairing reads it ({@link
   * TrfDocument#teamEvent()}: the match points of 362, the primary score of a 192 team code, the
   * PAB teams and the PAB value of 320, the forfeited matches of 330).
   */
  static StandingsEvent of(TrfDocument document) throws TrfException {
    Tournament t = document.tournament();
    Optional<TeamEvent> event = document.teamEvent();
    if (event.isEmpty()) {
      return new StandingsEvent(t, Optional.empty(), t.name());
    }
    TeamEvent e = event.get();
    String type = document.tournamentType().orElse("").toUpperCase(Locale.ROOT);
    if (!type.isEmpty() && TeamEvent.Code.of(type).isEmpty()) {
      // a team code the pairing reads no scores from (CUSTOM_TEAM_SWISS_GP, say): the primary
      // score as the code names it first
      int gp = type.indexOf("_GP");
      int mp = type.indexOf("_MP");
      TeamEvent.PrimaryScore primary =
          gp >= 0 && (mp < 0 || gp < mp)
              ? TeamEvent.PrimaryScore.GAME
              : TeamEvent.PrimaryScore.MATCH;
      if (primary != e.primary()) {
        e =
            e.with(
                new TeamEvent.Code(primary, e.secondaryForColours(), e.colourPreferences(), false));
      }
    }
    return new StandingsEvent(t, Optional.of(e), t.name());
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
