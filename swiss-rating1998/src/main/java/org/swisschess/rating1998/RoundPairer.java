package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.swisschess.api.Pairing;
import org.swisschess.api.Points;

/**
 * Section C over the whole round: the brackets from the highest score down, C.1 before each, C.12
 * and C.13 when a bracket cannot be paired, then section E and F.1.
 *
 * <p>Before any of it, a matching over the whole field decides whether the round can be paired at
 * all (B.1, B.2, B.1 b): if not, "no valid pairing" is said at once. If the round's search steps
 * run out ({@link RoundBudget}), the brackets paired so far are kept when the rest can still be
 * paired completely, and the rest is paired top-down with the first opponent that leaves a complete
 * pairing ({@link CompletePairing#firstInOrder}); the explanation says so.
 */
final class RoundPairer {

  private final Field field;
  private final RoundBudget budget;
  private final BracketPairer pairer;
  private final List<PairedBracket> steps = new ArrayList<>();

  RoundPairer(Field field, RoundBudget budget) {
    this.field = field;
    this.budget = budget;
    this.pairer = new BracketPairer(field, budget);
  }

  Pairing pair() {
    if (CompletePairing.find(mayMeet(field.players()), byeEligible(field.players())).isEmpty()) {
      throw PairingReport.noPairing(field);
    }
    List<List<Competitor>> groups = scoreGroups();
    List<Competitor> carried = List.of();
    int i = 0;
    while (i < groups.size()) {
      boolean lowest = i == groups.size() - 1;
      List<String> notes = new ArrayList<>();
      Bracket bracket = new Bracket(label(groups.get(i)), carried, groups.get(i), lowest);
      budget.at("bracket " + bracket.label());
      if (lowest) {
        // C.1, first bullet before the second: a moved-down player without an opponent calls C.12
        // even in the lowest bracket; C.13 follows if that does not help.
        Bracket b = bracket;
        if (!steps.isEmpty() && b.movedDown().stream().anyMatch(c -> !hasOpponent(c, b.all()))) {
          bracket =
              applyC12(new Bracket(b.label(), b.movedDown(), b.residents(), false), notes)
                  .map(r -> new Bracket(r.label(), r.movedDown(), r.residents(), true))
                  .orElse(b);
        }
        if (pairLowest(bracket, notes)) {
          break;
        }
        if (budget.exhausted() || steps.isEmpty()) {
          // the matching above proved a complete pairing exists: the search ran out first
          return finishWithinBudget(bracket);
        }
        // C.13: no other pairing of the penultimate bracket helps: join the two lowest brackets.
        PairedBracket penultimate = steps.remove(steps.size() - 1);
        // Players C.1 moved on down go back where they came from: the bracket's own ones join the
        // new bracket, moved-down ones are moved down into it again.
        List<Competitor> joined = new ArrayList<>(penultimate.bracket().residents());
        List<Competitor> again = new ArrayList<>(penultimate.bracket().movedDown());
        for (Competitor c : penultimate.forcedDown()) {
          (groups.get(i - 1).contains(c) ? joined : again).add(c);
        }
        joined.addAll(groups.get(i));
        groups.set(i - 1, joined);
        groups.remove(i);
        carried = again;
        i--;
        continue;
      }
      List<Competitor> forcedDown = new ArrayList<>();
      bracket = applyC1(bracket, forcedDown, notes);
      Optional<BracketOutcome> outcome = pairer.first(bracket);
      if (outcome.isEmpty()) {
        return finishWithinBudget(bracket); // only when the round's steps ran out
      }
      steps.add(new PairedBracket(bracket, outcome.get(), forcedDown, notes));
      List<Competitor> next = new ArrayList<>(outcome.get().movedDown());
      next.addAll(forcedDown);
      carried = next;
      i++;
    }
    return new PairingReport(field).pairing(steps, budget.limits());
  }

  private boolean pairLowest(Bracket bracket, List<String> notes) {
    Optional<BracketOutcome> outcome = pairer.first(bracket);
    if (outcome.isPresent()) {
      steps.add(new PairedBracket(bracket, outcome.get(), List.of(), notes));
      return true;
    }
    if (steps.isEmpty() || budget.exhausted()) {
      return false;
    }
    // C.13: undo the penultimate bracket and look for another pairing of it that lets this one
    // pair.
    PairedBracket penultimate = steps.get(steps.size() - 1);
    budget.at("C.13 above bracket " + bracket.label());
    Set<Set<Integer>> tried = new HashSet<>();
    tried.add(ids(penultimate.outcome().movedDown()));
    BracketOutcome[] found = new BracketOutcome[2];
    long[] count = new long[1];
    long cap = budget.cap(RoundBudget.ALTERNATIVES);
    // Only an alternative that moves down players with whom the lowest bracket can be paired
    // completely (B.1, B.2, B.1 b) can be accepted; levels that move down no such players are
    // skipped.
    Map<Set<Integer>, Boolean> completable = new HashMap<>();
    Set<Integer> forcedIds = ids(penultimate.forcedDown());
    Predicate<Set<Integer>> wanted =
        movedDown -> {
          Set<Integer> down = new HashSet<>(movedDown);
          down.addAll(forcedIds);
          return !tried.contains(down)
              && completable.computeIfAbsent(
                  down, d -> completableWith(bracket.residents(), d, penultimate));
        };
    pairer.enumerate(
        penultimate.bracket(),
        wanted,
        alternative -> {
          if (!budget.step()) {
            return true;
          }
          List<Competitor> down = new ArrayList<>(alternative.movedDown());
          down.addAll(penultimate.forcedDown());
          if (!tried.add(ids(down))) {
            return false; // the same players moved down: already judged
          }
          if (count[0]++ >= cap) {
            budget.reached(RoundBudget.ALTERNATIVES, cap);
            return true;
          }
          Optional<BracketOutcome> lowest =
              pairer.first(new Bracket(bracket.label(), down, bracket.residents(), true));
          if (lowest.isPresent()) {
            found[0] = alternative;
            found[1] = lowest.get();
            return true;
          }
          return false;
        });
    budget.at("bracket " + bracket.label());
    if (found[0] == null) {
      return false;
    }
    List<String> penultimateNotes = new ArrayList<>(penultimate.notes());
    penultimateNotes.add("re-paired by C.13 so that the lowest bracket can be paired");
    steps.set(
        steps.size() - 1,
        new PairedBracket(
            penultimate.bracket(), found[0], penultimate.forcedDown(), penultimateNotes));
    List<Competitor> down = new ArrayList<>(found[0].movedDown());
    down.addAll(penultimate.forcedDown());
    notes.add("C.13: the penultimate bracket was paired anew");
    steps.add(
        new PairedBracket(
            new Bracket(bracket.label(), down, bracket.residents(), true),
            found[1],
            List.of(),
            notes));
    return true;
  }

  /**
   * C.1 for the moved-down players first (its first bullet, C.12), judged with every resident of
   * the bracket present; then C.1 for the residents (its third bullet): a resident with no possible
   * opponent among the players now in the bracket is moved down at once.
   */
  private Bracket applyC1(Bracket bracket, List<Competitor> forcedDown, List<String> notes) {
    Bracket b = bracket;
    if (!steps.isEmpty()
        && bracket.movedDown().stream().anyMatch(c -> !hasOpponent(c, bracket.all()))) {
      Optional<Bracket> repaired = applyC12(bracket, notes);
      if (repaired.isPresent()) {
        b = repaired.get();
      }
    }
    // C.12 found nothing: a stuck moved-down player moves on down, as C.1 does with any other
    // player without an opponent, rather than dragging the whole bracket down through C.14.
    List<Competitor> movedDown = new ArrayList<>();
    for (Competitor c : b.movedDown()) {
      if (hasOpponent(c, b.all())) {
        movedDown.add(c);
      } else {
        forcedDown.add(c);
        notes.add(
            "C.1/C.12: "
                + c.id()
                + " (moved down) has no possible opponent here and moves on down");
      }
    }
    List<Competitor> residents = new ArrayList<>();
    for (Competitor c : b.residents()) {
      if (hasOpponent(c, b.all())) {
        residents.add(c);
      } else {
        forcedDown.add(c);
        notes.add("C.1: " + c.id() + " has no possible opponent here and is moved down");
      }
    }
    return new Bracket(b.label(), movedDown, residents, false);
  }

  /**
   * C.12: the previous bracket is paired anew so that another player comes down, if that lets every
   * moved-down player here be paired. "A pairing whereby another player will be moved down" is a
   * pairing of the previous bracket: its outcome with p = 0 (the whole bracket moved down, nobody
   * paired) is not one. The alternatives are judged with every resident of this bracket present,
   * also those who have no opponent among the players moved down now.
   */
  private Optional<Bracket> applyC12(Bracket current, List<String> notes) {
    PairedBracket previous = steps.get(steps.size() - 1);
    budget.at("C.12 above bracket " + current.label());
    Set<Set<Integer>> tried = new HashSet<>();
    tried.add(ids(previous.outcome().movedDown()));
    BracketOutcome[] found = new BracketOutcome[1];
    Bracket[] next = new Bracket[1];
    long[] count = new long[1];
    long cap = budget.cap(RoundBudget.ALTERNATIVES);
    // Only an alternative whose moved-down players all have an opponent here can be accepted;
    // levels that move down no such players are skipped.
    Set<Integer> forcedIds = ids(previous.forcedDown());
    Predicate<Set<Integer>> wanted =
        movedDown -> {
          Set<Integer> down = new HashSet<>(movedDown);
          down.addAll(forcedIds);
          if (tried.contains(down)) {
            return false;
          }
          List<Competitor> all = new ArrayList<>(current.residents());
          List<Competitor> comingDown = players(down, previous);
          all.addAll(comingDown);
          return comingDown.stream().allMatch(c -> hasOpponent(c, all));
        };
    pairer.enumerate(
        previous.bracket(),
        wanted,
        alternative -> {
          if (!budget.step()) {
            return true;
          }
          if (alternative.pairs().isEmpty()) {
            return false; // p = 0 pairs nobody: not "a pairing" of the previous bracket
          }
          List<Competitor> down = new ArrayList<>(alternative.movedDown());
          down.addAll(previous.forcedDown());
          if (!tried.add(ids(down))) {
            return false; // the same players moved down: already judged
          }
          if (count[0]++ >= cap) {
            budget.reached(RoundBudget.ALTERNATIVES, cap);
            return true;
          }
          Bracket candidate = new Bracket(current.label(), down, current.residents(), false);
          if (candidate.movedDown().stream().allMatch(c -> hasOpponent(c, candidate.all()))
              && movedDownCanAllBePaired(candidate)) {
            found[0] = alternative;
            next[0] = candidate;
            return true;
          }
          return false;
        });
    budget.at("bracket " + current.label());
    if (found[0] == null) {
      notes.add("C.12: no other pairing of the previous bracket helps");
      return Optional.empty();
    }
    List<String> previousNotes = new ArrayList<>(previous.notes());
    previousNotes.add("re-paired by C.12 so that the next bracket can pair its moved-down players");
    steps.set(
        steps.size() - 1,
        new PairedBracket(previous.bracket(), found[0], previous.forcedDown(), previousNotes));
    notes.add("C.12: the previous bracket was paired anew");
    return Optional.of(next[0]);
  }

  /**
   * Whether the residents of the lowest bracket and the players {@code down} (from the bracket
   * {@code above}) can be paired completely, the bye aside: the matching of B.1, B.2 and B.1 b.
   */
  private boolean completableWith(
      List<Competitor> residents, Set<Integer> down, PairedBracket above) {
    List<Competitor> players = new ArrayList<>(residents);
    players.addAll(players(down, above));
    return CompletePairing.find(mayMeet(players), byeEligible(players)).isPresent();
  }

  /** The players of {@code ids}, from the bracket {@code from} and the ones C.1 moved on down. */
  private static List<Competitor> players(Set<Integer> ids, PairedBracket from) {
    List<Competitor> found = new ArrayList<>();
    for (Competitor c : from.bracket().all()) {
      if (ids.contains(c.id())) {
        found.add(c);
      }
    }
    for (Competitor c : from.forcedDown()) {
      if (ids.contains(c.id()) && !found.contains(c)) {
        found.add(c);
      }
    }
    return found;
  }

  private boolean movedDownCanAllBePaired(Bracket b) {
    if (!b.pairedAsHeterogeneous()) {
      // C.12: "this now allows p pairing to be made"; a bracket paired as homogeneous (A.3) has p
      // = half its players (A.6), so that many pairs must be possible under B.1 and B.2
      boolean[] anyMayBeLeft = new boolean[b.size()];
      java.util.Arrays.fill(anyMayBeLeft, true);
      return CompletePairing.exists(mayMeet(b.all()), anyMayBeLeft, b.size() % 2);
    }
    Criteria loosest = new Criteria(field, Relaxation.B5_UP);
    return TranspositionSearch.search(
        b.movedDown(),
        b.residents(),
        loosest,
        b.movedDown().size(),
        c -> true,
        budget.search(RoundBudget.TRANSPOSITIONS),
        c -> true);
  }

  /**
   * The round's search steps ran out before section C was done (or, which the matching rules out,
   * it failed): keep the brackets paired so far if the players left can still all be paired, and
   * pair the rest top-down, each player in A.2 order taking the first opponent with whom the rest
   * can still be paired completely.
   */
  private Pairing finishWithinBudget(Bracket stoppedAt) {
    if (budget.exhausted()) {
      budget.reached(RoundBudget.STEPS, budget.spent());
    } else {
      // the searches ended without a pairing although one exists: an exact search hit its cap
      budget.reached(RoundBudget.EXACT, budget.cap(RoundBudget.EXACT));
    }
    Set<Integer> paired = new HashSet<>();
    for (PairedBracket s : steps) {
      for (Competitor[] pair : s.outcome().pairs()) {
        paired.add(pair[0].id());
        paired.add(pair[1].id());
      }
    }
    List<Competitor> rest = field.players().stream().filter(c -> !paired.contains(c.id())).toList();
    Optional<int[]> completion = CompletePairing.firstInOrder(mayMeet(rest), byeEligible(rest));
    List<String> notes = new ArrayList<>();
    if (completion.isEmpty()) {
      steps.clear();
      rest = field.players();
      completion = CompletePairing.firstInOrder(mayMeet(rest), byeEligible(rest));
      notes.add("the brackets paired so far left the rest unpairable: the round is paired anew");
    }
    int[] partner = completion.orElseThrow(); // the round was proved pairable before the search
    List<Competitor[]> pairs = new ArrayList<>();
    List<Competitor> bye = new ArrayList<>();
    for (int k = 0; k < rest.size(); k++) {
      if (partner[k] >= rest.size()) {
        bye.add(rest.get(k));
      } else if (partner[k] > k) {
        pairs.add(new Competitor[] {rest.get(k), rest.get(partner[k])});
      }
    }
    notes.add(
        "the search stopped at bracket "
            + stoppedAt.label()
            + ": the players left are paired in A.2 order, each with the first opponent that"
            + " leaves the rest pairable (B.1, B.2, B.1 b)");
    // The last step must be the one holding the bye: the leftover players of earlier steps are
    // now paired here.
    List<PairedBracket> kept = new ArrayList<>();
    for (PairedBracket s : steps) {
      kept.add(
          new PairedBracket(
              s.bracket(),
              new BracketOutcome(s.outcome().pairs(), List.of(), s.outcome().notes()),
              List.of(),
              s.notes()));
    }
    steps.clear();
    steps.addAll(kept);
    steps.add(
        new PairedBracket(
            new Bracket("rest", List.of(), rest, true),
            new BracketOutcome(pairs, bye, List.of()),
            List.of(),
            notes));
    return new PairingReport(field).pairing(steps, budget.limits());
  }

  private boolean[][] mayMeet(List<Competitor> players) {
    int n = players.size();
    boolean[][] m = new boolean[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        m[a][b] = a != b && field.mayMeet(players.get(a), players.get(b));
      }
    }
    return m;
  }

  private static boolean[] byeEligible(List<Competitor> players) {
    boolean[] e = new boolean[players.size()];
    for (int k = 0; k < e.length; k++) {
      e[k] = players.get(k).byeEligible();
    }
    return e;
  }

  private boolean hasOpponent(Competitor c, List<Competitor> bracket) {
    for (Competitor o : bracket) {
      if (!o.equals(c) && field.mayMeet(c, o)) {
        return true;
      }
    }
    return false;
  }

  private List<List<Competitor>> scoreGroups() {
    TreeMap<Points, List<Competitor>> byScore = new TreeMap<>((a, b) -> b.compareTo(a));
    for (Competitor c : field.players()) {
      byScore.computeIfAbsent(c.score(), k -> new ArrayList<>()).add(c);
    }
    return new ArrayList<>(byScore.values());
  }

  private static String label(List<Competitor> group) {
    return group.isEmpty() ? "empty" : group.get(0).score().toString();
  }

  private static Set<Integer> ids(List<Competitor> list) {
    return list.stream().map(Competitor::id).collect(Collectors.toSet());
  }
}
