package org.swisschess.dutch.core;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.swisschess.matching.MaximumWeightMatching;

/**
 * The completion check (2017 A.9; 2026 [C4]): whether the pairs fixed so far and the players still
 * open can complete the round under C.1-C.3 with at most one PAB (C.2; 2026: [C2] and [C5], the
 * edition says who may take it). A matching of the whole round with an edge for every pair that may
 * meet (and one to a stand-in for the PAB, for a PAB-eligible player of an odd round); a fixed pair
 * keeps only its own edge; the round can be completed when a maximum-cardinality matching leaves no
 * one single.
 *
 * <p>With {@link Shortcut#COMPLETION_REPAIR} the check looks for a complete matching before it
 * solves: a check with no complete matching to start from (the first, or one after a check that
 * found none) pairs each player with the first later player he may meet and completes what that
 * leaves; a check after a bracket starts from the last complete matching. Either is re-paired
 * around the fixed pairs it does not hold. Where a fixed pair a-b was not one of its pairs, a's and
 * b's old partners x and y meet instead, or, when they may not, x takes some open u whose partner v
 * may meet y (two players left single are joined the same way). When that leaves no one single it
 * is a complete matching of the round as it now stands, and the answer is yes without a solve; the
 * matching of the round is only built (every pair asked whether it may meet) and its fixed players'
 * edges removed when a check has to solve.
 *
 * <p>{@link #showsCompletionWith} asks the same of pairs not fixed yet (a bracket's candidate, for
 * {@code dutch-2026}'s {@link Shortcut#COMPLETION_CHECK}), by re-pairing alone: it never solves, so
 * a no from it only means that the re-pairing did not show a completion.
 */
public final class CompletionCheck {

  private final int n;
  private final int vertices;
  private final MayMeet mayMeet;
  private final IntPredicate mayReceivePairingAllocatedBye;
  private final boolean repair;
  private final boolean warmStarts;
  private final int[] fixedMate; // each fixed player's partner, -1 for an open one
  // the pairs a showsCompletionWith asks about, while it asks
  private final boolean[] tentative;
  // Without repair, the round's matching, every fixed pair applied as it comes; with repair, none
  // is kept: a check that must solve builds one with every pair fixed so far.
  private final @Nullable MaximumWeightMatching matching;
  // Whether `complete` holds every pair fixed so far.
  private boolean upToDate;
  // The last complete matching of the round as it then stood; empty before the first check.
  private int[] complete = new int[0];
  private int repaired;

  /** Which players may meet: C.1 and C.3 (with forbidden pairs kept like C.1). */
  @FunctionalInterface
  public interface MayMeet {
    /**
     * Whether players i and j may meet.
     *
     * @param i a player
     * @param j a later player
     * @return whether they may
     */
    boolean test(int i, int j);
  }

  /**
   * The check for a round.
   *
   * @param n the round's players, 0 to n - 1
   * @param mayMeet C.1-C.3
   * @param mayReceivePairingAllocatedBye C.2 (2026: [C2], and [C5]'s score)
   * @param repair whether a check may look for a complete matching before it solves
   * @param warmStarts whether a solve starts from the last optimum
   */
  public CompletionCheck(
      int n,
      MayMeet mayMeet,
      IntPredicate mayReceivePairingAllocatedBye,
      boolean repair,
      boolean warmStarts) {
    this.n = n;
    this.vertices = n + (n & 1); // an odd round: the PAB as a partner (C.2)
    this.mayMeet = mayMeet;
    this.mayReceivePairingAllocatedBye = mayReceivePairingAllocatedBye;
    this.repair = repair;
    this.warmStarts = warmStarts;
    this.fixedMate = new int[vertices];
    Arrays.fill(fixedMate, -1);
    this.tentative = new boolean[vertices];
    this.matching = repair ? null : build();
  }

  /**
   * The check for a round of players in pairing order: who may meet as {@code absolute} says (C.1,
   * C.3 and forbidden pairs), repair and warm starts as the request's shortcuts say.
   *
   * @param sorted the round's players, in pairing order
   * @param mayReceivePairingAllocatedBye who may be left for the PAB (2017 C.2; 2026 [C2] and [C5])
   */
  public static CompletionCheck forRound(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      Predicate<Entrant> mayReceivePairingAllocatedBye,
      Shortcuts shortcuts) {
    return new CompletionCheck(
        sorted.size(),
        (i, j) -> absolute.compatible(sorted.get(i), sorted.get(j)),
        i -> mayReceivePairingAllocatedBye.test(sorted.get(i)),
        shortcuts.on(Shortcut.COMPLETION_REPAIR),
        shortcuts.on(Shortcut.WARM_START));
  }

  /** The matching of the round: an edge for every pair that may meet. */
  private MaximumWeightMatching build() {
    MaximumWeightMatching built = new MaximumWeightMatching(vertices, 1);
    built.setWarmStarts(warmStarts);
    for (int i = 0; i < vertices; i++) {
      for (int j = i + 1; j < vertices; j++) {
        if (edge(i, j)) {
          built.setWeight(i, j, 1);
        }
      }
    }
    return built;
  }

  /** Whether i &lt; j have an edge in the round's matching before any pair is fixed. */
  private boolean edge(int i, int j) {
    return j == n ? mayReceivePairingAllocatedBye.test(i) : mayMeet.test(i, j);
  }

  /** Whether x and y, in either order and neither fixed, have an edge. */
  private boolean openEdge(int x, int y) {
    return x < y ? edge(x, y) : edge(y, x);
  }

  /** The last complete matching found (empty before the first), for tests. */
  int[] lastComplete() {
    return complete.clone();
  }

  /** How many checks a complete matching found without a solve answered, for tests. */
  int repaired() {
    return repaired;
  }

  /** Players a and b are paired: from now on a keeps only b and b only a. */
  public void fix(int a, int b) {
    fixedMate[a] = b;
    fixedMate[b] = a;
    upToDate = false;
    MaximumWeightMatching built = matching;
    if (built != null) {
      keepOnly(built, a, b);
    }
  }

  private void keepOnly(MaximumWeightMatching built, int a, int b) {
    for (int v = 0; v < vertices; v++) {
      if (v != a && v != b) {
        built.removeEdge(a, v);
        built.removeEdge(b, v);
      }
    }
    built.setWeight(a, b, 1);
  }

  /**
   * A.9: whether the fixed pairs and the open players can still complete the round.
   *
   * @return whether a matching of the round leaves no one single
   */
  public boolean completable() {
    if (repair) {
      // the greedy start knows nothing of the fixed pairs: the repair puts them in
      int[] mate = complete.length > 0 ? complete.clone() : greedy();
      if (repairAroundFixed(mate)) {
        complete = mate;
        upToDate = true;
        repaired++;
        return true;
      }
    }
    MaximumWeightMatching built = matching;
    if (built == null) {
      // With repair a solve is the exception: its matching of the round (as large as a bracket of
      // everyone) is built for this check alone, with every pair fixed so far, and let go after it
      // rather than held beside the brackets' own.
      built = build();
      for (int v = 0; v < vertices; v++) {
        if (fixedMate[v] > v) {
          keepOnly(built, v, fixedMate[v]);
        }
      }
    }
    int[] mate = built.solve();
    for (int m : mate) {
      if (m < 0) {
        complete = new int[0]; // it holds none of the pairs the solve took into account
        return false;
      }
    }
    complete = mate;
    upToDate = true;
    return true;
  }

  /**
   * Whether the round can be completed with the given pairs as well as the fixed ones, shown by
   * re-pairing the last complete matching around them, never by a solve: false means only that the
   * re-pairing left someone single. When it succeeds, its complete matching is the one the next
   * check re-pairs (the given pairs in it are open pairs like any other).
   *
   * @param pairs players a, b, a, b, ...; each open, and each pair one that may meet
   * @param count how many pairs
   * @return whether a complete matching with those pairs was found
   */
  public boolean showsCompletionWith(int[] pairs, int count) {
    if (complete.length == 0 || !upToDate) {
      return false; // no complete matching of the round as it now stands to re-pair
    }
    for (int p = 0; p < count; p++) {
      tentative[pairs[2 * p]] = true;
      tentative[pairs[2 * p + 1]] = true;
    }
    int[] mate = complete.clone();
    boolean shown = true;
    for (int p = 0; p < count && shown; p++) {
      shown = rePair(mate, pairs[2 * p], pairs[2 * p + 1]);
    }
    for (int p = 0; p < count; p++) {
      tentative[pairs[2 * p]] = false;
      tentative[pairs[2 * p + 1]] = false;
    }
    if (shown) {
      complete = mate;
    }
    return shown;
  }

  /**
   * Takes a complete matching of the round found elsewhere (a weighted matching that weighs
   * completion) as the one the next check re-pairs, once it is shown to be one: every player paired
   * over an edge, every fixed pair in it.
   *
   * @param mate each player's partner, {@code n} for the PAB, -1 for none
   * @return whether it was taken; when not, {@link #completable} finds its own
   */
  public boolean takeComplete(int[] mate) {
    if (!repair || mate.length != vertices) {
      return false;
    }
    for (int v = 0; v < vertices; v++) {
      int m = mate[v];
      if (m < 0 || m >= vertices || m == v || mate[m] != v || !openEdge(v, m)) {
        return false;
      }
    }
    for (int v = 0; v < vertices; v++) {
      if (fixedMate[v] >= 0 && mate[v] != fixedMate[v]) {
        return false;
      }
    }
    complete = mate.clone();
    upToDate = true;
    return true;
  }

  /**
   * The first check: each player in turn takes the first later player he may meet, and two players
   * left single are joined where they may meet or through a pair. Asked before any pair is fixed.
   *
   * @return the matching; single players, if any are left, have mate -1
   */
  private int[] greedy() {
    int[] mate = new int[vertices];
    Arrays.fill(mate, -1);
    for (int i = 0; i < vertices; i++) {
      for (int j = i + 1; j < vertices && mate[i] < 0; j++) {
        if (mate[j] < 0 && edge(i, j)) {
          mate[i] = j;
          mate[j] = i;
        }
      }
    }
    int x = -1;
    for (int v = 0; v < vertices; v++) {
      if (mate[v] >= 0) {
        continue;
      }
      if (x < 0) {
        x = v;
      } else if (openEdge(x, v)) {
        mate[x] = v;
        mate[v] = x;
        x = -1;
      } else if (repairThroughAPair(mate, x, v)) {
        x = -1;
      } else {
        break; // left single: the solve decides
      }
    }
    return mate;
  }

  /**
   * Re-pairs a complete matching so that it holds every fixed pair (one it already holds costs
   * nothing), over edges that may be played, so that the result is a complete matching of the round
   * as it now stands.
   *
   * @return whether it succeeded; mate is then the new matching
   */
  private boolean repairAroundFixed(int[] mate) {
    for (int v = 0; v < vertices; v++) {
      if (mate[v] < 0) {
        return false;
      }
    }
    for (int v = 0; v < vertices; v++) {
      if (fixedMate[v] > v && !rePair(mate, v, fixedMate[v])) {
        return false;
      }
    }
    return true;
  }

  /**
   * Puts the pair a-b into a complete matching: a's and b's old partners meet each other, or
   * through one open pair.
   *
   * @return whether the matching is still complete
   */
  private boolean rePair(int[] mate, int a, int b) {
    if (mate[a] == b) {
      return true;
    }
    // x and y, who were paired with a and b, are open, or fixed players whose own pair is put in
    // later: a pair put in is never broken again (a detour takes open players only).
    int x = mate[a];
    int y = mate[b];
    mate[a] = b;
    mate[b] = a;
    if (openEdge(x, y)) {
      mate[x] = y;
      mate[y] = x;
      return true;
    }
    return repairThroughAPair(mate, x, y);
  }

  /** x takes an open u whose partner v may meet y: the path x-u, v-y for the pair u-v. */
  private boolean repairThroughAPair(int[] mate, int x, int y) {
    for (int u = 0; u < vertices; u++) {
      if (u == x || u == y || fixedMate[u] >= 0 || tentative[u] || mate[u] < 0 || !openEdge(x, u)) {
        continue;
      }
      int v = mate[u];
      if (v != x && v != y && fixedMate[v] < 0 && !tentative[v] && openEdge(v, y)) {
        mate[x] = u;
        mate[u] = x;
        mate[v] = y;
        mate[y] = v;
        return true;
      }
    }
    return false;
  }
}
