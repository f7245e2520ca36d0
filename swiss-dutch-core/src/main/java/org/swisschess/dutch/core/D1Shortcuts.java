package org.swisschess.dutch.core;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.swisschess.matching.Pair;
import org.swisschess.matching.WideInt;

/**
 * D.1 without a solve, where the matching in force already tells the answer: the player p takes the
 * first opponent f he may have in an optimal matching, and the shortcuts here find an optimal
 * matching that pairs p with f by re-pairing others at equal weight ({@link Shortcut#SWAP}, {@link
 * Shortcut#SETTLED_PAIRS}, {@link Shortcut#CERTIFICATE}). When none of them can tell, the {@link
 * GenerationOrder} re-solves with p's edges biased, as it always may.
 */
final class D1Shortcuts {

  private final BracketState s;
  private final Shortcuts shortcuts;
  private final Map<Shortcut, Integer> decided = new EnumMap<>(Shortcut.class);
  private @Nullable SettledPairs settled; // solved on the first question that needs it
  // Whether the duals of the last solve prove the matching in force optimal (see certifies).
  private boolean certified;

  D1Shortcuts(BracketState state, Shortcuts shortcuts) {
    this.s = state;
    this.shortcuts = shortcuts;
  }

  /** How many D.1 decisions each shortcut took, for tests that check they were exercised. */
  Map<Shortcut, Integer> decided() {
    return decided;
  }

  private boolean took(Shortcut shortcut) {
    decided.merge(shortcut, 1, Integer::sum);
    return true;
  }

  /**
   * D.2 has settled S1R and S2R, and the edges just cleared or unbiased changed since the last
   * solve: the certificate is read now, not at each solve (only D.1 reads it).
   */
  void remainderSettled() {
    solved();
  }

  /** A biased solve has just decided a player: the certificate is read again. */
  void solved() {
    certified = shortcuts.on(Shortcut.CERTIFICATE) && s.certifies();
  }

  /**
   * Tries to pair S1R player p with f, the first opponent D.1 would give him, without a solve.
   *
   * @param p an open S1R player, not paired with f now
   * @param f his first possible opponent, or -1
   * @return whether the matching in force now pairs p with the opponent D.1 gives him
   */
  boolean takeFirstPossibleWithoutSolving(int p, int f) {
    return (shortcuts.on(Shortcut.SWAP) && swapInto(p, f) && took(Shortcut.SWAP))
        || (shortcuts.on(Shortcut.SETTLED_PAIRS) && settledPairsDecide(p))
        || (certified
            ? takeFirstOptimal(p)
            : shortcuts.on(Shortcut.SETTLED_PAIRS) && settledPairsGive(p, f));
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
    int[] mate = s.mate;
    int k = s.k;
    BracketGraph matching = s.matching;
    int x = mate[p];
    int y = mate[f];
    if (x == p || y >= s.size || !matching.hasEdge(p, f)) {
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
    s.adoptMates();
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
    for (int o = s.firstPossible(p, p + 1); o >= 0; o = s.firstPossible(p, o + 1)) {
      if (o == s.mate[p]) {
        return took(Shortcut.CERTIFICATE);
      }
      if (s.matching.isLoose(p, o)) {
        continue;
      }
      if (shortcuts.on(Shortcut.SETTLED_PAIRS) && settledPairs().cycleThrough(p, o)) {
        s.adoptMates();
        return took(Shortcut.CERTIFICATE);
      }
      if (shortcuts.on(Shortcut.SWAP) && swapInto(p, o)) {
        // o was a downfloater whose opponent p's opponent takes at equal weight
        return took(Shortcut.CERTIFICATE);
      }
      if (!s.matching.isFree(p) || !s.matching.isFree(o)) {
        return false; // a path through a blossom is not searched: re-solve
      }
      if (!repairAround(p, o)) {
        return false;
      }
      s.adoptMates();
      return took(Shortcut.CERTIFICATE);
    }
    return false;
  }

  /**
   * The settled pairs, solved again only when the bracket's pairs left them: a re-solve, a swap or
   * a path may have brought a downfloater in; otherwise their duals still certify the pairs (every
   * optimal matching meets every optimal dual) and a solve is saved.
   */
  private SettledPairs settledPairs() {
    SettledPairs current = settled;
    if (current == null || !current.stillHolds()) {
      settled = null; // not two of them at once
      current = new SettledPairs(s);
      settled = current;
    }
    return current;
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
    for (int o = s.firstPossible(p, p + 1); o >= 0; o = s.firstPossible(p, o + 1)) {
      if (o == s.mate[p]) {
        return took(Shortcut.SETTLED_PAIRS);
      }
      if (settledPairs.cycleThrough(p, o)) {
        s.adoptMates();
        return took(Shortcut.SETTLED_PAIRS);
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
    s.adoptMates();
    return took(Shortcut.SETTLED_PAIRS);
  }

  /**
   * Pairs p with o and finds new opponents over tight edges for the two players this leaves alone:
   * x, p's opponent, and y, o's opponent (either may be none). A player with a zero dual may stay
   * alone; otherwise an alternating path of tight edges must lead from x to y, or from each to a
   * single player whose dual is zero.
   */
  private boolean repairAround(int p, int o) {
    int[] mate = s.mate;
    int x = mate[p] == p ? -1 : mate[p];
    if (mate[o] >= s.size) {
      return false; // o is matched outside the view
    }
    int y = mate[o] == o ? -1 : mate[o];
    boolean xMayStay = x == -1 || s.matching.hasZeroDual(x);
    boolean yMayStay = y == -1 || s.matching.hasZeroDual(y);
    Optional<List<Pair>> pathFromX = Optional.empty();
    Optional<List<Pair>> pathFromY = Optional.empty();
    if (x != -1 && y != -1) {
      pathFromX = alternatingPath(x, y, p, o, List.of());
    }
    if (pathFromX.isEmpty()) {
      if (!xMayStay) {
        pathFromX = alternatingPath(x, -1, p, o, List.of());
        if (pathFromX.isEmpty()) {
          return false;
        }
      }
      if (!yMayStay) {
        pathFromY = alternatingPath(y, -1, p, o, pathFromX.orElse(List.of()));
        if (pathFromY.isEmpty()) {
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
    pathFromX.ifPresent(this::applyPairs);
    pathFromY.ifPresent(this::applyPairs);
    return true;
  }

  /**
   * Breadth-first over alternating paths of tight edges from {@code from}, a player who needs an
   * opponent: each step pairs the player in need with an open player over a tight edge, and that
   * player's old opponent is then in need. Ends when {@code to} is reached or, when {@code to} is
   * -1, a single player with a zero dual.
   *
   * @param avoid pairs of another path, whose players are not to be used
   * @return the new pairs, or empty when none is found
   */
  private Optional<List<Pair>> alternatingPath(int from, int to, int p, int o, List<Pair> avoid) {
    int size = s.size;
    int[] mate = s.mate;
    boolean[] seen = new boolean[size];
    seen[p] = true;
    seen[o] = true;
    seen[from] = true;
    for (Pair pair : avoid) {
      seen[pair.higher()] = true;
      seen[pair.lower()] = true;
    }
    int[] pairedWith = new int[size]; // for a player reached: the player in need it is paired with
    int[] through = new int[size]; // for a player in need (not from): the player it lost
    ArrayDeque<Integer> inNeed = new ArrayDeque<>();
    inNeed.add(from);
    while (!inNeed.isEmpty()) {
      int needy = inNeed.poll();
      for (int t = 0; t < size; t++) {
        if (seen[t] || s.matched[t] || !s.matching.isFree(t) || !s.matching.isTight(needy, t)) {
          continue;
        }
        if (mate[t] >= size) {
          continue; // matched outside the view
        }
        boolean single = mate[t] == t;
        boolean end = t == to || (to == -1 && single && s.matching.hasZeroDual(t));
        if (!end && (single || seen[mate[t]])) {
          continue;
        }
        seen[t] = true;
        pairedWith[t] = needy;
        if (end) {
          List<Pair> pairs = new ArrayList<>();
          int reached = t;
          while (true) {
            int taker = pairedWith[reached];
            pairs.add(Pair.of(taker, reached));
            if (taker == from) {
              break;
            }
            reached = through[taker];
          }
          return Optional.of(pairs);
        }
        int next = mate[t];
        seen[next] = true;
        through[next] = t;
        inNeed.add(next);
      }
    }
    return Optional.empty();
  }

  private void applyPairs(List<Pair> pairs) {
    for (Pair pair : pairs) {
      s.mate[pair.higher()] = pair.lower();
      s.mate[pair.lower()] = pair.higher();
    }
  }
}
