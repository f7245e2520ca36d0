package org.swisschess.dutch2017;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.dutch.core.Shortcut;
import org.swisschess.testkit.RoundState;
import org.swisschess.testkit.TournamentArbitraries;

/**
 * Over random rounds of random tournaments, dutch-2017 pairs exactly the same with its shortcuts
 * off (every one, or all but one) as with them on: they only save solves.
 */
class ShortcutEquivalenceProperties {

  private static final PairingSystem SYSTEM = PairingSystems.require("dutch-2017");

  @Provide
  Arbitrary<RoundState> rounds() {
    return TournamentArbitraries.states(SYSTEM);
  }

  @Property(tries = 80)
  void everyShortcutOffPairsTheSame(@ForAll("rounds") RoundState state) {
    assertEquals(outcome(state.request()), outcome(with(state.request(), "shortcuts", "none")));
  }

  @Property(tries = 80)
  void everyShortcutButOnePairsTheSame(@ForAll("rounds") RoundState state, @ForAll Shortcut left) {
    assertEquals(
        outcome(state.request()),
        outcome(with(state.request(), "shortcut." + left.optionName(), "off")),
        "without " + left.optionName());
  }

  private static PairingRequest with(PairingRequest request, String option, String value) {
    Map<String, String> options = new HashMap<>(request.options());
    options.put(option, value);
    return new PairingRequest(
        request.tournament(), request.round(), request.absent(), Map.copyOf(options));
  }

  /** The boards and the bye, or why there is no pairing. */
  private static String outcome(PairingRequest request) {
    try {
      Pairing p = SYSTEM.pair(request);
      return p.boards() + " bye " + p.pairingAllocatedBye();
    } catch (NoValidPairingException e) {
      return "no valid pairing: " + e.getMessage();
    }
  }
}
