package org.swisschess.dutch.core;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.WeightTriangle;
import org.swisschess.matching.WideInt;

/**
 * Pairs one bracket (C.04.3 B): among the candidates that best satisfy C.5-C.19 (the maximum weight
 * of the edition's {@link BracketWeights}), finds the one generated first in the order of B.6/B.7
 * and D.1-D.3, by fixing decisions one at a time, each time re-solving the matching with the lowest
 * weight bits biased toward the decision the generation order prefers:
 *
 * <ol>
 *   <li>which MDPs enter S1 (D.3: highest scores, then lowest BSNs);
 *   <li>the MDP-pairing (D.1: each S1 MDP in turn takes the first possible S2 player);
 *   <li>the remainder: fewest exchanges and smallest BSN sum difference (D.2 a, b), then which S1
 *       players leave (D.2 c: highest BSNs) and which S2 players enter (D.2 d: lowest BSNs);
 *   <li>the remainder's pairs (D.1: each S1 player in turn takes the first possible S2 player).
 * </ol>
 *
 * <p>A decision the current optimum already shows needs no re-solve. In D.1, while the duals of the
 * last solve still certify the matching, they also tell which opponents an optimal matching can
 * give a player (those over a tight edge), and an alternating path of tight edges re-pairs the
 * others: a 1,000-player round then takes a few hundred solves instead of a few thousand. Whatever
 * the certificate does not settle is decided by a biased re-solve as above.
 *
 * <p>Vertices are the bracket's players (MDPs first, then residents, in A.2 order) followed by the
 * next score group, which stands in for C.7's following bracket.
 */
public final class BracketPairer {

  private final BracketWeights weights;
  private final int k;
  private final int size;
  private final int movedDown;
  private final int nextBegin;
  private final WeightTriangle base; // the criteria's weight of each pair, without order bias
  private final BracketGraph matching;
  private final long[] scratch;
  private final long[] fixedWeight;
  private int[] mate;
  private final boolean[] matched;
  private final List<int[]> pairs = new ArrayList<>();

  /** Called for each fixed pair (vertex indices). */
  private final PairListener listener;

  /** Told of each pair as it is fixed. */
  public interface PairListener {
    /**
     * Called when the pair of local vertices i and j is decided.
     *
     * @param i a vertex
     * @param j its partner
     */
    void paired(int i, int j);
  }

  /**
   * Prepares the bracket: sets the weights of every edge with an end among the residents or the
   * next score group. Edges between two MDPs keep whatever the graph held (nothing, for a graph of
   * the bracket's own).
   *
   * @param weights the bracket's criteria
   * @param graph the bracket's players in the matching
   * @param listener told of each fixed pair
   */
  public BracketPairer(BracketWeights weights, BracketGraph graph, PairListener listener) {
    this.weights = weights;
    this.listener = listener;
    this.k = weights.limbs();
    this.size = weights.players().size();
    this.movedDown = weights.movedDown();
    this.nextBegin = weights.nextBegin();
    this.base = new WeightTriangle(size, k);
    this.matching = graph;
    this.scratch = new long[k];
    this.fixedWeight = new long[k];
    weights.fixedPairWeight(fixedWeight, 0);
    this.matched = new boolean[size];
    for (int j = movedDown; j < size; j++) {
      for (int i = 0; i < j; i++) {
        weights.edgeWeight(i, j, scratch, 0);
        base.set(i, j, scratch, 0);
        matching.setWeight(i, j, scratch, 0);
      }
    }
  }

  /** Sets the matching weight of {i, j} to its unbiased weight. */
  private void setUnbiased(int i, int j) {
    matching.setWeight(i, j, base.values(), base.offset(i, j));
  }

  private boolean hasBase(int i, int j) {
    return base.has(i, j);
  }

  private void clearBase(int i, int j) {
    base.clear(i, j);
  }

  /** Sets the matching weight of {i, j} to base + bonus (nothing if the base is zero). */
  private void setBiased(int i, int j, long bonus) {
    if (!base.has(i, j)) {
      setUnbiased(i, j);
      return;
    }
    WideInt.copy(base.values(), base.offset(i, j), scratch, 0, k);
    WideInt.addBit(scratch, 0, k, 0, bonus);
    matching.setWeight(i, j, scratch, 0);
  }

  private void solve() {
    // Unmatched vertices are their own mates, so "mate < v" reads "paired upward"; a vertex
    // matched below the next score group (outside the graph's view) has mate size.
    mate = matching.solve();
  }

  /**
   * Whether the duals of the last solve prove the current matching optimal on the open vertices:
   * feasible on every edge, every pair tight, every single vertex at dual zero, every blossom with
   * a positive dual full. Weighed against such duals, a matching N has 2w(N) at most their sum,
   * with equality exactly when N meets all four conditions too; so the optimal matchings are
   * exactly those, and an edge that is not tight is in none. Fixed pairs are left out: their
   * vertices have no other edge, so they change no comparison.
   */
  private boolean certifies() {
    if (!matching.dualsFeasible(matched)) {
      return false;
    }
    for (int v = 0; v < size; v++) {
      if (matched[v] || mate[v] >= size) {
        continue; // fixed, or matched below the view as at the solve: no edge of it changed
      }
      if (mate[v] == v ? !matching.hasZeroDual(v) : !matching.isTight(v, mate[v])) {
        return false;
      }
    }
    return true;
  }

  private boolean pairedInBracket(int v) {
    return mate[v] >= movedDown && mate[v] < nextBegin;
  }

  /** Whether v is paired with a lower-ranked player of the bracket, i.e. sits in S1. */
  private boolean pairedDownward(int v) {
    return mate[v] > v && mate[v] < nextBegin;
  }

  private void fix(int i, int j) {
    matched[i] = true;
    matched[j] = true;
    matching.fix(i, j, fixedWeight, 0);
    pairs.add(new int[] {Math.min(i, j), Math.max(i, j)});
    listener.paired(i, j);
  }

  /**
   * Pairs the bracket.
   *
   * @return the pairs as vertex indices; bracket players not in a pair are the downfloaters
   */
  public List<int[]> pair() {
    solve();
    choosePairedMovedDownPlayers();
    pairMovedDownPlayers();
    pairRemainder();
    return pairs;
  }

  /** B.2/D.3: which MDPs go to S1; the others stay in the Limbo. */
  private void choosePairedMovedDownPlayers() {
    int groupScore = Integer.MIN_VALUE;
    int remaining = 0;
    int remainingPairable = 0;
    int residents = nextBegin - movedDown;
    for (int p = 0; p < movedDown; p++) {
      int score = weights.players().get(p).score;
      if (p == 0 || score < groupScore) {
        groupScore = score;
        remaining = 0;
        remainingPairable = 0;
        for (int q = p; q < movedDown && weights.players().get(q).score >= groupScore; q++) {
          remaining++;
          if (pairedInBracket(q)) {
            remainingPairable++;
          }
        }
      }
      if (remainingPairable == 0) {
        continue;
      }
      if (remaining <= remainingPairable) {
        matched[p] = true;
        continue;
      }
      remaining--;
      if (!pairedInBracket(p)) {
        // D.3 b: try to put this (higher-ranked) MDP into S1.
        for (int o = movedDown; o < nextBegin; o++) {
          setBiased(p, o, 1);
        }
        solve();
      }
      if (pairedInBracket(p)) {
        matched[p] = true;
        remainingPairable--;
        for (int o = movedDown; o < nextBegin; o++) {
          setBiased(p, o, residents + 1L);
        }
      }
    }
  }

  /** B.3/D.1: each S1 MDP in turn gets the highest S2 resident that keeps the best candidate. */
  private void pairMovedDownPlayers() {
    for (int p = 0; p < movedDown; p++) {
      if (!matched[p]) {
        continue;
      }
      if (mate[p] != firstPossible(p, movedDown)) {
        long bonus = size;
        for (int o = nextBegin - 1; o >= movedDown; o--) {
          if (matched[o]) {
            continue;
          }
          if (hasBase(p, o)) {
            setBiased(p, o, bonus);
            bonus++;
          }
        }
        solve();
      }
      matched[mate[p]] = true;
      fix(p, mate[p]);
    }
  }

  /**
   * The highest-ranked open bracket player from {@code from} that p may meet: the one the
   * generation order (D.1) tries first. When the optimal matching already pairs p with it, biasing
   * the order bits cannot change the optimum, so the re-solve is skipped.
   */
  private int firstPossible(int p, int from) {
    for (int o = from; o < nextBegin; o++) {
      if (o != p && !matched[o] && hasBase(p, o)) {
        return o;
      }
    }
    return -1;
  }

  /**
   * Tries to reach, without re-solving, an optimal matching that pairs p with f: exchanging the
   * partners of p and f (p-x, f-y become p-f, x-y) keeps the matching optimal when the weight does
   * not change. Large homogeneous brackets, where most pairs are interchangeable, are then paired
   * without one matching per S1 player.
   */
  private boolean swapInto(int p, int f) {
    if (f < 0) {
      return false;
    }
    int x = mate[p];
    int y = mate[f];
    if (x == p || y >= size || !matching.hasEdge(p, f)) {
      return false;
    }
    long[] before = new long[k];
    long[] after = new long[k];
    long[] t = new long[k];
    matching.weight(p, x, before, 0);
    matching.weight(p, f, after, 0);
    if (y != f) {
      if (y == x || !matching.hasEdge(x, y)) {
        return false;
      }
      matching.weight(f, y, t, 0);
      WideInt.add(before, 0, t, 0, before, 0, k);
      matching.weight(x, y, t, 0);
      WideInt.add(after, 0, t, 0, after, 0, k);
    }
    if (WideInt.compare(before, 0, after, 0, k) != 0) {
      return false;
    }
    mate[p] = f;
    mate[f] = p;
    if (y != f) {
      mate[x] = y;
      mate[y] = x;
    } else {
      mate[x] = x;
    }
    matching.adopt(mate);
    return true;
  }

  /**
   * D.1 without a re-solve, while the duals certify the matching: the open players after p in order
   * are tried as p's opponent; one whose edge is not tight is in no optimal matching and is passed
   * over; the first tight one is taken if an alternating path over tight edges re-pairs the two
   * players it leaves without an opponent. The path keeps clear of blossoms with a positive dual,
   * so they stay full. When no such path turns up (the search does not follow blossoms, so it may
   * miss one), the caller re-solves.
   *
   * @return whether p is now paired with the first opponent an optimal matching allows
   */
  private boolean takeFirstOptimal(int p) {
    for (int o = firstPossible(p, p + 1); o >= 0; o = firstPossible(p, o + 1)) {
      if (o == mate[p]) {
        return true;
      }
      if (matching.isLoose(p, o)) {
        continue;
      }
      if (settledPairs().cycleThrough(p, o)) {
        matching.adopt(mate);
        return true;
      }
      if (swapInto(p, o)) {
        return true; // o was a downfloater whose opponent p's opponent takes at equal weight
      }
      if (!matching.isFree(p) || !matching.isFree(o)) {
        return false; // a path through a blossom is not searched: re-solve
      }
      if (!repairAround(p, o)) {
        return false;
      }
      matching.adopt(mate);
      return true;
    }
    return false;
  }

  /** Roles in {@link SettledPairs}. */
  private static final int NONE = 0;

  private static final int S1R = 1;
  private static final int S2R = 2;
  private static final int FLOATER = 3; // an open resident paired in the next scoregroup
  private static final int FLOAT_OPPONENT = 4; // its opponent there

  /**
   * The pairs D.1 may still rearrange, as a matching of their own, solved once: the S1R players
   * still open and their S2R opponents, and the downfloaters paired in the next scoregroup with
   * their opponents there. Its edges run from S1R down to S2R players and downfloaters, and from
   * those opponents to S2R players and downfloaters (a player of S2 may float instead): a bipartite
   * graph, so its duals tell without blossoms which re-pairings of these players keep the weight.
   * An alternating cycle of edges tight for them through p-o changes no pair outside it, so when
   * one exists an optimal matching of the whole graph pairs p with o. When none exists p may still
   * get o through pairs further down, which this does not see; only when no open resident floats is
   * its answer final (see {@link #coversOpenResidents}).
   */
  private final class SettledPairs {
    private final int[] localOf = new int[size];
    private final int[] roleOf = new int[size]; // as solved
    private final int[] vertexOf;
    private final MaximumWeightMatching pairs;
    private final boolean usable;

    SettledPairs() {
      java.util.Arrays.fill(localOf, -1);
      int count = 0;
      for (int v = 0; v < size; v++) {
        roleOf[v] = role(v);
        if (roleOf[v] != NONE) {
          localOf[v] = count++;
        }
      }
      vertexOf = new int[count];
      for (int v = 0; v < size; v++) {
        if (localOf[v] >= 0) {
          vertexOf[localOf[v]] = v;
        }
      }
      if (!roomFor(count)) {
        // a shortcut only: without it D.1 re-solves instead, to the same pairs
        pairs = null;
        usable = false;
        return;
      }
      pairs = new MaximumWeightMatching(count, k);
      for (int a = 0; a < count; a++) {
        int x = vertexOf[a];
        if (roleOf[x] != S1R && roleOf[x] != FLOAT_OPPONENT) {
          continue;
        }
        for (int b = 0; b < count; b++) {
          int y = vertexOf[b];
          if ((roleOf[y] == S2R || roleOf[y] == FLOATER)
              && (roleOf[x] == FLOAT_OPPONENT || y > x)
              && hasBase(x, y)) {
            pairs.setWeight(a, b, base.values(), base.offset(x, y));
          }
        }
      }
      pairs.solve();
      // The bracket's own pairs are optimal here too (the rest of the graph stays as it is), so
      // the duals of this optimum certify them: each is tight.
      usable = pairsTight();
    }

    /** Whether the heap has room for a matching of this many players, with half of it to spare. */
    private boolean roomFor(int count) {
      Runtime rt = Runtime.getRuntime();
      long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
      return MaximumWeightMatching.estimatedBytes(count, k) < free / 2;
    }

    /** A player's role now. */
    private int role(int v) {
      if (v >= movedDown && v < nextBegin && !matched[v]) {
        if (pairedDownward(v)) {
          return S1R;
        }
        if (opponentOfOpenS1(v)) {
          return S2R;
        }
        return mate[v] >= nextBegin && mate[v] < size ? FLOATER : NONE;
      }
      if (v >= nextBegin
          && mate[v] >= movedDown
          && mate[v] < nextBegin
          && role(mate[v]) == FLOATER) {
        return FLOAT_OPPONENT;
      }
      return NONE;
    }

    /** 1 for the players who take (S1R, opponents of downfloaters), 2 for those taken, else 0. */
    private int side(int role) {
      return role == S1R || role == FLOAT_OPPONENT ? 1 : role == S2R || role == FLOATER ? 2 : 0;
    }

    private boolean pairsTight() {
      for (int a = 0; a < vertexOf.length; a++) {
        int x = vertexOf[a];
        if ((roleOf[x] == S1R || roleOf[x] == FLOAT_OPPONENT)
            && !pairs.certificate().orElseThrow().isTight(a, localOf[mate[x]])) {
          return false;
        }
      }
      return true;
    }

    /** Whether every open resident is an S1R player or the opponent of one: none floats. */
    boolean coversOpenResidents() {
      if (!usable) {
        return false;
      }
      for (int v = movedDown; v < nextBegin; v++) {
        if (!matched[v] && !pairedDownward(v) && !opponentOfOpenS1(v)) {
          return false;
        }
      }
      return true;
    }

    /**
     * Whether the players keep their sides (an S2R player who now floats, or the reverse, is on the
     * same side), each pair over an edge tight for these duals: then the duals still certify the
     * pairs (every optimal matching meets every optimal dual).
     */
    boolean stillHolds() {
      if (!usable) {
        return false;
      }
      for (int v = 0; v < size; v++) {
        if (side(role(v)) != side(roleOf[v]) && !(matched[v] && localOf[v] >= 0)) {
          return false;
        }
      }
      for (int a = 0; a < vertexOf.length; a++) {
        int x = vertexOf[a];
        if (!matched[x]
            && (roleOf[x] == S1R || roleOf[x] == FLOAT_OPPONENT)
            && !pairs.certificate().orElseThrow().isTight(a, localOf[mate[x]])) {
          return false;
        }
      }
      return true;
    }

    /**
     * Looks for an alternating cycle through p-o: o's opponent takes a new player over a tight
     * edge, whose opponent does the same, until p's opponent is taken. Applies it to the bracket's
     * mates when found.
     */
    boolean cycleThrough(int p, int o) {
      if (!usable
          || localOf[p] < 0
          || localOf[o] < 0
          || roleOf[p] != S1R
          || (roleOf[o] != S2R && roleOf[o] != FLOATER)
          || !pairs.hasEdge(localOf[p], localOf[o])
          || !pairs.certificate().orElseThrow().isTight(localOf[p], localOf[o])) {
        return false;
      }
      int target = mate[p];
      int start = mate[o];
      int[] cameFrom = new int[size]; // for a player reached: the player taking it
      java.util.Arrays.fill(cameFrom, -1);
      ArrayDeque<Integer> queue = new ArrayDeque<>();
      queue.add(start);
      while (!queue.isEmpty()) {
        int a = queue.poll();
        int la = localOf[a];
        for (int lb = 0; lb < vertexOf.length; lb++) {
          int b = vertexOf[lb];
          if (b == o
              || b == mate[a]
              || cameFrom[b] >= 0
              || matched[b]
              || !pairs.hasEdge(la, lb)
              || !pairs.certificate().orElseThrow().isTight(la, lb)) {
            continue;
          }
          cameFrom[b] = a;
          if (b == target) {
            // a takes b; each player on the way back takes the one it reached
            mate[p] = o;
            mate[o] = p;
            for (int reached = b; ; ) {
              int taker = cameFrom[reached];
              int left = mate[taker];
              mate[taker] = reached;
              mate[reached] = taker;
              if (taker == start) {
                return true;
              }
              reached = left;
            }
          }
          int next = mate[b];
          if (next != p && next != start) {
            queue.add(next);
          }
        }
      }
      return false;
    }
  }

  private SettledPairs settled;

  /** Whether b, a player of the bracket, is paired upward with an open S1R player. */
  private boolean opponentOfOpenS1(int b) {
    int m = mate[b];
    return m < b && m >= movedDown && !matched[m] && pairedDownward(m);
  }

  /**
   * The settled pairs, solved again only when the bracket's pairs left them: a re-solve, a swap or
   * a path may have brought a downfloater in; otherwise their duals still certify the pairs (every
   * optimal matching meets every optimal dual) and a solve is saved.
   */
  private SettledPairs settledPairs() {
    if (settled == null || !settled.stillHolds()) {
      settled = null; // not two of them at once
      settled = new SettledPairs();
    }
    return settled;
  }

  /**
   * D.1 from the settled pairs alone, when no open player of the bracket floats: every optimal
   * matching then pairs the open residents among themselves over S1R-S2R edges (the others are
   * gone), so the settled pairs are the whole question and their duals answer it exactly. p takes
   * the first opponent over an edge tight for them through which an alternating cycle of tight
   * edges runs (the optimal pairings of a bipartite graph are the perfect matchings of its tight
   * edges).
   *
   * @return false when a player floats and the whole graph must be asked
   */
  private boolean settledPairsDecide(int p) {
    SettledPairs settledPairs = settledPairs();
    if (!settledPairs.coversOpenResidents()) {
      return false;
    }
    for (int o = firstPossible(p, p + 1); o >= 0; o = firstPossible(p, o + 1)) {
      if (o == mate[p]) {
        return true;
      }
      if (settledPairs.cycleThrough(p, o)) {
        matching.adopt(mate);
        return true;
      }
    }
    throw new IllegalStateException("D.1: the settled pairs give player " + p + " no opponent");
  }

  /**
   * Without a certificate of the whole graph (a bias below zero has just been taken off an S1R
   * player's edges), the matching is still optimal: the bias only ordered equal candidates. So when
   * the settled pairs re-pair p with its first possible opponent f, that is D.1's choice; no later
   * opponent can be judged without the certificate.
   */
  private boolean settledPairsGive(int p, int f) {
    if (f < 0) {
      return false;
    }
    if (!settledPairs().cycleThrough(p, f)) {
      return false;
    }
    matching.adopt(mate);
    return true;
  }

  /**
   * Pairs p with o and finds new opponents over tight edges for the two players this leaves alone:
   * x, p's opponent, and y, o's opponent (either may be none). A player with a zero dual may stay
   * alone; otherwise an alternating path of tight edges must lead from x to y, or from each to a
   * single player whose dual is zero.
   */
  private boolean repairAround(int p, int o) {
    int x = mate[p] == p ? -1 : mate[p];
    if (mate[o] >= size) {
      return false; // o is matched outside the view
    }
    int y = mate[o] == o ? -1 : mate[o];
    boolean xMayStay = x == -1 || matching.hasZeroDual(x);
    boolean yMayStay = y == -1 || matching.hasZeroDual(y);
    int[] pathFromX = null;
    int[] pathFromY = null;
    if (x != -1 && y != -1) {
      pathFromX = alternatingPath(x, y, p, o, null);
    }
    if (pathFromX == null) {
      if (!xMayStay) {
        pathFromX = alternatingPath(x, -1, p, o, null);
        if (pathFromX == null) {
          return false;
        }
      }
      if (!yMayStay) {
        pathFromY = alternatingPath(y, -1, p, o, pathFromX);
        if (pathFromY == null) {
          return false;
        }
      }
    }
    mate[p] = o;
    mate[o] = p;
    if (x != -1) {
      mate[x] = x;
    }
    if (y != -1) {
      mate[y] = y;
    }
    applyPairs(pathFromX);
    applyPairs(pathFromY);
    return true;
  }

  /**
   * Breadth-first over alternating paths of tight edges from {@code from}, a player who needs an
   * opponent: each step pairs the player in need with an open player over a tight edge, and that
   * player's old opponent is then in need. Ends when {@code to} is reached or, when {@code to} is
   * -1, a single player with a zero dual.
   *
   * @param avoid pairs of another path, whose players are not to be used; or null
   * @return the new pairs as a flat array, or null when none is found
   */
  private int[] alternatingPath(int from, int to, int p, int o, int[] avoid) {
    boolean[] seen = new boolean[size];
    seen[p] = true;
    seen[o] = true;
    seen[from] = true;
    if (avoid != null) {
      for (int v : avoid) {
        seen[v] = true;
      }
    }
    int[] pairedWith = new int[size]; // for a player reached: the player in need it is paired with
    int[] through = new int[size]; // for a player in need (not from): the player it lost
    ArrayDeque<Integer> inNeed = new ArrayDeque<>();
    inNeed.add(from);
    while (!inNeed.isEmpty()) {
      int s = inNeed.poll();
      for (int t = 0; t < size; t++) {
        if (seen[t] || matched[t] || !matching.isFree(t) || !matching.isTight(s, t)) {
          continue;
        }
        if (mate[t] >= size) {
          continue; // matched outside the view
        }
        boolean single = mate[t] == t;
        boolean end = t == to || (to == -1 && single && matching.hasZeroDual(t));
        if (!end && (single || seen[mate[t]])) {
          continue;
        }
        seen[t] = true;
        pairedWith[t] = s;
        if (end) {
          List<Integer> pairs = new ArrayList<>();
          int reached = t;
          while (true) {
            int needy = pairedWith[reached];
            pairs.add(needy);
            pairs.add(reached);
            if (needy == from) {
              break;
            }
            reached = through[needy];
          }
          return pairs.stream().mapToInt(Integer::intValue).toArray();
        }
        int next = mate[t];
        seen[next] = true;
        through[next] = t;
        inNeed.add(next);
      }
    }
    return null;
  }

  private void applyPairs(int[] pairs) {
    if (pairs == null) {
      return;
    }
    for (int i = 0; i < pairs.length; i += 2) {
      mate[pairs[i]] = pairs[i + 1];
      mate[pairs[i + 1]] = pairs[i];
    }
  }

  /** The order bias of a remainder edge: fewest exchanges (D.2 a), smallest BSN sum (D.2 b). */
  private long remainderBias(int indexOfHigher, int remainderPairs) {
    long inS1 = indexOfHigher < remainderPairs ? 1L << (2 * weights.orderBits()) : 0;
    return (inS1 - indexOfHigher) * 2;
  }

  private void setRemainderEdge(int p, int o, int indexOfP, int remainderPairs, long extra) {
    if (!hasBase(p, o)) {
      setUnbiased(p, o);
      return;
    }
    setBiased(p, o, remainderBias(indexOfP, remainderPairs) + extra);
  }

  /** B.6/B.7 on the remainder: exchanges (D.2) then transpositions (D.1). */
  private void pairRemainder() {
    List<Integer> remainder = new ArrayList<>();
    int remainderPairs = 0;
    for (int v = movedDown; v < nextBegin; v++) {
      if (mate[v] < movedDown) {
        continue; // paired with an MDP
      }
      remainder.add(v);
      if (mate[v] < v) {
        remainderPairs++;
      }
    }
    int n = remainder.size();
    for (int b = 0; b < n; b++) {
      for (int a = 0; a < b; a++) {
        setRemainderEdge(remainder.get(a), remainder.get(b), a, remainderPairs, 0);
      }
    }
    solve();
    int exchanges = 0;
    for (int a = 0; a < remainderPairs; a++) {
      int p = remainder.get(a);
      if (!pairedDownward(p)) {
        exchanges++;
      }
    }
    // D.2 c: move the highest BSNs of S1R to S2R where the criteria allow.
    int left = exchanges;
    for (int a = remainderPairs - 1; a >= 0 && left > 0; a--) {
      int p = remainder.get(a);
      if (pairedDownward(p)) {
        for (int b = a + 1; b < n; b++) {
          setRemainderEdge(p, remainder.get(b), a, remainderPairs, -1);
        }
        solve();
      }
      boolean exchanged = !pairedDownward(p);
      if (exchanged) {
        left--;
      }
      for (int b = a + 1; b < n; b++) {
        int o = remainder.get(b);
        if (exchanged) {
          clearBase(p, o);
        }
        setRemainderEdge(p, o, a, remainderPairs, 0);
      }
    }
    // D.2 d: move the lowest BSNs of S2R to S1R where the criteria allow.
    left = exchanges;
    for (int a = remainderPairs; a < n && left > 1; a++) {
      int p = remainder.get(a);
      boolean already = pairedDownward(p);
      if (!already) {
        for (int b = a + 1; b < n; b++) {
          setRemainderEdge(p, remainder.get(b), a, remainderPairs, 1);
        }
        solve();
      }
      if (pairedDownward(p)) {
        left--;
        for (int b = 0; b < a; b++) {
          int o = remainder.get(b);
          clearBase(o, p);
          setUnbiased(o, p);
        }
        for (int o = nextBegin; o < size; o++) {
          clearBase(p, o);
          setUnbiased(p, o);
        }
      }
      if (!already) {
        for (int b = a + 1; b < n; b++) {
          setRemainderEdge(p, remainder.get(b), a, remainderPairs, 0);
        }
      }
    }
    // S1R and S2R are now settled: only S1R-S2R pairs remain possible. An S1R player's edges keep
    // their remainder bias when it is not below zero: the same on every edge of the player (D.2
    // orders by its index only), it adds one constant to every candidate that pairs the settled
    // S1R, so D.1's order is unchanged, S1R players stay paired (S1 never floats in a
    // transposition) and the last solve's certificate still holds.
    for (int a = 0; a < n; a++) {
      int p = remainder.get(a);
      boolean keepBias = pairedDownward(p) && remainderBias(a, remainderPairs) >= 0;
      for (int b = a + 1; b < n; b++) {
        int o = remainder.get(b);
        if (!pairedDownward(p) || pairedDownward(o)) {
          clearBase(p, o);
          setUnbiased(p, o);
        } else if (!keepBias) {
          setUnbiased(p, o);
        }
      }
    }
    // D.1: each S1R player in turn takes the highest S2R player that keeps the best candidate.
    // Checked now, not at each solve: only D.1 reads the certificate, and the edges just cleared
    // or unbiased changed since the last solve.
    boolean certified = certifies();
    for (int a = 0; a < n; a++) {
      int p = remainder.get(a);
      if (!pairedDownward(p)) {
        continue;
      }
      int first = firstPossible(p, p + 1);
      if (mate[p] != first
          && !swapInto(p, first)
          && !settledPairsDecide(p)
          && !(certified ? takeFirstOptimal(p) : settledPairsGive(p, first))) {
        long bonus = 0;
        for (int b = n - 1; b >= 0; b--) {
          int o = remainder.get(b);
          if (o <= p || matched[o]) {
            continue;
          }
          if (hasBase(p, o)) {
            setBiased(p, o, bonus);
          }
          bonus++;
        }
        solve();
        certified = certifies();
      }
      fix(p, mate[p]);
    }
  }
}
