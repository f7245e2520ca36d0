package org.swisschess.cli;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.api.TournamentType;

/**
 * A test-only engine as a third party would ship it: its own jar's services file, its own TRF-2026
 * codes ({@code FIDE_DOUBLESWISS}, which no engine of this project answers to, and its Baku
 * variant, with an option of its own on a third code). Not in the test class path's services file:
 * {@link ThirdPartyEngineTests} puts it on a class path of its own. Pairs as {@link
 * InOrderTestSystem}.
 */
public final class ThirdPartyTestSystem implements PairingSystem {

  /** The id of the engine. */
  public static final String ID = "third-party-test";

  private final PairingSystem inOrder = new InOrderTestSystem();

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "A third party's engine (test only)";
  }

  @Override
  public List<TournamentType> tournamentTypes() {
    return List.of(
        TournamentType.of("FIDE_DOUBLESWISS"),
        TournamentType.of("FIDE_DOUBLESWISS_BAKU").withAcceleration(AccelerationMethod.BAKU),
        TournamentType.of("CUSTOM_DOUBLESWISS").withOption("games-per-round", "2"));
  }

  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return inOrder.mayReceivePairingAllocatedBye(player, tournament);
  }

  /** Pairs as {@link InOrderTestSystem}, and explains with the request's options. */
  @Override
  public Pairing pair(PairingRequest request) {
    Pairing p = inOrder.pair(request);
    List<Explanation.Section> sections = new ArrayList<>(p.explanation().sections());
    sections.add(new Explanation.Section("Options", List.of(request.options().toString())));
    return new Pairing(
        p.round(),
        p.boards(),
        p.pairingAllocatedBye(),
        new Explanation(sections, p.explanation().searchLimits()));
  }
}
