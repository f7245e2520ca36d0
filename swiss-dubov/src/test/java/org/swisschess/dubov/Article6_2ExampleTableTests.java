package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Dubov 6.2, the table of the text: white-seekers with AROs 2310.0 ... 2344.6 in increasing order
 * meet black-seekers with R 2380 ... 2250 in decreasing order, row by row.
 */
class Article6_2ExampleTableTests {

  /** Players 1-6 should play White (due colour white), 7-12 Black; entered in scrambled order. */
  private static Fixture table() {
    return new Fixture()
        .player(12, 2250, "2.0", "2301.0", "W")
        .player(3, 2290, "2.0", "2322.3", "B")
        .player(9, 2300, "2.0", "2290.0", "W")
        .player(1, 2340, "2.0", "2310.0", "B")
        .player(8, 2365, "2.0", "2299.0", "W")
        .player(6, 2330, "2.0", "2344.6", "B")
        .player(10, 2280, "2.0", "2312.0", "W")
        .player(2, 2335, "2.0", "2318.4", "B")
        .player(7, 2380, "2.0", "2305.0", "W")
        .player(4, 2310, "2.0", "2333.7", "B")
        .player(11, 2260, "2.0", "2295.0", "W")
        .player(5, 2320, "2.0", "2340.5", "B");
  }

  @Test
  void columnsAreOrderedAsInTheTable() {
    RoundContext ctx = table().context();
    Seekers s = Seekers.split(ctx.entrants);
    List<String> whiteAros = new ArrayList<>();
    s.whites().forEach(e -> whiteAros.add(e.aro().toString()));
    List<Integer> blackRs = new ArrayList<>();
    s.blacks().forEach(e -> blackRs.add(e.rating()));
    assertEquals(List.of("2310.0", "2318.4", "2322.3", "2333.7", "2340.5", "2344.6"), whiteAros);
    assertEquals(List.of(2380, 2365, 2300, 2280, 2260, 2250), blackRs);
  }

  @Test
  void rowsArePairedAcrossWithWhiteToTheWhiteSeeker() {
    RoundContext ctx = table().context();
    List<String> pairs = Fixture.pairGroups(ctx, new ArrayList<>());
    // ARO 2310.0 - R 2380, 2318.4 - 2365, 2322.3 - 2300, 2333.7 - 2280, 2340.5 - 2260, 2344.6 -
    // 2250.
    assertEquals(List.of("1-7", "2-8", "3-9", "4-10", "5-11", "6-12"), pairs);
  }

  @Test
  void equalAroPutsTheLowerRatingHigherAndEqualRatingPutsTheHigherAroHigher() {
    RoundContext ctx =
        new Fixture()
            .player(1, 2200, "1.0", "2300.0", "B")
            .player(2, 2100, "1.0", "2300.0", "B")
            .player(3, 2250, "1.0", "2200.0", "W")
            .player(4, 2250, "1.0", "2210.0", "W")
            .context();
    Seekers s = Seekers.split(ctx.entrants);
    assertEquals(List.of(2, 1), s.whites().stream().map(Entrant::id).toList());
    assertEquals(List.of(4, 3), s.blacks().stream().map(Entrant::id).toList());
  }

  @Test
  void fullCoincidenceIsBrokenAlphabetically() {
    RoundContext ctx =
        new Fixture()
            .player(2, 2200, "1.0", "2300.0", "B")
            .player(1, 2200, "1.0", "2300.0", "B")
            .context();
    assertEquals(
        List.of(1, 2), Seekers.split(ctx.entrants).whites().stream().map(Entrant::id).toList());
  }
}
