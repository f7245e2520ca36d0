package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Tournament;

/** Worked examples for section E, each built by hand from the text. */
class Rating1998SectionETests {

  private static Competitor byId(Tournament t, int id) {
    return Field.of(PairingRequest.of(t)).players().stream()
        .filter(c -> c.id() == id)
        .findFirst()
        .orElseThrow();
  }

  private static Colour colourOfHigher(Tournament t, int higher, int lower) {
    return new ColourAllocator(t.initialColour()).colourOfHigher(byId(t, higher), byId(t, lower));
  }

  @Test
  void E1_bothPreferencesGranted() {
    // Round 1: 1 White, 4 Black: 1 wants Black, 4 White: 4-1.
    Tournament t = new Fixture(4, 5).round("1-3 =", "4-2 =").tournament();
    assertEquals(Colour.BLACK, colourOfHigher(t, 1, 2));
  }

  @Test
  void E2_strongerPreferenceGranted() {
    // 1 played one game, with Black: strong White. 2 played White then Black: mild White. 1 gets
    // White. 3 (Black then White: mild Black) and 4 (one game, White: strong Black): 4 gets Black.
    Tournament t =
        new Fixture(4, 5).round("2-3 =", "1 Z", "4 Z").round("4-1 =", "3-2 =").tournament();
    assertEquals(Colour.WHITE, colourOfHigher(t, 1, 2));
    assertEquals(Colour.WHITE, colourOfHigher(t, 3, 4));
  }

  @Test
  void E3_coloursAlternateFromTheLastRoundThatDiffered() {
    // 1: B W W B, 2: W B W B, both mild White. Going back, the third-last games differ (1 White,
    // 2 Black), so 1 now gets Black although E.4 would give the higher player White.
    Tournament t =
        new Fixture(6, 9)
            .round("3-1 =", "2-4 =", "5-6 =")
            .round("1-4 =", "5-2 =", "3-6 =")
            .round("1-5 =", "2-6 =", "4-3 =")
            .round("6-1 =", "3-2 =", "4-5 =")
            .tournament();
    assertEquals(Colour.BLACK, colourOfHigher(t, 1, 2));
  }

  @Test
  void E4_higherRankedPlayersPreferenceGranted() {
    // 1 and 2 both had White once: both want Black, same strength, same history: 1 gets Black.
    Tournament t = new Fixture(4, 5).round("1-3 =", "2-4 =").tournament();
    assertEquals(Colour.BLACK, colourOfHigher(t, 1, 2));
  }

  @Test
  void E5_roundOneAlternatesDownS1FromTheColourDrawn() {
    // The lot gave Black to the first player: 5-1, 2-6, 7-3, 4-8.
    assertEquals("5-1 2-6 7-3 4-8", new Fixture(8, 5).initialColour(Colour.BLACK).pairText());
  }
}
