package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Pairs one score bracket by C.2 to C.11 and C.14, visiting its possible outcomes in the order the
 * text tries them, so that the first one is the pairing and the later ones are the alternatives
 * C.12 and C.13 look for.
 *
 * <p>The ladder, strictest first: p from its A.6 value down to 1 (C.14), x from its A.8 value up to
 * p (C.11), the float criteria dropped one by one (C.9, C.10); at each step the exchanges of D.2
 * (C.8, homogeneous only) and within each the transpositions of D.1 (C.7).
 */
final class BracketPairer {

  private final Field field;
  private final RoundBudget budget;

  BracketPairer(Field field, RoundBudget budget) {
    this.field = field;
    this.budget = budget;
  }

  /** Any set of moved-down players: no level is skipped for the players it moves down. */
  static final Predicate<Set<Integer>> ANY_MOVED_DOWN = ids -> true;

  /**
   * Above this many ways of choosing a level's unpaired players, {@link #someWantedPairing} does
   * not look and the level is walked.
   */
  private static final long UNPAIRED_SETS_LIMIT = 2_000;

  /** Visits the outcomes of {@code bracket}; returns true if the visitor stopped. */
  boolean enumerate(Bracket bracket, OutcomeVisitor visitor) {
    return enumerate(bracket, ANY_MOVED_DOWN, visitor);
  }

  /**
   * Visits the outcomes of {@code bracket} in the text's order, skipping every level none of whose
   * pairings moves down a set of players {@code wanted} accepts (by their ids): C.12 and C.13 look
   * for the first alternative that moves down players the next bracket can use, and {@code wanted}
   * is a condition every such set meets. Skipping a level that cannot produce one leaves the first
   * accepted outcome unchanged; the levels and their candidates keep their order.
   */
  boolean enumerate(Bracket bracket, Predicate<Set<Integer>> wanted, OutcomeVisitor visitor) {
    return bracket.pairedAsHeterogeneous()
        ? heterogeneous(bracket, wanted, visitor)
        : homogeneous(bracket, wanted, visitor);
  }

  /** Returns the first outcome, the pairing of the bracket. */
  Optional<BracketOutcome> first(Bracket bracket) {
    BracketOutcome[] found = new BracketOutcome[1];
    enumerate(
        bracket,
        o -> {
          found[0] = o;
          return true;
        });
    return Optional.ofNullable(found[0]);
  }

  private boolean homogeneous(
      Bracket bracket, Predicate<Set<Integer>> wanted, OutcomeVisitor visitor) {
    List<Competitor> all = bracket.all();
    Set<Integer> movedDown = bracket.movedDownIds();
    int p0 = all.size() / 2;
    int x0 = Criteria.x(all);
    int lowestP = bracket.lowest() ? p0 : 1;
    for (int p = p0; p >= lowestP; p--) {
      int xStart = Math.min(p, x0 > 0 ? Math.max(0, x0 - (p0 - p)) : 0); // C.14
      for (int x = xStart; x <= p; x++) { // C.11
        for (Relaxation r : Relaxation.values()) { // C.9, C.10
          if (!budget.step()) {
            return false; // the round's steps are spent: RoundPairer finishes the round
          }
          Criteria criteria = new Criteria(field, r);
          Predicate<Competitor> leftOver = leftOver(criteria, movedDown, bracket.lowest());
          List<String> notes = notes(bracket, p, x, r);
          if (atLevel(
              all,
              p,
              criteria,
              x,
              leftOver,
              unpaired -> wanted.test(idSet(unpaired, List.of())),
              wanted == ANY_MOVED_DOWN,
              notes,
              (c, n) -> visitor.visit(outcome(c, List.of(), n)))) {
            return true;
          }
        }
      }
    }
    // C.14: with p = 0 the whole bracket moves down; never for the lowest one (C.13 instead).
    return !bracket.lowest()
        && visitor.visit(
            new BracketOutcome(
                List.of(), all, List.of("p = 0: the whole bracket moves down (C.14)")));
  }

  private boolean heterogeneous(
      Bracket bracket, Predicate<Set<Integer>> wanted, OutcomeVisitor visitor) {
    List<Competitor> m = bracket.movedDown();
    List<Competitor> residents = bracket.residents();
    int x0 = Criteria.x(bracket.all());
    int lowestP = bracket.lowest() ? m.size() : 1;
    for (int p = m.size(); p >= lowestP; p--) {
      List<Competitor> s1 = m.subList(0, p);
      List<Competitor> further = m.subList(p, m.size()); // C.14: not paired here, moved on down
      // Stage 1: moved-down players paired so that the remainder is paired completely (C.6-C.11).
      // C.11: x rises until both the moved-down pairings and the remainder may miss every
      // preference.
      for (int delta = 0; delta <= Math.max(p, residents.size() / 2); delta++) {
        for (Relaxation r : Relaxation.values()) {
          if (!budget.step()) {
            return false; // the round's steps are spent: RoundPairer finishes the round
          }
          Criteria criteria = new Criteria(field, r);
          int xHet = Math.min(p, x0 + delta);
          int d = delta;
          List<String> notes = notes(bracket, p, xHet, r);
          if (!completePairingExists(
              bracket, s1, criteria, xHet + Math.min(residents.size() / 2, x0 + delta))) {
            continue;
          }
          int[] checks = new int[1];
          boolean stop =
              TranspositionSearch.search(
                  s1,
                  residents,
                  criteria,
                  xHet,
                  c -> true,
                  budget.search(RoundBudget.TRANSPOSITIONS),
                  het ->
                      completeRemainder(
                          bracket, het, further, criteria, d, notes, checks, wanted, visitor));
          if (stop) {
            return true;
          }
        }
      }
      if (bracket.lowest()) {
        continue;
      }
      // Stage 2: no complete remainder at all; the remainder is paired as far as it goes (its
      // C.14).
      for (Relaxation r : Relaxation.values()) {
        if (!budget.step()) {
          return false;
        }
        Criteria criteria = new Criteria(field, r);
        List<String> notes = notes(bracket, p, p, r);
        notes.add(
            "no level pairs the remainder completely: it is paired as far as it goes (C.14 in the remainder)");
        boolean stop =
            TranspositionSearch.search(
                s1,
                residents,
                criteria,
                p,
                c -> true,
                budget.search(RoundBudget.TRANSPOSITIONS),
                het -> {
                  Bracket remainder =
                      new Bracket(bracket.label() + " remainder", List.of(), het.unpaired(), false);
                  Predicate<Set<Integer>> restWanted =
                      wanted == ANY_MOVED_DOWN
                          ? ANY_MOVED_DOWN
                          : ids -> wanted.test(union(ids, further));
                  return homogeneous(
                      remainder, restWanted, o -> visitor.visit(combine(het, o, further, notes)));
                });
        if (stop) {
          return true;
        }
      }
    }
    return !bracket.lowest()
        && visitor.visit(
            new BracketOutcome(
                List.of(), bracket.all(), List.of("p = 0: the whole bracket moves down (C.14)")));
  }

  private boolean completeRemainder(
      Bracket bracket,
      Candidate het,
      List<Competitor> further,
      Criteria criteria,
      int delta,
      List<String> notes,
      int[] remainderChecks,
      Predicate<Set<Integer>> wanted,
      OutcomeVisitor visitor) {
    List<Competitor> rest = het.unpaired();
    int pRest = rest.size() / 2;
    int xRest = Math.min(pRest, Criteria.x(rest) + delta);
    Predicate<Competitor> leftOver = leftOver(criteria, Set.of(), bracket.lowest());
    List<String> restNotes = new ArrayList<>(notes);
    restNotes.add("remainder (C.6): p = " + pRest + ", x = " + xRest);
    Predicate<List<Competitor>> wantedUnpaired = unpaired -> wanted.test(idSet(unpaired, further));
    if (wanted != ANY_MOVED_DOWN
        && !someWantedPairing(rest, pRest, criteria, xRest, leftOver, wantedUnpaired)) {
      return false; // no pairing of this remainder moves down players C.12 or C.13 could use
    }
    if (remainderChecks[0]++ >= budget.cap(RoundBudget.REMAINDERS)) {
      budget.reached(RoundBudget.REMAINDERS, remainderChecks[0] - 1L);
      return false;
    }
    if (!budget.step()) {
      return false;
    }
    return atLevel(
        rest,
        pRest,
        criteria,
        xRest,
        leftOver,
        wantedUnpaired,
        true, // judged above
        restNotes,
        (c, n) -> visitor.visit(combine(het, outcome(c, List.of(), n), further, n)));
  }

  /**
   * Whether the moved-down players {@code s1} can all be paired with residents while the rest of
   * the bracket is paired completely: if not, no transposition of this level can pass stage 1.
   */
  private boolean completePairingExists(
      Bracket bracket, List<Competitor> s1, Criteria criteria, int maxConflicts) {
    Set<Integer> top = s1.stream().map(Competitor::id).collect(Collectors.toSet());
    List<Competitor> players = new ArrayList<>(bracket.residents());
    players.addAll(s1);
    players.sort(RankingOrder.A2);
    int pairs = s1.size() + (bracket.residents().size() - s1.size()) / 2;
    Predicate<Competitor> leftOver = leftOver(criteria, Set.of(), bracket.lowest());
    SearchBudget exact = budget.search(RoundBudget.EXACT);
    boolean found =
        GeneralSearch.find(
                players,
                pairs,
                criteria,
                maxConflicts,
                c -> !top.contains(c.id()) && leftOver.test(c),
                (a, b) -> !(top.contains(a.id()) && top.contains(b.id())),
                exact)
            .isPresent();
    return found || exact.exhausted();
  }

  /** Receives the candidates of one level with the notes saying how they were found. */
  @FunctionalInterface
  private interface LevelVisitor {
    boolean visit(Candidate candidate, List<String> notes);
  }

  private static BracketOutcome combine(
      Candidate het, BracketOutcome rest, List<Competitor> further, List<String> notes) {
    List<Competitor[]> pairs = new ArrayList<>(het.pairs());
    pairs.addAll(rest.pairs());
    List<Competitor> down = new ArrayList<>(rest.movedDown());
    down.addAll(further);
    down.sort(RankingOrder.A2);
    List<String> n = new ArrayList<>(notes);
    for (String s : rest.notes()) {
      if (!n.contains(s)) {
        n.add(s);
      }
    }
    return new BracketOutcome(pairs, down, n);
  }

  /**
   * Visits the candidates of one level: p pairings with at most x colour conflicts under the given
   * criteria, over the D.2 exchanges and D.1 transpositions. Unless {@code anyUnpaired}, the level
   * is skipped when no pairing of it leaves unpaired a set {@code wantedUnpaired} accepts.
   */
  private boolean atLevel(
      List<Competitor> all,
      int p,
      Criteria criteria,
      int x,
      Predicate<Competitor> leftOver,
      Predicate<List<Competitor>> wantedUnpaired,
      boolean anyUnpaired,
      List<String> notes,
      LevelVisitor visitor) {
    if (p == 0) {
      return all.stream().allMatch(leftOver)
          && visitor.visit(new Candidate(List.of(), all, 0), notes);
    }
    SearchBudget exact = budget.search(RoundBudget.EXACT);
    Optional<Candidate> any =
        GeneralSearch.find(all, p, criteria, x, leftOver, (a, b) -> true, exact);
    if (any.isEmpty() && !exact.exhausted()) {
      return false; // no exchange and no transposition can succeed at this level: skip them all
    }
    if (!anyUnpaired && !someWantedPairing(all, p, criteria, x, leftOver, wantedUnpaired)) {
      return false; // every candidate of this level would be rejected for whom it leaves unpaired
    }
    List<Competitor> s1 = all.subList(0, p); // C.4
    List<Competitor> s2 = all.subList(p, all.size());
    boolean[] seen = new boolean[1];
    long exchangeCap = budget.cap(RoundBudget.EXCHANGES);
    List<Exchange> exchanges =
        Exchanges.inOrder(s1.size(), s2.size(), (int) Math.min(Integer.MAX_VALUE, exchangeCap));
    for (Exchange e : exchanges) {
      if (!budget.step()) {
        return false;
      }
      List<List<Competitor>> groups = e.apply(s1, s2);
      List<String> withExchange = new ArrayList<>(notes);
      withExchange.add(
          "exchange (D.2): " + e + "; S1: " + ids(groups.get(0)) + "; S2: " + ids(groups.get(1)));
      boolean stop =
          TranspositionSearch.search(
              groups.get(0),
              groups.get(1),
              criteria,
              x,
              leftOver,
              budget.search(RoundBudget.TRANSPOSITIONS),
              c -> {
                seen[0] = true;
                return visitor.visit(c, withExchange);
              });
      if (stop) {
        return true;
      }
    }
    // Every exchange walked found nothing although a pairing exists: take the exact search's.
    if (seen[0] || any.isEmpty() || budget.exhausted()) {
      return false;
    }
    if (exchanges.size() < Exchanges.count(s1.size(), s2.size())) {
      budget.reached(RoundBudget.EXCHANGES, exchanges.size()); // the walk was cut short
    }
    List<String> fallback = new ArrayList<>(notes);
    fallback.add(
        "no exchange walked (cap "
            + exchangeCap
            + ") succeeded: pairing found by the exact search");
    return visitor.visit(any.get(), fallback);
  }

  /**
   * Whether some pairing of the level (p pairings among {@code all}, at most x colour conflicts)
   * leaves unpaired a set {@code wanted} accepts: every set of {@code all.size() - 2p} players that
   * may be left over and is wanted is tried by an exact search of the others. True also when it
   * cannot tell (too many sets, or a search ran out of steps), so that the level is walked; when
   * nobody is left unpaired, only whether that is wanted (the caller's exact search of the level
   * decides whether a pairing exists).
   */
  private boolean someWantedPairing(
      List<Competitor> all,
      int p,
      Criteria criteria,
      int x,
      Predicate<Competitor> leftOver,
      Predicate<List<Competitor>> wanted) {
    int n = all.size();
    int k = n - 2 * p;
    if (k == 0) {
      // nobody is left unpaired: whether a pairing exists at all is the level's own exact search
      return wanted.test(List.of());
    }
    if (binomial(n, k) > UNPAIRED_SETS_LIMIT) {
      return true;
    }
    int[] pick = new int[k];
    for (int i = 0; i < k; i++) {
      pick[i] = i;
    }
    while (true) {
      if (!budget.step()) {
        return true; // the round's steps are spent: walking the level stops at once
      }
      List<Competitor> unpaired = new ArrayList<>(k);
      boolean[] out = new boolean[n];
      for (int i : pick) {
        unpaired.add(all.get(i));
        out[i] = true;
      }
      if (unpaired.stream().allMatch(leftOver) && wanted.test(unpaired)) {
        List<Competitor> others = new ArrayList<>(2 * p);
        for (int i = 0; i < n; i++) {
          if (!out[i]) {
            others.add(all.get(i));
          }
        }
        SearchBudget exact = budget.search(RoundBudget.EXACT);
        if (GeneralSearch.find(others, p, criteria, x, c -> false, (a, b) -> true, exact)
                .isPresent()
            || exact.exhausted()) {
          return true;
        }
      }
      int i = k - 1; // the next set of k indices in lexicographic order
      while (i >= 0 && pick[i] == n - k + i) {
        i--;
      }
      if (i < 0) {
        return false;
      }
      pick[i]++;
      for (int j = i + 1; j < k; j++) {
        pick[j] = pick[j - 1] + 1;
      }
    }
  }

  private static long binomial(int n, int k) {
    long c = 1;
    for (int i = 1; i <= k; i++) {
      c = c * (n - k + i) / i;
      if (c > UNPAIRED_SETS_LIMIT) {
        return c;
      }
    }
    return c;
  }

  private static Set<Integer> idSet(List<Competitor> a, List<Competitor> b) {
    Set<Integer> ids = new HashSet<>();
    a.forEach(c -> ids.add(c.id()));
    b.forEach(c -> ids.add(c.id()));
    return ids;
  }

  private static Set<Integer> union(Set<Integer> ids, List<Competitor> more) {
    Set<Integer> all = new HashSet<>(ids);
    more.forEach(c -> all.add(c.id()));
    return all;
  }

  private Predicate<Competitor> leftOver(
      Criteria criteria, Set<Integer> movedDown, boolean lowest) {
    if (lowest) {
      // A.5, B.1 b: whoever is left in the lowest bracket gets the bye, a downfloat.
      return c -> c.byeEligible() && criteria.mayFloatDown(c);
    }
    // Players already moved down into this bracket float down this round anyway.
    return c -> movedDown.contains(c.id()) || criteria.mayFloatDown(c);
  }

  private static BracketOutcome outcome(Candidate c, List<Competitor> further, List<String> notes) {
    List<Competitor> down = new ArrayList<>(c.unpaired());
    down.addAll(further);
    down.sort(RankingOrder.A2);
    return new BracketOutcome(c.pairs(), down, notes);
  }

  private static List<String> notes(Bracket bracket, int p, int x, Relaxation r) {
    List<String> notes = new ArrayList<>();
    notes.add("players: " + ids(bracket.all()));
    if (!bracket.movedDown().isEmpty()) {
      notes.add("moved down into it: " + ids(bracket.movedDown()));
    }
    notes.add("p = " + p + ", x = " + x);
    notes.add("float criteria: " + r.text());
    return notes;
  }

  static String ids(List<Competitor> list) {
    return list.isEmpty()
        ? "none"
        : list.stream().map(c -> Integer.toString(c.id())).collect(Collectors.joining(" "));
  }
}
