package org.swisschess.cli;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.swisschess.api.InsufficientMemoryException;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.Tournament;
import org.swisschess.api.UnsupportedAccelerationException;
import org.swisschess.api.UnsupportedRequestException;

/**
 * Re-pairs a recorded round from the state before it and compares with the file: the check that a
 * pairing engine reproduces what another recorded.
 */
final class RoundChecker {

  private final PairingSystem system;
  private final Map<String, String> options;
  private final Function<UnsupportedAccelerationException, String> accelerationRefusal;

  RoundChecker(PairingSystem system) {
    this(system, Map.of(), CliException::message);
  }

  /**
   * A checker that asks for virtual points.
   *
   * @param system the system
   * @param options the request options (the acceleration method)
   * @param accelerationRefusal words a refusal of the virtual points (located at the file's record)
   */
  RoundChecker(
      PairingSystem system,
      Map<String, String> options,
      Function<UnsupportedAccelerationException, String> accelerationRefusal) {
    this.system = system;
    this.options = Map.copyOf(options);
    this.accelerationRefusal = accelerationRefusal;
  }

  /**
   * Re-pairs round {@code round} of {@code tournament} from {@code tournament.upToRound(round -
   * 1)}, with the players the file shows unpaired in that round as absent.
   *
   * @param tournament the tournament as recorded, with at least {@code round} completed rounds
   * @param round from 1
   * @return never null; an engine failure is an {@link RoundCheck.Outcome#ERROR}, not an exception
   */
  RoundCheck check(Tournament tournament, int round) {
    RecordedRound recorded = RecordedRound.of(tournament, round);
    Pairing ours;
    try {
      ours = recorded.pairAgain(system, tournament, options);
    } catch (NoValidPairingException e) {
      return error(round, recorded, "no valid pairing: " + e.getMessage(), e);
    } catch (UnsupportedAccelerationException e) {
      return error(round, recorded, accelerationRefusal.apply(e), e);
    } catch (UnsupportedRequestException | InsufficientMemoryException e) {
      return error(round, recorded, CliException.message(e), e);
    } catch (RuntimeException e) {
      return error(round, recorded, system.id() + " failed: " + e, e);
    }
    RoundCheck.Outcome outcome =
        recorded.agreesWith(ours) ? RoundCheck.Outcome.IDENTICAL : RoundCheck.Outcome.DIFFERENT;
    return new RoundCheck(
        round, outcome, recorded, Optional.of(ours), Optional.empty(), Optional.empty());
  }

  /**
   * Re-pairs round {@code round} of a team event from the event before it, with the teams the file
   * shows without a match (and without the PAB) absent.
   *
   * @param event the event as recorded, with at least {@code round} completed rounds
   * @param round from 1
   * @return never null; an engine failure is an {@link RoundCheck.Outcome#ERROR}
   */
  RoundCheck checkTeams(TeamEvent event, int round) {
    RecordedRound recorded;
    try {
      recorded = RecordedRound.ofTeams(event, round);
    } catch (IllegalArgumentException e) {
      return error(round, RecordedRound.of(event.tournament(), round), CliException.message(e), e);
    }
    Pairing ours;
    try {
      TeamEvent before = event.withTournament(event.tournament().upToRound(round - 1), 0);
      ours = system.pairTeams(new TeamPairingRequest(before, round, recorded.absent(), options));
    } catch (NoValidPairingException e) {
      return error(round, recorded, "no valid pairing: " + e.getMessage(), e);
    } catch (UnsupportedRequestException | InsufficientMemoryException e) {
      return error(round, recorded, CliException.message(e), e);
    } catch (RuntimeException e) {
      return error(round, recorded, system.id() + " failed: " + e, e);
    }
    RoundCheck.Outcome outcome =
        recorded.agreesWith(ours) ? RoundCheck.Outcome.IDENTICAL : RoundCheck.Outcome.DIFFERENT;
    return new RoundCheck(
        round, outcome, recorded, Optional.of(ours), Optional.empty(), Optional.empty());
  }

  private static RoundCheck error(
      int round, RecordedRound recorded, String message, Throwable cause) {
    return new RoundCheck(
        round,
        RoundCheck.Outcome.ERROR,
        recorded,
        Optional.empty(),
        Optional.of(message),
        Optional.of(cause));
  }
}
