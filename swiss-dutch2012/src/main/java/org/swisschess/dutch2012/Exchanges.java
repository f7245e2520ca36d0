package org.swisschess.dutch2012;

/**
 * D.2: the exchanges between S1 and S2 of a homogeneous bracket or remainder, in the order of the
 * DIFFERENZ procedure. Players are numbered by their position 1..n in the bracket; for each number
 * of players N = 1, 2, ..., exchanges are taken by increasing DELTA = (sum of the S2 numbers) -
 * (sum of the S1 numbers), then by the S1 subset in decreasing lexicographic order, then by the S2
 * subset in increasing lexicographic order.
 */
final class Exchanges {

  /** Receives one exchange; returns true to stop the enumeration. */
  interface Visitor {
    boolean visit(int[] fromS1, int[] fromS2);
  }

  private Exchanges() {}

  /**
   * Enumerates the exchanges for S1 = {1..s1Size}, S2 = {s1Size+1..n}.
   *
   * @return true if the visitor stopped the enumeration
   */
  static boolean forEach(int s1Size, int n, Visitor visitor) {
    int s2Size = n - s1Size;
    for (int count = 1; count <= Math.min(s1Size, s2Size); count++) {
      // DIFFMIN: the highest S1 numbers with the lowest S2 numbers; DIFFMAX the other way round.
      int s1High = 0;
      int s1Low = 0;
      int s2Low = 0;
      int s2High = 0;
      for (int k = 0; k < count; k++) {
        s1High += s1Size - k;
        s1Low += 1 + k;
        s2Low += s1Size + 1 + k;
        s2High += n - k;
      }
      for (int delta = s2Low - s1High; delta <= s2High - s1Low; delta++) {
        if (forDelta(s1Size, n, count, delta, visitor)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean forDelta(int s1Size, int n, int count, int delta, Visitor visitor) {
    int[] s1Subset = new int[count];
    return s1Subsets(
        s1Size,
        count,
        0,
        s1Size,
        s1Subset,
        0,
        (sum) -> {
          int[] s2Subset = new int[count];
          return s2Subsets(
              s1Size + 1,
              n,
              count,
              0,
              s2Subset,
              sum + delta,
              () -> visitor.visit(s1Subset.clone(), s2Subset.clone()));
        });
  }

  private interface SumVisitor {
    boolean visit(int sum);
  }

  private interface Leaf {
    boolean visit();
  }

  /** S1 subsets written in descending order, listed in decreasing lexicographic order. */
  private static boolean s1Subsets(
      int s1Size, int count, int depth, int max, int[] out, int sum, SumVisitor visitor) {
    if (depth == count) {
      return visitor.visit(sum);
    }
    int remaining = count - depth - 1;
    for (int v = max; v >= 1 + remaining; v--) {
      out[depth] = v;
      if (s1Subsets(s1Size, count, depth + 1, v - 1, out, sum + v, visitor)) {
        return true;
      }
    }
    return false;
  }

  /** S2 subsets in increasing lexicographic order whose numbers add up to {@code target}. */
  private static boolean s2Subsets(
      int min, int n, int count, int depth, int[] out, int target, Leaf leaf) {
    if (depth == count) {
      return target == 0 && leaf.visit();
    }
    int remaining = count - depth - 1;
    for (int v = min; v <= n - remaining; v++) {
      // the smallest and largest sums the remaining numbers can still add
      int lowRest = 0;
      int highRest = 0;
      for (int k = 1; k <= remaining; k++) {
        lowRest += v + k;
        highRest += n - k + 1;
      }
      if (v + lowRest > target) {
        break;
      }
      if (v + highRest < target) {
        continue;
      }
      out[depth] = v;
      if (s2Subsets(v + 1, n, count, depth + 1, out, target - v, leaf)) {
        return true;
      }
    }
    return false;
  }
}
