package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * C.6 and C.7 with D.1: S1[i] against S2'[i] for the transpositions S2' of S2 in ascending "number"
 * order, which is the lexicographic order of the first p places of S2'.
 *
 * <p>Pruning (README, "Search"): the transpositions are walked as a depth-first search place by
 * place, so that every transposition sharing a failing prefix is skipped at once; a place is only
 * filled if the remaining S1 players can still all be matched (a bipartite matching check) and the
 * colour conflicts can still stay within x. Neither check skips a transposition that would pass, so
 * the first one found is the first in D.1 order.
 */
final class TranspositionSearch {

  private final List<Competitor> s1;
  private final List<Competitor> s2;
  private final boolean[][] allowed;
  private final boolean[][] conflict;
  private final int maxConflicts;
  private final boolean[] mustPair;
  private final SearchBudget budget;
  private final CandidateVisitor visitor;
  private final int[] chosen;
  private final boolean[] used;
  private boolean stopped;

  private TranspositionSearch(
      List<Competitor> s1,
      List<Competitor> s2,
      Criteria criteria,
      int maxConflicts,
      Predicate<Competitor> mayBeLeftOver,
      SearchBudget budget,
      CandidateVisitor visitor) {
    this.s1 = s1;
    this.s2 = s2;
    this.maxConflicts = maxConflicts;
    mustPair = new boolean[s2.size()];
    for (int j = 0; j < s2.size(); j++) {
      mustPair[j] = !mayBeLeftOver.test(s2.get(j));
    }
    this.budget = budget;
    this.visitor = visitor;
    allowed = new boolean[s1.size()][s2.size()];
    conflict = new boolean[s1.size()][s2.size()];
    for (int i = 0; i < s1.size(); i++) {
      for (int j = 0; j < s2.size(); j++) {
        allowed[i][j] = criteria.mayPair(s1.get(i), s2.get(j));
        conflict[i][j] = Criteria.colourConflict(s1.get(i), s2.get(j));
      }
    }
    chosen = new int[s1.size()];
    used = new boolean[s2.size()];
  }

  /**
   * Visits every valid transposition in D.1 order until the visitor stops.
   *
   * @return true if the visitor stopped the search
   */
  static boolean search(
      List<Competitor> s1,
      List<Competitor> s2,
      Criteria criteria,
      int maxConflicts,
      Predicate<Competitor> mayBeLeftOver,
      SearchBudget budget,
      CandidateVisitor visitor) {
    if (s1.size() > s2.size()) {
      return false;
    }
    TranspositionSearch s =
        new TranspositionSearch(s1, s2, criteria, maxConflicts, mayBeLeftOver, budget, visitor);
    if (!s.matchable(0) || !s.coloursFit(0, 0)) {
      return false;
    }
    s.place(0, 0);
    return s.stopped;
  }

  private void place(int i, int conflicts) {
    if (stopped || !budget.spend()) {
      return;
    }
    if (i == s1.size()) {
      leaf(conflicts);
      return;
    }
    for (int j = 0; j < s2.size() && !stopped; j++) {
      if (used[j] || !allowed[i][j]) {
        continue;
      }
      int c = conflicts + (conflict[i][j] ? 1 : 0);
      if (c > maxConflicts) {
        continue;
      }
      used[j] = true;
      chosen[i] = j;
      if (c + colourBound(i + 1) <= maxConflicts && matchable(i + 1) && coloursFit(i + 1, c)) {
        place(i + 1, c);
      }
      used[j] = false;
      if (budget.exhausted()) {
        return;
      }
    }
  }

  private void leaf(int conflicts) {
    List<Competitor> left = new ArrayList<>();
    for (int j = 0; j < s2.size(); j++) {
      if (!used[j]) {
        left.add(s2.get(j));
      }
    }
    List<Competitor[]> pairs = new ArrayList<>(s1.size());
    for (int i = 0; i < s1.size(); i++) {
      pairs.add(new Competitor[] {s1.get(i), s2.get(chosen[i])});
    }
    stopped = visitor.visit(new Candidate(pairs, left, conflicts));
  }

  /**
   * The exact check of the conflicts still to come, run only when the counting bound leaves little
   * room (it costs a minimum-cost assignment).
   */
  private boolean coloursFit(int from, int conflicts) {
    if (conflicts + colourBound(from) + TIGHT < maxConflicts) {
      return true;
    }
    return conflicts + ColourLookahead.minConflicts(allowed, conflict, from, used, mustPair)
        <= maxConflicts;
  }

  /** How close the counting bound must come to x before the exact check runs. */
  private static final int TIGHT = 2;

  /** Lower bound on the conflicts of S1 places {@code from}.. with the unused S2 players. */
  private int colourBound(int from) {
    int w1 = 0;
    int b1 = 0;
    for (int i = from; i < s1.size(); i++) {
      ColourPreference p = s1.get(i).preference();
      if (p.wants(org.swisschess.api.Colour.WHITE)) {
        w1++;
      } else if (p.wants(org.swisschess.api.Colour.BLACK)) {
        b1++;
      }
    }
    int notW2 = 0;
    int notB2 = 0;
    for (int j = 0; j < s2.size(); j++) {
      if (!used[j]) {
        ColourPreference p = s2.get(j).preference();
        notW2 += p.wants(org.swisschess.api.Colour.WHITE) ? 0 : 1;
        notB2 += p.wants(org.swisschess.api.Colour.BLACK) ? 0 : 1;
      }
    }
    return Math.max(0, w1 - notW2) + Math.max(0, b1 - notB2);
  }

  /**
   * Whether S1 places {@code from}.. can all get distinct unused S2 partners while every unused S2
   * player who may not be left over gets one too (Kuhn's algorithm from each side; by the
   * Mendelsohn-Dulmage theorem the two matchings together give one that does both).
   */
  private boolean matchable(int from) {
    int[] owner = new int[s2.size()];
    Arrays.fill(owner, -1);
    for (int i = from; i < s1.size(); i++) {
      if (!augment(i, owner, new boolean[s2.size()])) {
        return false;
      }
    }
    int[] partnerOf = new int[s1.size()];
    Arrays.fill(partnerOf, -1);
    for (int j = 0; j < s2.size(); j++) {
      if (!used[j] && mustPair[j] && !augmentFromS2(j, from, partnerOf, new boolean[s1.size()])) {
        return false;
      }
    }
    return true;
  }

  private boolean augmentFromS2(int j, int from, int[] partnerOf, boolean[] seen) {
    for (int i = from; i < s1.size(); i++) {
      if (seen[i] || !allowed[i][j]) {
        continue;
      }
      seen[i] = true;
      if (partnerOf[i] < 0 || augmentFromS2(partnerOf[i], from, partnerOf, seen)) {
        partnerOf[i] = j;
        return true;
      }
    }
    return false;
  }

  private boolean augment(int i, int[] owner, boolean[] seen) {
    for (int j = 0; j < s2.size(); j++) {
      if (used[j] || seen[j] || !allowed[i][j]) {
        continue;
      }
      seen[j] = true;
      if (owner[j] < 0 || augment(owner[j], owner, seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  }
}
