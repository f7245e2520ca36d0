package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.swisschess.api.Explanation;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Points;
import org.swisschess.matching.Pair;

/**
 * The whole round, bracket by bracket from the top (section C): C.1 for players without an
 * opponent, backtracking to the previous bracket (C.12), and the lowest bracket with its
 * backtracking and merging (C.13).
 */
final class RoundPairer {

  /** One bracket paired on the way down. */
  @SuppressWarnings("ArrayRecordComponent") // never compared or hashed
  private record Step(
      int[] carryIn,
      int[] players,
      int m0,
      int[] forcedDown,
      BracketOutcome outcome,
      List<String> notes) {
    int[] floaters() {
      return union(outcome.floaters(), forcedDown);
    }
  }

  /** The result: pairs of ranks, the bye's rank or -1, and the explanation. */
  record Result(List<Pair> pairs, int bye, Explanation explanation) {}

  private final RoundContext ctx;
  private final List<int[]> groups = new ArrayList<>();
  private final List<Step> steps = new ArrayList<>();

  RoundPairer(RoundContext ctx) {
    this.ctx = ctx;
    int start = 0;
    for (int r = 1; r <= ctx.size(); r++) {
      if (r == ctx.size() || ctx.score(r) != ctx.score(start)) {
        groups.add(IntStream.range(start, r).toArray()); // A.3: equal scores form a bracket
        start = r;
      }
    }
  }

  Result pair() {
    if (groups.isEmpty()) {
      return new Result(List.of(), -1, Explanation.EMPTY);
    }
    if (!lowestPairable(IntStream.range(0, ctx.size()).toArray())) {
      // Every C.13 join would end in one bracket of everybody that cannot be paired: say so now.
      throw new NoValidPairingException(
          "no pairing of the "
              + ctx.size()
              + " players present satisfies the absolute criteria B.1 and B.2",
          Explanation.builder()
              .section(
                  "No valid pairing (B.1, B.2)",
                  List.of(
                      "a maximum matching of the players who may meet (B.1, B.2, waived only for"
                          + " top scorers) leaves a player unpaired, or the bye to a player B.1.b"
                          + " does not allow, so even the one bracket C.13 would end with cannot"
                          + " be paired"))
              .build());
    }
    int[] carry = new int[0];
    for (int g = 0; g < groups.size() - 1; g++) {
      carry = pairUpper(g, carry);
    }
    return pairLowest(carry);
  }

  /** Pairs bracket g (not the lowest) and returns the players it moves down. */
  private int[] pairUpper(int g, int[] carry) {
    List<String> notes = new ArrayList<>();
    int[] players = union(carry, groups.get(g));
    int[] incompatible = incompatible(players);
    if (hasMovedDown(incompatible, carry) && !steps.isEmpty()) {
      // C.1 / C.12: a moved-down player without an opponent; look for other floaters of the same
      // size and scores in the previous bracket
      Optional<int[]> other = backtrackForCompatibleFloaters(g, carry);
      if (other.isPresent()) {
        notes.add("C.12: previous bracket re-paired, moved down now " + ids(other.get()));
        carry = other.get();
        players = union(carry, groups.get(g));
        incompatible = incompatible(players);
      } else {
        notes.add("C.12: no other pairing of the previous bracket helps");
      }
    }
    if (incompatible.length > 0) {
      notes.add("C.1: no opponent in the bracket for " + ids(incompatible) + ", moved down");
    }
    int[] rest = BracketPairer.without(players, incompatible);
    int m0 = countIn(rest, carry);
    BracketOutcome outcome =
        new BracketPairer(ctx, rest, m0, false, o -> true)
            .search()
            .orElseThrow(
                () -> new IllegalStateException("a bracket can always move down whole (C.14.a)"));
    Step step = new Step(carry, rest, m0, incompatible, outcome, notes);
    steps.add(step);
    return step.floaters();
  }

  private Optional<int[]> backtrackForCompatibleFloaters(int g, int[] carry) {
    return backtrackForCompatibleFloaters(carry, groups.get(g), false);
  }

  /**
   * C.12 for the bracket of {@code residents} into which {@code carry} was moved: another pairing
   * of the previous bracket moving down a set of the same size and scores with which no moved-down
   * player is without an opponent and P1 pairings can be made; in the lowest bracket ({@code
   * lowest}) that means a complete pairing, the bye to a player B.1.b allows.
   */
  private Optional<int[]> backtrackForCompatibleFloaters(
      int[] carry, int[] residents, boolean lowest) {
    Step prev = steps.get(steps.size() - 1);
    int[] wantedScores = scores(carry);
    // C.12: "another set of players of the same size", so only pairings moving as many players down
    Optional<BracketOutcome> alt =
        new BracketPairer(
                ctx,
                prev.players(),
                prev.m0(),
                false,
                o -> {
                  int[] floaters = union(o.floaters(), prev.forcedDown());
                  if (!Arrays.equals(scores(floaters), wantedScores)) {
                    return false;
                  }
                  int[] bracket = union(floaters, residents);
                  if (hasMovedDown(incompatible(bracket), floaters)) {
                    return false;
                  }
                  if (lowest) {
                    return lowestPairable(bracket); // the bye to a player B.1.b allows
                  }
                  PairRules absolute = new PairRules(ctx, Requirements.absoluteOnly(), false);
                  return Matchability.find(bracket, bracket.length / 2, absolute)
                      .isPresent(); // "P1 pairings"
                },
                prev.outcome().floaters().length)
            .search();
    if (alt.isEmpty()) {
      return Optional.empty();
    }
    List<String> notes = new ArrayList<>(prev.notes());
    notes.add("re-paired by backtracking from the next bracket (C.12)");
    steps.set(
        steps.size() - 1,
        new Step(prev.carryIn(), prev.players(), prev.m0(), prev.forcedDown(), alt.get(), notes));
    return Optional.of(union(alt.get().floaters(), prev.forcedDown()));
  }

  /**
   * C.13: the lowest bracket, backtracking into the penultimate one and merging when that fails.
   */
  private Result pairLowest(int[] carry) {
    int[] base = groups.get(groups.size() - 1);
    int latestAdded = 0; // residents of the bracket merged last, who join S1 (C.13)
    List<String> notes = new ArrayList<>();
    if (hasMovedDown(incompatible(union(carry, base)), carry) && !steps.isEmpty()) {
      // C.1: a moved-down player with no opponent in the lowest bracket: C.12, as in any bracket;
      // that he might take the bye is no opponent (reading 20)
      Optional<int[]> other = backtrackForCompatibleFloaters(carry, base, true);
      if (other.isPresent()) {
        notes.add("C.12: previous bracket re-paired, moved down now " + ids(other.get()));
        carry = other.get();
      } else {
        notes.add("C.12: no other pairing of the previous bracket helps");
      }
    }
    while (true) {
      int[] players = union(carry, base);
      Optional<BracketOutcome> done = lowestOutcome(players, carry.length + latestAdded, notes);
      if (done.isPresent()) {
        return finish(players, done.get(), notes);
      }
      if (steps.isEmpty()) {
        throw new NoValidPairingException(
            "no pairing of the "
                + ctx.size()
                + " players present satisfies the absolute criteria B.1 and B.2",
            explanation(notes));
      }
      Step prev = steps.remove(steps.size() - 1);
      int[] lowestBase = base;
      Optional<BracketOutcome> alt =
          new BracketPairer(
                  ctx,
                  prev.players(),
                  prev.m0(),
                  false,
                  o -> lowestPairable(union(union(o.floaters(), prev.forcedDown()), lowestBase)),
                  -1)
              .search();
      // C.13: "If in the penultimate score bracket P becomes zero [...] then the two lowest score
      // brackets are joined": an alternative that pairs nobody moves the bracket down whole, which
      // is the join, with that bracket (the latest added) alone as S1
      if (alt.isPresent() && !alt.get().pairs().isEmpty()) {
        List<String> prevNotes = new ArrayList<>(prev.notes());
        prevNotes.add("re-paired so that the lowest bracket can be paired (C.13)");
        Step redone =
            new Step(
                prev.carryIn(), prev.players(), prev.m0(), prev.forcedDown(), alt.get(), prevNotes);
        steps.add(redone);
        carry = redone.floaters();
      } else {
        // C.13: the two lowest brackets are joined, the one added last forming S1 (the one joined
        // before it is no longer part of S1); the players moved into that bracket stay the
        // moved-down part, so that backtracking further up can replace them
        int[] prevResidents =
            BracketPairer.without(union(prev.players(), prev.forcedDown()), prev.carryIn());
        carry = prev.carryIn();
        base = union(prevResidents, base);
        latestAdded = prevResidents.length;
        notes.add(
            "C.13: joined with the bracket of "
                + Points.ofTenths(ctx.score(prevResidents[0]))
                + " into a new lowest bracket");
      }
    }
  }

  private Optional<BracketOutcome> lowestOutcome(int[] players, int m0, List<String> notes) {
    Optional<BracketOutcome> found = new BracketPairer(ctx, players, m0, true, o -> true).search();
    if (found.isPresent()) {
      return found;
    }
    // Only a search cap can make the procedure miss a pairing that exists; then the pairing an
    // arbiter would make top-down on the absolute criteria alone is better than none.
    PairRules absolute = new PairRules(ctx, Requirements.absoluteOnly(), true);
    int[] inOrder = players.clone();
    Arrays.sort(inOrder); // ranks: the A.2 order
    Optional<List<Pair>> topDown = Matchability.firstInOrder(inOrder, absolute);
    if (topDown.isEmpty()) {
      return Optional.empty();
    }
    List<Pair> pairs = topDown.get();
    int[] left = BracketPairer.without(inOrder, paired(pairs)); // the one left over: the bye
    notes.add(
        "lowest bracket paired on the absolute criteria only, each player in A.2 order with the"
            + " first opponent that leaves the rest pairable: the search cap was reached");
    return Optional.of(new BracketOutcome(pairs, left, List.of("players " + ids(players))));
  }

  /** The ranks of the players of {@code pairs}. */
  private static int[] paired(List<Pair> pairs) {
    int[] ranks = new int[2 * pairs.size()];
    int k = 0;
    for (Pair p : pairs) {
      ranks[k++] = p.higher();
      ranks[k++] = p.lower();
    }
    return ranks;
  }

  private boolean lowestPairable(int[] players) {
    PairRules absolute = new PairRules(ctx, Requirements.absoluteOnly(), true);
    return Matchability.find(players, players.length / 2, absolute).isPresent();
  }

  private Result finish(int[] lowestPlayers, BracketOutcome lowest, List<String> notes) {
    List<Pair> pairs = new ArrayList<>();
    for (Step s : steps) {
      pairs.addAll(s.outcome().pairs());
    }
    pairs.addAll(lowest.pairs());
    int bye = lowest.floaters().length == 1 ? lowest.floaters()[0] : -1;
    if (lowest.floaters().length > 1) {
      throw new IllegalStateException(
          "lowest bracket left " + lowest.floaters().length + " players");
    }
    return new Result(pairs, bye, explanation(lowestPlayers, lowest, notes));
  }

  /** The explanation of a round that the lowest bracket could not complete. */
  private Explanation explanation(List<String> lowestNotes) {
    return explanation("Lowest bracket", new ArrayList<>(lowestNotes));
  }

  private Explanation explanation(
      int[] lowestPlayers, BracketOutcome lowest, List<String> lowestNotes) {
    List<String> lines = new ArrayList<>(lowestNotes);
    lines.addAll(lowest.lines());
    lines.add(
        "pairs "
            + pairsText(lowest.pairs())
            + "; bye: "
            + (lowest.floaters().length == 0 ? "none" : ids(lowest.floaters())));
    return explanation("Lowest bracket " + bracketScore(lowestPlayers, new int[0]), lines);
  }

  /** The brackets paired so far, then the lowest bracket under {@code title}. */
  private Explanation explanation(String title, List<String> lines) {
    Explanation.Builder b = Explanation.builder();
    for (Step s : steps) {
      List<String> stepLines = new ArrayList<>(s.notes());
      stepLines.addAll(s.outcome().lines());
      stepLines.add(
          "pairs "
              + pairsText(s.outcome().pairs())
              + "; moved down: "
              + (s.floaters().length == 0 ? "none" : ids(s.floaters())));
      b.section("Bracket " + bracketScore(s.players(), s.forcedDown()), stepLines);
    }
    ctx.budget().limits().forEach(b::searchLimit);
    return b.section(title, lines).build();
  }

  private String bracketScore(int[] players, int[] forced) {
    int[] all = union(players, forced);
    return all.length == 0 ? "(empty)" : Points.ofTenths(ctx.score(all[all.length - 1])).toString();
  }

  private String pairsText(List<Pair> pairs) {
    StringBuilder sb = new StringBuilder();
    for (Pair p : pairs) {
      sb.append(sb.length() == 0 ? "" : ", ")
          .append(ctx.entrant(p.higher()).id())
          .append('-')
          .append(ctx.entrant(p.lower()).id());
    }
    return sb.length() == 0 ? "none" : sb.toString();
  }

  /**
   * C.1: players without any opponent in the bracket under B.1 and B.2 (B.2 waived for top
   * scorers).
   */
  private int[] incompatible(int[] players) {
    PairRules absolute = new PairRules(ctx, Requirements.absoluteOnly(), false);
    return Arrays.stream(players)
        .filter(p -> Arrays.stream(players).noneMatch(q -> absolute.allowed(p, q)))
        .toArray();
  }

  private static boolean hasMovedDown(int[] players, int[] carry) {
    return countIn(players, carry) > 0;
  }

  private static int countIn(int[] players, int[] set) {
    int[] sorted = set.clone();
    Arrays.sort(sorted);
    return (int) Arrays.stream(players).filter(p -> Arrays.binarySearch(sorted, p) >= 0).count();
  }

  private int[] scores(int[] players) {
    return Arrays.stream(players).map(ctx::score).sorted().toArray();
  }

  private String ids(int[] ranks) {
    StringBuilder sb = new StringBuilder();
    for (int r : ranks) {
      sb.append(sb.length() == 0 ? "" : " ").append(ctx.entrant(r).id());
    }
    return sb.toString();
  }

  static int[] union(int[] a, int[] b) {
    return IntStream.concat(Arrays.stream(a), Arrays.stream(b)).distinct().sorted().toArray();
  }
}
