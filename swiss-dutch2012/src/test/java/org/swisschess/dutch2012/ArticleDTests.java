package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.matching.Pair;

/** Worked examples of section D, built by hand from the text. */
class ArticleDTests {

  private static List<Pair> pairsOf(int[] s1, int[] s2, int[] assign) {
    List<Pair> out = new ArrayList<>();
    for (int i = 0; i < s1.length; i++) {
      out.add(Pair.of(s1[i], s2[assign[i]]));
    }
    return out;
  }

  private static Fixture eleven() {
    Fixture f = new Fixture();
    for (int id = 1; id <= 11; id++) {
      f.player(id, "2", "-");
    }
    return f;
  }

  private static List<String> transposition(Fixture f, int[] s1Ids, int[] s2Ids) {
    RoundContext ctx = f.build();
    int[] s1 = Fixture.ranks(ctx, s1Ids);
    int[] s2 = Fixture.ranks(ctx, s2Ids);
    PairRules rules = new PairRules(ctx, Requirements.absoluteOnly(), false);
    int[] assign =
        new TranspositionSearch(
                s1,
                s2,
                rules,
                Integer.MAX_VALUE,
                -1,
                false,
                -1,
                a -> true,
                new SearchBudget(ctx.budget(), RoundBudget.LEVEL, Long.MAX_VALUE, false))
            .first()
            .orElseThrow();
    return Fixture.ids(ctx, pairsOf(s1, s2, assign));
  }

  @Test
  void d1_1_firstTranspositionIsTheUnchangedS2() {
    assertEquals(
        List.of("1-6", "2-7", "3-8", "4-9", "5-10"),
        transposition(eleven(), new int[] {1, 2, 3, 4, 5}, new int[] {6, 7, 8, 9, 10, 11}));
  }

  @Test
  void d1_1_transpositionOneSwapsTheLowestTwo() {
    // 5 may not meet 10: transposition 1 (6-7-8-9-11-10) is the next in the text's list
    assertEquals(
        List.of("1-6", "2-7", "3-8", "4-9", "5-11"),
        transposition(
            eleven().met(5, 10), new int[] {1, 2, 3, 4, 5}, new int[] {6, 7, 8, 9, 10, 11}));
  }

  @Test
  void d1_1_transpositionTwoComesBeforeThree() {
    // 4 may not meet 9: transposition 2 (6-7-8-10-9-11) gives 4-10, 5-9 before 3 (4-10, 5-11)
    assertEquals(
        List.of("1-6", "2-7", "3-8", "4-10", "5-9"),
        transposition(
            eleven().met(4, 9), new int[] {1, 2, 3, 4, 5}, new int[] {6, 7, 8, 9, 10, 11}));
  }

  @Test
  void d1_2_onlyTheFirstS1PlayersOfS2ArePaired() {
    Fixture f = new Fixture();
    for (int id = 1; id <= 8; id++) {
      f.player(id, "2", "-");
    }
    f.met(1, 3);
    // every transposition starting with 3 fails; the first starting with 4 is 4-3-5-6-7-8
    assertEquals(
        List.of("1-4", "2-3"), transposition(f, new int[] {1, 2}, new int[] {3, 4, 5, 6, 7, 8}));
  }

  private static List<String> exchanges(int s1Size, int n, int count) {
    List<String> out = new ArrayList<>();
    Exchanges.forEach(
        s1Size,
        n,
        (a, b) -> {
          out.add(join(a) + ">" + join(b));
          return out.size() == count;
        });
    return out;
  }

  private static String join(int[] v) {
    StringBuilder sb = new StringBuilder();
    for (int x : v) {
      sb.append(sb.length() == 0 ? "" : ",").append(x);
    }
    return sb.toString();
  }

  @Test
  void d2_exchangeOfOnePlayerFollowsTheTable() {
    assertEquals(List.of("5>6", "5>7", "4>6"), exchanges(5, 11, 3));
  }

  @Test
  void d2_exchangeOfTwoPlayersFollowsTheTable() {
    List<String> all = exchanges(5, 11, 30 + 150);
    List<String> two = all.subList(30, 36);
    assertEquals(List.of("5,4>6,7", "5,4>6,8", "5,3>6,7", "5,4>6,9", "5,4>7,8", "5,3>6,8"), two);
  }

  @Test
  void d2_exchangeOfThreePlayersFollowsTheList() {
    List<String> all = exchanges(5, 11, 30 + 150 + 6);
    List<String> three = all.subList(180, 186);
    assertEquals(
        List.of(
            "5,4,3>6,7,8",
            "5,4,3>6,7,9",
            "5,4,2>6,7,8",
            "5,4,3>6,7,10",
            "5,4,3>6,8,9",
            "5,4,2>6,7,9"),
        three);
  }

  @Test
  void d2_exchangeWhenNoTranspositionWorks() {
    // 1 has met 3 and 4: no transposition of S2 = {3, 4} works; exchange 1 swaps 2 and 3
    RoundContext ctx =
        new Fixture()
            .player(1, "2", "-")
            .player(2, "2", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .met(1, 3)
            .met(1, 4)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4), 0, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-2", "3-4"), Fixture.ids(ctx, o.pairs()));
  }

  private static List<String> d3(int m0, int m1) {
    List<String> out = new ArrayList<>();
    MovedDownChoices.forEach(
        m0,
        m1,
        c -> {
          StringBuilder sb = new StringBuilder();
          for (int x : c) {
            sb.append(x + 1);
          }
          out.add(sb.toString());
          return false;
        });
    return out;
  }

  @Test
  void d3_movedDownChoicesFollowTheTable() {
    assertEquals(List.of("12345"), d3(5, 5));
    assertEquals(List.of("1234", "1235", "1245", "1345", "2345"), d3(5, 4));
    assertEquals(
        List.of("123", "124", "125", "134", "135", "145", "234", "235", "245", "345"), d3(5, 3));
    assertEquals(List.of("12", "13", "14", "15", "23", "24", "25", "34", "35", "45"), d3(5, 2));
    assertEquals(List.of("1", "2", "3", "4", "5"), d3(5, 1));
  }

  @Test
  void c8b_c14b_d3_anotherMovedDownPlayerWhenTheFirstCannotBePaired() {
    // M0 = 2 moved down (1, 2); 1 has met everyone. M1 = 2 fails; with M1 = 1, D.3 tries {1} then
    // {2},
    // so 2-3 is made and the remainder reached, but it cannot hold two pairs; C.14.b.1 then lowers
    // P1
    // to 2 and the remainder {1, 4, 5, 6} pairs 4-5 by its first D.2 exchange; 1 and 6 move down.
    RoundContext ctx =
        new Fixture()
            .player(1, "3", "-")
            .player(2, "3", "-")
            .player(3, "2", "-")
            .player(4, "2", "-")
            .player(5, "2", "-")
            .player(6, "2", "-")
            .met(1, 3)
            .met(1, 4)
            .met(1, 5)
            .met(1, 6)
            .met(1, 2)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5, 6), 2, false, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("2-3", "4-5"), Fixture.ids(ctx, o.pairs()));
    assertEquals(List.of(1, 6), Fixture.idList(ctx, o.floaters()));
  }

  /** A 3.0, B and C 2.5, D 2.0, E 1.5, F 1.0; F can meet only A. Ids 1..6 = A..F. */
  private static Fixture d4Players() {
    return new Fixture()
        .player(1, "3", "-")
        .player(2, "2.5", "-")
        .player(3, "2.5", "-")
        .player(4, "2", "-")
        .player(5, "1.5", "-")
        .player(6, "1", "-");
  }

  @Test
  void d4_b3factorPrefersTheExchangeToTheFirstTransposition() {
    RoundContext ctx = d4Players().onlyMeets(6, Set.of(1)).build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5, 6), 3, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-6", "2-3", "4-5"), Fixture.ids(ctx, o.pairs())); // AF, BC, DE
    assertEquals(0, o.floaters().length);
  }

  @Test
  void d4_withASeventhPlayerWhoAloneMayTakeTheByeTheBracketIsHeterogeneous() {
    Fixture f = new Fixture();
    f.player(
        1,
        "3",
        "-",
        org.swisschess.api.FloatDirection.NONE,
        org.swisschess.api.FloatDirection.NONE,
        false);
    f.player(
        2,
        "2.5",
        "-",
        org.swisschess.api.FloatDirection.NONE,
        org.swisschess.api.FloatDirection.NONE,
        false);
    f.player(
        3,
        "2.5",
        "-",
        org.swisschess.api.FloatDirection.NONE,
        org.swisschess.api.FloatDirection.NONE,
        false);
    f.player(
        4,
        "2",
        "-",
        org.swisschess.api.FloatDirection.NONE,
        org.swisschess.api.FloatDirection.NONE,
        false);
    f.player(
        5,
        "1.5",
        "-",
        org.swisschess.api.FloatDirection.NONE,
        org.swisschess.api.FloatDirection.NONE,
        false);
    f.player(
        6,
        "1",
        "-",
        org.swisschess.api.FloatDirection.NONE,
        org.swisschess.api.FloatDirection.NONE,
        false);
    f.player(7, "0.5", "-");
    RoundContext ctx = f.onlyMeets(6, Set.of(1)).build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5, 6, 7), 3, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-6", "2-4", "3-5"), Fixture.ids(ctx, o.pairs())); // AF, BD, CE
    assertEquals(List.of(7), Fixture.idList(ctx, o.floaters())); // G the bye
  }

  /**
   * The D.4 example describes a lowest bracket already joined from 2.5 down. Paired from the top,
   * C.13 first looks for another pairing of the 2.5 bracket {A | B, C}: B-C with A moved down lets
   * the lowest bracket {A, D | E, F, G} be paired (A-F, D-E, G the bye), so no join is needed.
   */
  @Test
  void d4_c13_pairedFromTheTopTheRoundWithGStopsAtTheFirstHelpfulBacktrack() {
    Fixture f = new Fixture();
    String[] scores = {"3", "2.5", "2.5", "2", "1.5", "1"};
    for (int id = 1; id <= 6; id++) {
      f.player(
          id,
          scores[id - 1],
          "-",
          org.swisschess.api.FloatDirection.NONE,
          org.swisschess.api.FloatDirection.NONE,
          false);
    }
    f.player(7, "0.5", "-");
    RoundContext ctx = f.onlyMeets(6, Set.of(1)).build();
    RoundPairer.Result r = new RoundPairer(ctx).pair();
    assertEquals(List.of("1-6", "2-3", "4-5"), Fixture.ids(ctx, r.pairs()));
    assertEquals(7, ctx.entrant(r.bye()).id());
  }

  @Test
  void d4_theByeCountsAsAGameAgainstOnePointLessThanTheLowestPlayer() {
    // Lowest bracket 1 (2.5), 2 and 3 (1.0) moved down, 4 (0.5), 5 (0.0): 3 of 5 moved down, so it
    // is homogeneous. 4 has met 2 and 3. The bye is a game against 0.0 - 1 = -1 (D.4: "even if
    // this is resulting in -1"). B3factor of each choice of bye, with its best pairing:
    //   bye 5: 1-4, 2-3          -> 2.0^2 + 0 + 1.0^2            = 5.0
    //   bye 4: 1-2, 3-5 (or 1-3, 2-5) -> 1.5^2 + 1.0^2 + 1.5^2    = 5.5
    //   bye 2 or 3: 1-2/1-3, 4-5  -> 1.5^2 + 0.5^2 + 2.0^2        = 6.5
    //   bye 1: 2-3, 4-5          -> 0 + 0.5^2 + 3.5^2            = 12.5
    // The first transposition (1-3, 2-5, bye 4) is not the best: 1-4, 2-3 and 5 the bye. A bye
    // counted as nothing would give 1 the bye; one counted against 0.0 would give 4 the bye.
    RoundContext ctx =
        new Fixture()
            .player(1, "2.5", "-")
            .player(2, "1", "-")
            .player(3, "1", "-")
            .player(4, "0.5", "-")
            .player(5, "0", "-")
            .met(2, 4)
            .met(3, 4)
            .build();
    BracketOutcome o =
        new BracketPairer(ctx, Fixture.ranks(ctx, 1, 2, 3, 4, 5), 3, true, x -> true)
            .search()
            .orElseThrow();
    assertEquals(List.of("1-4", "2-3"), Fixture.ids(ctx, o.pairs()));
    assertEquals(List.of(5), Fixture.idList(ctx, o.floaters()));
  }

  @Test
  void d4_theWholeRoundReachesTheSamePairingThroughC13() {
    RoundContext ctx = d4Players().onlyMeets(6, Set.of(1)).build();
    RoundPairer.Result r = new RoundPairer(ctx).pair();
    assertEquals(List.of("1-6", "2-3", "4-5"), Fixture.ids(ctx, r.pairs()));
  }
}
