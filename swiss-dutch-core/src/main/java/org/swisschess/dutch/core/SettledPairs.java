package org.swisschess.dutch.core;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Optional;
import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.OptimalityCertificate;

/**
 * The pairs D.1 may still rearrange, as a matching of their own, solved once: the S1R players still
 * open and their S2R opponents, and the downfloaters paired in the next scoregroup with their
 * opponents there. Its edges run from S1R down to S2R players and downfloaters, and from those
 * opponents to S2R players and downfloaters (a player of S2 may float instead): a bipartite graph,
 * so its duals tell without blossoms which re-pairings of these players keep the weight. An
 * alternating cycle of edges tight for them through p-o changes no pair outside it, so when one
 * exists an optimal matching of the whole graph pairs p with o. When none exists p may still get o
 * through pairs further down, which this does not see; only when no open resident floats is its
 * answer final (see {@link #coversOpenResidents}). The {@link Shortcut#SETTLED_PAIRS} shortcut.
 */
final class SettledPairs {

  /** A player's part in the settled pairs. */
  private enum Role {
    NONE,
    S1R,
    S2R,
    /** An open resident paired in the next scoregroup. */
    FLOATER,
    /** The downfloater's opponent there. */
    FLOAT_OPPONENT;

    /** 1 for the players who take (S1R, opponents of downfloaters), 2 for those taken, else 0. */
    int side() {
      return this == S1R || this == FLOAT_OPPONENT ? 1 : this == S2R || this == FLOATER ? 2 : 0;
    }

    boolean takes() {
      return side() == 1;
    }

    boolean taken() {
      return side() == 2;
    }
  }

  private final BracketState s;
  private final int[] localOf;
  private final Role[] roleOf; // as solved
  private final int[] vertexOf;
  // Absent when the heap had no room for the matching, or when the bracket's pairs are not tight
  // for its duals: the shortcut then answers nothing and D.1 re-solves.
  private final Optional<Solved> solved;

  /**
   * What the settled pairs' matching, solved once, leaves: the certificate its duals give and its
   * tight edges; the matching is never solved again, so those stay as they are and are read once
   * ({@link TightEdges}).
   */
  private record Solved(OptimalityCertificate certificate, TightEdges tight) {}

  SettledPairs(BracketState state) {
    this.s = state;
    int size = s.size;
    localOf = new int[size];
    roleOf = new Role[size];
    Arrays.fill(localOf, -1);
    int count = 0;
    for (int v = 0; v < size; v++) {
      roleOf[v] = role(v);
      if (roleOf[v] != Role.NONE) {
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
      solved = Optional.empty();
      return;
    }
    MaximumWeightMatching pairs = new MaximumWeightMatching(count, s.k);
    for (int a = 0; a < count; a++) {
      int x = vertexOf[a];
      if (!roleOf[x].takes()) {
        continue;
      }
      for (int b = 0; b < count; b++) {
        int y = vertexOf[b];
        if (roleOf[y].taken() && (roleOf[x] == Role.FLOAT_OPPONENT || y > x) && s.hasBase(x, y)) {
          s.copyBase(x, y, pairs, a, b);
        }
      }
    }
    pairs.solve();
    OptimalityCertificate certificate = pairs.certificate().orElseThrow();
    // The bracket's own pairs are optimal here too (the rest of the graph stays as it is), so the
    // duals of this optimum certify them: each is tight.
    solved =
        pairsTight(certificate)
            ? Optional.of(new Solved(certificate, new TightEdges(certificate, count)))
            : Optional.empty();
  }

  /** Whether the heap has room for a matching of this many players, with half of it to spare. */
  private boolean roomFor(int count) {
    Runtime rt = Runtime.getRuntime();
    long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    return MaximumWeightMatching.estimatedBytes(count, s.k) < free / 2;
  }

  /** A player's role now. */
  private Role role(int v) {
    int[] mate = s.mate;
    if (v >= s.movedDown && v < s.nextBegin && !s.matched[v]) {
      if (s.pairedDownward(v)) {
        return Role.S1R;
      }
      if (s.opponentOfOpenS1(v)) {
        return Role.S2R;
      }
      return mate[v] >= s.nextBegin && mate[v] < s.size ? Role.FLOATER : Role.NONE;
    }
    if (v >= s.nextBegin
        && mate[v] >= s.movedDown
        && mate[v] < s.nextBegin
        && role(mate[v]) == Role.FLOATER) {
      return Role.FLOAT_OPPONENT;
    }
    return Role.NONE;
  }

  private boolean pairsTight(OptimalityCertificate certificate) {
    for (int a = 0; a < vertexOf.length; a++) {
      int x = vertexOf[a];
      if (roleOf[x].takes() && !certificate.isTight(a, localOf[s.mate[x]])) {
        return false;
      }
    }
    return true;
  }

  /** Whether every open resident is an S1R player or the opponent of one: none floats. */
  boolean coversOpenResidents() {
    if (solved.isEmpty()) {
      return false;
    }
    for (int v = s.movedDown; v < s.nextBegin; v++) {
      if (!s.matched[v] && !s.pairedDownward(v) && !s.opponentOfOpenS1(v)) {
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
    if (solved.isEmpty()) {
      return false;
    }
    OptimalityCertificate certificate = solved.get().certificate();
    for (int v = 0; v < s.size; v++) {
      if (role(v).side() != roleOf[v].side() && !(s.matched[v] && localOf[v] >= 0)) {
        return false;
      }
    }
    for (int a = 0; a < vertexOf.length; a++) {
      int x = vertexOf[a];
      if (!s.matched[x] && roleOf[x].takes() && !certificate.isTight(a, localOf[s.mate[x]])) {
        return false;
      }
    }
    return true;
  }

  /**
   * Looks for an alternating cycle through p-o: o's opponent takes a new player over a tight edge,
   * whose opponent does the same, until p's opponent is taken. Applies it to the bracket's mates
   * when found.
   */
  boolean cycleThrough(int p, int o) {
    if (solved.isEmpty()) {
      return false;
    }
    TightEdges tight = solved.get().tight();
    if (localOf[p] < 0
        || localOf[o] < 0
        || roleOf[p] != Role.S1R
        || !roleOf[o].taken()
        || !tight.has(localOf[p], localOf[o])) {
      return false;
    }
    int[] mate = s.mate;
    int target = mate[p];
    int start = mate[o];
    int[] cameFrom = new int[s.size]; // for a player reached: the player taking it
    Arrays.fill(cameFrom, -1);
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(start);
    while (!queue.isEmpty()) {
      int a = queue.poll();
      int la = localOf[a];
      // the tight edges of a in increasing order, as a loop over every player would meet them
      for (int lb = tight.next(la, 0); lb >= 0; lb = tight.next(la, lb + 1)) {
        int b = vertexOf[lb];
        if (b == o || b == mate[a] || cameFrom[b] >= 0 || s.matched[b]) {
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

  /**
   * The edges tight for the settled pairs' duals, a row of bits per player, each row read from the
   * certificate the first time a search leaves that player: every search for a cycle (several for
   * each S1R player, most of them in vain) asks the same rows, and working out each slack again
   * took most of the time D.1 spent in the settled pairs (a large bracket's D.1 asks about a
   * thousand searches of them).
   */
  private static final class TightEdges {

    private final OptimalityCertificate certificate;
    private final int words;
    private final long[] bits; // row a at a * words
    private final boolean[] read;

    TightEdges(OptimalityCertificate certificate, int count) {
      this.certificate = certificate;
      this.words = (count + 63) >>> 6;
      this.bits = new long[count * words];
      this.read = new boolean[count];
    }

    private void read(int a) {
      int count = read.length;
      for (int b = 0; b < count; b++) {
        // isTight asks for the edge too: a tight edge is one the settled pairs have
        if (certificate.isTight(a, b)) {
          bits[a * words + (b >>> 6)] |= 1L << b;
        }
      }
      read[a] = true;
    }

    /** Whether {a, b} is an edge of the settled pairs, tight for their duals. */
    boolean has(int a, int b) {
      if (!read[a]) {
        read(a);
      }
      return (bits[a * words + (b >>> 6)] & (1L << b)) != 0;
    }

    /** The first player from {@code from} on over a tight edge from a, or -1. */
    int next(int a, int from) {
      if (!read[a]) {
        read(a);
      }
      int count = read.length;
      if (from >= count) {
        return -1;
      }
      int w = from >>> 6;
      long word = bits[a * words + w] & (-1L << from);
      while (word == 0) {
        if (++w == words) {
          return -1;
        }
        word = bits[a * words + w];
      }
      return (w << 6) + Long.numberOfTrailingZeros(word);
    }
  }
}
