package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.swisschess.basic2026.MayMeet;
import org.swisschess.matching.Pair;

/**
 * C.04.4.1 (2026) 3.2.5, 3.2.6 and 4.4: S1 is G1 by ascending ARO, then TPN; T2 is the first
 * transposition of G2 (its players numbered by ascending TPN, transpositions in lexicographic
 * order) that pairs S1[i] with T2[i] legally and, as 3.2.4 made possible, best for [C7].
 */
final class Transposition {

  /** S1 and T2, element by element the pairs. */
  record Result(List<DubovPlayer> s1, List<DubovPlayer> t2) {}

  private Transposition() {}

  static Result of(List<DubovPlayer> g1, List<DubovPlayer> g2, MayMeet legality) {
    List<DubovPlayer> s1 = new ArrayList<>(g1);
    s1.sort(ShifterOrder.WHITE_SEEKERS); // 3.2.5: ascending ARO, then TPN
    List<DubovPlayer> pool = new ArrayList<>(g2);
    pool.sort(Comparator.comparingInt(DubovPlayer::tpn)); // 4.4.2
    int h = s1.size();
    if (pool.size() != h) {
      throw new IllegalStateException("G1 and G2 differ in size after 3.2.4");
    }
    long bound = colourFailureBound(s1, pool);
    // The lexicographically first transposition is built position by position: S1[i] takes the
    // first G2 player with whom the rest can still be paired legally and best for [C7]. When
    // taking the first legal player each time already completes a pairing with the fewest colour
    // failures possible, that is the answer without any matching.
    Optional<List<DubovPlayer>> greedy = firstLegalEachTime(s1, pool, legality);
    if (greedy.isPresent() && failures(s1, greedy.get()) == bound) {
      return new Result(s1, greedy.get());
    }
    int n = 2 * h;
    List<DubovPlayer> all = new ArrayList<>(s1);
    all.addAll(pool);
    CriteriaMatching m =
        new CriteriaMatching(
            n,
            1,
            (i, j, out) -> {
              if ((i < h) == (j < h)
                  || !legality.mayMeet(all.get(i).player(), all.get(j).player())) {
                return CriteriaMatching.ILLEGAL; // only G1 against G2
              }
              out[0] = Recomposition.colourKept(all.get(i), all.get(j));
              return CriteriaMatching.WEIGHED;
            });
    int[] mate = m.solve();
    if (!m.isPerfect(mate)) {
      throw new IllegalStateException("3.2.4 left G1 and G2 without a legal pairing");
    }
    long best = Recomposition.colourFailures(mate, all);
    DubovPlayer[] t2 = new DubovPlayer[h];
    boolean[] taken = new boolean[n];
    for (int i = 0; i < h; i++) {
      for (int j = h; j < n; j++) {
        if (taken[j] || !m.isEdge(i, j)) {
          continue;
        }
        List<Pair> drop = new ArrayList<>();
        for (int v = h; v < n; v++) {
          if (v != j) {
            drop.add(Pair.of(i, v));
          }
        }
        for (int u = i + 1; u < h; u++) {
          drop.add(Pair.of(u, j));
        }
        boolean ok;
        if (m.mate()[i] == j) {
          for (Pair e : drop) {
            m.forbid(e.higher(), e.lower());
          }
          ok = true;
        } else {
          ok = m.tryForbidding(drop, t -> Recomposition.colourFailures(t, all) == best).isPresent();
        }
        if (ok) {
          t2[i] = all.get(j);
          taken[j] = true;
          break;
        }
      }
      if (t2[i] == null) {
        throw new IllegalStateException("no transposition for S1 position " + (i + 1));
      }
    }
    return new Result(s1, List.of(t2));
  }

  /** S1 each taking the first legal player of {@code pool} left; empty if one finds none. */
  static Optional<List<DubovPlayer>> firstLegalEachTime(
      List<DubovPlayer> s1, List<DubovPlayer> pool, MayMeet legality) {
    boolean[] taken = new boolean[pool.size()];
    List<DubovPlayer> out = new ArrayList<>();
    for (DubovPlayer a : s1) {
      int pick = -1;
      for (int j = 0; j < pool.size(); j++) {
        if (!taken[j] && legality.mayMeet(a.player(), pool.get(j).player())) {
          pick = j;
          break;
        }
      }
      if (pick < 0) {
        return Optional.empty();
      }
      taken[pick] = true;
      out.add(pool.get(pick));
    }
    return Optional.of(out);
  }

  static long failures(List<DubovPlayer> s1, List<DubovPlayer> t2) {
    long f = 0;
    for (int i = 0; i < s1.size(); i++) {
      f += 1 - Recomposition.colourKept(s1.get(i), t2.get(i));
    }
    return f;
  }

  /**
   * No pairing of these players can have fewer colour failures: each pair that grants both
   * preferences takes one White seeker and one Black seeker.
   */
  static long colourFailureBound(List<DubovPlayer> a, List<DubovPlayer> b) {
    long white = 0;
    long total = (long) a.size() + b.size();
    for (DubovPlayer c : a) {
      white += c.preference().colour() == org.swisschess.api.Colour.WHITE ? 1 : 0;
    }
    for (DubovPlayer c : b) {
      white += c.preference().colour() == org.swisschess.api.Colour.WHITE ? 1 : 0;
    }
    return Math.abs(total - 2 * white) / 2;
  }
}
