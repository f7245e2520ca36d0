package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.swisschess.basic2026.MayMeet;
import org.swisschess.matching.Pair;

/**
 * C.04.4.1 (2026) 3.2.3 and 3.2.4: the bracket split into G1 and G2, then re-composed so that a
 * pairing of G1 against G2 is legal and best for [C7].
 */
final class Recomposition {

  /** The final subgroups and what moved. */
  record Result(List<DubovPlayer> g1, List<DubovPlayer> g2, List<String> lines) {}

  private Recomposition() {}

  static Result of(List<DubovPlayer> bracket, MayMeet legality) {
    List<DubovPlayer> byTpn = new ArrayList<>(bracket);
    byTpn.sort(Comparator.comparingInt(DubovPlayer::tpn));
    int n = byTpn.size();
    boolean[] inG1 = new boolean[n];
    // 3.2.3: G1 = the White seekers, unless nobody in the bracket has played yet: then the first
    // half by TPN
    boolean nobodyPlayed = byTpn.stream().noneMatch(DubovPlayer::hasPlayed);
    for (int i = 0; i < n; i++) {
      inG1[i] =
          nobodyPlayed
              ? i < n / 2
              : byTpn.get(i).preference().colour() == org.swisschess.api.Colour.WHITE;
    }
    List<String> lines = new ArrayList<>();
    lines.add(
        "G1 (3.2.3, "
            + (nobodyPlayed ? "first half by TPN" : "White seekers")
            + "): "
            + ids(byTpn, inG1, true)
            + "; G2: "
            + ids(byTpn, inG1, false));
    int g1Size = count(inG1, true);
    if (2 * g1Size == n && pairsAcrossAtBest(byTpn, inG1, legality)) {
      // equal sizes, and G1 against G2 already pairs legally with the fewest colour failures any
      // pairing can have: no pair inside a subgroup is unavoidable, nothing moves
      return split(byTpn, inG1, lines);
    }
    // 3.2.4.1: from the smaller subgroup (G1 on equal sizes), as many players as it has pairs that
    // cannot be avoided
    boolean smallIsG1 = g1Size <= n - g1Size;
    boolean[] inSmall = new boolean[n];
    for (int i = 0; i < n; i++) {
      inSmall[i] = inG1[i] == smallIsG1;
    }
    CriteriaMatching first =
        new CriteriaMatching(
            n,
            2,
            (i, j, out) -> {
              if (!legality.mayMeet(byTpn.get(i).player(), byTpn.get(j).player())) {
                return CriteriaMatching.ILLEGAL;
              }
              out[0] = colourKept(byTpn.get(i), byTpn.get(j)); // [C7]
              out[1] = inSmall[i] && inSmall[j] ? 0 : 1; // fewest pairs inside the smaller group
              return CriteriaMatching.WEIGHED;
            });
    int[] mate = first.solve();
    if (!first.isPerfect(mate)) {
      throw new IllegalStateException("a bracket chosen by 3.2.2 has no legal pairing");
    }
    long bestColours = colourFailures(mate, byTpn);
    int unavoidable = pairsInside(mate, inSmall);
    Predicate<int[]> stillBest =
        t -> colourFailures(t, byTpn) == bestColours && pairsInside(t, inSmall) == unavoidable;
    List<Integer> shifted = firstSet(first, byTpn, inSmall, unavoidable, smallIsG1, stillBest);
    for (int i : shifted) {
      inG1[i] = !inG1[i];
    }
    if (!shifted.isEmpty()) {
      lines.add(
          "3.2.4.1: "
              + shifted.size()
              + " pair(s) inside "
              + (smallIsG1 ? "G1" : "G2")
              + " unavoidable; shifted (4.3 order): "
              + tpns(byTpn, shifted));
    }
    // 3.2.4.2: equal the sizes, moving the best set from the larger subgroup to the smaller
    g1Size = count(inG1, true);
    if (g1Size != n - g1Size) {
      boolean largeIsG1 = g1Size > n - g1Size;
      boolean[] inLarge = new boolean[n];
      for (int i = 0; i < n; i++) {
        inLarge[i] = inG1[i] == largeIsG1;
      }
      int moves = Math.abs(n - 2 * g1Size) / 2;
      CriteriaMatching second =
          new CriteriaMatching(
              n,
              1,
              (i, j, out) -> {
                if (!inLarge[i] && !inLarge[j]) {
                  return CriteriaMatching.ILLEGAL; // the smaller subgroup only gains players
                }
                if (!legality.mayMeet(byTpn.get(i).player(), byTpn.get(j).player())) {
                  return CriteriaMatching.ILLEGAL;
                }
                out[0] = colourKept(byTpn.get(i), byTpn.get(j));
                return CriteriaMatching.WEIGHED;
              });
      int[] m2 = second.solve();
      if (!second.isPerfect(m2) || colourFailures(m2, byTpn) != bestColours) {
        throw new IllegalStateException("3.2.4.1 left no best pairing for 3.2.4.2");
      }
      List<Integer> moved =
          firstSet(
              second,
              byTpn,
              inLarge,
              moves,
              largeIsG1,
              t -> colourFailures(t, byTpn) == bestColours);
      for (int i : moved) {
        inG1[i] = !inG1[i];
      }
      lines.add(
          "3.2.4.2: moved from "
              + (largeIsG1 ? "G1 to G2" : "G2 to G1")
              + " (4.3 order): "
              + tpns(byTpn, moved));
    }
    return split(byTpn, inG1, lines);
  }

  private static Result split(List<DubovPlayer> byTpn, boolean[] inG1, List<String> lines) {
    List<DubovPlayer> g1 = new ArrayList<>();
    List<DubovPlayer> g2 = new ArrayList<>();
    for (int i = 0; i < byTpn.size(); i++) {
      (inG1[i] ? g1 : g2).add(byTpn.get(i));
    }
    return new Result(g1, g2, lines);
  }

  private static boolean pairsAcrossAtBest(
      List<DubovPlayer> byTpn, boolean[] inG1, MayMeet legality) {
    List<DubovPlayer> g1 = new ArrayList<>();
    List<DubovPlayer> g2 = new ArrayList<>();
    for (int i = 0; i < byTpn.size(); i++) {
      (inG1[i] ? g1 : g2).add(byTpn.get(i));
    }
    g1.sort(ShifterOrder.WHITE_SEEKERS);
    return Transposition.firstLegalEachTime(g1, g2, legality)
        .filter(t2 -> Transposition.failures(g1, t2) == Transposition.colourFailureBound(g1, g2))
        .isPresent();
  }

  /**
   * The first set of {@code size} players of the group {@code inGroup}, in the order of 4.3, each
   * paired inside the group with a player outside the set in some best pairing ({@code stillBest}).
   */
  private static List<Integer> firstSet(
      CriteriaMatching m,
      List<DubovPlayer> players,
      boolean[] inGroup,
      int size,
      boolean groupIsG1,
      Predicate<int[]> stillBest) {
    List<Integer> chosen = new ArrayList<>();
    if (size == 0) {
      return chosen;
    }
    List<Integer> pool = new ArrayList<>();
    for (int i = 0; i < players.size(); i++) {
      if (inGroup[i]) {
        pool.add(i);
      }
    }
    // 4.3.2: the G1 side sorted as White seekers, the G2 side as Black seekers; 4.3.3 from the
    // middle out
    Comparator<DubovPlayer> order =
        groupIsG1 ? ShifterOrder.WHITE_SEEKERS : ShifterOrder.BLACK_SEEKERS;
    pool.sort((a, b) -> order.compare(players.get(a), players.get(b)));
    Set<Integer> fixed = new HashSet<>();
    for (int s : ShifterOrder.fromTheMiddle(pool)) {
      if (chosen.size() == size) {
        break;
      }
      List<Pair> drop = new ArrayList<>();
      for (int v = 0; v < players.size(); v++) {
        if (v != s && (!inGroup[v] || fixed.contains(v))) {
          drop.add(Pair.of(s, v));
        }
      }
      int[] mate = m.mate();
      boolean ok;
      if (inGroup[mate[s]] && !fixed.contains(mate[s])) {
        for (Pair e : drop) {
          m.forbid(e.higher(), e.lower());
        }
        ok = true;
      } else {
        ok =
            repaired(m, s, pool, fixed, drop, stillBest)
                || m.tryForbidding(drop, stillBest).isPresent();
      }
      if (ok) {
        chosen.add(s);
        fixed.add(s);
      }
    }
    if (chosen.size() != size) {
      throw new IllegalStateException("no best set of shifters");
    }
    return chosen;
  }

  /**
   * Tries to pair {@code s} inside its group by swapping with one pair of the current optimum (s-t,
   * u-w become s-u, t-w) before any re-solve: when that keeps the optimum, it is one.
   */
  private static boolean repaired(
      CriteriaMatching m,
      int s,
      List<Integer> pool,
      Set<Integer> fixed,
      List<Pair> drop,
      Predicate<int[]> stillBest) {
    int[] mate = m.mate();
    int t = mate[s];
    if (fixed.contains(t)) {
      return false;
    }
    for (int u : pool) {
      if (u == s || fixed.contains(u) || !m.isEdge(s, u)) {
        continue;
      }
      int w = mate[u];
      if (w == s || fixed.contains(w) || !m.isEdge(t, w)) {
        continue;
      }
      int[] candidate = mate.clone();
      candidate[s] = u;
      candidate[u] = s;
      candidate[t] = w;
      candidate[w] = t;
      if (m.tryRepaired(drop, candidate, stillBest)) {
        return true;
      }
    }
    return false;
  }

  static int colourKept(DubovPlayer a, DubovPlayer b) {
    return a.preference().colour() != b.preference().colour() ? 1 : 0;
  }

  static long colourFailures(int[] mate, List<DubovPlayer> players) {
    long f = 0;
    for (int i = 0; i < mate.length; i++) {
      if (mate[i] > i && colourKept(players.get(i), players.get(mate[i])) == 0) {
        f++;
      }
    }
    return f;
  }

  private static int pairsInside(int[] mate, boolean[] group) {
    int p = 0;
    for (int i = 0; i < mate.length; i++) {
      if (mate[i] > i && group[i] && group[mate[i]]) {
        p++;
      }
    }
    return p;
  }

  private static int count(boolean[] flags, boolean value) {
    int c = 0;
    for (boolean f : flags) {
      if (f == value) {
        c++;
      }
    }
    return c;
  }

  private static String ids(List<DubovPlayer> players, boolean[] flags, boolean value) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < players.size(); i++) {
      if (flags[i] == value) {
        sb.append(sb.length() == 0 ? "" : " ").append(players.get(i).tpn());
      }
    }
    return sb.length() == 0 ? "-" : sb.toString();
  }

  private static String tpns(List<DubovPlayer> players, List<Integer> idx) {
    StringBuilder sb = new StringBuilder();
    for (int i : idx) {
      sb.append(sb.length() == 0 ? "" : " ").append(players.get(i).tpn());
    }
    return sb.toString();
  }
}
