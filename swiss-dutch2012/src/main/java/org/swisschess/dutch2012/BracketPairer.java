package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.swisschess.matching.Pair;

/**
 * Pairs one score bracket by the iteration of C.2 to C.14: requirement levels from the strictest
 * (C.3) down (C.10), within each level S1/S2 transpositions (D.1) then exchanges (D.2) or choices
 * of moved-down players (D.3), and when every level fails the decreases of C.14. The first
 * candidate that meets the level and that the caller accepts is the result, so a caller that
 * backtracks (C.12, C.13) gets the next pairing of the bracket in the text's order by rejecting the
 * earlier ones.
 */
final class BracketPairer {

  private final RoundContext ctx;
  private final int[] players;
  private final int m0;
  private final boolean lowest;
  private final Predicate<BracketOutcome> accept;
  private final boolean mixedScores;
  private final boolean topScorers;
  private final boolean backtracking;
  private final int floaterCount;
  private final SearchBudget total;
  private final LevelScreen screen;
  private final List<String> header = new ArrayList<>();

  private int p0;
  private int p1;
  private int m1;
  private int x1;
  private int z1;
  private boolean homogeneous;
  private boolean reachedRemainder;
  private int truncatedLevels;

  /** The requirement level last attempted, for the explanation; empty before the first. */
  private Optional<Requirements> level = Optional.empty();

  private Optional<BracketOutcome> found = Optional.empty();

  /**
   * @param ctx the round
   * @param players the bracket's players in A.2 order, moved-down players first
   * @param m0 how many of them were moved down (A.6.c); in a merged lowest bracket, the players of
   *     the bracket added last (C.13)
   * @param lowest whether this is the lowest bracket: all must be paired, the one left gets the bye
   * @param accept the caller's test of a complete bracket pairing
   */
  BracketPairer(
      RoundContext ctx, int[] players, int m0, boolean lowest, Predicate<BracketOutcome> accept) {
    this(ctx, players, m0, lowest, accept, -1, false);
  }

  /**
   * A search for a caller that backtracks (C.12, C.13): only pairings that move exactly {@code
   * floaterCount} players down are of use to it (-1: any number), and the whole search is capped by
   * {@link RoundBudget#BACKTRACK}.
   */
  BracketPairer(
      RoundContext ctx,
      int[] players,
      int m0,
      boolean lowest,
      Predicate<BracketOutcome> accept,
      int floaterCount) {
    this(ctx, players, m0, lowest, accept, floaterCount, true);
  }

  private BracketPairer(
      RoundContext ctx,
      int[] players,
      int m0,
      boolean lowest,
      Predicate<BracketOutcome> accept,
      int floaterCount,
      boolean backtracking) {
    this.backtracking = backtracking;
    this.floaterCount = floaterCount;
    this.total = ctx.budget().search(backtracking ? RoundBudget.BACKTRACK : RoundBudget.BRACKET);
    this.ctx = ctx;
    this.players = players.clone();
    this.m0 = m0;
    this.lowest = lowest;
    this.accept = accept;
    this.mixedScores = !B3Factor.singleScore(ctx, players);
    this.screen = new LevelScreen(ctx, this.players, lowest);
    int tops = 0;
    for (int p : players) {
      tops += ctx.lastRound() && ctx.entrant(p).topScorer() ? 1 : 0;
    }
    this.topScorers = tops >= 1 && players.length >= 2;
  }

  /** Runs C.2 to C.14; returns the first accepted pairing of the bracket. */
  Optional<BracketOutcome> search() {
    int n = players.length;
    ctx.budget()
        .at(
            (n == 0
                    ? "an empty bracket"
                    : "bracket " + org.swisschess.api.Points.ofTenths(ctx.score(players[n - 1])))
                + (backtracking ? " (backtracking, C.12/C.13)" : ""));
    p0 = n / 2; // A.6.b
    p1 = p0;
    m1 = m0;
    homogeneous = m0 == 0 || 2 * m0 >= n; // A.3: at least half moved down counts as homogeneous
    setColourTargets(); // C.2.b
    header.add(
        "players "
            + ids(players)
            + (m0 > 0 ? ", moved down " + ids(Arrays.copyOf(players, m0)) : ""));
    header.add(
        "P0="
            + p0
            + " M0="
            + m0
            + " X1="
            + x1
            + (ctx.oddRound() ? "" : " Z1=" + z1)
            + (homogeneous ? " homogeneous" : " heterogeneous")
            + (lowest ? ", lowest bracket" : ""));
    while (true) {
      boolean downfloaters = n - 2 * p1 > 0;
      List<Requirements> levels =
          RequirementLadder.levels(
              p1, x1, z1, ctx.oddRound(), topScorers, mixedScores, downfloaters);
      // A backtracking caller rejects most pairings. The last level admits every pairing the
      // earlier ones do, so if none of its pairings is accepted, none of the earlier ones is
      // either.
      boolean hopeless = backtracking && !attempt(levels.get(levels.size() - 1));
      found = Optional.empty();
      for (int i = 0; i < levels.size() && !hopeless; i++) {
        if (attempt(levels.get(i))) {
          return found;
        }
      }
      // a plain search always ends with a pairing (at worst C.14.a); a backtracking one may give up
      if (!decrease() || (total.exhausted() && backtracking)) {
        return Optional.empty();
      }
      if (p1 == 0) { // C.14.a: the entire bracket moves down
        BracketOutcome all =
            new BracketOutcome(
                List.of(),
                players,
                lines(List.of("P1=0: the whole bracket" + " moves down (C.14.a)")));
        boolean fits = floaterCount < 0 || floaterCount == players.length;
        return fits && accept.test(all) ? Optional.of(all) : Optional.empty();
      }
    }
  }

  private void setColourTargets() {
    ColourCounts counts = ColourCounts.of(ctx, players, p1);
    x1 = counts.x1();
    z1 = counts.z1();
  }

  /** C.14 (and C.13 in the lowest bracket); returns false when nothing is left to decrease. */
  private boolean decrease() {
    if (homogeneous) {
      if (lowest || p1 == 0) {
        return false;
      }
      lowerP1();
      return true;
    }
    if (reachedRemainder && !lowest && p1 > m1) { // C.14.b.1
      lowerP1();
    } else if (m1 > 1) { // C.14.b.2
      m1--;
      header.add("M1 lowered to " + m1 + " (C.14.b.2)");
    } else {
      m1 = 0;
      homogeneous = true;
      p1 = p0;
      setColourTargets();
      header.add("M1=0: bracket paired as homogeneous (C.14.b.2), X1=" + x1);
    }
    return true;
  }

  private void lowerP1() {
    p1--;
    x1 = Math.max(0, x1 - 1);
    z1 = Math.max(0, z1 - 1);
    header.add("P1 lowered to " + p1 + " (C.14)");
  }

  private boolean attempt(Requirements r) {
    level = Optional.of(r);
    if (total.exhausted() || (floaterCount >= 0 && players.length - 2 * p1 != floaterCount)) {
      return false;
    }
    PairRules rules = new PairRules(ctx, r, lowest);
    boolean feasible = screen.pairable(r, p1, rules);
    if (!homogeneous && !reachedRemainder) {
      // C.14.b asks whether the procedure "got to the remainder": the text would reach it at this
      // level whenever the M1 moved-down players can be paired, even if the level then fails.
      probeMovedDownPart(rules);
    }
    if (!feasible || !screen.countsReachable(r, p1, rules)) {
      return false; // no pairing at all, or C.10.e will have to raise X or Z first
    }
    SearchBudget budget = ctx.budget().search(RoundBudget.LEVEL); // each level's own
    boolean ok =
        homogeneous
            ? homogeneousPart(players, p1, rules, r.x(), r.z(), List.of(), budget)
            : heterogeneousPart(rules, budget);
    if (!ok && budget.exhausted()) {
      truncatedLevels++;
    }
    total.spend(budget.spent());
    return ok;
  }

  private void probeMovedDownPart(PairRules rules) {
    int[] mdps = Arrays.copyOf(players, m0);
    SearchBudget probe = ctx.budget().search(RoundBudget.LEVEL);
    MovedDownChoices.forEach(
        m0,
        m1,
        chosen -> {
          int[] s1 = new int[chosen.length];
          for (int i = 0; i < chosen.length; i++) {
            s1[i] = mdps[chosen[i]];
          }
          reachedRemainder =
              new TranspositionSearch(
                      s1,
                      without(players, s1),
                      rules,
                      rules.requirements().x(),
                      rules.requirements().z(),
                      false,
                      -1,
                      assign -> true,
                      probe)
                  .first()
                  .isPresent();
          return reachedRemainder || probe.exhausted();
        });
  }

  /** C.4 to C.7 with D.3: the moved-down players in S1, then the remainder (C.6, C.9). */
  private boolean heterogeneousPart(PairRules rules, SearchBudget budget) {
    int[] mdps = Arrays.copyOf(players, m0);
    MovedDownChoices.forEach(
        m0,
        m1,
        chosen -> {
          int[] s1 = new int[chosen.length];
          for (int i = 0; i < chosen.length; i++) {
            s1[i] = mdps[chosen[i]];
          }
          int[] s2 = without(players, s1);
          TranspositionSearch search =
              new TranspositionSearch(
                  s1,
                  s2,
                  rules,
                  rules.requirements().x(),
                  rules.requirements().z(),
                  false,
                  -1,
                  assign -> {
                    reachedRemainder = true;
                    List<Pair> pairs = new ArrayList<>();
                    boolean[] taken = new boolean[s2.length];
                    int usedX = 0;
                    int usedZ = 0;
                    for (int i = 0; i < s1.length; i++) {
                      int partner = s2[assign[i]];
                      taken[assign[i]] = true;
                      pairs.add(Pair.of(s1[i], partner));
                      usedX += rules.xBad(s1[i], partner) ? 1 : 0;
                      usedZ += rules.zBad(s1[i], partner) ? 1 : 0;
                    }
                    int[] remainder = unTaken(s2, taken);
                    Requirements req = rules.requirements();
                    int zLeft = req.z() < 0 ? -1 : req.z() - usedZ;
                    return homogeneousPart(
                        remainder, p1 - m1, rules, req.x() - usedX, zLeft, pairs, budget);
                  },
                  budget);
          return search.first().isPresent() || budget.exhausted();
        });
    return found.isPresent();
  }

  /** C.4 to C.8.a for a homogeneous bracket or remainder: transpositions, then D.2 exchanges. */
  private boolean homogeneousPart(
      int[] group,
      int pairs,
      PairRules rules,
      int xLeft,
      int zLeft,
      List<Pair> before,
      SearchBudget budget) {
    if (xLeft < 0 || (rules.requirements().z() >= 0 && zLeft < 0)) {
      return false;
    }
    if (!before.isEmpty()
        && pairs > 0
        && (!budget.spend((long) group.length * group.length)
            || !LevelScreen.remainderWithinBounds(group, pairs, rules, xLeft, zLeft))) {
      return false; // C.9: this remainder cannot meet the level, try the next heterogeneous
      // transposition
    }
    long b3Limit = lowest ? screen.b3Target(group) : -1;
    if (b3Limit >= 0
        && !screen.b3Reachable(group, rules.requirements(), p1, rules, b3Limit, xLeft, zLeft)) {
      return false; // D.4: no pairing of this level reaches the smallest B3factor
    }
    if (pairs == 0) {
      for (int p : group) {
        if (!rules.mayFloat(p)) {
          return false;
        }
      }
      return leaf(before, List.of(), group, b3Limit, group);
    }
    if (partition(
        group,
        Arrays.copyOf(group, pairs),
        Arrays.copyOfRange(group, pairs, group.length),
        rules,
        xLeft,
        zLeft,
        b3Limit,
        before,
        budget)) {
      return true;
    }
    if (budget.exhausted()) {
      return false;
    }
    Exchanges.forEach(
        pairs,
        group.length,
        (fromS1, fromS2) -> {
          int[] s1 = Arrays.copyOf(group, pairs);
          int[] s2 = Arrays.copyOfRange(group, pairs, group.length);
          for (int k = 0; k < fromS1.length; k++) {
            s1[fromS1[k] - 1] = group[fromS2[k] - 1];
            s2[fromS2[k] - 1 - pairs] = group[fromS1[k] - 1];
          }
          Arrays.sort(s1); // A.9.b: both subgroups reordered by A.2 (ranks are the A.2 order)
          Arrays.sort(s2);
          return partition(group, s1, s2, rules, xLeft, zLeft, b3Limit, before, budget)
              || budget.exhausted();
        });
    return found.isPresent();
  }

  private boolean partition(
      int[] group,
      int[] s1,
      int[] s2,
      PairRules rules,
      int xLeft,
      int zLeft,
      long b3Limit,
      List<Pair> before,
      SearchBudget budget) {
    if (!budget.spend(s1.length + s2.length)
        || !ColourComposition.possible(s1, s2, ctx, xLeft, zLeft)) {
      return false;
    }
    TranspositionSearch search =
        new TranspositionSearch(
            s1,
            s2,
            rules,
            xLeft,
            zLeft,
            true,
            b3Limit,
            assign -> {
              List<Pair> pairs = new ArrayList<>();
              boolean[] taken = new boolean[s2.length];
              for (int i = 0; i < s1.length; i++) {
                pairs.add(Pair.of(s1[i], s2[assign[i]]));
                taken[assign[i]] = true;
              }
              return leaf(before, pairs, unTaken(s2, taken), b3Limit, group);
            },
            budget);
    return search.first().isPresent();
  }

  private boolean leaf(
      List<Pair> before, List<Pair> pairs, int[] floaters, long b3Limit, int[] group) {
    if (b3Limit >= 0) {
      long b3 = 0;
      for (Pair pair : pairs) {
        long d = (long) ctx.score(pair.higher()) - ctx.score(pair.lower());
        b3 += d * d;
      }
      for (int f : floaters) {
        b3 += B3Factor.byeTerm(ctx, f, B3Factor.lowestScore(ctx, group));
      }
      if (b3 > b3Limit) {
        return false; // D.4
      }
    }
    List<Pair> all = new ArrayList<>(before);
    all.addAll(pairs);
    List<String> extra = new ArrayList<>();
    if (b3Limit >= 0) {
      extra.add("B3factor " + b3Limit + " (tenths squared) in " + ids(group) + " (D.4)");
    }
    BracketOutcome outcome = new BracketOutcome(all, floaters, lines(extra));
    if (accept.test(outcome)) {
      found = Optional.of(outcome);
      return true;
    }
    return false;
  }

  private List<String> lines(List<String> extra) {
    List<String> out = new ArrayList<>(header);
    if (level.isPresent() && p1 > 0) {
      Requirements attempted = level.get();
      List<String> relaxed =
          attempted.relaxed(
              topScorers, ctx.oddRound(), x1, z1, mixedScores, players.length - 2 * p1 > 0);
      out.add(
          "paired with P1="
              + p1
              + (homogeneous ? "" : " M1=" + m1)
              + " X="
              + attempted.x()
              + (attempted.z() >= 0 ? " Z=" + attempted.z() : "")
              + "; relaxed: "
              + (relaxed.isEmpty() ? "none" : String.join(", ", relaxed)));
    }
    if (truncatedLevels > 0) {
      out.add(truncatedLevels + " requirement level(s) abandoned at the search cap");
    }
    out.addAll(extra);
    return out;
  }

  String ids(int[] ranks) {
    StringBuilder sb = new StringBuilder();
    for (int r : ranks) {
      sb.append(sb.length() == 0 ? "" : " ").append(ctx.entrant(r).id());
    }
    return sb.toString();
  }

  static int[] without(int[] all, int[] removed) {
    int[] sorted = removed.clone();
    Arrays.sort(sorted);
    return Arrays.stream(all).filter(p -> Arrays.binarySearch(sorted, p) < 0).toArray();
  }

  private static int[] unTaken(int[] s2, boolean[] taken) {
    int count = 0;
    for (boolean t : taken) {
      count += t ? 0 : 1;
    }
    int[] out = new int[count];
    int k = 0;
    for (int j = 0; j < s2.length; j++) {
      if (!taken[j]) {
        out[k++] = s2[j];
      }
    }
    return out;
  }
}
