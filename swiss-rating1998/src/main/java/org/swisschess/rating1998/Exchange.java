package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One exchange of D.2: the players of S1 and of S2 (by their numbers in the bracket, S1 being
 * 1..|S1| and S2 following) that change subgroup.
 *
 * @param fromS1 numbers leaving S1, ascending
 * @param fromS2 numbers leaving S2, ascending
 */
@SuppressWarnings("ArrayRecordComponent") // ordered by Exchanges.D2, never compared or hashed
record Exchange(int[] fromS1, int[] fromS2) {

  static final Exchange NONE = new Exchange(new int[0], new int[0]);

  int size() {
    return fromS1.length;
  }

  int difference() {
    return Arrays.stream(fromS2).sum() - Arrays.stream(fromS1).sum();
  }

  /** A.9 b: applies the exchange; both new subgroups are ordered by A.2 again. */
  List<List<Competitor>> apply(List<Competitor> s1, List<Competitor> s2) {
    List<Competitor> newS1 = new ArrayList<>(s1);
    List<Competitor> newS2 = new ArrayList<>(s2);
    for (int k = 0; k < fromS1.length; k++) {
      Competitor out = s1.get(fromS1[k] - 1);
      Competitor in = s2.get(fromS2[k] - 1 - s1.size());
      newS1.set(fromS1[k] - 1, in);
      newS2.set(fromS2[k] - 1 - s1.size(), out);
    }
    newS1.sort(RankingOrder.A2);
    newS2.sort(RankingOrder.A2);
    return List.of(newS1, newS2);
  }

  @Override
  public String toString() {
    if (fromS1.length == 0) {
      return "none";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < fromS1.length; i++) {
      sb.append(i == 0 ? "" : "+").append(fromS1[i]);
    }
    sb.append(" with ");
    for (int i = 0; i < fromS2.length; i++) {
      sb.append(i == 0 ? "" : "+").append(fromS2[i]);
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Exchange e
        && Arrays.equals(fromS1, e.fromS1)
        && Arrays.equals(fromS2, e.fromS2);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(fromS1) + Arrays.hashCode(fromS2);
  }
}
