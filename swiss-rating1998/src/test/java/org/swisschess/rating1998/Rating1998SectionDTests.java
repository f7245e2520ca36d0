package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;

/** Worked examples for section D: the text's own sequences of transpositions and exchanges. */
class Rating1998SectionDTests {

  @Test
  void D1_transpositionsInTheTextsOrder() {
    // D.1: S1 = 1 2 3 4, S2 = 5 6 7 8; C.6 pairs 5 6 7 8 first, then 1. 5-6-8-7; 2. 5-7-6-8;
    // 3. 5-7-8-6; 4. 5-8-6-7; 5. 5-8-7-6; 6. 6-5-7-8; 7. 6-5-8-7 ...
    Field field = Field.of(PairingRequest.of(new Fixture(8, 5).tournament()));
    List<Competitor> all = field.players();
    List<String> seen = new ArrayList<>();
    TranspositionSearch.search(
        all.subList(0, 4),
        all.subList(4, 8),
        new Criteria(field, Relaxation.NONE),
        4,
        c -> true,
        RoundBudget.of(PairingRequest.of(new Fixture(8, 5).tournament()))
            .search(RoundBudget.TRANSPOSITIONS),
        c -> {
          seen.add(
              c.pairs().stream()
                  .map(p -> Integer.toString(p[1].id()))
                  .collect(Collectors.joining()));
          return false;
        });
    assertEquals(
        List.of("5678", "5687", "5768", "5786", "5867", "5876", "6578", "6587"),
        seen.subList(0, 8));
    assertEquals(24, seen.size());
  }

  @Test
  void D1_transpositionPairsAroundAPlayedGame() {
    // Round 1 drawn: 1-3, 2-4. S1 = 1 2, S2 = 3 4: 1-3 met, the transposition 4 3 gives 1-4, 2-3,
    // every preference granted (1 and 2 want Black, 3 and 4 White).
    assertEquals("4-1 3-2", new Fixture(4, 5).round("1-3 =", "2-4 =").pairText());
  }

  @Test
  void D2_exchangeSequenceOfTheTextsMatrices() {
    List<Exchange> order = Exchanges.inOrder(4, 4, 10_000);
    // The matrices leave out player 1 of S1 and player 8 of S2; within them the order is a..i,
    // j..r.
    List<String> inMatrices =
        order.stream()
            .filter(
                e ->
                    e.size() > 0
                        && !contains(e.fromS1(), 1)
                        && !contains(e.fromS2(), 8)
                        && e.size() <= 2)
            .map(Exchange::toString)
            .toList();
    assertEquals(
        List.of(
            "4 with 5",
            "4 with 6",
            "3 with 5",
            "4 with 7",
            "3 with 6",
            "2 with 5",
            "3 with 7",
            "2 with 6",
            "2 with 7",
            "3+4 with 5+6",
            "3+4 with 5+7",
            "2+4 with 5+6",
            "3+4 with 6+7",
            "2+4 with 5+7",
            "2+3 with 5+6",
            "2+4 with 6+7",
            "2+3 with 5+7",
            "2+3 with 6+7"),
        inMatrices);
    // Our generalisation by D.2's rule (smallest difference, then the lowest S1 player) puts the
    // exchanges with 1 and 8 among them: 4 with 8 and 1 with 5 have difference 4, as 3-7 and 2-6.
    assertEquals(
        List.of(
            "none",
            "4 with 5",
            "4 with 6",
            "3 with 5",
            "4 with 7",
            "3 with 6",
            "2 with 5",
            "4 with 8",
            "3 with 7",
            "2 with 6",
            "1 with 5"),
        order.subList(0, 11).stream().map(Exchange::toString).toList());
  }

  @Test
  void D2_oddBracketRemarkDeductsOne() {
    // Remark: with 7 players S1 = 1 2 3, S2 = 4 5 6 7; the matrices with every number less one,
    // the last column of the second (1+2) obsolete.
    List<String> inMatrices =
        Exchanges.inOrder(3, 4, 10_000).stream()
            .filter(
                e ->
                    e.size() > 0
                        && e.size() <= 2
                        && !contains(e.fromS2(), 7)
                        && !(e.size() == 2 && Arrays.equals(e.fromS1(), new int[] {1, 2})))
            .map(Exchange::toString)
            .toList();
    assertEquals(
        List.of(
            "3 with 4",
            "3 with 5",
            "2 with 4",
            "3 with 6",
            "2 with 5",
            "1 with 4",
            "2 with 6",
            "1 with 5",
            "1 with 6",
            "2+3 with 4+5",
            "2+3 with 4+6",
            "1+3 with 4+5",
            "2+3 with 5+6",
            "1+3 with 4+6",
            "1+3 with 5+6"),
        inMatrices);
  }

  @Test
  void D2_theEngineWalksTheExchangesInTheMatricesOrder() {
    // Round 1, 8 players, every pair forbidden except 1-3, 1-5, 2-6, 3-4, 4-7, 5-8, 7-8: the only
    // complete pairings are 1-3 2-6 4-7 5-8 and 1-5 2-6 3-4 7-8. S1 = 1 2 3 4, S2 = 5 6 7 8.
    // No transposition works (3 may meet only 1 and 4, both in S1), so C.8 exchanges, in the order
    // of the first matrix: a) 4 with 5: S1 = 1 2 3 5, and 1 has no partner in S2 (3 and 5 are in
    // S1);
    // b) 4 with 6: S1 = 1 2 3 6, and 2 has none (6 is in S1); c) 3 with 5: S1 = 1 2 4 5,
    // S2 = 3 6 7 8, and the first transposition pairs 1-3, 2-6, 4-7, 5-8. The other pairing needs
    // d) 4 with 7 (S1 = 1 2 3 7): walking d before c would give 1-5 2-6 3-4 7-8.
    // E.5 in S1 = 1 2 4 5: 1 and 5 get the colour drawn (White), 2 and 4 the other.
    Fixture f = new Fixture(8, 5);
    int[][] allowed = {{1, 3}, {1, 5}, {2, 6}, {3, 4}, {4, 7}, {5, 8}, {7, 8}};
    for (int a = 1; a <= 8; a++) {
      for (int b = a + 1; b <= 8; b++) {
        final int x = a;
        final int y = b;
        if (Arrays.stream(allowed).noneMatch(e -> e[0] == x && e[1] == y)) {
          f.forbid(a, b);
        }
      }
    }
    Pairing p = f.pair();
    assertEquals("1-3 6-2 7-4 5-8", Fixture.text(p));
    assertTrue(p.explanation().toText().contains("3 with 5"), p.explanation().toText());
  }

  private static boolean contains(int[] a, int v) {
    return Arrays.stream(a).anyMatch(x -> x == v);
  }
}
