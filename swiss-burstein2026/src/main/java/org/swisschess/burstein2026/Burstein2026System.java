package org.swisschess.burstein2026;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.ColourRules;
import org.swisschess.api.Explanation;
import org.swisschess.api.ForcedPairings;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.api.TournamentType;
import org.swisschess.basic2026.ByeEligibility;

/**
 * The Burstein System in force since 1 February 2026 (FIDE C.04.4.2), id {@code burstein-2026}: the
 * seeding rounds are paired by the Dutch System, then each scoregroup pairs its players of high
 * Opposition Index (Buchholz, then Sonneborn-Berger) against those of low Index.
 *
 * <p>Example: {@code PairingSystems.require("burstein-2026").pair(PairingRequest.of(tournament))}.
 * Stateless and thread-safe. The readings made where the text is silent are listed in the module's
 * README.
 */
public final class Burstein2026System implements PairingSystem {

  /** The Dutch edition that pairs the seeding rounds (1.6.1), found through the registry. */
  static final String SEEDING_SYSTEM = "dutch-2026";

  /** Creates the system; called by {@link java.util.ServiceLoader}. */
  public Burstein2026System() {}

  @Override
  public String id() {
    return "burstein-2026";
  }

  @Override
  public String name() {
    return "FIDE Burstein System (C.04.4.2, 2026)";
  }

  /**
   * An absolute colour preference (1.5.1) is always granted: [C3] keeps two players with the same
   * one apart, and 5.2.2/5.2.3 grant it against any other; the seeding rounds are never the last
   * round, where the Dutch System's top-scorer exception would apply. So no player's colour
   * difference leaves -2..2 and nobody has one colour three times running.
   */
  @Override
  public ColourRules colourRules() {
    return new ColourRules(2, 2, false);
  }

  /**
   * TRF-2026 §6 (ETT26): {@code FIDE_BURSTEIN}, the Burstein rules in force, and {@code
   * FIDE_BURSTEIN_BAKU} for the Baku acceleration (C.04.7).
   */
  @Override
  public List<TournamentType> tournamentTypes() {
    return List.of(
        TournamentType.of("FIDE_BURSTEIN"),
        TournamentType.of("FIDE_BURSTEIN_BAKU").withAcceleration(AccelerationMethod.BAKU));
  }

  /**
   * [C2] (2.1, C.04.1 Art. 4): not after a PAB, nor after a round that scored a win's points
   * without playing (a forfeit win, a full-point bye).
   */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return ByeEligibility.mayReceive(player, tournament.scoring());
  }

  /**
   * The round paired again with an alternative imposed, for {@code swiss explain}: a seeding round
   * by dutch-2026's own; after the seeding rounds the same procedure with the alternative kept like
   * [C1] and [C3], pairings compared by 3.1, [C5]-[C8] and 4.3.
   */
  @Override
  public Optional<ForcedPairings> forcedPairings() {
    return Optional.of(FORCED);
  }

  private static final ForcedPairings FORCED = new BursteinForcedPairings();

  @Override
  public Pairing pair(PairingRequest request) {
    request.requireNoAdjournedGames(id()); // the text has no article for a game without a result
    int seeding = SeedingRounds.of(request.tournament().plannedRounds());
    if (request.round() <= seeding) {
      return seedingRound(request, seeding);
    }
    return new BursteinPairer(request).pair();
  }

  /** 1.6.1: a seeding round is paired by the Dutch System, all of it (PAB, colours, boards). */
  private static Pairing seedingRound(PairingRequest request, int seeding) {
    Pairing dutch = PairingSystems.require(SEEDING_SYSTEM).pair(request);
    List<Explanation.Section> sections = new ArrayList<>();
    sections.add(
        new Explanation.Section(
            "Burstein 1.6: seeding round",
            List.of(
                "round "
                    + request.round()
                    + " is seeding round "
                    + request.round()
                    + " of "
                    + seeding
                    + " (min(floor("
                    + request.tournament().plannedRounds()
                    + "/2), 4)): paired by "
                    + SEEDING_SYSTEM
                    + ", the FIDE (Dutch) System")));
    sections.addAll(dutch.explanation().sections());
    return new Pairing(
        dutch.round(),
        dutch.boards(),
        dutch.pairingAllocatedBye(),
        new Explanation(sections, dutch.explanation().searchLimits()));
  }
}
