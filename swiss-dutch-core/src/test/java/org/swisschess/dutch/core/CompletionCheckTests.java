package org.swisschess.dutch.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A.9's completion check: a complete matching found without a solve is taken, and a check that
 * finds none still solves.
 */
class CompletionCheckTests {

  @Test
  void aCompleteRoundIsRepairedWithoutASolve() {
    int n = 9; // odd: the PAB takes part as a partner
    CompletionCheck check =
        new CompletionCheck(n, (i, j) -> true, i -> true, /* repair= */ true, true);
    assertTrue(check.completable());
    check.fix(0, 1);
    check.fix(2, 5);
    check.fix(4, 7);
    assertTrue(check.completable());
    check.fix(3, 8);
    assertTrue(check.completable());
    assertEquals(3, check.repaired(), "every player may meet every other: no check needs a solve");
  }

  @Test
  void aRoundThatCannotBeCompletedIsFoundSoWhenTheRepairFails() {
    // a path 0-1-2-3: fixing its middle pair leaves its ends, who may not meet, without partners
    boolean[][] path = new boolean[4][4];
    for (int i = 0; i < 3; i++) {
      path[i][i + 1] = true;
      path[i + 1][i] = true;
    }
    CompletionCheck check =
        new CompletionCheck(4, (i, j) -> path[i][j], i -> false, /* repair= */ true, true);
    assertTrue(check.completable());
    assertEquals(1, check.repaired(), "the first check pairs 0-1 and 2-3 as they come");
    check.fix(1, 2);
    assertFalse(check.completable());
    assertEquals(1, check.repaired(), "0 and 3 may not meet: the check solves");
  }

  @Test
  void pairsNotFixedYetAreShownCompletableByRePairingAlone() {
    // 0-1-2-3-4-5 a path, and 5 may also meet 0: the round is a cycle of six
    boolean[][] cycle = new boolean[6][6];
    for (int i = 0; i < 6; i++) {
      cycle[i][(i + 1) % 6] = true;
      cycle[(i + 1) % 6][i] = true;
    }
    CompletionCheck check =
        new CompletionCheck(6, (i, j) -> cycle[i][j], i -> false, /* repair= */ true, true);
    assertTrue(check.completable()); // greedy: 0-1, 2-3, 4-5
    assertTrue(check.showsCompletionWith(new int[] {1, 2}, 1), "then 3-4 and 5-0");
    assertFalse(
        check.showsCompletionWith(new int[] {0, 1, 3, 4}, 2), "2 and 5 are left, who may not meet");
    check.fix(1, 2);
    assertTrue(check.completable(), "the matching the first question found is re-paired");
    assertEquals(2, check.repaired());
  }

  @Test
  void aCompleteMatchingFoundElsewhereIsTakenOnlyWhenItIsOne() {
    CompletionCheck check = new CompletionCheck(5, (i, j) -> true, i -> i == 4, true, true);
    assertTrue(check.completable());
    check.fix(0, 3);
    // player 5 is the PAB: only player 4 may take it
    assertFalse(check.takeComplete(new int[] {1, 0, 3, 2, 5, 4}), "0-3 is fixed");
    assertFalse(check.takeComplete(new int[] {3, 5, 4, 0, 2, 1}), "1 may not take the PAB");
    assertFalse(check.takeComplete(new int[] {3, 2, 1, 0, -1, -1}), "4 is single");
    assertTrue(check.takeComplete(new int[] {3, 2, 1, 0, 5, 4}));
  }
}
