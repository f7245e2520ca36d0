package org.swisschess.dubov2026;

import java.util.List;
import java.util.Optional;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.ColourRules;
import org.swisschess.api.ForcedPairings;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.api.TournamentType;
import org.swisschess.basic2026.ByeEligibility;

/**
 * The Dubov System of C.04.4.1 as approved by the FIDE Council on 28/10/2025 and applied from 1
 * February 2026, id {@code dubov-2026}: within each scoregroup, players who met a low average
 * rating of opponents (ARO) meet high-rated players now.
 *
 * <p>Example: {@code PairingSystems.require("dubov-2026").pair(PairingRequest.of(tournament))}.
 * Stateless and thread-safe. The readings where the text is silent are in the module's README.
 */
public final class Dubov2026System implements PairingSystem {

  /** Creates the system; called by {@link java.util.ServiceLoader}. */
  public Dubov2026System() {}

  @Override
  public String id() {
    return "dubov-2026";
  }

  @Override
  public String name() {
    return "FIDE Dubov System (C.04.4.1, 2026)";
  }

  /**
   * [C3] keeps two players with the same absolute preference apart, and 5.2.2/5.2.3 always grant an
   * absolute preference, so nobody's colour difference leaves -2..2 and nobody gets one colour
   * three times running; the text knows no exception, in no round.
   */
  @Override
  public ColourRules colourRules() {
    return new ColourRules(2, 2, false);
  }

  /**
   * TRF-2026 §6 (ETT26): {@code FIDE_DUBOV}, the Dubov rules in force (not the 1997 edition, which
   * no code names), and {@code FIDE_DUBOV_BAKU} for the Baku acceleration (C.04.7).
   */
  @Override
  public List<TournamentType> tournamentTypes() {
    return List.of(
        TournamentType.of("FIDE_DUBOV"),
        TournamentType.of("FIDE_DUBOV_BAKU").withAcceleration(AccelerationMethod.BAKU));
  }

  /** [C2] (C.04.1 Art. 4): not after a PAB, nor after a win's points scored without playing. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return ByeEligibility.mayReceive(player, tournament.scoring());
  }

  /**
   * The round paired again with an alternative imposed, for {@code swiss explain}: the same
   * procedure, the alternative kept like [C1] and [C3], pairings compared by 3.1 and [C5]-[C10].
   */
  @Override
  public Optional<ForcedPairings> forcedPairings() {
    return Optional.of(FORCED);
  }

  private static final ForcedPairings FORCED = new DubovForcedPairings();

  @Override
  public Pairing pair(PairingRequest request) {
    request.requireNoAdjournedGames(id()); // the 2026 text has no rule for a game without result
    return new RoundPairer(request).pair();
  }
}
