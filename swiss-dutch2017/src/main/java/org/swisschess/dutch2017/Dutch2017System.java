package org.swisschess.dutch2017;

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
import org.swisschess.dutch.core.DutchEdition;
import org.swisschess.dutch.core.DutchForcedPairings;
import org.swisschess.dutch.core.DutchPairing;

/**
 * The FIDE (Dutch) System, C.04.3 as approved at Baku 2016 with the 2017 definitions: pairing
 * system {@code dutch-2017}.
 *
 * <p>Example: {@code PairingSystems.require("dutch-2017").pair(PairingRequest.of(tournament))}.
 */
public final class Dutch2017System implements PairingSystem {

  private static final DutchEdition EDITION = new Edition2017();

  private static final ForcedPairings FORCED = new DutchForcedPairings(EDITION, new Criteria2017());

  /** Creates the system; used by {@link java.util.ServiceLoader}. */
  public Dutch2017System() {}

  @Override
  public String id() {
    return "dutch-2017";
  }

  @Override
  public String name() {
    return "FIDE Dutch System (C.04.3, 2017)";
  }

  @Override
  public ColourRules colourRules() {
    return new ColourRules(2, 2, true);
  }

  /**
   * TRF-2026 §6 (ETT26): {@code FIDE_DUTCH_2017}, and {@code FIDE_DUTCH_2017_BAKU} for the Baku
   * acceleration (C.04.7).
   */
  @Override
  public List<TournamentType> tournamentTypes() {
    return List.of(
        TournamentType.of("FIDE_DUTCH_2017"),
        TournamentType.of("FIDE_DUTCH_2017_BAKU").withAcceleration(AccelerationMethod.BAKU));
  }

  /** C.2 as the 2017 text has it: see {@link Edition2017#mayReceivePairingAllocatedBye}. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return EDITION.mayReceivePairingAllocatedBye(player, tournament);
  }

  @Override
  public Pairing pair(PairingRequest request) {
    request.requireNoAdjournedGames(id()); // the text has no article for a game without a result
    return DutchPairing.pair(request, EDITION);
  }

  /**
   * The round paired again with an alternative imposed, and a pairing read at C.5-C.19, so that
   * {@link org.swisschess.api.WhyThisPairing} can explain this system's pairings.
   */
  @Override
  public Optional<ForcedPairings> forcedPairings() {
    return Optional.of(FORCED);
  }
}
