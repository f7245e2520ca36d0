package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Points;

/** Dubov 7.1 to 7.4 (and 2.5, 2.6 where they restrict the transfers), worked by hand. */
class Article7TransferTests {

  private static List<Integer> ids(List<Entrant> list) {
    return list.stream().map(Entrant::id).toList();
  }

  @Test
  void article7_1_thenArticle7_2_inOneScoreGroup() {
    // Group 2.0: 1 (should play White) has met 2, 3 and 4. Group 1.5: 5 and 6 should play Black
    // (R 2150 both, ARO 2200 and 2100), 7 and 8 White (R 2300, 2000).
    // 7.1: 1 gets a black-seeker, highest R, then lowest ARO: 6.
    // 7.2: 2, 3, 4 are odd; Black dominates (2, 4), so a white-seeker comes up, highest R: 7.
    // 6.2: whites 3 (ARO 2200), 7 (ARO 2250) against blacks 2 (R 2250), 4 (R 2150).
    // Group 1.5 keeps 5 and 8: 8 should play White.
    Fixture f =
        new Fixture()
            .player(1, 2300, "2.0", "2200", "B")
            .player(2, 2250, "2.0", "2200", "W")
            .player(3, 2200, "2.0", "2200", "B")
            .player(4, 2150, "2.0", "2200", "W")
            .player(5, 2150, "1.5", "2200", "W")
            .player(6, 2150, "1.5", "2100", "W")
            .player(7, 2300, "1.5", "2250", "B")
            .player(8, 2000, "1.5", "2200", "B")
            .met(1, 2)
            .met(1, 3)
            .met(1, 4);
    List<String> log = new ArrayList<>();
    assertEquals(List.of("1-6", "3-2", "7-4", "8-5"), Fixture.pairGroups(f.context(), log));
  }

  @Test
  void article7_1_takesTheNextPossibleLowerScoreGroup() {
    // 1 has met everybody of 2.0 and of 1.5: the partner comes from 1.0.
    Fixture f =
        new Fixture()
            .player(1, 2300, "2.0", "2200", "B")
            .player(2, 2250, "2.0", "2200", "W")
            .player(3, 2150, "1.5", "2200", "W")
            .player(4, 2000, "1.0", "2200", "W")
            .player(5, 2100, "1.0", "2200", "B")
            .met(1, 2)
            .met(1, 3);
    RoundContext ctx = f.context();
    Entrant partner =
        new Transfers(ctx, false)
            .partnerFor(f.get(1), Points.parse("2.0"), Set.of(1, 2))
            .orElseThrow();
    // From 1.0: 4 should play Black (opposite to 1), though 5 has the higher R.
    assertEquals(4, partner.id());
  }

  private static Fixture oddGroup(boolean sevenFloatedUpLastRound) {
    return new Fixture()
        .player(1, 2300, "2.0", "2200", "B")
        .player(2, 2250, "2.0", "2200", "W")
        .player(3, 2200, "2.0", "2200", "B")
        .player(4, 2400, "1.5", "2200", "B")
        .player(5, 2000, "1.5", "2200", "W")
        .player(6, 2100, "1.5", "2250", "W")
        .player(7, 2100, "1.5", "2200", "W", 1, sevenFloatedUpLastRound, false);
  }

  @Test
  void article7_2_oppositeToTheDominatingColourThenHighestRThenLowestAro() {
    // White dominates 1, 2, 3: a black-seeker comes up; 6 and 7 tie on R, 7 has the lower ARO.
    Fixture f = oddGroup(false);
    RoundContext ctx = f.context();
    List<Entrant> group = List.of(f.get(1), f.get(2), f.get(3));
    assertEquals(
        7,
        new Transfers(ctx, false)
            .forOddGroup(group, Points.parse("2.0"), Set.of(1, 2, 3))
            .orElseThrow()
            .id());
  }

  @Test
  void article2_5_aPlayerIsNotTransferredUpTwoRoundsRunning() {
    Fixture f = oddGroup(true);
    RoundContext ctx = f.context();
    List<Entrant> group = List.of(f.get(1), f.get(2), f.get(3));
    assertEquals(
        6,
        new Transfers(ctx, false)
            .forOddGroup(group, Points.parse("2.0"), Set.of(1, 2, 3))
            .orElseThrow()
            .id());
  }

  @Test
  void article7_3_lowestAroWhitesMoveToBlackHigherRFirst() {
    // Whites 1-4, blacks 5-6: one white moves. 2 and 3 share the lowest ARO; 2 has the higher R.
    Fixture f =
        new Fixture()
            .player(1, 2000, "2.0", "2210", "B")
            .player(2, 2100, "2.0", "2200", "B")
            .player(3, 2050, "2.0", "2200", "B")
            .player(4, 2000, "2.0", "2300", "B")
            .player(5, 2000, "2.0", "2200", "W")
            .player(6, 2000, "2.0", "2200", "W");
    Seekers s = Transfers.balance(Seekers.split(f.context().entrants), new ArrayList<>());
    assertEquals(List.of(3, 1, 4), ids(s.whites()));
    assertEquals(Set.of(2, 5, 6), Set.copyOf(ids(s.blacks())));
  }

  @Test
  void article2_6_aWhiteWhoMustHaveWhiteIsNotMoved() {
    // As above, but 2 played Black twice running: 2.4 keeps him White, so 3 moves.
    Fixture f =
        new Fixture()
            .player(1, 2000, "2.0", "2210", "B")
            .player(2, 2100, "2.0", "2200", "WBB")
            .player(3, 2050, "2.0", "2200", "B")
            .player(4, 2000, "2.0", "2300", "B")
            .player(5, 2000, "2.0", "2200", "W")
            .player(6, 2000, "2.0", "2200", "W");
    Seekers s = Transfers.balance(Seekers.split(f.context().entrants), new ArrayList<>());
    assertEquals(Set.of(3, 5, 6), Set.copyOf(ids(s.blacks())));
  }

  @Test
  void article7_4_highestAroBlacksMoveToWhiteLowerRFirst() {
    Fixture f =
        new Fixture()
            .player(1, 2100, "2.0", "2300", "W")
            .player(2, 2000, "2.0", "2300", "W")
            .player(3, 2000, "2.0", "2200", "W")
            .player(4, 2000, "2.0", "2250", "W")
            .player(5, 2000, "2.0", "2200", "B")
            .player(6, 2000, "2.0", "2200", "B");
    Seekers s = Transfers.balance(Seekers.split(f.context().entrants), new ArrayList<>());
    assertEquals(Set.of(2, 5, 6), Set.copyOf(ids(s.whites())));
    assertEquals(List.of(1, 4, 3), ids(s.blacks()));
  }
}
