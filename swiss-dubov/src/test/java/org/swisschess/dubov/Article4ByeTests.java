package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/**
 * Dubov 4: the bye goes to the lowest score group's lowest R, due the dominating colour, higher
 * ARO.
 */
class Article4ByeTests {

  /**
   * Score group 0: 1 (R 1500, due White), 2 (R 1500, due Black, ARO 2100), 3 (R 1500, due Black,
   * ARO 2200), 4 (R 1600, due Black): Black dominates. Group 1: 5 with the lowest R of all.
   */
  private static Fixture field() {
    return new Fixture()
        .player(1, 1500, "0", "2300", "B")
        .player(2, 1500, "0", "2100", "W")
        .player(3, 1500, "0", "2200", "W")
        .player(4, 1600, "0", "2000", "W")
        .player(5, 1400, "1", "2000", "B");
  }

  @Test
  void lowestGroupLowestRatingDominatingColourHigherAro() {
    List<Entrant> order = ByeSelection.candidates(field().context().entrants);
    assertEquals(List.of(3, 2, 1, 4, 5), order.stream().map(Entrant::id).toList());
  }

  @Test
  void aPlayerBarredBy2_2IsPassedOver() {
    Fixture f =
        new Fixture()
            .player(1, 1500, "0", "2300", "B")
            .player(2, 1500, "0", "2100", "W")
            .player(3, 1500, "0", "2200", "W", 0, false, true)
            .player(4, 1600, "0", "2000", "W");
    assertEquals(
        List.of(2, 1, 4),
        ByeSelection.candidates(f.context().entrants).stream().map(Entrant::id).toList());
  }

  @Test
  void theEngineGivesTheByeToTheLowestRatedPlayerOfTheLowestGroup() {
    // Round 1 (by hand): 1-4 1-0, 5-2 0-1, 3 bye. Round 2: score 0 holds 4 (R 2100) and 5 (R 2000).
    Tournament t =
        Tournament.start(5, Games.players(2400, 2300, 2200, 2100, 2000))
            .withRound(Games.round("1-4:1", "5-2:0", "bye:3"));
    Pairing p =
        PairingSystems.require("dubov-1997").pair(new PairingRequest(t, 2, Set.of(), Map.of()));
    assertEquals(5, p.pairingAllocatedBye().getAsInt());
  }
}
