package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Dubov 6.4: when a score group cannot be paired completely the floaters are chosen by the four
 * classes of the text. Group 2.0: 1 and 3 should play White, 2 and 4 Black; 2 is the only player
 * anybody may still meet (1, 3 and 4 have all met each other), so two of 1, 3, 4 must float. 5 in
 * the group below may meet 1 and 3 but has met 4.
 */
class Article6_4FloaterChoiceTests {

  private static Fixture star() {
    return new Fixture()
        .player(1, 2000, "2.0", "2200", "B")
        .player(2, 2100, "2.0", "2200", "W")
        .player(3, 2050, "2.0", "2200", "B")
        .player(4, 1900, "2.0", "2200", "W")
        .player(5, 2000, "1.0", "2200", "W")
        .met(1, 3)
        .met(1, 4)
        .met(3, 4)
        .met(4, 5);
  }

  private static List<Entrant> floaters(RoundContext ctx, Set<Integer> cameDown, List<String> log) {
    List<Entrant> group = ctx.entrants.subList(0, 4);
    Seekers s = Seekers.split(group);
    Entrant five = ctx.entrants.get(4);
    return new StandardProcedure(ctx, false, log).pair(s, cameDown, e -> ctx.compatible(e, five));
  }

  @Test
  void playersPairableBelowFloatBeforeAPlayerWhoIsNot() {
    // 4 has the lowest R but cannot be paired below: 1 and 3 float, 4 meets 2.
    RoundContext ctx = star().context();
    List<String> log = new ArrayList<>();
    List<Entrant> out = floaters(ctx, Set.of(), log);
    assertEquals(Set.of(1, 3), Set.copyOf(out.stream().map(Entrant::id).toList()));
    // Both are due Black with equal histories and AROs: the lower R (4) gets White.
    assertEquals(List.of("4-2"), Fixture.pairs(ctx));
  }

  @Test
  void aPlayerWhoAlreadyFloatedDownFloatsLast() {
    // 1 came down as a floater from a higher group this round: 3 and then 4 float instead.
    RoundContext ctx = star().context();
    List<Entrant> out = floaters(ctx, Set.of(1), new ArrayList<>());
    assertEquals(Set.of(3, 4), Set.copyOf(out.stream().map(Entrant::id).toList()));
    assertEquals(List.of("1-2"), Fixture.pairs(ctx));
  }

  /**
   * README 6.4, "when the floater is chosen": an odd group that 7.2 cannot make even has a choice
   * of floater, and 6.4 makes it before 6.2/6.3 pair the rest. 2.0 = 1 2 3: 1 (R 1900, ARO 2100.0)
   * and 2 (R 2000, ARO 2200.0) are due White, 3 (R 2300) due Black; 4 (1.0) below may meet all
   * three and has met nobody who could come up (he is the group's only possible transfer, and 7.2
   * is not asked here). 6.2's columns would pair 1-3 and leave 2 over; 6.4 chooses among players of
   * the same class the lowest R, 1, who floats, and 2-3 are paired.
   */
  @Test
  void inAnOddGroupTheFloaterIsChosenBy6_4Before6_2PairsTheRest() {
    RoundContext ctx =
        new Fixture()
            .player(1, 1900, "2.0", "2100", "B")
            .player(2, 2000, "2.0", "2200", "B")
            .player(3, 2300, "2.0", "2200", "W")
            .player(4, 1800, "1.0", "2200", "W")
            .context();
    List<Entrant> group = ctx.entrants.subList(0, 3);
    Entrant four = ctx.entrants.get(3);
    List<Entrant> out =
        new StandardProcedure(ctx, false, new ArrayList<>())
            .pair(Seekers.split(group), Set.of(), e -> ctx.compatible(e, four));
    assertEquals(List.of(1), out.stream().map(Entrant::id).toList());
    assertEquals(List.of("2-3"), Fixture.pairs(ctx));
  }
}
