package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.ForcedPairings;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.Tournament;
import org.swisschess.api.TournamentType;
import org.swisschess.api.UnsupportedAccelerationException;
import org.swisschess.api.UnsupportedRequestException;

/**
 * The Swiss Team Pairing System in force since 1 February 2026 (FIDE C.04.6), id {@code team-2026}:
 * it pairs the teams of a team event ({@link #pairTeams}); each board of its pairing is a match,
 * White the team whose board 1 has White.
 *
 * <p>Example: {@code PairingSystems.require("team-2026").pairTeams(TeamPairingRequest.of(event))}.
 * Stateless and thread-safe. The readings where FIDE's reference engine reads the text otherwise
 * are request options listed in the module's README; {@code readings=gacrux} switches all on.
 */
public final class Team2026System implements PairingSystem {

  /** Creates the system; called by {@link java.util.ServiceLoader}. */
  public Team2026System() {}

  @Override
  public String id() {
    return "team-2026";
  }

  @Override
  public String name() {
    return "FIDE Swiss Team Pairing System (C.04.6, 2026)";
  }

  @Override
  public Competitors competitors() {
    return Competitors.TEAMS;
  }

  /**
   * TRF-2026 §6 (ETT26): {@code FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP]}; the code's colour type
   * and scores are the event's ({@link org.swisschess.api.TeamEvent.Code}), not request options.
   * The {@code _BAKU} codes ask for the Baku acceleration (C.04.7), with match points primary only
   * (1.4.4): {@code FIDE_TEAM[_TYPEA|_TYPEB][_MP[_GP]]_BAKU}.
   */
  @Override
  public List<TournamentType> tournamentTypes() {
    List<TournamentType> types = new ArrayList<>();
    for (String type : List.of("", "_TYPEA", "_TYPEB")) {
      types.add(TournamentType.of("FIDE_TEAM" + type));
      for (String scores : List.of("_MP_GP", "_MP", "_GP_MP", "_GP")) {
        types.add(TournamentType.of("FIDE_TEAM" + type + scores));
      }
    }
    for (String type : List.of("", "_TYPEA", "_TYPEB")) {
      for (String scores : List.of("_MP_GP", "_MP", "")) {
        types.add(
            TournamentType.of("FIDE_TEAM" + type + scores + "_BAKU")
                .withAcceleration(AccelerationMethod.BAKU));
      }
    }
    return types;
  }

  /** The system pairs teams; no player of an individual event receives a PAB from it. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return false;
  }

  @Override
  public Pairing pair(PairingRequest request) {
    throw new UnsupportedRequestException(
        "team-2026 pairs the teams of a team event, not players: give it a team event"
            + " (TRF records 310 or 013)");
  }

  @Override
  public Pairing pairTeams(TeamPairingRequest request) {
    return pairRound(request, TeamImposition.NONE);
  }

  /**
   * team-2026 explains its pairings ({@code swiss explain}): a team round paired again with an
   * alternative imposed, and [C1]-[C10] read off any pairing of the round ({@link
   * TeamForcedPairings}).
   */
  @Override
  public Optional<ForcedPairings> forcedPairings() {
    return Optional.of(FORCED);
  }

  private static final ForcedPairings FORCED = new TeamForcedPairings();

  /** A round, with an imposition for a forced re-pairing; what cannot be paired is refused. */
  static Pairing pairRound(TeamPairingRequest request, TeamImposition imposition) {
    if (!request.event().tournament().accelerations().isEmpty()) {
      throw new UnsupportedAccelerationException(
          "team-2026 works the virtual match points of a team event out from the acceleration"
              + " method (a _BAKU code of record 192, or the option "
              + PairingRequest.ACCELERATION
              + "=baku); explicit fictitious points (XXA, 250) are not read for teams");
    }
    if (request.event().tournament().hasAdjournedGames()) {
      throw new UnsupportedRequestException(
          "the team event holds an adjourned game (no result yet): enter its result before pairing"
              + " round "
              + request.round());
    }
    return RoundPairing.pair(request, imposition);
  }
}
