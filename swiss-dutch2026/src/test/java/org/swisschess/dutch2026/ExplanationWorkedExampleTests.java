package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Decision;
import org.swisschess.api.Imposition;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Reason;
import org.swisschess.api.Reasoning;
import org.swisschess.api.Tournament;
import org.swisschess.api.WhyThisPairing;
import org.swisschess.trf.TrfReader;

/**
 * Reasons worked out by hand from the repository's example (examples/example.trf, round 5), not by
 * the code under test.
 */
class ExplanationWorkedExampleTests {

  private static Path example() {
    Path here = Path.of("").toAbsolutePath();
    return Files.isDirectory(here.resolve("swiss-trf"))
        ? here.resolve("examples/example.trf")
        : here.resolveSibling("examples/example.trf");
  }

  /**
   * Scoregroup 3.0 of round 5 is 2, 4, 5, 6, 7 with 1 (4.0) moved down. After four games 2, 4, 5
   * and 6 are due Black (5 absolutely: three Whites), 1 and 7 White. 1 met 4, 5 and 8 before. The
   * pairing 1-6, 2-4, 5-7 leaves one player (2 or 4) without his colour. With 2-6 imposed (both due
   * Black: one more), 1 may only take 7 (both due White: one more), leaving 4-5 (both due Black:
   * one more): 3 instead of 1, [C12], the first criterion where the two differ (both pairings pair
   * all six, so [C6]-[C11] are equal).
   */
  @Test
  void pairing2With6CostsTwoColourPreferencesInScoregroup3() throws Exception {
    Tournament t = TrfReader.read(example()).tournament();
    PairingSystem dutch = PairingSystems.require("dutch-2026");
    PairingRequest request = PairingRequest.of(t);
    Pairing pairing = dutch.pair(request);
    assertEquals(6, pairing.boardOf(1).map(b -> b.white() == 1 ? b.black() : b.white()).orElse(0));
    WhyThisPairing why = WhyThisPairing.of(dutch, request, pairing);
    Decision d = why.decide(Imposition.pair(2, 6)).orElseThrow();
    assertEquals(Decision.Kind.WORSE, d.kind());
    assertEquals("[C12]", d.criterion().name());
    assertEquals("scoregroup 3.0", d.scope());
    assertEquals(List.of(1), d.chosen());
    assertEquals(List.of(3), d.forced());
  }

  /** 5 would face 1 in the split of scoregroup 3.0, but they met in round 4 ([C1]). */
  @Test
  void theExpectedOpponentMetBefore() throws Exception {
    Tournament t = TrfReader.read(example()).tournament();
    PairingSystem dutch = PairingSystems.require("dutch-2026");
    PairingRequest request = PairingRequest.of(t);
    Reasoning r = WhyThisPairing.of(dutch, request, dutch.pair(request)).explain(5);
    Reason opponent = r.reasons().get(0);
    assertEquals(Reason.Topic.OPPONENT, opponent.topic());
    assertEquals(Imposition.pair(5, 1), opponent.alternative());
    assertEquals(Decision.Kind.FORBIDDEN, opponent.decision().kind());
    assertEquals("[C1]", opponent.decision().criterion().name());
    assertTrue(opponent.decision().detail().contains("round 4"), opponent.decision().detail());
  }
}
