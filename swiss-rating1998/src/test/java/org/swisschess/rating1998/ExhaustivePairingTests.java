package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swisschess.api.PairingRequest;

/** The property's oracle must be able to say both yes and no. */
class ExhaustivePairingTests {

  @Test
  void findsAPairingWhereOneExists() {
    assertTrue(ExhaustivePairing.exists(PairingRequest.of(new Fixture(5, 5).tournament())));
  }

  @Test
  void findsNoneWhereOnlyColourClashesRemain() {
    // The B.2 example: 1-2 and 3-4 are left and each would give someone a third game in a colour.
    Fixture f = new Fixture(4, 5).round("3-1 =", "4-2 =").round("4-1 =", "3-2 =");
    assertFalse(ExhaustivePairing.exists(PairingRequest.of(f.tournament())));
  }

  @Test
  void findsNoneWhenTheByeOrTheGamesAreRuledOut() {
    // Three players, 1-2 met, 3 had the bye: 1-3 or 2-3 remain, unless both are forbidden.
    Fixture f = new Fixture(3, 5).round("1-2 =", "3 U");
    assertTrue(ExhaustivePairing.exists(PairingRequest.of(f.tournament())));
    Fixture g = new Fixture(3, 5).forbid(1, 3).forbid(2, 3).round("1-2 =", "3 U");
    assertFalse(ExhaustivePairing.exists(PairingRequest.of(g.tournament())));
  }
}
