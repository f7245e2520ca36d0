package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Colour;

/**
 * An exact search over every way of making {@code pairs} pairings in a bracket, whatever the
 * subgroups: used to learn, before walking the D.2 exchanges at one level of relaxation, whether
 * any of them can succeed (README, "Search"), and as the last resort when the exchanges the search
 * walks run out. The most constrained player is paired first; a player with no partner left ends
 * the branch.
 */
final class GeneralSearch {

  private final List<Competitor> players;
  private final int maxConflicts;
  private final Predicate<Competitor> mayBeLeftOver;
  private final SearchBudget budget;
  private final boolean[][] allowed;
  private final int[] partner;
  private @Nullable Candidate found;

  private GeneralSearch(
      List<Competitor> players,
      Criteria criteria,
      int maxConflicts,
      Predicate<Competitor> mayBeLeftOver,
      BiPredicate<Competitor, Competitor> alsoAllowed,
      SearchBudget budget) {
    this.players = players;
    this.maxConflicts = maxConflicts;
    this.mayBeLeftOver = mayBeLeftOver;
    this.budget = budget;
    int n = players.size();
    allowed = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        boolean ok =
            criteria.mayPair(players.get(i), players.get(j))
                && alsoAllowed.test(players.get(i), players.get(j));
        allowed[i][j] = ok;
        allowed[j][i] = ok;
      }
    }
    partner = new int[n];
    java.util.Arrays.fill(partner, UNDECIDED);
  }

  /**
   * After this many nodes every node also checks, by a matching, that the players still undecided
   * can be paired at all (the root always does): a failing level is then proved at once instead of
   * by exhausting the search. Pruning only branches without any completion, it never changes what
   * is found.
   */
  private static final long MATCHING_AFTER = 1_000;

  private long nodes;

  private static final int UNDECIDED = -2;
  private static final int LEFT_OVER = -1;

  /**
   * Finds a candidate with exactly {@code pairs} pairings, each also allowed by {@code
   * alsoAllowed}.
   *
   * @return empty if none exists, or if the budget ran out first (then {@code budget.exhausted()})
   */
  static Optional<Candidate> find(
      List<Competitor> players,
      int pairs,
      Criteria criteria,
      int maxConflicts,
      Predicate<Competitor> mayBeLeftOver,
      BiPredicate<Competitor, Competitor> alsoAllowed,
      SearchBudget budget) {
    if (2 * pairs > players.size()) {
      return Optional.empty();
    }
    GeneralSearch s =
        new GeneralSearch(players, criteria, maxConflicts, mayBeLeftOver, alsoAllowed, budget);
    s.search(players.size() - 2 * pairs, 0);
    return Optional.ofNullable(s.found);
  }

  private boolean search(int leftovers, int conflicts) {
    if (!budget.spend()) {
      return false;
    }
    if ((nodes++ == 0 || nodes > MATCHING_AFTER) && !completable(leftovers)) {
      return false;
    }
    int n = players.size();
    int best = -1;
    int bestOptions = Integer.MAX_VALUE;
    int w = 0;
    int b = 0;
    int others = 0;
    for (int u = 0; u < n; u++) {
      if (partner[u] != UNDECIDED) {
        continue;
      }
      ColourPreference pref = players.get(u).preference();
      if (pref.wants(Colour.WHITE)) {
        w++;
      } else if (pref.wants(Colour.BLACK)) {
        b++;
      } else {
        others++;
      }
      int options = 0;
      for (int v = 0; v < n; v++) {
        if (v != u && partner[v] == UNDECIDED && allowed[u][v]) {
          options++;
        }
      }
      boolean canStay = leftovers > 0 && mayBeLeftOver.test(players.get(u));
      if (options == 0 && !canStay) {
        return false;
      }
      if (options + (canStay ? 1 : 0) < bestOptions) {
        bestOptions = options + (canStay ? 1 : 0);
        best = u;
      }
    }
    if (best < 0) {
      found = candidate(conflicts);
      return true;
    }
    if (conflicts + Criteria.conflictLowerBound(w, b, others, leftovers) > maxConflicts) {
      return false;
    }
    int u = best;
    for (int v = 0; v < n; v++) {
      if (v == u || partner[v] != UNDECIDED || !allowed[u][v]) {
        continue;
      }
      int c = conflicts + (Criteria.colourConflict(players.get(u), players.get(v)) ? 1 : 0);
      if (c > maxConflicts) {
        continue;
      }
      partner[u] = v;
      partner[v] = u;
      if (search(leftovers, c)) {
        return true;
      }
      partner[u] = UNDECIDED;
      partner[v] = UNDECIDED;
      if (budget.exhausted()) {
        return false;
      }
    }
    if (leftovers > 0 && mayBeLeftOver.test(players.get(u))) {
      partner[u] = LEFT_OVER;
      if (search(leftovers - 1, conflicts)) {
        return true;
      }
      partner[u] = UNDECIDED;
    }
    return false;
  }

  /** Whether the undecided players can be paired leaving exactly {@code leftovers} of them. */
  private boolean completable(int leftovers) {
    int n = players.size();
    int[] index = new int[n];
    int k = 0;
    for (int u = 0; u < n; u++) {
      if (partner[u] == UNDECIDED) {
        index[k++] = u;
      }
    }
    boolean[][] mayMeet = new boolean[k][k];
    boolean[] mayBeLeft = new boolean[k];
    for (int i = 0; i < k; i++) {
      mayBeLeft[i] = mayBeLeftOver.test(players.get(index[i]));
      for (int j = 0; j < k; j++) {
        mayMeet[i][j] = allowed[index[i]][index[j]];
      }
    }
    return CompletePairing.exists(mayMeet, mayBeLeft, leftovers);
  }

  private Candidate candidate(int conflicts) {
    List<Competitor[]> pairs = new ArrayList<>();
    List<Competitor> left = new ArrayList<>();
    for (int u = 0; u < players.size(); u++) {
      if (partner[u] == LEFT_OVER) {
        left.add(players.get(u));
      } else if (partner[u] > u) {
        pairs.add(new Competitor[] {players.get(u), players.get(partner[u])});
      }
    }
    return new Candidate(pairs, left, conflicts);
  }
}
