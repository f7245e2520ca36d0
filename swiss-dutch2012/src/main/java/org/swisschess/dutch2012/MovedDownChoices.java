package org.swisschess.dutch2012;

/**
 * D.3: which M1 of the M0 moved-down players go into S1, in descending priority: the subsets of
 * {1..M0} of size M1 in lexicographic order (123, 124, 125, 134, ... for M1 = 3).
 */
final class MovedDownChoices {

  /** Receives one choice (0-based positions); returns true to stop. */
  interface Visitor {
    boolean visit(int[] chosen);
  }

  private MovedDownChoices() {}

  /** Returns true if the visitor stopped the enumeration. */
  static boolean forEach(int m0, int m1, Visitor visitor) {
    return next(m0, new int[m1], 0, 0, visitor);
  }

  private static boolean next(int m0, int[] out, int depth, int from, Visitor visitor) {
    if (depth == out.length) {
      return visitor.visit(out.clone());
    }
    for (int v = from; v <= m0 - (out.length - depth); v++) {
      out[depth] = v;
      if (next(m0, out, depth + 1, v + 1, visitor)) {
        return true;
      }
    }
    return false;
  }
}
