package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.swisschess.api.ForcedPairings;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.dutch.core.Shortcut;
import org.swisschess.testkit.RoundState;
import org.swisschess.testkit.TournamentArbitraries;

/**
 * A forced re-pairing started from the round's own pairing (its brackets paired alone taken as they
 * were where the re-pairing meets them unchanged: {@code forced-warm-start}) is the forced
 * re-pairing from scratch, for every alternative of every player: the same boards and bye, or no
 * valid pairing for both.
 */
class ForcedWarmStartProperties {

  private static final PairingSystem SYSTEM = PairingSystems.require("dutch-2026");

  @Provide
  Arbitrary<RoundState> rounds() {
    return TournamentArbitraries.states(SYSTEM, TournamentArbitraries.scenarios(2, 40, 9, 7));
  }

  @Property(tries = 60)
  void aForcedRePairingFromTheRoundsOwnPairingIsTheOneFromScratch(
      @ForAll("rounds") RoundState state) {
    if (state.recorded().pairing().isEmpty()) {
      return;
    }
    Pairing pairing = state.recorded().pairing().get();
    PairingRequest warm = state.request();
    Map<String, String> options = new HashMap<>(warm.options());
    options.put("shortcut." + Shortcut.FORCED_WARM_START.optionName(), "off");
    PairingRequest cold =
        new PairingRequest(warm.tournament(), warm.round(), warm.absent(), options);
    ForcedPairings forced = SYSTEM.forcedPairings().orElseThrow();
    ForcedPairings.Round fromOwn = forced.round(warm, pairing);
    ForcedPairings.Round fromScratch = forced.round(cold, pairing);
    for (int player : fromOwn.pairingScores().keySet()) {
      for (ForcedPairings.Alternative a : fromOwn.situation(player).alternatives()) {
        assertEquals(
            outcome(fromScratch, a), outcome(fromOwn, a), state + ": " + a.imposition().toText());
      }
    }
  }

  private static String outcome(ForcedPairings.Round round, ForcedPairings.Alternative a) {
    try {
      Pairing p = round.pair(a.imposition());
      return p.boards() + " bye " + p.pairingAllocatedBye();
    } catch (NoValidPairingException e) {
      return "no valid pairing";
    }
  }
}
