package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.swisschess.api.Pairing;
import org.swisschess.api.Points;

/**
 * Section C over the whole round: the brackets from the highest score down, C.1 before each, C.12
 * and C.13 when a bracket cannot be paired, then section E and F.1.
 */
final class RoundPairer {

  /**
   * Alternatives of a higher bracket examined by C.12 or C.13 before giving up (README, "Search").
   */
  private static final int ALTERNATIVES = 2_000;

  private final Field field;
  private final BracketPairer pairer;
  private final List<PairedBracket> steps = new ArrayList<>();

  RoundPairer(Field field) {
    this.field = field;
    this.pairer = new BracketPairer(field);
  }

  Pairing pair() {
    List<List<Competitor>> groups = scoreGroups();
    List<Competitor> carried = List.of();
    int i = 0;
    while (i < groups.size()) {
      boolean lowest = i == groups.size() - 1;
      List<String> notes = new ArrayList<>();
      Bracket bracket = new Bracket(label(groups.get(i)), carried, groups.get(i), lowest);
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
        if (steps.isEmpty()) {
          throw PairingReport.noPairing(field, bracket);
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
      BracketOutcome outcome = pairer.first(bracket).orElseThrow();
      steps.add(new PairedBracket(bracket, outcome, forcedDown, notes));
      List<Competitor> next = new ArrayList<>(outcome.movedDown());
      next.addAll(forcedDown);
      carried = next;
      i++;
    }
    return new PairingReport(field).pairing(steps);
  }

  private boolean pairLowest(Bracket bracket, List<String> notes) {
    Optional<BracketOutcome> outcome = pairer.first(bracket);
    if (outcome.isPresent()) {
      steps.add(new PairedBracket(bracket, outcome.get(), List.of(), notes));
      return true;
    }
    if (steps.isEmpty()) {
      return false;
    }
    // C.13: undo the penultimate bracket and look for another pairing of it that lets this one
    // pair.
    PairedBracket penultimate = steps.get(steps.size() - 1);
    Set<Set<Integer>> tried = new HashSet<>();
    tried.add(ids(penultimate.outcome().movedDown()));
    BracketOutcome[] found = new BracketOutcome[2];
    int[] count = new int[1];
    pairer.enumerate(
        penultimate.bracket(),
        alternative -> {
          if (count[0]++ >= ALTERNATIVES) {
            return true;
          }
          List<Competitor> down = new ArrayList<>(alternative.movedDown());
          down.addAll(penultimate.forcedDown());
          if (!tried.add(ids(down))) {
            return false;
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
   * C.1: a resident with no possible opponent in the bracket is moved down at once; a moved-down
   * player with none sends the previous bracket back for another pairing (C.12).
   */
  private Bracket applyC1(Bracket bracket, List<Competitor> forcedDown, List<String> notes) {
    List<Competitor> residents = new ArrayList<>();
    for (Competitor c : bracket.residents()) {
      if (hasOpponent(c, bracket.all())) {
        residents.add(c);
      } else {
        forcedDown.add(c);
        notes.add("C.1: " + c.id() + " has no possible opponent here and is moved down");
      }
    }
    Bracket b = new Bracket(bracket.label(), bracket.movedDown(), residents, false);
    boolean stuck = b.movedDown().stream().anyMatch(c -> !hasOpponent(c, b.all()));
    if (stuck && !steps.isEmpty()) {
      Optional<Bracket> repaired = applyC12(b, notes);
      if (repaired.isPresent()) {
        return repaired.get();
      }
    }
    if (!stuck) {
      return b;
    }
    // C.12 found nothing: the stuck player moves on down, as C.1 does with any other player
    // without an opponent, rather than dragging the whole bracket down through C.14.
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
    return new Bracket(b.label(), movedDown, residents, false);
  }

  /**
   * C.12: the previous bracket is paired anew so that other players come down, if that lets every
   * moved-down player here be paired. If no such pairing exists, the stuck player moves on down
   * with the others that C.6 leaves unpaired (README, C.12).
   */
  private Optional<Bracket> applyC12(Bracket current, List<String> notes) {
    PairedBracket previous = steps.get(steps.size() - 1);
    Set<Set<Integer>> tried = new HashSet<>();
    tried.add(ids(previous.outcome().movedDown()));
    BracketOutcome[] found = new BracketOutcome[1];
    Bracket[] next = new Bracket[1];
    int[] count = new int[1];
    pairer.enumerate(
        previous.bracket(),
        alternative -> {
          if (count[0]++ >= ALTERNATIVES) {
            return true;
          }
          List<Competitor> down = new ArrayList<>(alternative.movedDown());
          down.addAll(previous.forcedDown());
          if (!tried.add(ids(down))) {
            return false;
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

  private boolean movedDownCanAllBePaired(Bracket b) {
    if (!b.pairedAsHeterogeneous()) {
      return true;
    }
    Criteria loosest = new Criteria(field, Relaxation.B5_UP);
    return TranspositionSearch.search(
        b.movedDown(),
        b.residents(),
        loosest,
        b.movedDown().size(),
        c -> true,
        new SearchBudget(20_000),
        c -> true);
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
