package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisschess.api.ColourRules;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.sim.GeneratedTournament;
import org.swisschess.sim.RoundRecord;

/**
 * Plays one scenario with a system and runs the contract's checks on every round it paired. The
 * properties of {@link PairingSystemContract} are these methods over many scenarios; they are
 * public so that a broken system can be shown to fail them without a property run.
 */
public final class ContractRun {

  private ContractRun() {}

  /**
   * Returns the violations of the absolute rules over every round of the scenario: each pairing is
   * checked by {@link ContractChecks#checkPairing}, each round the system could not pair by {@link
   * ContractChecks#checkNoValidPairingConfirmed}. An exception other than {@link
   * NoValidPairingException} is a violation too.
   *
   * @param system not null
   * @param scenario not null
   * @return never null
   */
  public static List<Violation> validityViolations(PairingSystem system, Scenario scenario) {
    GeneratedTournament g;
    RoundCounting counting = new RoundCounting(system);
    try {
      g = scenario.generate(counting);
    } catch (RuntimeException e) {
      return List.of(
          new Violation("exception", "round " + counting.lastRound + ": the system threw " + e));
    }
    List<Violation> out = new ArrayList<>();
    for (RoundRecord r : g.rounds()) {
      PairingRequest request = g.requestFor(r.round());
      if (r.pairing().isPresent()) {
        out.addAll(ContractChecks.checkPairing(system, request, r.pairing().get()));
      } else {
        out.addAll(ContractChecks.checkNoValidPairingConfirmed(system, request));
      }
    }
    return out;
  }

  /**
   * Returns the violations of determinism over every round of the scenario: the same request paired
   * again, the request rebuilt in another input order ({@link ContractChecks#shuffled}), and read
   * back from TRF text with the player lines shuffled ({@link ContractChecks#shuffledViaTrf}), must
   * give the same pairing (or fail again).
   *
   * @param system not null
   * @param scenario not null
   * @param shuffleSeed decides the input order of the rebuilt requests
   * @return never null
   */
  public static List<Violation> determinismViolations(
      PairingSystem system, Scenario scenario, long shuffleSeed) {
    GeneratedTournament g;
    RoundCounting counting = new RoundCounting(system);
    try {
      g = scenario.generate(counting);
    } catch (RuntimeException e) {
      return List.of(
          new Violation("exception", "round " + counting.lastRound + ": the system threw " + e));
    }
    List<Violation> out = new ArrayList<>();
    for (RoundRecord r : g.rounds()) {
      PairingRequest request = g.requestFor(r.round());
      out.addAll(compare("deterministic", system, r, request));
      out.addAll(
          compare(
              "order-independent",
              system,
              r,
              ContractChecks.shuffled(request, shuffleSeed + r.round())));
      Optional<PairingRequest> viaTrf =
          ContractChecks.shuffledViaTrf(request, shuffleSeed - r.round());
      if (viaTrf.isPresent()) {
        out.addAll(compare("order-independent", system, r, viaTrf.get()));
      }
    }
    return out;
  }

  private static List<Violation> compare(
      String check, PairingSystem system, RoundRecord recorded, PairingRequest request) {
    Pairing again;
    try {
      again = system.pair(request);
    } catch (NoValidPairingException e) {
      if (recorded.failed()) {
        return List.of();
      }
      return List.of(
          new Violation(
              check,
              "round "
                  + recorded.round()
                  + ": first "
                  + ContractChecks.describe(recorded.pairing().orElseThrow())
                  + ", then no valid pairing: "
                  + e.getMessage()));
    } catch (RuntimeException e) {
      return List.of(
          new Violation("exception", "round " + recorded.round() + ": the system threw " + e));
    }
    if (recorded.failed()) {
      return List.of(
          new Violation(
              check,
              "round "
                  + recorded.round()
                  + ": first no valid pairing, then "
                  + ContractChecks.describe(again)));
    }
    return ContractChecks.checkSameOutput(
        check, recorded.round(), recorded.pairing().orElseThrow(), again);
  }

  /**
   * Passes everything to the system and remembers the round last asked for, to name it on an
   * exception.
   */
  private static final class RoundCounting implements PairingSystem {
    private final PairingSystem system;
    private int lastRound;

    RoundCounting(PairingSystem system) {
      this.system = system;
    }

    @Override
    public String id() {
      return system.id();
    }

    @Override
    public String name() {
      return system.name();
    }

    @Override
    public ColourRules colourRules() {
      return system.colourRules();
    }

    @Override
    public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
      return system.mayReceivePairingAllocatedBye(player, tournament);
    }

    @Override
    public Pairing pair(PairingRequest request) {
      lastRound = request.round();
      return system.pair(request);
    }
  }
}
