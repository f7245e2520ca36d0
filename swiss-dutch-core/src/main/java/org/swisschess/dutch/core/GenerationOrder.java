package org.swisschess.dutch.core;

import java.util.List;
import org.swisschess.matching.Pair;

/**
 * The generation order of one bracket (C.04.3 B.6-B.8 and D.1-D.3; 2026: 4.2-4.4), carried out on
 * exact weights: among the candidates that best satisfy the quality criteria (the maximum weight of
 * the edition's {@link BracketWeights}), the one the text's enumeration would reach first is found
 * by fixing decisions one at a time, each time re-solving the matching with the lowest weight bits
 * biased toward the decision the order prefers:
 *
 * <ol>
 *   <li>which MDPs enter S1 (D.3: highest scores, then lowest BSNs);
 *   <li>the MDP-pairing (D.1: each S1 MDP in turn takes the first possible S2 player);
 *   <li>the remainder: fewest exchanges and smallest BSN sum difference (D.2 a, b), then which S1
 *       players leave (D.2 c: highest BSNs) and which S2 players enter (D.2 d: lowest BSNs);
 *   <li>the remainder's pairs (D.1: each S1 player in turn takes the first possible S2 player).
 * </ol>
 *
 * <p>This class holds the rules only. The {@link Shortcut}s that reach the same decisions with
 * fewer solves are asked at the points where they apply ({@link Shortcut#REUSE_OPTIMUM} here, the
 * D.1 ones in {@link D1Shortcuts}); with every shortcut off, every decision is one biased solve.
 */
final class GenerationOrder {

  private final BracketState s;
  private final Shortcuts shortcuts;
  private final D1Shortcuts d1;

  GenerationOrder(BracketState state, Shortcuts shortcuts) {
    this.s = state;
    this.shortcuts = shortcuts;
    this.d1 = new D1Shortcuts(state, shortcuts);
  }

  /** The D.1 shortcuts, for tests that count what they decided. */
  D1Shortcuts d1Shortcuts() {
    return d1;
  }

  /**
   * Pairs the bracket.
   *
   * @return the pairs; bracket players in no pair are the downfloaters
   */
  List<Pair> pair() {
    s.solve();
    choosePairedMovedDownPlayers();
    pairMovedDownPlayers();
    pairRemainder();
    return s.pairs;
  }

  /** Whether a decision the optimum in force already shows may be taken without a solve. */
  private boolean reuse() {
    return shortcuts.on(Shortcut.REUSE_OPTIMUM);
  }

  /** B.2/D.3: which MDPs go to S1; the others stay in the Limbo. */
  private void choosePairedMovedDownPlayers() {
    int movedDown = s.movedDown;
    int groupScore = Integer.MIN_VALUE;
    int remaining = 0;
    int remainingPairable = 0;
    int residents = s.nextBegin - movedDown;
    for (int p = 0; p < movedDown; p++) {
      int score = s.weights.score(p);
      if (p == 0 || score < groupScore) {
        groupScore = score;
        remaining = 0;
        remainingPairable = 0;
        for (int q = p; q < movedDown && s.weights.score(q) >= groupScore; q++) {
          remaining++;
          if (s.pairedInBracket(q)) {
            remainingPairable++;
          }
        }
      }
      if (remainingPairable == 0) {
        continue;
      }
      if (remaining <= remainingPairable) {
        s.matched[p] = true;
        continue;
      }
      remaining--;
      if (!reuse() || !s.pairedInBracket(p)) {
        // D.3 b: try to put this (higher-ranked) MDP into S1.
        for (int o = movedDown; o < s.nextBegin; o++) {
          s.setBiased(p, o, 1);
        }
        s.solve();
      }
      if (s.pairedInBracket(p)) {
        s.matched[p] = true;
        remainingPairable--;
        for (int o = movedDown; o < s.nextBegin; o++) {
          s.setBiased(p, o, residents + 1L);
        }
      }
    }
  }

  /** B.3/D.1: each S1 MDP in turn gets the highest S2 resident that keeps the best candidate. */
  private void pairMovedDownPlayers() {
    for (int p = 0; p < s.movedDown; p++) {
      if (!s.matched[p]) {
        continue;
      }
      if (!reuse() || s.mate[p] != s.firstPossible(p, s.movedDown)) {
        long bonus = s.size;
        for (int o = s.nextBegin - 1; o >= s.movedDown; o--) {
          if (s.matched[o]) {
            continue;
          }
          if (s.hasBase(p, o)) {
            s.setBiased(p, o, bonus);
            bonus++;
          }
        }
        s.solve();
      }
      s.matched[s.mate[p]] = true;
      s.fix(p, s.mate[p]);
    }
  }

  /** The order bias of a remainder edge: fewest exchanges (D.2 a), smallest BSN sum (D.2 b). */
  private long remainderBias(int indexOfHigher, int remainderPairs) {
    long inS1 = indexOfHigher < remainderPairs ? 1L << (2 * s.weights.orderBits()) : 0;
    return (inS1 - indexOfHigher) * 2;
  }

  private void setRemainderEdge(int p, int o, int indexOfP, int remainderPairs, long extra) {
    if (!s.hasBase(p, o)) {
      s.setUnbiased(p, o);
      return;
    }
    s.setBiased(p, o, remainderBias(indexOfP, remainderPairs) + extra);
  }

  /** B.6/B.7 on the remainder: exchanges (D.2) then transpositions (D.1). */
  private void pairRemainder() {
    int[] remainder = remainder();
    int n = remainder.length;
    int remainderPairs = 0;
    for (int v : remainder) {
      if (s.mate[v] < v) {
        remainderPairs++;
      }
    }
    for (int b = 0; b < n; b++) {
      for (int a = 0; a < b; a++) {
        setRemainderEdge(remainder[a], remainder[b], a, remainderPairs, 0);
      }
    }
    s.solve();
    int exchanges = 0;
    for (int a = 0; a < remainderPairs; a++) {
      if (!s.pairedDownward(remainder[a])) {
        exchanges++;
      }
    }
    moveHighestOutOfS1(remainder, remainderPairs, exchanges);
    moveLowestIntoS1(remainder, remainderPairs, exchanges);
    keepOnlyS1ToS2Edges(remainder, remainderPairs);
    transpose(remainder);
  }

  /** The bracket's residents not paired with an MDP, in order. */
  private int[] remainder() {
    int count = 0;
    int[] remainder = new int[s.nextBegin - s.movedDown];
    for (int v = s.movedDown; v < s.nextBegin; v++) {
      if (s.mate[v] >= s.movedDown) {
        remainder[count++] = v;
      }
    }
    return java.util.Arrays.copyOf(remainder, count);
  }

  /** D.2 c: move the highest BSNs of S1R to S2R where the criteria allow. */
  private void moveHighestOutOfS1(int[] remainder, int remainderPairs, int exchanges) {
    int n = remainder.length;
    int left = exchanges;
    for (int a = remainderPairs - 1; a >= 0 && left > 0; a--) {
      int p = remainder[a];
      if (!reuse() || s.pairedDownward(p)) {
        for (int b = a + 1; b < n; b++) {
          setRemainderEdge(p, remainder[b], a, remainderPairs, -1);
        }
        s.solve();
      }
      boolean exchanged = !s.pairedDownward(p);
      if (exchanged) {
        left--;
      }
      for (int b = a + 1; b < n; b++) {
        int o = remainder[b];
        if (exchanged) {
          s.clearBase(p, o);
        }
        setRemainderEdge(p, o, a, remainderPairs, 0);
      }
    }
  }

  /** D.2 d: move the lowest BSNs of S2R to S1R where the criteria allow. */
  private void moveLowestIntoS1(int[] remainder, int remainderPairs, int exchanges) {
    int n = remainder.length;
    int left = exchanges;
    for (int a = remainderPairs; a < n && left > 1; a++) {
      int p = remainder[a];
      boolean solved = !reuse() || !s.pairedDownward(p);
      if (solved) {
        for (int b = a + 1; b < n; b++) {
          setRemainderEdge(p, remainder[b], a, remainderPairs, 1);
        }
        s.solve();
      }
      if (s.pairedDownward(p)) {
        left--;
        for (int b = 0; b < a; b++) {
          int o = remainder[b];
          s.clearBase(o, p);
          s.setUnbiased(o, p);
        }
        for (int o = s.nextBegin; o < s.size; o++) {
          s.clearBase(p, o);
          s.setUnbiased(p, o);
        }
      }
      if (solved) {
        for (int b = a + 1; b < n; b++) {
          setRemainderEdge(p, remainder[b], a, remainderPairs, 0);
        }
      }
    }
  }

  /**
   * S1R and S2R are now settled: only S1R-S2R pairs remain possible. An S1R player's edges keep
   * their remainder bias when it is not below zero: the same on every edge of the player (D.2
   * orders by its index only), it adds one constant to every candidate that pairs the settled S1R,
   * so D.1's order is unchanged, S1R players stay paired (S1 never floats in a transposition) and
   * the last solve's certificate still holds.
   */
  private void keepOnlyS1ToS2Edges(int[] remainder, int remainderPairs) {
    int n = remainder.length;
    for (int a = 0; a < n; a++) {
      int p = remainder[a];
      boolean keepBias = s.pairedDownward(p) && remainderBias(a, remainderPairs) >= 0;
      for (int b = a + 1; b < n; b++) {
        int o = remainder[b];
        if (!s.pairedDownward(p) || s.pairedDownward(o)) {
          s.clearBase(p, o);
          s.setUnbiased(p, o);
        } else if (!keepBias) {
          s.setUnbiased(p, o);
        }
      }
    }
  }

  /** D.1: each S1R player in turn takes the highest S2R player that keeps the best candidate. */
  private void transpose(int[] remainder) {
    int n = remainder.length;
    d1.remainderSettled();
    for (int a = 0; a < n; a++) {
      int p = remainder[a];
      if (!s.pairedDownward(p)) {
        continue;
      }
      int first = s.firstPossible(p, p + 1);
      boolean decided = s.mate[p] == first ? reuse() : d1.takeFirstPossibleWithoutSolving(p, first);
      if (!decided) {
        long bonus = 0;
        for (int b = n - 1; b >= 0; b--) {
          int o = remainder[b];
          if (o <= p || s.matched[o]) {
            continue;
          }
          if (s.hasBase(p, o)) {
            s.setBiased(p, o, bonus);
          }
          bonus++;
        }
        s.solve();
        d1.solved();
      }
      s.fix(p, s.mate[p]);
    }
  }
}
