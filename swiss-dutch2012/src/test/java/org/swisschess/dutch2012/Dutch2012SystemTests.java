package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.ColourRules;
import org.swisschess.api.Explanation;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;

/** The provider as a user sees it. */
class Dutch2012SystemTests {

  @Test
  void isFoundByItsId() {
    PairingSystem system = PairingSystems.require("dutch-2012");
    assertEquals("dutch-2012", system.id());
    assertEquals(new ColourRules(2, 2, true), system.colourRules());
  }

  @Test
  void everyPairingExplainsEachBracket() {
    Pairing p = new TestTournament(6, 5).round("1-4 1", "5-2 0", "3-6 =").pair();
    List<Explanation.Section> sections = p.explanation().sections();
    assertEquals(
        List.of("Bracket 1.0", "Bracket 0.5", "Lowest bracket 0.0"),
        sections.stream().map(Explanation.Section::title).toList());
    assertTrue(
        sections.get(0).lines().stream().anyMatch(l -> l.startsWith("P0=1 M0=0 X1=")),
        p.explanation().toText());
    assertTrue(
        sections.get(0).lines().stream().anyMatch(l -> l.contains("relaxed:")),
        p.explanation().toText());
  }

  @Test
  void noValidPairingComesWithAnExplanation() {
    TestTournament t = new TestTournament(2, 5).round("1-2 1");
    NoValidPairingException e =
        assertThrows(
            NoValidPairingException.class,
            () -> new Dutch2012System().pair(PairingRequest.of(t.tournament())));
    // refused before any bracket is paired: the matching over both players finds no pair
    assertTrue(
        e.explanation().toText().contains("No valid pairing (B.1, B.2)"), e.explanation().toText());
  }
}
