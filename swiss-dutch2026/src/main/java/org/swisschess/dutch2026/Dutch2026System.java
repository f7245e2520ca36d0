package org.swisschess.dutch2026;

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
 * The FIDE (Dutch) System, C.04.3 as approved on 28 October 2025 and applied from 1 February 2026:
 * pairing system {@code dutch-2026}.
 *
 * <p>Example: {@code PairingSystems.require("dutch-2026").pair(PairingRequest.of(tournament))}.
 */
public final class Dutch2026System implements PairingSystem {

  private static final DutchEdition EDITION = new Edition2026();

  private static final ForcedPairings FORCED = new DutchForcedPairings(EDITION, new Criteria2026());

  /** Creates the system; used by {@link java.util.ServiceLoader}. */
  public Dutch2026System() {}

  @Override
  public String id() {
    return "dutch-2026";
  }

  @Override
  public String name() {
    return "FIDE Dutch System (C.04.3, 2026)";
  }

  @Override
  public ColourRules colourRules() {
    return new ColourRules(2, 2, true);
  }

  /**
   * TRF-2026 §6 (ETT26): {@code FIDE_DUTCH_2026}, the TEC draft's {@code FIDE_DUTCH_2025} (the
   * spelling bbpPairings 6 and Gacrux read, written first so that they read a file this system
   * paired) and {@code FIDE_DUTCH}, the rules in force, which are these since 1 February 2026; each
   * with {@code _BAKU} for the Baku acceleration (C.04.7), {@code FIDE_DUTCH_2026_BAKU} first.
   */
  @Override
  public List<TournamentType> tournamentTypes() {
    return List.of(
        TournamentType.of("FIDE_DUTCH_2025"),
        TournamentType.of("FIDE_DUTCH_2026"),
        TournamentType.of("FIDE_DUTCH"),
        TournamentType.of("FIDE_DUTCH_2026_BAKU").withAcceleration(AccelerationMethod.BAKU),
        TournamentType.of("FIDE_DUTCH_2025_BAKU").withAcceleration(AccelerationMethod.BAKU),
        TournamentType.of("FIDE_DUTCH_BAKU").withAcceleration(AccelerationMethod.BAKU));
  }

  /** [C2] as the 2026 text has it: see {@link Edition2026#mayReceivePairingAllocatedBye}. */
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
   * The round paired again with an alternative imposed, and a pairing read at [C5]-[C21], so that
   * {@link org.swisschess.api.WhyThisPairing} can explain this system's pairings.
   */
  @Override
  public Optional<ForcedPairings> forcedPairings() {
    return Optional.of(FORCED);
  }
}
