package org.swisschess.dutch.core;

import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.OptimalityCertificate;

/**
 * The part of a matching graph one bracket works on: its players (bracket and next score group) as
 * local vertices {@code 0..size-1}, mapped onto the vertices of a matching that may hold more
 * players (the whole round, when the edition keeps one matching for the round).
 */
public final class BracketGraph {

  private final MaximumWeightMatching matching;
  private final int[] vertexOf;
  private final int[] localOf;
  private final int standIn;
  private int[] lastMate; // the last solution in matching vertices; before a solve, nobody matched
  private final CompletionGuard guard;

  /**
   * What a graph of a bracket's own players leaves out: whether the players below it can still
   * complete the round around an optimum of it.
   */
  @FunctionalInterface
  public interface CompletionGuard {
    /** Every optimum is taken as it comes: the graph holds the round, or no completion is asked. */
    CompletionGuard NONE = localMate -> true;

    /**
     * Whether the round can be completed around these pairs of the view's players.
     *
     * @param localMate each local vertex's local mate, itself when single
     * @return whether a completion was shown; false also when it was not known
     */
    boolean shown(int[] localMate);
  }

  /** Thrown out of a solve or an adoption whose optimum the guard did not show completable. */
  static final class CompletionNotShown extends RuntimeException {
    private static final long serialVersionUID = 1L;

    CompletionNotShown() {
      super("no completion of the round shown around the bracket's optimum", null, false, false);
    }
  }

  /**
   * A graph over a matching of its own.
   *
   * @param size players in the bracket and the next score group
   * @param limbs limbs of a weight
   */
  public BracketGraph(int size, int limbs) {
    this(size, limbs, CompletionGuard.NONE);
  }

  /**
   * A graph over a matching of its own, whose every optimum the guard must show completable; the
   * bracket's pairing ({@link BracketPairer#tryPair}) gives up on the first it does not.
   *
   * @param size players in the bracket and the next score group
   * @param limbs limbs of a weight
   * @param guard whether the rest of the round can be completed around an optimum
   */
  public BracketGraph(int size, int limbs, CompletionGuard guard) {
    this(new MaximumWeightMatching(size, limbs), identity(size), -1, guard);
  }

  /**
   * A view of the players {@code vertexOf[0..]} (increasing) in a larger matching.
   *
   * @param matching the round's matching
   * @param vertexOf the matching vertex of each local vertex, increasing
   */
  public BracketGraph(MaximumWeightMatching matching, int[] vertexOf) {
    this(matching, vertexOf, -1);
  }

  /**
   * A view of the players {@code vertexOf[0..]} (increasing) in a larger matching that has a
   * stand-in for the PAB: a vertex joined to every player at one weight, so that the round has an
   * even number of vertices. A player matched to it is single as far as the view goes.
   *
   * @param matching the round's matching
   * @param vertexOf the matching vertex of each local vertex, increasing
   * @param standIn the stand-in's vertex, or -1
   */
  public BracketGraph(MaximumWeightMatching matching, int[] vertexOf, int standIn) {
    this(matching, vertexOf, standIn, CompletionGuard.NONE);
  }

  private BracketGraph(
      MaximumWeightMatching matching, int[] vertexOf, int standIn, CompletionGuard guard) {
    this.guard = guard;
    this.matching = matching;
    this.standIn = standIn;
    this.vertexOf = vertexOf.clone();
    this.localOf = new int[matching.size()];
    java.util.Arrays.fill(localOf, -1);
    this.lastMate = new int[matching.size()];
    java.util.Arrays.fill(lastMate, -1);
    for (int i = 0; i < vertexOf.length; i++) {
      localOf[vertexOf[i]] = i;
    }
  }

  private void guard(int[] localMate) {
    if (!guard.shown(localMate)) {
      throw new CompletionNotShown();
    }
  }

  private static int[] identity(int size) {
    int[] v = new int[size];
    for (int i = 0; i < size; i++) {
      v[i] = i;
    }
    return v;
  }

  int size() {
    return vertexOf.length;
  }

  /** Whether re-solves start warm from the last optimum ({@link Shortcut#WARM_START}). */
  void setWarmStarts(boolean warm) {
    matching.setWarmStarts(warm);
  }

  void setWeight(int i, int j, long[] w, int wo) {
    matching.setWeight(vertexOf[i], vertexOf[j], w, wo);
  }

  /** Keeps only {i, j} among the edges of i and j, at weight w: the pair is decided. */
  void fix(int i, int j, long[] w, int wo) {
    int a = vertexOf[i];
    int b = vertexOf[j];
    for (int v = 0; v < matching.size(); v++) {
      if (v != a && v != b) {
        matching.removeEdge(a, v);
        matching.removeEdge(b, v);
      }
    }
    matching.setWeight(a, b, w, wo);
  }

  /**
   * Solves the matching.
   *
   * @return each local vertex's local mate; itself when unmatched; {@code size()} when matched
   *     outside the view (below the next score group)
   */
  int[] solve() {
    int[] global = matching.solve();
    lastMate = global;
    int[] local = new int[vertexOf.length];
    for (int i = 0; i < local.length; i++) {
      int m = global[vertexOf[i]];
      local[i] = m < 0 || m == standIn ? i : localOf[m] >= 0 ? localOf[m] : vertexOf.length;
    }
    guard(local);
    return local;
  }

  boolean hasEdge(int i, int j) {
    return matching.hasEdge(vertexOf[i], vertexOf[j]);
  }

  void weight(int i, int j, long[] out, int oo) {
    matching.weight(vertexOf[i], vertexOf[j], out, oo);
  }

  private OptimalityCertificate certificate() {
    return matching.certificate().orElseThrow(() -> new IllegalStateException("not solved yet"));
  }

  /** See {@link OptimalityCertificate#isFree}. */
  boolean isFree(int i) {
    return certificate().isFree(vertexOf[i]);
  }

  /** See {@link OptimalityCertificate#isTight}. */
  boolean isTight(int i, int j) {
    return certificate().isTight(vertexOf[i], vertexOf[j]);
  }

  /** See {@link OptimalityCertificate#isLoose}. */
  boolean isLoose(int i, int j) {
    return certificate().isLoose(vertexOf[i], vertexOf[j]);
  }

  /**
   * Whether local vertex i, single in the view, may stay single in an optimal matching. A player
   * matched to the stand-in is not asked: re-pairing him would leave the stand-in single, which the
   * certificate does not cover, so the caller re-solves.
   */
  boolean hasZeroDual(int i) {
    int v = vertexOf[i];
    return !matchedToStandIn(v) && certificate().hasZeroDual(v);
  }

  private boolean matchedToStandIn(int v) {
    return standIn >= 0 && lastMate[v] == standIn;
  }

  /** See {@link OptimalityCertificate#dualsFeasible}, ignoring the given local vertices. */
  boolean dualsFeasible(boolean[] ignoredLocal) {
    if (matching.certificate().isEmpty()) {
      return false;
    }
    boolean[] ignored = new boolean[matching.size()];
    for (int i = 0; i < vertexOf.length; i++) {
      ignored[vertexOf[i]] = ignoredLocal[i];
    }
    return certificate().dualsFeasible(ignored);
  }

  /**
   * Takes local mates (as {@link #solve} gives them) as the optimal matching now in force: the last
   * solution and the next warm start follow it. Vertices matched outside the view keep their mates.
   */
  void adopt(int[] localMate) {
    guard(localMate);
    int[] global = lastMate.clone();
    for (int i = 0; i < localMate.length; i++) {
      int m = localMate[i];
      if (m < localMate.length) {
        int v = vertexOf[i];
        global[v] = m != i ? vertexOf[m] : matchedToStandIn(v) ? standIn : -1;
      }
    }
    if (standIn >= 0 && global[standIn] >= 0 && global[global[standIn]] != standIn) {
      global[standIn] = -1; // its player has a partner now
    }
    lastMate = global;
    matching.adopt(global);
  }

  /**
   * The last solution in matching vertices.
   *
   * @return each matching vertex's mate, or -1
   */
  public int[] lastMatching() {
    return lastMate;
  }
}
