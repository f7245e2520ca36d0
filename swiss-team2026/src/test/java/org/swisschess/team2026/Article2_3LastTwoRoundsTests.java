package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;

/**
 * [C7] 2.3.4 and [C10] 2.3.7 do not apply in the last two rounds: rounds R-1 and R of an R-round
 * event. For a five-round event, rounds 4 and 5 (the worked examples of each criterion are in
 * Article3_5UpfloaterTests and Article3_6BracketPairingTests).
 */
class Article2_3LastTwoRoundsTests {

  @Test
  void roundsFourAndFiveOfFiveAreTheLastTwo() {
    TeamEvent event = TeamEvents.start(8, 4, 5, TeamEvent.ColourPreferenceType.TYPE_A);
    List<Boolean> lapse = new ArrayList<>();
    for (int round = 1; round <= 5; round++) {
      TeamPairingRequest request = TeamPairingRequest.of(event);
      lapse.add(RoundFacts.of(request, Readings.TEXT).lastTwoRounds());
      Pairing p = PairingSystems.require("team-2026").pairTeams(request);
      event = TeamEvents.play(event, p, Map.of());
    }
    assertEquals(List.of(false, false, false, true, true), lapse);
  }
}
