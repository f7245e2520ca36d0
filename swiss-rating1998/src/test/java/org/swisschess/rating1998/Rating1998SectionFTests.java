package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.History;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Points;
import org.swisschess.api.Tournament;

/** Worked examples for section F, each built by hand from the text. */
class Rating1998SectionFTests {

  @Test
  void F1_boardsBySumOfScoresBeforeRank() {
    // C.1 example state: 3-5 (1.0 + 1.0) and 1-2 (1.0 + 0.0): the higher players both have 1.0,
    // so the sum puts 3-5 first although 1 ranks above 3.
    Fixture f = new Fixture(6, 5).forbid(1, 3).forbid(1, 5).round("1-4 1", "5-2 1", "3-6 1");
    assertEquals("5-3 2-1 4-6", f.pairText());
  }

  @Test
  void F2_forfeitedPairingIsNoMeetingAndHasNoColours() {
    // Round 1: 1 won by forfeit against 2. They may meet again; neither has a colour history, so
    // E.5 gives the higher player the colour drawn: 1-2.
    assertEquals("1-2", new Fixture(2, 5).round("1-2 +").pairText());
  }

  @Test
  void F3_unplayedRoundIsSkippedWhenColoursAreCompared() {
    // 1: B W - W B (a forfeit in round 3) counts as B W W B; 2: W - B W B as W B W B. Lined up
    // from the last game, the third-last differ (1 White): 1 gets Black. Lined up by round number
    // the first rounds would decide and give 1 White.
    Tournament t =
        new Fixture(6, 9)
            .round("3-1 =", "2-4 =", "5-6 =")
            .round("1-4 =", "3-5 =", "2 Z", "6 Z")
            .round("1-5 +", "6-2 =", "3-4 =")
            .round("1-6 =", "2-3 =", "4-5 =")
            .round("4-1 =", "5-2 =", "3-6 =")
            .tournament();
    Field field = Field.of(PairingRequest.of(t));
    Competitor one = field.players().stream().filter(c -> c.id() == 1).findFirst().orElseThrow();
    Competitor two = field.players().stream().filter(c -> c.id() == 2).findFirst().orElseThrow();
    assertEquals(Colour.BLACK, new ColourAllocator(Colour.WHITE).colourOfHigher(one, two));
  }

  @Test
  void F4_oddRoundOneGivesTheLowestPlayerTheBye() {
    // S1 = 1 2 3, S2 = 4 5 6 7: 1-4, 2-5, 3-6; 7 gets the bye.
    assertEquals("1-4 5-2 3-6 | 7", new Fixture(7, 5).pairText());
  }

  @Test
  void F5_absentPlayersAreNotPaired() {
    // Player 2 is known not to play round 1: S1 = 1, S2 = 3 4: 1-3, and 4 gets the bye.
    assertEquals("1-3 | 4", new Fixture(4, 5).pairText(2));
  }

  @Test
  void F9_adjournedGameIsADrawForPairingOnly() {
    // Round 1: 1-4 and 2-5 won by White, 3-6 adjourned. F.9 scores it 0.5 each for pairing:
    // 1.0 = 1 2, 0.5 = 3 6, 0.0 = 4 5. 1-2: both want Black after White (strong), E.4 gives it to
    // the higher, 1: 2-1. 3 and 6 have met (the game was played), so neither can be paired in
    // 0.5 and both move down: S1 = 3 6, S2 = 4 5: 3-4 (3 wants Black, 4 White: 4-3) and 6-5 (both
    // want White, E.4: 6 ranks higher with 0.5). F.1: 4-3 before 6-5, 3 ranking above 6.
    // Counted as nothing, the game would leave 3 6 in 0.0 with 4 5 and give 5-3, 4-6.
    Fixture f = new Fixture(6, 5).round("1-4 1", "2-5 1", "3-6 *");
    assertEquals("2-1 4-3 6-5", f.pairText());
  }

  @Test
  void F9_adjournedGameKeepsItsScoreOutOfTheStandings() {
    Tournament t = new Fixture(6, 5).round("1-4 1", "2-5 1", "3-6 *").tournament();
    assertEquals(Points.ZERO, History.of(t).player(3).score(), "no result, no points");
    assertEquals(Points.HALF, History.of(t.withAdjournedGamesAsDraws()).player(3).score());
  }
}
