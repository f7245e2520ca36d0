package org.swisschess.dutch.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * A.9's completion check answers the same whether it may re-pair its last complete matching ({@code
 * completion-repair}) or always solves, over random rounds of brackets fixed one after another.
 */
class CompletionCheckProperties {

  /** A round's compatibility, drawn from a seed: who may meet, who may get the PAB. */
  private static final class Round {
    final int n;
    final boolean[][] mayMeet;
    final boolean[] pabEligible;

    private Round(int n, boolean[][] mayMeet, boolean[] pabEligible) {
      this.n = n;
      this.mayMeet = mayMeet;
      this.pabEligible = pabEligible;
    }

    static Round draw(int n, int missingPercent, long seed) {
      Random random = new Random(seed);
      boolean[][] mayMeet = new boolean[n][n];
      boolean[] pab = new boolean[n];
      for (int i = 0; i < n; i++) {
        pab[i] = random.nextInt(100) >= missingPercent;
        for (int j = i + 1; j < n; j++) {
          mayMeet[i][j] = random.nextInt(100) >= missingPercent;
          mayMeet[j][i] = mayMeet[i][j];
        }
      }
      return new Round(n, mayMeet, pab);
    }

    CompletionCheck check(boolean repair) {
      return new CompletionCheck(n, (i, j) -> mayMeet[i][j], i -> pabEligible[i], repair, true);
    }
  }

  @Property(tries = 300)
  void repairingAnswersAsSolvingDoes(
      @ForAll @IntRange(min = 2, max = 40) int n,
      @ForAll @IntRange(min = 0, max = 60) int missingPercent,
      @ForAll long seed) {
    Round round = Round.draw(n, missingPercent, seed);
    CompletionCheck repairing = round.check(true);
    CompletionCheck solving = round.check(false);
    boolean completable = solving.completable();
    assertEquals(completable, repairing.completable(), "before any bracket");
    Random random = new Random(seed ^ 0x5DEECE66DL);
    boolean[] fixed = new boolean[n];
    while (completable) {
      // a bracket: some pairs of open players who may meet, fixed in turn
      List<int[]> bracket = new ArrayList<>();
      int wanted = 1 + random.nextInt(Math.max(1, n / 4));
      for (int tries = 0; tries < 4 * n && bracket.size() < wanted; tries++) {
        int a = random.nextInt(n);
        int b = random.nextInt(n);
        if (a != b && !fixed[a] && !fixed[b] && round.mayMeet[a][b]) {
          fixed[a] = true;
          fixed[b] = true;
          bracket.add(new int[] {a, b});
        }
      }
      if (bracket.isEmpty()) {
        break;
      }
      for (int[] pair : bracket) {
        repairing.fix(pair[0], pair[1]);
        solving.fix(pair[0], pair[1]);
      }
      completable = solving.completable();
      assertEquals(completable, repairing.completable(), "after fixing " + bracket.size());
    }
  }
}
