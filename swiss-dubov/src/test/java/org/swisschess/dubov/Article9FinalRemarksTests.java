package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Explanation;

/**
 * Dubov 9, "proceed wisely and impartially" (README 9-a): a score group paired by the text that
 * would leave the players below unpairable is paired again so that everybody can be paired.
 */
class Article9FinalRemarksTests {

  @Test
  void aGroupThatWouldStrandTheGroupBelowIsPairedAgain() {
    // 2.0: 1 should play White, 2 Black; by 6.2 they would meet. 1.0: 3 and 4 have met each other,
    // so 1 and 2 must each meet one of them. Paired again, 1 and 2 float down; 8.1 takes the white
    // floater 1 first, who meets the black-seeker 4 (8.2); 2 meets 3.
    Fixture f =
        new Fixture()
            .player(1, 2300, "2.0", "2200", "B")
            .player(2, 2200, "2.0", "2200", "W")
            .player(3, 2100, "1.0", "2200", "B")
            .player(4, 2000, "1.0", "2200", "W")
            .met(3, 4);
    RoundContext ctx = f.context();
    Explanation.Builder explanation = Explanation.builder();
    new ScoreGroupSequence(ctx, explanation).pairAll();
    assertEquals(List.of("1-4", "3-2"), Fixture.pairs(ctx));
    assertTrue(explanation.build().toText().contains("README 9-a"));
  }

  @Test
  void theTextsPairingStandsWhenTheRestStaysPairable() {
    Fixture f =
        new Fixture()
            .player(1, 2300, "2.0", "2200", "B")
            .player(2, 2200, "2.0", "2200", "W")
            .player(3, 2100, "1.0", "2200", "B")
            .player(4, 2000, "1.0", "2200", "W");
    RoundContext ctx = f.context();
    Explanation.Builder explanation = Explanation.builder();
    new ScoreGroupSequence(ctx, explanation).pairAll();
    assertEquals(List.of("1-2", "3-4"), Fixture.pairs(ctx));
  }
}
