package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;

/** Dubov 6.1: the columns of white- and black-seekers, and who "should play" which colour. */
class Article6_1StandardRequirementTests {

  @Test
  void playersWithoutADueColourFillTheShorterColumnHighestAroFirst() {
    // 1, 2 should play White; 3 Black; 4, 5, 6 have not played (no due colour, ARO 0 each). Free
    // players go highest ARO first, here all equal, so by 6.2's order: the lower R first.
    Fixture f =
        new Fixture()
            .player(1, 2000, "1.0", "2200", "B")
            .player(2, 2000, "1.0", "2100", "B")
            .player(3, 2000, "1.0", "2200", "W")
            .player(4, 1900, "1.0", "", "")
            .player(5, 1800, "1.0", "", "")
            .player(6, 1700, "1.0", "", "");
    Seekers s = Seekers.split(f.context().entrants);
    // Free players in order 6, 5, 4 (ARO all 0, lower R first): 6 -> Black (2 v 1), 5 -> White
    // (2 v 2, White on a tie), 4 -> Black.
    assertEquals(List.of(5, 2, 1), s.whites().stream().map(Entrant::id).toList());
    assertEquals(List.of(3, 4, 6), s.blacks().stream().map(Entrant::id).toList());
  }

  @Test
  void aColourThatChapter2DemandsOverridesTheDueColour() {
    // B B B W W: more Blacks (due White by 1) but White twice running (2.4): he should play Black.
    Fixture f = new Fixture().player(1, 2000, "1.0", "2200", "BBBWW");
    Entrant e = f.get(1);
    assertEquals(Colour.WHITE, e.due());
    assertEquals(Colour.BLACK, e.seeking());
  }
}
