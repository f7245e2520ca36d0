package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A score bracket as it is paired (A.3): the players moved down into it and its own players.
 *
 * @param label the score, for explanations
 * @param movedDown players moved down from higher brackets, A.2 order
 * @param residents the bracket's own players, A.2 order
 * @param lowest whether it is the lowest bracket (C.13)
 */
record Bracket(
    String label, List<Competitor> movedDown, List<Competitor> residents, boolean lowest) {

  Bracket {
    movedDown = sorted(movedDown);
    residents = sorted(residents);
  }

  private static List<Competitor> sorted(List<Competitor> list) {
    List<Competitor> out = new ArrayList<>(list);
    out.sort(RankingOrder.A2);
    return List.copyOf(out);
  }

  List<Competitor> all() {
    List<Competitor> out = new ArrayList<>(movedDown);
    out.addAll(residents);
    out.sort(RankingOrder.A2);
    return out;
  }

  int size() {
    return movedDown.size() + residents.size();
  }

  /** A.3: heterogeneous, unless at least half of its players came from above. */
  boolean pairedAsHeterogeneous() {
    return !movedDown.isEmpty() && 2 * movedDown.size() < size();
  }

  String kind() {
    if (movedDown.isEmpty()) {
      return "homogeneous";
    }
    return pairedAsHeterogeneous()
        ? "heterogeneous"
        : "heterogeneous, treated as homogeneous (A.3)";
  }

  Set<Integer> movedDownIds() {
    return movedDown.stream().map(Competitor::id).collect(Collectors.toSet());
  }
}
