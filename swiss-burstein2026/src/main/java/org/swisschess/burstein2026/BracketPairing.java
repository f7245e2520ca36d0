package org.swisschess.burstein2026;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.Points;
import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.OptimalityCertificate;
import org.swisschess.matching.WideInt;

/**
 * 3.2 and Article 4: pairs one bracket. The bracket's players get BSN 1, 2, ... in the ranking
 * order of 1.8 (4.1). Of all pairings that comply best with [C1]-[C8] (3.2.2), the first in the
 * order of 4.3 is taken: BSN 1 gets the largest BSN with which some best pairing exists, or floats
 * (4.2: a virtual player of BSN 0, who comes last) if none does; then the next BSN not yet paired,
 * and so on.
 *
 * <p>"Some best pairing exists" is asked of one exact maximum-weight matching over every player
 * not yet paired ({@link CriteriaWeights}): an edge whose slack for the optimum's dual reaches past
 * the hint's bits is in no best pairing (a pairing holding it loses more than any hint can give
 * back), the current optimum's own pair is in one, and any other candidate is settled by one
 * re-solve with the search bit of its pair raised (above the hint, below the criteria), which keeps
 * the criteria's optimum and holds the pair exactly when a best pairing does; before that re-solve, an
 * even alternating cycle of tight edges through the pair, outside every blossom with a positive
 * dual, proves it at once ({@link TightCycles}). A pair once chosen is fixed by removing every
 * other edge of its two players.
 */
final class BracketPairing {

  /** A pair chosen in the bracket, by rank in the round. */
  record Pair(int higher, int lower) {}

  /** What the bracket did: its pairs and its outgoing floaters (by rank), and why. */
  record Result(List<Pair> pairs, List<Integer> floaters, List<String> lines) {}

  private final RoundPlayers players;
  private final int n;
  private final boolean[] live; // by rank: not yet paired, not the PAB
  private final CriteriaWeights weights;
  private final MaximumWeightMatching matching;
  private final long[] scratch;
  private final int limbs;
  private final int searchBit;
  private int[] vertexRank; // the bracket, in BSN order
  private int bracketSize;
  private long solves;
  private boolean cycles = true;

  /**
   * The round's matching: every compatible pair of the players still to be paired (vertex = rank in
   * the round), weighing completion only until a bracket gives its pairs their criteria.
   *
   * @param live by rank, the players still to be paired
   */
  BracketPairing(RoundPlayers players, boolean[] live) {
    this.players = players;
    this.n = players.size();
    this.live = live.clone();
    List<Points> scores = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      if (live[r]) {
        scores.add(players.get(r).score());
      }
    }
    weights = new CriteriaWeights(scores, n);
    limbs = weights.limbs;
    searchBit = weights.searchBit;
    scratch = new long[limbs];
    matching = new MaximumWeightMatching(n, limbs);
    weights.completionOnly(scratch);
    for (int a = 0; a < n; a++) {
      if (!live[a]) {
        continue;
      }
      for (int b = a + 1; b < n; b++) {
        if (live[b] && players.compatible(a, b)) {
          matching.setWeight(a, b, scratch, 0);
        }
      }
    }
  }

  /** [C8]: both prefer the same colour, so one of them will not get it. */
  static boolean colourConflict(Contender x, Contender y) {
    ColourPreference p = x.preference();
    ColourPreference q = y.preference();
    return p.colour() != Colour.NONE && p.colour() == q.colour();
  }

  /**
   * Pairs one bracket in a matching of its own (the engine's tests): the players of {@code
   * bracket}, {@code following} and {@code rest} are the ones not yet paired.
   */
  static Result pair(
      RoundPlayers players, List<Integer> bracket, List<Integer> following, List<Integer> rest) {
    return pair(players, bracket, following, rest, true);
  }

  /** As {@link #pair}, with the {@link TightCycles} shortcut on or off (the result is the same). */
  static Result pair(
      RoundPlayers players,
      List<Integer> bracket,
      List<Integer> following,
      List<Integer> rest,
      boolean cycles) {
    boolean[] live = new boolean[players.size()];
    for (List<Integer> part : List.of(bracket, following, rest)) {
      for (int r : part) {
        live[r] = true;
      }
    }
    return new BracketPairing(players, live).pairBracket(bracket, following, cycles);
  }

  /**
   * Pairs the next bracket of the round.
   *
   * @param bracket the bracket's players by rank, in BSN order (incoming floaters ranked among
   *     the residents by 1.8)
   * @param following the next scoregroup's players (for [C7]), by rank
   * @param cycles whether to use the {@link TightCycles} shortcut
   */
  Result pairBracket(List<Integer> bracket, List<Integer> following, boolean cycles) {
    this.cycles = cycles;
    bracketSize = bracket.size();
    vertexRank = new int[bracketSize];
    int[] bsn = new int[n];
    java.util.Arrays.fill(bsn, -1);
    for (int i = 0; i < bracketSize; i++) {
      vertexRank[i] = bracket.get(i);
      bsn[bracket.get(i)] = i;
    }
    List<Integer> group = new ArrayList<>(bracket);
    group.addAll(following);
    for (int x = 0; x < group.size(); x++) {
      int a = group.get(x);
      Contender ca = players.get(a);
      for (int y = x + 1; y < group.size(); y++) {
        int b = group.get(y);
        if (!players.compatible(a, b)) {
          continue;
        }
        Contender cb = players.get(b);
        boolean both = bsn[a] >= 0 && bsn[b] >= 0;
        weights.weight(
            both,
            ca.score(),
            cb.score(),
            colourConflict(ca, cb),
            both ? bsn[b] - bsn[a] : 0,
            scratch);
        matching.setWeight(a, b, scratch, 0);
      }
    }
    return run();
  }

  private Result run() {
    // the bracket's weights rose far above the completion-only ones: a fresh start beats a warm one
    matching.setWarmStarts(false);
    int[] mate = solve();
    matching.setWarmStarts(true);
    for (int v = 0; v < n; v++) {
      if (live[v] && mate[v] < 0) {
        throw new NoPairing(
            "the players not yet paired admit no complete pairing ([C4]) at the bracket of "
                + players.get(vertexRank[0]).score());
      }
    }
    boolean[] decided = new boolean[bracketSize];
    List<Pair> pairs = new ArrayList<>();
    List<Integer> floaters = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    long solvesBefore = solves;
    for (int i = 0; i < bracketSize; i++) {
      if (decided[i]) {
        continue;
      }
      decided[i] = true;
      int vi = vertexRank[i];
      List<String> passed = new ArrayList<>();
      int chosen = -1;
      for (int j = bracketSize - 1; j > i && chosen < 0; j--) {
        if (decided[j]) {
          continue;
        }
        int vj = vertexRank[j];
        if (!matching.hasEdge(vi, vj)) {
          // two players not yet decided lose their edge only by [C1] or [C3]
          passed.add(bsn(j) + " (" + players.whyIncompatible(vi, vj) + ")");
          continue;
        }
        if (mate[vi] == vj) {
          chosen = j;
          break;
        }
        OptimalityCertificate certificate = matching.certificate().orElseThrow();
        if (!certificate.isSlackBelow(vi, vj, searchBit)) {
          // a slack beyond the hint's bits: every pairing with {i, j} is worse on [C4]-[C8]
          passed.add(bsn(j) + " (worse for [C4]-[C8])");
          continue;
        }
        int[] swapped = cycles ? TightCycles.through(vi, vj, mate, matching, certificate) : null;
        if (swapped != null) {
          mate = swapped; // another optimum, found without solving
          matching.adopt(mate);
          chosen = j;
          break;
        }
        if (!holdsInSomeOptimum(vi, vj)) {
          passed.add(bsn(j) + " (worse for [C4]-[C8])");
          mate = lastMate;
          continue;
        }
        mate = lastMate;
        chosen = j;
      }
      if (chosen >= 0) {
        decided[chosen] = true;
        fix(vi, vertexRank[chosen]);
        pairs.add(new Pair(vi, vertexRank[chosen]));
        lines.add(
            bsn(i)
                + " - "
                + bsn(chosen)
                + ": the largest BSN a best pairing allows (4.3)"
                + passedOver(passed));
      } else {
        // 4.2: the player's opponent is a virtual player of BSN 0: he floats
        for (int j = i + 1; j < bracketSize; j++) {
          if (!decided[j] && matching.hasEdge(vi, vertexRank[j])) {
            matching.removeEdge(vi, vertexRank[j]);
          }
        }
        floaters.add(vi);
        lines.add(
            bsn(i)
                + " floats: no opponent of the bracket leaves a best pairing ([C5]-[C7])"
                + passedOver(passed));
      }
    }
    lines.add(0, "solves of the matching: " + (solves - solvesBefore));
    return new Result(pairs, floaters, lines);
  }

  private int[] lastMate;

  private int[] solve() {
    solves++;
    lastMate = matching.solve();
    return lastMate;
  }

  /**
   * Whether some best pairing holds the pair {i, j}: one re-solve with its lowest bit raised. The
   * bit stays on a pair that is kept (it is then in every pairing, and adds the same to each).
   */
  private boolean holdsInSomeOptimum(int i, int j) {
    matching.weight(i, j, scratch, 0);
    WideInt.addBit(scratch, 0, limbs, searchBit, 1);
    matching.setWeight(i, j, scratch, 0);
    int[] mate = solve();
    if (mate[i] == j) {
      return true;
    }
    WideInt.addBit(scratch, 0, limbs, searchBit, -1);
    matching.setWeight(i, j, scratch, 0);
    return false;
  }

  /** Keeps {i, j}: every other edge of either player goes, and both leave the round's players. */
  private void fix(int i, int j) {
    for (int v = 0; v < n; v++) {
      if (v != i && v != j && live[v]) {
        if (matching.hasEdge(i, v)) {
          matching.removeEdge(i, v);
        }
        if (matching.hasEdge(j, v)) {
          matching.removeEdge(j, v);
        }
      }
    }
    live[i] = false;
    live[j] = false;
  }

  private String bsn(int v) {
    return "BSN " + (v + 1) + " (" + players.get(vertexRank[v]).id() + ")";
  }

  private static String passedOver(List<String> passed) {
    if (passed.isEmpty()) {
      return "";
    }
    List<String> shown = passed.size() > 8 ? passed.subList(0, 8) : passed;
    return "; passed over: "
        + String.join(", ", shown)
        + (passed.size() > shown.size() ? " and " + (passed.size() - shown.size()) + " more" : "");
  }
}
