package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Dubov 8.1 and 8.2. Floaters from 3.0: 1 and 2 should play White (ARO 2200, 2100), 3 Black.
 * Residents of 2.0: 11 (R 2400), 12 (R 2350, ARO 2250), 15 (R 2350, ARO 2200) should play Black; 13
 * (R 2500) and 14 (R 2200) White.
 */
class Article8FloaterTests {

  private static Fixture field() {
    return new Fixture()
        .player(1, 2000, "3.0", "2200", "B")
        .player(2, 2000, "3.0", "2100", "B")
        .player(3, 2300, "3.0", "2200", "W")
        .player(11, 2400, "2.0", "2200", "W")
        .player(12, 2350, "2.0", "2250", "W")
        .player(13, 2500, "2.0", "2200", "B")
        .player(14, 2200, "2.0", "2200", "B")
        .player(15, 2350, "2.0", "2200", "W");
  }

  @Test
  void floatersAlternateFromTheHighestWhiteAndMeetTheHighestROfTheOppositeColour() {
    Fixture f = field();
    RoundContext ctx = f.context();
    List<Entrant> floaters = List.of(f.get(1), f.get(2), f.get(3));
    List<Entrant> residents = List.of(f.get(11), f.get(12), f.get(13), f.get(14), f.get(15));
    List<Entrant> left =
        new FloaterTreatment(ctx, false, new ArrayList<>()).pair(floaters, residents);
    // 8.1 order: 2 (white, lowest ARO), 3 (the black), 1. 8.2: 2 meets 11 (highest R of the
    // black-seekers), 3 meets 13, 1 meets 15 (ties 12 on R, lower ARO).
    assertEquals(List.of("2-11", "13-3", "1-15"), Fixture.pairs(ctx));
    assertEquals(List.of(), left);
  }

  @Test
  void withoutAPlayerOfTheOppositeColourTheHighestROfTheOthers() {
    Fixture f = field();
    RoundContext ctx = f.context();
    List<Entrant> residents = List.of(f.get(13), f.get(14));
    new FloaterTreatment(ctx, false, new ArrayList<>()).pair(List.of(f.get(1)), residents);
    // 1 should play White, both residents too: he meets the highest R, 13. Chapter 3: both are due
    // White with one Black each, their histories do not differ, their AROs tie, so the lower R
    // (1) gets White.
    assertEquals(List.of("1-13"), Fixture.pairs(ctx));
  }

  @Test
  void remainingResidentsArePairedByChapter6() {
    Fixture f = field();
    RoundContext ctx = f.context();
    List<Entrant> residents = List.of(f.get(11), f.get(12), f.get(13), f.get(14), f.get(15));
    List<Entrant> out =
        new ScoreGroupPairing(ctx, false, new ArrayList<>())
            .run(f.get(11).score(), residents, List.of(f.get(1), f.get(2), f.get(3)));
    assertEquals(List.of("2-11", "13-3", "1-15", "14-12"), Fixture.pairs(ctx));
    assertEquals(List.of(), out);
  }
}
