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
}
