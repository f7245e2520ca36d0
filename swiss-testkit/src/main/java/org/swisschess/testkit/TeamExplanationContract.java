package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.statistics.Statistics;
import org.swisschess.api.Decision;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Reason;
import org.swisschess.api.Reasoning;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.WhyThisPairing;
import org.swisschess.sim.GeneratedTeamTournament;
import org.swisschess.sim.TeamGeneratorConfig;
import org.swisschess.sim.TeamTournamentGenerator;

/**
 * The contract of a team system's explanations ({@link WhyThisPairing#ofTeams}), as jqwik
 * properties over rounds of random team events that the system itself plays ({@link
 * TeamTournamentGenerator}: 2 to 24 teams, 2 to 6 boards, 3 to 9 rounds, substitutes, forfeited
 * boards and matches, every colour preference type, match or game points primary, Baku): every
 * reason of every team's explanation is proven from scratch by {@link TeamReasonProof}, no
 * alternative is left unproven (the system's own pairing is never worse than a forced one where the
 * two first differ), and a reason planted wrong (another criterion, other counts, "forbidden" for
 * teams that may meet) is refuted. A team engine module that offers forced pairings extends it
 * once:
 *
 * <pre>{@code
 * class Team2026ExplanationProperties extends TeamExplanationContract {
 *   Team2026ExplanationProperties() { super("team-2026"); }
 * }
 * }</pre>
 */
@PropertyDefaults(tries = TeamExplanationContract.TRIES)
public abstract class TeamExplanationContract {

  /** Tries per property: each try explains every team of one round. */
  public static final int TRIES = 60;

  private static final List<String> CODES =
      List.of(
          "FIDE_TEAM",
          "FIDE_TEAM_TYPEB",
          "FIDE_TEAM_GP",
          "FIDE_TEAM_TYPEB_GP_MP",
          "FIDE_TEAM_MP",
          "FIDE_TEAM_BAKU",
          "FIDE_TEAM_TYPEB_MP_GP");

  private final PairingSystem system;

  /**
   * Loads the system by id, as a user would.
   *
   * @param systemId a team system's id; not null
   */
  protected TeamExplanationContract(String systemId) {
    this.system = PairingSystems.require(systemId);
  }

  /**
   * One round of a generated event: the request that pairs it and the system's pairing of it.
   *
   * @param where the seed, the event and the round, to reproduce a failure
   * @param request the round's request
   * @param pairing the system's own pairing of it
   */
  record TeamRoundState(String where, TeamPairingRequest request, Pairing pairing) {}

  /**
   * The request options the events are played and explained with, one drawn per event: such as a
   * system's readings of its text.
   *
   * @return never null nor empty; the default is no option
   */
  protected List<Map<String, String>> optionSets() {
    return List.of(Map.of());
  }

  /** A round of an event played by the system from {@code seed}, or empty if it has none. */
  Optional<TeamRoundState> round(long seed) {
    Random random = new Random(seed);
    int teams = 2 + random.nextInt(23);
    int rounds = 3 + random.nextInt(7);
    int boards = 2 + random.nextInt(5);
    TeamEvent.Code code = TeamEvent.Code.of(CODES.get(random.nextInt(CODES.size()))).orElseThrow();
    TeamGeneratorConfig config =
        TeamGeneratorConfig.of(teams, rounds, boards)
            .withCode(code)
            .withEvents(
                random.nextInt(3),
                random.nextInt(4) == 0 ? 0.05 : 0,
                random.nextInt(4) == 0 ? 0.08 : 0)
            .withOptions(optionSets().get(random.nextInt(optionSets().size())));
    GeneratedTeamTournament played = TeamTournamentGenerator.generate(system, config, seed);
    TeamEvent event = played.event();
    int completed = event.tournament().completedRounds();
    if (completed == 0) {
      return Optional.empty();
    }
    int r = 1 + random.nextInt(completed);
    Map<String, String> options = new TreeMap<>(config.options());
    if (code.baku()) {
      options.putIfAbsent(PairingRequest.ACCELERATION, "baku");
    }
    RecordedRound recorded = RecordedRound.ofTeams(event, r);
    TeamEvent before = event.withTournament(event.tournament().upToRound(r - 1), 0);
    TeamPairingRequest request = new TeamPairingRequest(before, r, recorded.absent(), options);
    Pairing pairing;
    try {
      pairing = system.pairTeams(request);
    } catch (NoValidPairingException e) {
      return Optional.empty();
    }
    String where =
        "seed "
            + seed
            + ": "
            + teams
            + " teams, "
            + boards
            + " boards, "
            + code.text()
            + (options.isEmpty() ? "" : ", options " + options)
            + ", round "
            + r
            + " of "
            + rounds;
    return Optional.of(new TeamRoundState(where, request, pairing));
  }

  /**
   * Every reason given is proven by a fresh forced re-pairing, and none is withheld.
   *
   * @param seed the event's seed
   */
  @Property
  void everyReasonIsProven(@ForAll long seed) {
    Optional<TeamRoundState> state = round(seed);
    if (state.isEmpty()) {
      return;
    }
    TeamRoundState s = state.get();
    WhyThisPairing why = WhyThisPairing.ofTeams(system, s.request(), s.pairing());
    List<String> wrong = new ArrayList<>();
    for (Reasoning r : why.explainAll()) {
      for (Reason reason : r.reasons()) {
        Statistics.label("decision").collect(reason.decision().kind());
        Statistics.label("criterion").collect(reason.decision().criterion().name());
        TeamReasonProof.refute(system, s.request(), s.pairing(), reason)
            .ifPresent(w -> wrong.add(r.player() + ": " + reason.text() + " -- " + w));
      }
      if (!r.unproven().isEmpty()) {
        wrong.add(
            r.player()
                + ": the system's own pairing is not better than "
                + r.unproven().get(0).toText(PairingSystem.Competitors.TEAMS)
                + " where the two first differ");
      }
    }
    if (!wrong.isEmpty()) {
      throw new AssertionError(s.where() + "\n" + String.join("\n", wrong));
    }
  }

  /**
   * A reason with another criterion, other counts or a made-up prohibition is refuted.
   *
   * @param seed the event's seed
   */
  @Property(tries = 30)
  void plantedWrongReasonsAreRefuted(@ForAll long seed) {
    Optional<TeamRoundState> state = round(seed);
    if (state.isEmpty()) {
      return;
    }
    TeamRoundState s = state.get();
    WhyThisPairing why = WhyThisPairing.ofTeams(system, s.request(), s.pairing());
    for (Reasoning r : why.explainAll()) {
      for (Reason reason : r.reasons()) {
        for (Decision planted : ExplanationContract.planted(reason.decision())) {
          Reason wrong =
              new Reason(
                  reason.topic(), reason.alternative(), reason.expectation(), planted, "planted");
          if (TeamReasonProof.refute(system, s.request(), s.pairing(), wrong).isEmpty()) {
            throw new AssertionError(
                s.where()
                    + ": a planted reason was accepted: "
                    + planted
                    + " for "
                    + reason.text());
          }
        }
      }
    }
  }
}
