package org.swisschess.team2026;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;
import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.OptimalityCertificate;
import org.swisschess.matching.WideInt;

/**
 * 3.6.3/3.6.4 as a search: of the perfect matchings of a bracket's seats that are best on a list of
 * quality criteria ([C8], [C9], [C10]: penalties to minimise, in priority order), the first by
 * identifier (3.6.2: the top members in ascending order, then each one's bottom member).
 *
 * <p>The identifier order is not written into the weights, which would take about n log2(n) bits a
 * pair. It is reached by decisions, each one re-solve of the project's weighted matching at most
 * (warm from the previous optimum), as the Dutch engines reach their generation order:
 *
 * <ol>
 *   <li>The top members. Two sets of n/2 top members, written in ascending order, compare as their
 *       smallest seat that is in one set and not the other: the set holding it comes first. So the
 *       first set of tops is found seat by seat, from seat 0 down: a seat is made a top member
 *       whenever some best pairing (under the decisions already taken) has it as one. A seat the
 *       current optimum already shows as a top needs no solve; otherwise its edges to later seats
 *       are given a bias below the criteria and the matching is solved again: it pairs the seat
 *       with a later one exactly when a best pairing can. The decision is then fixed by removing
 *       the edges that would reverse it. Once n/2 tops are fixed, the rest are bottoms.
 *   <li>The bottom members. With the tops fixed, the identifier's second half is each top's partner
 *       in ascending order of tops: top by top, the smallest partner some best pairing gives it (a
 *       bias of n - j on its edge to seat j, one solve, unless the optimum already pairs it with
 *       the smallest seat left to it), fixed by removing the pair's other edges.
 * </ol>
 *
 * <p>Weights, from the lowest bit up: a steer over groups of seats (a top member in the group g
 * from the end worth g G^2, its pair with a seat in group h from the end g h more; G = {@value
 * #STEER_BUCKETS} groups, the top half and the bottom half), so that the first optimum is near the
 * first identifier; the bias of the decision in progress; each criterion, as the largest penalty
 * less the pair's; a pair more. Each field is wider than the sum of the fields below over any
 * matching, so the matching's optimum is best on the criteria first, then on the decision. Two
 * limbs for any bracket the matching holds.
 *
 * <p>A decision needs no solve when the last solve's duals already settle it: a pair whose slack
 * reaches twice everything the steer and the bias can weigh is in no best pairing ({@link
 * #excludedAll}), so a seat whose every pair with a later seat is such is a bottom, and a top whose
 * every pair with a smaller free seat than its partner is such keeps its partner.
 */
final class IdentifierSearch {

  /**
   * The steer sees seats in this many groups of consecutive seats: a matching solves fast when its
   * pairs have few distinct weights (measured at 1,000 teams: a pair's own steer made the first
   * solve of a bracket of 500 take five times longer than two groups, the top half and the bottom
   * half), and the decisions settle the order inside a group.
   */
  private static final int STEER_BUCKETS = 2;

  private final int n;
  private final int criteria;
  private final int maxPenalty;
  // the penalties of each allowed pair i < j, packed 4 bits a criterion; -1 where not allowed
  private final int[] packed;
  private final int steerBits;
  private final int bucket;
  private final int buckets;
  private final int biasAt;
  private final int lowBits;
  private final int[] criterionAt;
  private final int pairAt;
  private final int limbs;
  private int solves;

  /**
   * @param n the seats, even
   * @param criteria how many quality criteria, at most 7
   * @param maxPenalty the largest penalty of a pair on any criterion, at most 15
   */
  IdentifierSearch(int n, int criteria, int maxPenalty) {
    if (n % 2 != 0 || criteria > 7 || maxPenalty > 15 || maxPenalty < 0) {
      throw new IllegalArgumentException("n " + n + ", criteria " + criteria);
    }
    this.n = n;
    this.criteria = criteria;
    this.maxPenalty = maxPenalty;
    this.packed = new int[n * n];
    Arrays.fill(packed, -1);
    long nn = n;
    this.bucket = Math.max(1, (n + STEER_BUCKETS - 1) / STEER_BUCKETS);
    this.buckets = (n + bucket - 1) / bucket;
    long b = buckets;
    // steer: per pair at most b^3 + b^2, over n/2 pairs
    this.steerBits = 64 - Long.numberOfLeadingZeros((nn / 2 + 1) * (b * b * b + b * b));
    int nBits = 64 - Long.numberOfLeadingZeros(nn + 1);
    // bias: below n on one edge of a matching
    this.biasAt = steerBits + 1;
    // the steer and the bias below 2^lowBits over a matching; the criteria start two bits above,
    // so that a pair's slack of 2^(lowBits+1) rules it out of every best pairing (see excluded)
    this.lowBits = biasAt + nBits + 1;
    int at = lowBits + 2;
    int fieldBits = 64 - Long.numberOfLeadingZeros((long) maxPenalty * n + 1) + 1;
    this.criterionAt = new int[criteria];
    for (int c = criteria - 1; c >= 0; c--) {
      criterionAt[c] = at;
      at += fieldBits;
    }
    this.pairAt = at;
    this.limbs = WideInt.limbsFor(pairAt + nBits + 4);
  }

  /**
   * Allows the pair of seats i and j ([C1]) with its penalty on each criterion.
   *
   * @param i a seat
   * @param j another seat
   * @param penalties one per criterion, highest priority first, each 0..maxPenalty
   */
  void allow(int i, int j, int... penalties) {
    int a = Math.min(i, j);
    int b = Math.max(i, j);
    int p = 0;
    for (int c = 0; c < criteria; c++) {
      p |= penalties[c] << (4 * c);
    }
    packed[a * n + b] = p;
  }

  /** How many matchings were solved by the last search. */
  int solves() {
    return solves;
  }

  /**
   * The first pairing by identifier among the best ones.
   *
   * @return each seat's partner
   * @throws IllegalStateException if the allowed pairs hold no perfect matching
   */
  int[] first() {
    MaximumWeightMatching matching = new MaximumWeightMatching(n, limbs);
    solves = 0;
    long[] w = new long[limbs];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (packed[i * n + j] >= 0) {
          set(matching, i, j, 0, w);
        }
      }
    }
    int[] mate = solve(matching);
    int half = n / 2;
    // 1. the top members, seat by seat
    boolean[] top = new boolean[n];
    int tops = 0;
    for (int i = 0; i < n && tops < half; i++) {
      if (n - i == half - tops) {
        // every seat left must be a top for n/2 tops
        for (int k = i; k < n; k++) {
          top[k] = true;
        }
        break;
      }
      if (mate[i] < i && !excludedAll(matching, i, i + 1, n, null, null)) {
        // the optimum has it as a bottom: can a best pairing make it a top?
        for (int j = i + 1; j < n; j++) {
          if (matching.hasEdge(i, j)) {
            set(matching, i, j, 1, w);
          }
        }
        mate = solve(matching);
      }
      boolean isTop = mate[i] > i;
      for (int j = 0; j < n; j++) {
        if (j != i && matching.hasEdge(i, j)) {
          if ((j < i) == isTop) {
            matching.removeEdge(i, j);
          } else if (j > i) {
            set(matching, i, j, 0, w);
          }
        }
      }
      if (isTop) {
        top[i] = true;
        tops++;
      }
    }
    // 2. each top's partner, smallest first
    boolean[] fixed = new boolean[n];
    for (int t = 0; t < n; t++) {
      if (!top[t]) {
        continue;
      }
      int smallest = -1;
      for (int j = t + 1; j < n && smallest < 0; j++) {
        if (!top[j] && !fixed[j] && matching.hasEdge(t, j)) {
          smallest = j;
        }
      }
      if (mate[t] != smallest && !excludedAll(matching, t, t + 1, mate[t], top, fixed)) {
        for (int j = t + 1; j < n; j++) {
          if (!top[j] && !fixed[j] && matching.hasEdge(t, j)) {
            set(matching, t, j, n - j, w);
          }
        }
        mate = solve(matching);
      }
      int m = mate[t];
      fixed[t] = true;
      fixed[m] = true;
      for (int j = 0; j < n; j++) {
        if (j != m && j != t && matching.hasEdge(t, j)) {
          matching.removeEdge(t, j);
        }
        if (j != t && j != m && matching.hasEdge(m, j)) {
          matching.removeEdge(m, j);
        }
      }
      set(matching, t, m, 0, w);
    }
    return mate;
  }

  /**
   * Whether the last solve's duals rule every pair of seat v with a seat in [from, to) (neither a
   * top nor fixed, when those are given) out of every best pairing. Weighed against a feasible
   * dual, a matching holding a pair weighs at least the pair's slack less than the dual's total,
   * which is the optimum's weight at the last solve; since then only biases of at most 2^lowBits
   * were taken off the optimum's pairs, so a slack of 2^(lowBits+1) leaves such a matching more
   * than 2^lowBits below the optimum, which only a worse value on some criterion can do.
   */
  private boolean excludedAll(
      MaximumWeightMatching matching,
      int v,
      int from,
      int to,
      boolean @Nullable [] top,
      boolean @Nullable [] fixed) {
    OptimalityCertificate certificate = matching.certificate().orElseThrow();
    for (int j = from; j < to; j++) {
      if ((top != null && top[j]) || (fixed != null && fixed[j]) || !matching.hasEdge(v, j)) {
        continue;
      }
      if (certificate.isSlackBelow(v, j, lowBits + 1)) {
        return false;
      }
    }
    return true;
  }

  private int[] solve(MaximumWeightMatching matching) {
    solves++;
    int[] mate = matching.solve();
    for (int i = 0; i < n; i++) {
      if (mate[i] < 0) {
        throw new IllegalStateException("a bracket chosen as pairable has no perfect matching");
      }
    }
    return mate;
  }

  /** Sets pair i &lt; j's weight with a bias for the decision in progress. */
  private void set(MaximumWeightMatching matching, int i, int j, long bias, long[] w) {
    Arrays.fill(w, 0);
    int p = packed[i * n + j];
    long bi = (long) buckets - i / bucket;
    long bj = (long) buckets - j / bucket;
    WideInt.addBit(w, 0, limbs, 0, bi * buckets * buckets + bi * bj);
    WideInt.addBit(w, 0, limbs, biasAt, bias);
    for (int c = 0; c < criteria; c++) {
      WideInt.addBit(w, 0, limbs, criterionAt[c], maxPenalty - ((p >> (4 * c)) & 15));
    }
    WideInt.addBit(w, 0, limbs, pairAt, 1);
    matching.setWeight(i, j, w, 0);
  }
}
