package org.swisschess.burstein2026;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Points;
import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.OptimalityCertificate;
import org.swisschess.matching.Pair;
import org.swisschess.matching.WideInt;

/**
 * 3.2 and Article 4: pairs one bracket. The bracket's players get BSN 1, 2, ... in the ranking
 * order of 1.8 (4.1). Of all pairings that comply best with [C1]-[C8] (3.2.2), the first in the
 * order of 4.3 is taken: BSN 1 gets the largest BSN with which some best pairing exists, or floats
 * (4.2: a virtual player of BSN 0, who comes last) if none does; then the next BSN not yet paired,
 * and so on.
 *
 * <p>"Some best pairing exists" is asked of one exact maximum-weight matching ({@link
 * CriteriaWeights}). In its compact form it holds only the bracket and the following scoregroup,
 * the only players whose pairs weigh for [C5]-[C8]; [C4] below them is a cardinality question that
 * {@link Completion} answers for the players an optimum leaves single, each time an optimum is
 * taken as the witness of a "yes". Should one of them not complete, the bracket is paired again in
 * the full form: one matching over every player not yet paired, [C4] as its completion field.
 * Either way the answers are the same, and so is the bracket's pairing. An edge not tight for the
 * optimum's dual is in no best pairing (a pairing holding it weighs at least its slack less, and
 * below the criteria there is only the search bit, the same in every pairing that keeps the pairs
 * fixed so far), the current optimum's own pair is in one, and any other candidate is settled by
 * one re-solve with the search bit of its pair raised (below the criteria), which keeps the
 * criteria's optimum and holds the pair exactly when a best pairing does; before that re-solve, an
 * even alternating cycle of tight edges through the pair, outside every blossom with a positive
 * dual, proves it at once ({@link TightCycles}). A pair once chosen is fixed by removing every
 * other edge of its two players.
 */
final class BracketPairing {

  /**
   * What the bracket did: its pairs (by rank in the round, the higher-ranked first) and its
   * outgoing floaters (by rank), and why.
   */
  record Result(List<Pair> pairs, List<Integer> floaters, List<String> lines) {}

  private final RoundPlayers players;
  private final int[] vertexRank;
  private final int bracketSize;
  private final MaximumWeightMatching matching;
  private final long[] scratch;
  private final int limbs;
  private final int searchBit;
  private long solves;

  private BracketPairing(
      RoundPlayers players,
      List<Integer> bracket,
      List<Integer> following,
      List<Integer> rest,
      Form form) {
    this.players = players;
    this.bracketSize = bracket.size();
    this.form = form;
    this.following = following;
    this.completion =
        form == Form.FULL ? Optional.empty() : Optional.of(new Completion(players, rest));
    List<List<Integer>> parts =
        switch (form) {
          case BRACKET -> List.of(bracket);
          case COMPACT -> List.of(bracket, following);
          case FULL -> List.of(bracket, following, rest);
        };
    int u = 0;
    for (List<Integer> part : parts) {
      u += part.size();
    }
    vertexRank = new int[u];
    int v = 0;
    for (List<Integer> part : parts) {
      for (int rank : part) {
        vertexRank[v++] = rank;
      }
    }
    List<Points> bracketScores = new ArrayList<>();
    bracket.forEach(r -> bracketScores.add(players.get(r).score()));
    List<Points> followingScores = new ArrayList<>();
    if (form != Form.BRACKET) {
      following.forEach(r -> followingScores.add(players.get(r).score()));
    }
    CriteriaWeights weights =
        new CriteriaWeights(bracketScores, followingScores, u, form == Form.FULL);
    limbs = weights.limbs;
    searchBit = weights.searchBit;
    scratch = new long[limbs];
    matching = new MaximumWeightMatching(u, limbs);
    for (int a = 0; a < u; a++) {
      BursteinPlayer x = players.get(vertexRank[a]);
      for (int b = a + 1; b < u; b++) {
        if (!players.compatible(vertexRank[a], vertexRank[b])) {
          continue;
        }
        BursteinPlayer y = players.get(vertexRank[b]);
        weights.weight(a, b, x.score(), y.score(), colourConflict(x, y), scratch);
        matching.setWeight(a, b, scratch, 0);
      }
    }
  }

  /** [C8]: both prefer the same colour, so one of them will not get it. */
  static boolean colourConflict(BursteinPlayer x, BursteinPlayer y) {
    ColourPreference p = x.preference();
    ColourPreference q = y.preference();
    return p.colour() != Colour.NONE && p.colour() == q.colour();
  }

  /**
   * Pairs the bracket.
   *
   * @param bracket the bracket's players by rank, in BSN order (incoming floaters ranked among the
   *     residents by 1.8)
   * @param following the next scoregroup's players (for [C7]), by rank
   * @param rest every other player not yet paired
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
    for (Form form : new Form[] {Form.BRACKET, Form.COMPACT}) {
      Optional<Result> paired = tryIn(form, players, bracket, following, rest, cycles);
      if (paired.isPresent()) {
        return paired.get();
      }
      // else the next form, which admits fewer pairings the whole does not
    }
    return pairFully(players, bracket, following, rest, cycles);
  }

  /** As {@link #pair}, in one form only, falling back to the full form. */
  static Result pairIn(
      Form form,
      RoundPlayers players,
      List<Integer> bracket,
      List<Integer> following,
      List<Integer> rest,
      boolean cycles) {
    return tryIn(form, players, bracket, following, rest, cycles)
        .orElseGet(() -> pairFully(players, bracket, following, rest, cycles));
  }

  /** The bracket paired in {@code form}, or empty when a witness of that form fails its check. */
  private static Optional<Result> tryIn(
      Form form,
      RoundPlayers players,
      List<Integer> bracket,
      List<Integer> following,
      List<Integer> rest,
      boolean cycles) {
    BracketPairing b = new BracketPairing(players, bracket, following, rest, form);
    b.cycles = cycles;
    try {
      return Optional.of(b.run());
    } catch (CompactFormFails e) {
      return Optional.empty();
    }
  }

  /** Which players a bracket's matching holds. */
  enum Form {
    /**
     * The bracket only, weighed for [C5], [C6] and [C8]: [C7] and [C4] are asked of each optimum
     * taken as a witness ({@link Completion#followingBracketAtItsBound}).
     */
    BRACKET,
    /** The bracket and the following scoregroup: [C4] below them is asked of each witness. */
    COMPACT,
    /** Every player not yet paired, [C4] as the completion field. */
    FULL
  }

  private final Form form;
  private final List<Integer> following;

  /**
   * As {@link #pair}, in the full form only: one matching over every player not yet paired, [C4] as
   * its completion field (what the compact form falls back to; the property tests compare them).
   */
  static Result pairFully(
      RoundPlayers players,
      List<Integer> bracket,
      List<Integer> following,
      List<Integer> rest,
      boolean cycles) {
    BracketPairing b = new BracketPairing(players, bracket, following, rest, Form.FULL);
    b.cycles = cycles;
    return b.run();
  }

  /**
   * A form smaller than the full one cannot answer: an optimum it needs as a witness is not the
   * bracket's part of a best pairing of the whole.
   */
  private static final class CompactFormFails extends RuntimeException {
    private static final long serialVersionUID = 1L;

    CompactFormFails() {
      super("a witness of a form smaller than the full one fails its check", null, false, false);
    }
  }

  private boolean cycles;

  /**
   * [C7] and [C4] below what the matching holds; empty in the full form, whose matching holds them
   * all.
   */
  private final Optional<Completion> completion;

  /** Whether the optimum in hand is known to be the part of a best pairing of the whole. */
  private boolean witnessed;

  /**
   * In a form smaller than the full one, makes sure the optimum in hand is the part of a best
   * pairing of the whole. The compact form: its leftovers (the players of the bracket and the
   * following scoregroup it leaves single) complete with the rest. The bracket form: its floaters
   * let the following bracket reach [C7]'s bound and the rest complete. Either matching weighs the
   * part of every pairing the whole admits at least as the whole does (less the same completion
   * count; the bracket form counts [C7] at the bound that every pairing with the best [C5] and [C6]
   * shares), and admits more; so once one of its optima is such a part, its optimum is the whole's,
   * and every answer "no best pairing holds this pair" it gives is the whole's answer too.
   */
  private void witness(int[] mate) {
    if (completion.isEmpty() || witnessed) {
      return;
    }
    Completion below = completion.get();
    java.util.BitSet leftovers = new java.util.BitSet(players.size());
    for (int v = 0; v < mate.length; v++) {
      if (mate[v] < 0) {
        leftovers.set(vertexRank[v]);
      }
    }
    boolean whole =
        form == Form.BRACKET
            ? below.followingBracketAtItsBound(leftovers, following)
            : below.completes(leftovers);
    if (!whole) {
      throw new CompactFormFails();
    }
    witnessed = true;
  }

  private Result run() {
    int[] mate = solve();
    witness(mate);
    int u = vertexRank.length;
    for (int v = 0; v < u && completion.isEmpty(); v++) {
      if (mate[v] < 0) {
        throw new NoPairing(
            "the players not yet paired admit no complete pairing ([C4]) at the bracket of "
                + players.get(vertexRank[0]).score());
      }
    }
    boolean[] decided = new boolean[bracketSize];
    List<Pair> pairs = new ArrayList<>();
    List<Integer> floaters = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < bracketSize; i++) {
      if (decided[i]) {
        continue;
      }
      decided[i] = true;
      List<String> passed = new ArrayList<>();
      int chosen = -1;
      for (int j = bracketSize - 1; j > i && chosen < 0; j--) {
        if (decided[j]) {
          continue;
        }
        if (!matching.hasEdge(i, j)) {
          // two players not yet decided lose their edge only by [C1] or [C3]
          passed.add(bsn(j) + " (" + players.whyIncompatible(vertexRank[i], vertexRank[j]) + ")");
          continue;
        }
        if (mate[i] == j) {
          witness(mate);
          chosen = j;
          break;
        }
        OptimalityCertificate certificate = matching.certificate().orElseThrow();
        if (!certificate.isSlackBelow(i, j, searchBit)) {
          // not tight: every pairing with {i, j} is worse on [C4]-[C8]
          passed.add(bsn(j) + " (worse for [C4]-[C8])");
          continue;
        }
        Optional<int[]> swapped =
            cycles ? TightCycles.through(i, j, mate, matching, certificate) : Optional.empty();
        if (swapped.isPresent()) {
          // another optimum, found without solving; it leaves single whom the last one did
          mate = swapped.get();
          matching.adopt(mate);
          witness(mate);
          chosen = j;
          break;
        }
        mate = solveFavouring(i, j);
        if (mate[i] != j) {
          passed.add(bsn(j) + " (worse for [C4]-[C8])");
          continue;
        }
        witness(mate);
        chosen = j;
      }
      if (chosen >= 0) {
        decided[chosen] = true;
        fix(i, chosen);
        pairs.add(new Pair(vertexRank[i], vertexRank[chosen])); // the bracket is in rank order
        lines.add(
            bsn(i)
                + " - "
                + bsn(chosen)
                + ": the largest BSN a best pairing allows (4.3)"
                + passedOver(passed));
      } else {
        // 4.2: the player's opponent is a virtual player of BSN 0: he floats
        for (int j = i + 1; j < bracketSize; j++) {
          if (!decided[j] && matching.hasEdge(i, j)) {
            matching.removeEdge(i, j);
          }
        }
        floaters.add(vertexRank[i]);
        lines.add(
            bsn(i)
                + " floats: no opponent of the bracket leaves a best pairing ([C5]-[C7])"
                + passedOver(passed));
      }
    }
    lines.add(
        0,
        "solves of the matching: "
            + solves
            + switch (form) {
              case FULL -> " (over every player not yet paired)";
              case COMPACT ->
                  " (over the bracket and the following scoregroup; [C4] below them by "
                      + cardinalityMatchings()
                      + " cardinality matchings)";
              case BRACKET ->
                  " (over the bracket; [C7] and [C4] below it by "
                      + cardinalityMatchings()
                      + " cardinality matchings)";
            });
    return new Result(pairs, floaters, lines);
  }

  /** How many cardinality matchings the answers of {@link #completion} needed. */
  private long cardinalityMatchings() {
    return completion.map(Completion::matchings).orElse(0L);
  }

  private int[] solve() {
    solves++;
    witnessed = false;
    return matching.solve();
  }

  /**
   * A best pairing that holds the pair {i, j} if some best pairing does: one re-solve with its
   * lowest bit raised, whose optimum pairs i with j exactly when some best pairing holds the pair.
   * The bit stays on a pair that is kept (it is then in every pairing, and adds the same to each)
   * and is lowered again when the optimum does not hold it.
   *
   * @return the new optimum's mates
   */
  private int[] solveFavouring(int i, int j) {
    matching.weight(i, j, scratch, 0);
    WideInt.addBit(scratch, 0, limbs, searchBit, 1);
    matching.setWeight(i, j, scratch, 0);
    int[] mate = solve();
    if (mate[i] != j) {
      WideInt.addBit(scratch, 0, limbs, searchBit, -1);
      matching.setWeight(i, j, scratch, 0);
    }
    return mate;
  }

  /** Keeps {i, j}: every other edge of either player goes. */
  private void fix(int i, int j) {
    for (int v = 0; v < vertexRank.length; v++) {
      if (v != i && v != j) {
        if (matching.hasEdge(i, v)) {
          matching.removeEdge(i, v);
        }
        if (matching.hasEdge(j, v)) {
          matching.removeEdge(j, v);
        }
      }
    }
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
