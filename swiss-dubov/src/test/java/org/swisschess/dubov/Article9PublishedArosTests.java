package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/**
 * Dubov 9: the AROs are published with every pairing, with the due colours and the groups' work.
 */
class Article9PublishedArosTests {

  @Test
  void everyPlayersAroAndDueColourIsListedAbsentOnesToo() {
    // Round 1: 1-2 1-0, 3-4 drawn, 5 PAB. Round 2 with 3 absent.
    Tournament t =
        Tournament.start(5, Games.players(2400, 2301, 2200, 2100, 2000))
            .withRound(Games.round("1-2:1", "3-4:=", "bye:5"));
    Pairing p =
        PairingSystems.require("dubov-1997").pair(new PairingRequest(t, 2, Set.of(3), Map.of()));
    Explanation.Section table = p.explanation().sections().get(0);
    assertTrue(table.title().contains("AROs"), table.title());
    List<String> lines = table.lines();
    assertEquals(5, lines.size());
    assertTrue(
        lines.get(0).contains("ARO 2301.0 (2301/1)") && lines.get(0).contains("due colour black"),
        lines.get(0));
    assertTrue(
        lines.get(1).contains("ARO 2400.0 (2400/1)") && lines.get(1).contains("due colour white"),
        lines.get(1));
    assertTrue(
        lines.get(2).contains("absent") && lines.get(2).contains("ARO 2100.0"), lines.get(2));
    assertTrue(
        lines.get(4).contains("no rated opponent") && lines.get(4).contains("due colour none"),
        lines.get(4));
  }

  @Test
  void eachScoreGroupShowsItsSeekersAndTransfers() {
    Tournament t =
        Tournament.start(5, Games.players(2400, 2300, 2200, 2100))
            .withRound(Games.round("1-3:1", "4-2:0"));
    String text =
        PairingSystems.require("dubov-1997").pair(PairingRequest.of(t)).explanation().toText();
    // Group 1.0: 1 (due Black) and 2 (due White): 2 is the white-seeker.
    assertTrue(text.contains("Score group 1.0"), text);
    assertTrue(text.contains("6.2 white-seekers by ARO: 2 (R 2300, ARO 2100.0)"), text);
    assertTrue(text.contains("6.2 black-seekers by R: 1 (R 2400, ARO 2200.0)"), text);
  }
}
