package org.swisschess.burstein2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.WorkedTournament;

/** Article 4: the order of a bracket's pairings (4.1 BSNs, 4.2 virtual players, 4.3 the order). */
class Article4OrderOfPairingsTests {

  /**
   * The text's example of 4.3: six players, two pairs, two outgoing floaters (4.2: two virtual
   * players of BSN 0). The text prints entries 1-9 and 45 and elides the rest; the full list is the
   * rules file's enumeration (45 candidates, the handbook's duplicated "1-3, 2-0, 4-5, 6-0" being a
   * typo). Every pairing of the six, sorted by {@link PairingOrder}, must give exactly this list.
   */
  @Test
  void article4_3TheTextsExampleOf45CandidatesInFull() {
    List<String> expected =
        List.of(
            "1-6 2-5 3-0 4-0",
            "1-6 2-4 3-0 5-0",
            "1-6 2-3 4-0 5-0",
            "1-6 2-0 3-5 4-0",
            "1-6 2-0 3-4 5-0",
            "1-6 2-0 3-0 4-5",
            "1-5 2-6 3-0 4-0",
            "1-5 2-4 3-0 6-0",
            "1-5 2-3 4-0 6-0",
            "1-5 2-0 3-6 4-0",
            "1-5 2-0 3-4 6-0",
            "1-5 2-0 3-0 4-6",
            "1-4 2-6 3-0 5-0",
            "1-4 2-5 3-0 6-0",
            "1-4 2-3 5-0 6-0",
            "1-4 2-0 3-6 5-0",
            "1-4 2-0 3-5 6-0",
            "1-4 2-0 3-0 5-6",
            "1-3 2-6 4-0 5-0",
            "1-3 2-5 4-0 6-0",
            "1-3 2-4 5-0 6-0",
            "1-3 2-0 4-6 5-0",
            "1-3 2-0 4-5 6-0",
            "1-3 2-0 4-0 5-6",
            "1-2 3-6 4-0 5-0",
            "1-2 3-5 4-0 6-0",
            "1-2 3-4 5-0 6-0",
            "1-2 3-0 4-6 5-0",
            "1-2 3-0 4-5 6-0",
            "1-2 3-0 4-0 5-6",
            "1-0 2-6 3-5 4-0",
            "1-0 2-6 3-4 5-0",
            "1-0 2-6 3-0 4-5",
            "1-0 2-5 3-6 4-0",
            "1-0 2-5 3-4 6-0",
            "1-0 2-5 3-0 4-6",
            "1-0 2-4 3-6 5-0",
            "1-0 2-4 3-5 6-0",
            "1-0 2-4 3-0 5-6",
            "1-0 2-3 4-6 5-0",
            "1-0 2-3 4-5 6-0",
            "1-0 2-3 4-0 5-6",
            "1-0 2-0 3-6 4-5",
            "1-0 2-0 3-5 4-6",
            "1-0 2-0 3-4 5-6");
    List<int[]> all = new ArrayList<>();
    enumerate(new int[7], 1, 2, all);
    all.sort(PairingOrder.ORDER);
    List<String> actual = new ArrayList<>();
    for (int[] opponent : all) {
      actual.add(written(opponent));
    }
    assertEquals(45, actual.size());
    assertEquals(expected, actual);
  }

  @Test
  void article4_3BsnZeroComesAfterEveryRealBsn() {
    int[] floats = {0, 0, 0};
    int[] paired = {0, 2, 1};
    assertEquals(1, Integer.signum(PairingOrder.ORDER.compare(floats, paired)));
  }

  /**
   * 4.1 and 4.3 in a round: eight players on 3.0 who never met and all prefer White (so [C8] weighs
   * every pairing the same) pair by the fold, BSN 1 v 8, 2 v 7, 3 v 6, 4 v 5: the first pairing in
   * the order.
   */
  @Test
  void article4_3AFreeBracketPairsTheFold() {
    Pairing p = PairingSystems.require("burstein-2026").pair(PairingRequest.of(twoGroups()));
    assertEquals(
        List.of("BSN 1 - BSN 8", "BSN 2 - BSN 7", "BSN 3 - BSN 6", "BSN 4 - BSN 5"),
        Explained.pairsOfBracket(p, "3.0"));
  }

  /**
   * 4.2/4.3 from a generated tournament (14 players, round 5 of 10): the bracket of 2.0 is 9 (an
   * incoming floater of 2.5), 3, 7, 5, 10; 3 and 5 both want Black absolutely ([C3]). Two pairs and
   * one floater, every floater on 2.0, the following bracket served alike, one player without his
   * colour either way ([C5]-[C8] tie). BSN 1 takes BSN 5; then BSN 2 (3) takes BSN 3 (7), a real
   * BSN, rather than floating (BSN 0 comes last), and BSN 4 (5) floats.
   */
  @Test
  void article4_3TheNextBsnComesBeforeFloating() {
    Pairing p = Worked.pair("4-3-next-bsn-before-floating.trf");
    assertEquals(
        List.of("BSN 1 - BSN 5", "BSN 2 - BSN 3", "BSN 4 floats"),
        Explained.pairsOfBracket(p, "2.0"));
  }

  /**
   * 16 players, 8 rounds (so 4 seeding rounds, 1.6): in rounds 1-4 each of players 1-8 meets four
   * different players of 9-16, White in rounds 1 and 3, winning rounds 1-2 and drawing 3-4: players
   * 1-8 have 3.0 and a mild preference for White, players 9-16 have 1.0 and prefer Black.
   */
  static Tournament twoGroups() {
    String[] rounds = new String[4];
    for (int k = 1; k <= 4; k++) {
      StringBuilder sb = new StringBuilder();
      for (int a = 1; a <= 8; a++) {
        int b = 9 + (a - 1 + k - 1) % 8;
        String game =
            switch (k) {
              case 1 -> a + "-" + b + ":1";
              case 2 -> b + "-" + a + ":0";
              case 3 -> a + "-" + b + ":=";
              default -> b + "-" + a + ":=";
            };
        sb.append(game).append(' ');
      }
      rounds[k - 1] = sb.toString();
    }
    return WorkedTournament.of(16, 8, List.of(), rounds);
  }

  /** All pairings of BSN from..6 with {@code pairs} pairs left to make; the others float. */
  private static void enumerate(int[] opponent, int from, int pairs, List<int[]> out) {
    int n = opponent.length - 1;
    int bsn = from;
    while (bsn <= n && opponent[bsn] != 0) {
      bsn++;
    }
    if (bsn > n) {
      if (pairs == 0) {
        out.add(opponent.clone());
      }
      return;
    }
    int undecided = 0;
    for (int b = bsn; b <= n; b++) {
      undecided += opponent[b] == 0 ? 1 : 0;
    }
    if (undecided - 1 >= 2 * pairs) { // BSN floats (paired with a virtual player)
      opponent[bsn] = -1;
      enumerate(opponent, bsn + 1, pairs, out);
      opponent[bsn] = 0;
    }
    if (pairs > 0) {
      for (int other = bsn + 1; other <= n; other++) {
        if (opponent[other] == 0) {
          opponent[bsn] = other;
          opponent[other] = bsn;
          enumerate(opponent, bsn + 1, pairs - 1, out);
          opponent[bsn] = 0;
          opponent[other] = 0;
        }
      }
    }
    if (from == 1 && bsn == 1) {
      for (int[] o : out) {
        for (int b = 1; b <= n; b++) {
          o[b] = Math.max(o[b], 0);
        }
      }
    }
  }

  /** As the text writes a pairing: "1-6 2-5 3-0 4-0". */
  private static String written(int[] opponent) {
    StringBuilder sb = new StringBuilder();
    boolean[] done = new boolean[opponent.length];
    for (int bsn = 1; bsn < opponent.length; bsn++) {
      if (done[bsn]) {
        continue;
      }
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(bsn).append('-').append(opponent[bsn]);
      done[bsn] = true;
      if (opponent[bsn] > 0) {
        done[opponent[bsn]] = true;
      }
    }
    return sb.toString();
  }
}
