package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * 3.6.1-3.6.3: a pairing of a bracket and its identifier. The top member of a pair is the one with
 * the smaller TPN (the one seated higher under R1), the other its bottom member; the identifier is
 * the top members in ascending order followed by each one's bottom member in the same order, and
 * pairings are ordered lexicographically by identifier.
 */
final class PairingIdentifier {

  private PairingIdentifier() {}

  /**
   * The identifier of a pairing given as pairs of seats (or TPNs): the smaller of each pair is its
   * top member.
   */
  static List<Integer> of(List<int[]> pairs) {
    List<int[]> ordered = new ArrayList<>();
    for (int[] p : pairs) {
      ordered.add(new int[] {Math.min(p[0], p[1]), Math.max(p[0], p[1])});
    }
    ordered.sort(Comparator.comparingInt(p -> p[0]));
    List<Integer> id = new ArrayList<>();
    ordered.forEach(p -> id.add(p[0]));
    ordered.forEach(p -> id.add(p[1]));
    return id;
  }

  /** 3.6.3: lexicographic order of identifiers. */
  static int compare(List<Integer> a, List<Integer> b) {
    for (int i = 0; i < a.size() && i < b.size(); i++) {
      int c = Integer.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }
}
