package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The order of exchanges of D.2, generalised from its two matrices: first one player, then two,
 * then more; within one size the smallest difference between the numbers exchanged (sum of the S2
 * numbers less the sum of the S1 numbers) first; among equal differences the one "concerning the
 * lowest player of S1" (the larger S1 numbers) first; the last tie, among S2 subsets, the one whose
 * lowest member is highest-placed (the smaller largest number). The text's matrices (a..i, j..r)
 * are a subsequence of this order (see Rating1998D2Tests).
 */
final class Exchanges {

  private Exchanges() {}

  /** The most exchanges of one size generated to be sorted. */
  private static final int GENERATED = 200_000;

  /** Comparator of the D.2 priority for exchanges of one size. */
  static final Comparator<Exchange> D2 =
      Comparator.comparingInt(Exchange::difference)
          .thenComparing(Comparator.comparingInt((Exchange e) -> sum(e.fromS1())).reversed())
          .thenComparing((x, y) -> compareDescendingTuples(y.fromS1(), x.fromS1()))
          .thenComparing((x, y) -> compareDescendingTuples(x.fromS2(), y.fromS2()));

  /**
   * Returns the exchanges for subgroups of {@code s1} and {@code s2} players, {@link Exchange#NONE}
   * first, in D.2 order, at most {@code cap} in all; a size with more than 200,000 exchanges is not
   * generated (README, "Search": the exact search of {@link GeneralSearch} covers what is left
   * out).
   */
  static List<Exchange> inOrder(int s1, int s2, int cap) {
    List<Exchange> out = new ArrayList<>();
    out.add(Exchange.NONE);
    for (int k = 1; k <= Math.min(s1, s2) && out.size() < cap; k++) {
      double count = choose(s1, k) * choose(s2, k);
      if (count > GENERATED) {
        break;
      }
      List<Exchange> sized = new ArrayList<>();
      for (int[] a : subsets(1, s1, k)) {
        for (int[] b : subsets(s1 + 1, s1 + s2, k)) {
          sized.add(new Exchange(a, b));
        }
      }
      sized.sort(D2);
      out.addAll(sized.subList(0, Math.min(sized.size(), cap - out.size())));
    }
    return out;
  }

  /** How many exchanges D.2 has for these subgroups, {@link Exchange#NONE} included. */
  static double count(int s1, int s2) {
    double total = 0;
    for (int k = 0; k <= Math.min(s1, s2); k++) {
      total += choose(s1, k) * choose(s2, k);
    }
    return total;
  }

  private static double choose(int n, int k) {
    double r = 1;
    for (int i = 0; i < k; i++) {
      r = r * (n - i) / (i + 1);
    }
    return r;
  }

  private static List<int[]> subsets(int from, int to, int k) {
    List<int[]> out = new ArrayList<>();
    collect(from, to, k, new int[k], 0, out);
    return out;
  }

  private static void collect(int next, int to, int k, int[] cur, int depth, List<int[]> out) {
    if (depth == k) {
      out.add(cur.clone());
      return;
    }
    for (int v = next; v <= to - (k - depth - 1); v++) {
      cur[depth] = v;
      collect(v + 1, to, k, cur, depth + 1, out);
    }
  }

  private static int sum(int[] a) {
    int s = 0;
    for (int v : a) {
      s += v;
    }
    return s;
  }

  /** Compares two ascending tuples by their largest elements first. */
  private static int compareDescendingTuples(int[] a, int[] b) {
    for (int i = a.length - 1; i >= 0; i--) {
      int c = Integer.compare(a[i], b[i]);
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }
}
