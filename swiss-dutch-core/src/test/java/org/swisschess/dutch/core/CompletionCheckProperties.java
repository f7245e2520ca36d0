package org.swisschess.dutch.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;

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

  private static int shown;
  private static int notShown;

  /**
   * A yes about pairs not fixed yet ({@code showsCompletionWith}, dutch-2026's completion-check) is
   * a true completion: a check that solves, with those pairs fixed besides, finds one too, and the
   * complete matching the yes leaves holds every fixed and every asked pair over edges only. Asked
   * several times between brackets, as a bracket's optima come.
   */
  @Property(tries = 1000)
  void aCompletionShownForPairsNotFixedYetIsOne(
      @ForAll @IntRange(min = 2, max = 30) int n,
      @ForAll @IntRange(min = 0, max = 70) int missingPercent,
      @ForAll long seed) {
    Round round = Round.draw(n, missingPercent, seed);
    CompletionCheck check = round.check(true);
    if (!check.completable()) {
      return;
    }
    Random random = new Random(seed ^ 0x5DEECE66DL);
    boolean[] fixed = new boolean[n];
    List<int[]> fixedPairs = new ArrayList<>();
    for (int bracketNumber = 0; bracketNumber < 6; bracketNumber++) {
      for (int question = 0; question < 4; question++) {
        List<int[]> asked = openPairs(round, fixed.clone(), random, 1 + n / 3);
        int[] pairs = new int[2 * asked.size()];
        for (int p = 0; p < asked.size(); p++) {
          pairs[2 * p] = asked.get(p)[0];
          pairs[2 * p + 1] = asked.get(p)[1];
        }
        if (!check.showsCompletionWith(pairs, asked.size())) {
          notShown++;
          continue;
        }
        shown++;
        assertTrue(
            solvingWith(round, fixedPairs, asked).completable(),
            "a completion shown where a solve finds none");
        int[] complete = check.lastComplete();
        for (int v = 0; v < complete.length; v++) {
          int m = complete[v];
          assertTrue(m >= 0 && m != v && complete[m] == v, "not a complete matching at " + v);
          int lower = Math.min(v, m);
          int higher = Math.max(v, m);
          assertTrue(
              higher == n ? round.pabEligible[lower] : round.mayMeet[lower][higher],
              "not an edge: " + lower + "-" + higher);
        }
        for (int[] pair : fixedPairs) {
          assertEquals(pair[1], complete[pair[0]], "a fixed pair broken");
        }
        for (int[] pair : asked) {
          assertEquals(pair[1], complete[pair[0]], "an asked pair missing");
        }
      }
      List<int[]> bracket = openPairs(round, fixed, random, 1 + n / 4);
      if (bracket.isEmpty() || !solvingWith(round, fixedPairs, bracket).completable()) {
        return; // a round paired no further: no bracket fixes what cannot be completed
      }
      for (int[] pair : bracket) {
        check.fix(pair[0], pair[1]);
        fixedPairs.add(pair);
      }
      assertTrue(check.completable(), "after a bracket that can be completed");
    }
  }

  /** A check that always solves, with the pairs of both lists fixed. */
  private static CompletionCheck solvingWith(Round round, List<int[]> fixed, List<int[]> more) {
    CompletionCheck solving = round.check(false);
    for (int[] pair : fixed) {
      solving.fix(pair[0], pair[1]);
    }
    for (int[] pair : more) {
      solving.fix(pair[0], pair[1]);
    }
    return solving;
  }

  /** Up to {@code wanted} pairs of players open in {@code used} who may meet; marks them used. */
  private static List<int[]> openPairs(Round round, boolean[] used, Random random, int wanted) {
    List<int[]> pairs = new ArrayList<>();
    for (int tries = 0; tries < 6 * round.n && pairs.size() < wanted; tries++) {
      int a = random.nextInt(round.n);
      int b = random.nextInt(round.n);
      if (a != b && !used[a] && !used[b] && round.mayMeet[a][b]) {
        used[a] = true;
        used[b] = true;
        pairs.add(new int[] {a, b});
      }
    }
    return pairs;
  }

  @AfterContainer
  static void bothAnswersWereGiven() {
    assertTrue(shown > 0, "no completion was shown for pairs not fixed yet");
    assertTrue(notShown > 0, "every question about pairs not fixed yet was answered yes");
  }
}
