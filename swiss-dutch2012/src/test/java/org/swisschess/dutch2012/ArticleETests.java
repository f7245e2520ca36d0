package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;

/** Worked examples of section E, built by hand from the text. */
class ArticleETests {

  private static Board board(Fixture f, int a, int b) {
    RoundContext ctx = f.build();
    return ColourAllocator.allocate(ctx, Fixture.ranks(ctx, a)[0], Fixture.ranks(ctx, b)[0]);
  }

  @Test
  void e1_bothPreferencesGranted() {
    assertEquals(
        new Board(2, 1), board(new Fixture().player(1, "1", "b").player(2, "1", "w"), 1, 2));
  }

  @Test
  void e2_theStrongerPreferenceWins() {
    assertEquals(
        new Board(2, 1), board(new Fixture().player(1, "1", "w").player(2, "1", "W"), 1, 2));
    assertEquals(
        new Board(1, 2), board(new Fixture().player(1, "1", "W!").player(2, "1", "W"), 1, 2));
  }

  @Test
  void e3_alternateFromTheLatestRoundWithDifferentColours() {
    // both strong White; rounds 3 and 2 alike, round 1: 1 had White, 2 Black: now 1 Black
    Fixture f =
        new Fixture()
            .round(4)
            .player(1, "1", "W")
            .player(2, "1", "W")
            .withColours(1, Colour.WHITE, Colour.BLACK, Colour.BLACK)
            .withColours(2, Colour.BLACK, Colour.BLACK, Colour.BLACK);
    assertEquals(new Board(2, 1), board(f, 1, 2));
  }

  @Test
  void e4_otherwiseTheHigherRankedPlayerGetsHisPreference() {
    Fixture f =
        new Fixture()
            .round(4)
            .player(1, "1", "W")
            .player(2, "1.5", "W")
            .withColours(1, Colour.BLACK, Colour.WHITE, Colour.BLACK)
            .withColours(2, Colour.BLACK, Colour.WHITE, Colour.BLACK);
    assertEquals(new Board(2, 1), board(f, 1, 2)); // 2 ranks higher on score
  }

  @Test
  void e5_firstRoundColoursAlternateDownS1() {
    Pairing p = new TestTournament(8, 5).pair();
    assertEquals(List.of("1-5", "6-2", "3-7", "8-4"), TestTournament.text(p));
  }

  @Test
  void a7f_thePreferenceOfTheOpponentOfANewcomerIsGranted() {
    assertEquals(
        new Board(2, 1), board(new Fixture().player(1, "1", "-").player(2, "1", "W"), 1, 2));
  }
}
