package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.SearchLimit;
import org.swisschess.matching.MaximumWeightMatching;

/**
 * 3.5: the set of upfloaters that joins the top-scoregroup into a bracket. 3.5.1 every team scoring
 * less than the residents may float up; 3.5.2 the sets meeting [C4] (fewest upfloaters) and [C5]
 * (their scores as high as possible, compared as a list in ascending order), judged over the sets
 * that give a legal pairing ([C1], [C3]); 3.5.3/3.5.4 those sets in the text's order ({@link
 * UpfloaterSet}); 3.5.5 the first that also meets [C6] and [C7], read as minimisations (R4): [C6]
 * met before not met, then the fewest [C7] floaters, then the text's order.
 *
 * <p>The enumeration is bounded: the score profiles are generated lazily, best first ({@link
 * #inC5Order}), however many there are; after {@code cap} sets tried in one bracket, the best legal
 * set of the profile in progress is taken, or, if it has none, the upfloaters that one pairing of
 * every team left gives the residents ({@code Search.fallBack}); either way the cap is reported as
 * a {@link SearchLimit} of the option {@value #CAP_OPTION}.
 */
final class UpfloaterSelection {

  static final String CAP_OPTION = "upfloater-sets";
  static final long DEFAULT_CAP = 100_000;

  /** The sets not taken that the explanation shows one by one; the others are counted. */
  static final int MAX_SETS_SHOWN = 24;

  private static final int MAX_TEAMS_LISTED = 40;

  /**
   * The bracket taken.
   *
   * @param residents the top-scoregroup by TPN
   * @param upfloaters the upfloaters in 3.5.3 order
   * @param why the explanation's lines
   * @param limit the cap reached, if it was
   */
  record Choice(
      List<Integer> residents,
      List<Integer> upfloaters,
      List<String> why,
      Optional<SearchLimit> limit) {}

  private final RoundFacts facts;
  private final MayMeet mayMeet;
  private final long cap;
  private final Set<Integer> scoregroupTeams;

  /**
   * @param scoregroupTeams the teams whose scores make the scoregroups [C6] looks at: the teams to
   *     be paired (the text), or every team of the round, the PAB team's included (the reading
   *     {@code c6-following=score-level-below})
   */
  UpfloaterSelection(RoundFacts facts, MayMeet mayMeet, long cap, Set<Integer> scoregroupTeams) {
    this.facts = facts;
    this.mayMeet = mayMeet;
    this.cap = cap;
    this.scoregroupTeams = Set.copyOf(scoregroupTeams);
  }

  /** The bracket of the top-scoregroup of {@code unpaired}, empty if no set gives one (3.3.3). */
  Optional<Choice> choose(SortedSet<Integer> unpaired) {
    int top = unpaired.stream().mapToInt(t -> score(t)).max().orElseThrow();
    List<Integer> residents = unpaired.stream().filter(t -> score(t) == top).toList();
    // 3.5.1: the potential upfloaters by score, highest first, each group by ascending TPN
    TreeSet<Integer> scores = new TreeSet<>(Comparator.reverseOrder());
    unpaired.stream().filter(t -> score(t) < top).forEach(t -> scores.add(score(t)));
    List<List<Integer>> groups = new ArrayList<>();
    List<Integer> groupScores = new ArrayList<>(scores);
    for (int s : groupScores) {
      groups.add(unpaired.stream().filter(t -> score(t) == s).toList());
    }
    int potential = unpaired.size() - residents.size();
    Search search = new Search(top, residents, groups, groupScores, unpaired);
    int[] sizes = groups.stream().mapToInt(List::size).toArray();
    boolean boundKnown = false;
    for (int k = residents.size() % 2; k <= potential && search.result == null; k += 2) {
      // [C4]: the fewest upfloaters first; [C5]: their score profiles best first
      inC5Order(sizes, k, search::tryProfile);
      if (search.limit.isPresent()) {
        if (search.result == null) {
          search.fallBack();
        }
        break;
      }
      if (search.result == null && !boundKnown) {
        // no legal set of this size: no set smaller than the fewest upfloaters a pairing of every
        // team gives the residents is legal, so the sizes below that are skipped
        boundKnown = true;
        int fewest = search.fewestUpfloaters();
        if (fewest - 2 > k) {
          search.why.add(
              "fewer than "
                  + fewest
                  + " upfloaters: no legal set (no pairing of every team gives the residents fewer;"
                  + " [C1], [C3])");
          k = fewest - 2;
        }
      }
    }
    return Optional.ofNullable(search.result);
  }

  /** The search of one bracket: the profiles tried so far, the sets, the explanation. */
  private final class Search {
    final int top;
    final List<Integer> residents;
    final List<List<Integer>> groups;
    final List<Integer> groupScores;
    final SortedSet<Integer> unpaired;
    final List<String> why = new ArrayList<>();
    final long[] hiddenCount = new long[5];
    int shown;
    long tried;
    Optional<SearchLimit> limit = Optional.empty();
    @Nullable Choice result;

    Search(
        int top,
        List<Integer> residents,
        List<List<Integer>> groups,
        List<Integer> groupScores,
        SortedSet<Integer> unpaired) {
      this.top = top;
      this.residents = residents;
      this.groups = groups;
      this.groupScores = groupScores;
      this.unpaired = unpaired;
    }

    /** Tries the sets of one profile in 3.5.4 order; false to stop the enumeration. */
    boolean tryProfile(int[] take) {
      int k = Arrays.stream(take).sum();
      UpfloaterSet sets = new UpfloaterSet(groups, take);
      Verdicts profile = new Verdicts();
      int @Nullable [] best = null;
      int bestIndex = -1;
      int bestC7 = Integer.MAX_VALUE;
      boolean bestC6 = false;
      for (int[] set = sets.next(); set != null; set = sets.next()) {
        if (tried >= cap && limit.isEmpty()) {
          limit =
              Optional.of(
                  new SearchLimit(CAP_OPTION, tried, cap, "bracket of score " + Scores.text(top)));
        }
        if (mayMeet.exhausted() && limit.isEmpty()) {
          limit = Optional.of(checksLimit());
        }
        if (limit.isPresent()) {
          break;
        }
        tried++;
        List<Integer> bracket = new ArrayList<>(residents);
        for (int t : set) {
          bracket.add(t);
        }
        TreeSet<Integer> rest = new TreeSet<>(unpaired);
        rest.removeAll(bracket);
        if (!mayMeet.pairable(bracket)) {
          profile.add(set, Verdicts.BRACKET, false, 0, shown);
          continue;
        }
        if (!mayMeet.pairable(rest)) {
          profile.add(set, Verdicts.REST, false, 0, shown);
          continue;
        }
        boolean c6 = meetsC6(top, set, unpaired);
        if (mayMeet.exhausted()) {
          // [C6] may have been cut short: the set is not judged, and the search stops before it
          limit = Optional.of(checksLimit());
          break;
        }
        int c7 = facts.lastTwoRounds() ? 0 : floaters(set);
        profile.add(set, Verdicts.LEGAL, c6, c7, shown);
        if (best == null || (c6 && !bestC6) || (c6 == bestC6 && c7 < bestC7)) {
          best = set;
          bestIndex = profile.size() - 1;
          bestC6 = c6;
          bestC7 = c7;
        }
        if (bestC6 && bestC7 == 0) {
          break;
        }
      }
      // the sets before the one taken (all of them when none is) and why each was not taken
      int earlier = best == null ? profile.size() : bestIndex;
      for (int i = 0; i < earlier; i++) {
        notTaken(profile, i, bestC6, bestC7);
      }
      if (best != null) {
        List<Integer> ups = Arrays.stream(best).boxed().toList();
        List<String> lines = new ArrayList<>(head());
        lines.add(
            ups.isEmpty()
                ? "upfloaters: none ([C4]), the residents pair among themselves"
                : "upfloaters: "
                    + text(best)
                    + " ("
                    + ups.size()
                    + " by [C4], scores "
                    + profileText(take, groupScores)
                    + " by [C5], "
                    + c6c7(bestC6, bestC7)
                    + (limit.isPresent()
                        ? "; the best of the sets tried before the cap"
                        : bestIndex == 0 ? "; the first set in 3.5.4 order" : "")
                    + ")");
        lines.addAll(notTakenLines());
        result = new Choice(residents, ups, lines, limit);
        return false;
      }
      if (limit.isPresent()) {
        return false;
      }
      if (k > 0 && profile.size() > 0) {
        why.add(
            k
                + " upfloater(s) with scores "
                + profileText(take, groupScores)
                + ": no legal set ([C4] and [C5] are judged over the legal sets)");
      }
      return true;
    }

    private SearchLimit checksLimit() {
      return new SearchLimit(
          MayMeet.CAP_OPTION,
          mayMeet.checks(),
          mayMeet.cap(),
          "bracket of score " + Scores.text(top));
    }

    /** Says why set {@code i} of a profile was not taken, or counts it once enough are shown. */
    private void notTaken(Verdicts profile, int i, boolean bestC6, int bestC7) {
      byte v = profile.verdict(i);
      byte reason = v != Verdicts.LEGAL ? v : profile.c6(i) || !bestC6 ? Verdicts.C7 : Verdicts.C6;
      int[] set = profile.set(i);
      if (set == null) {
        hiddenCount[reason]++;
        return;
      }
      shown++;
      String text =
          switch (reason) {
            case Verdicts.BRACKET -> "[C1]: the bracket has no legal pairing";
            case Verdicts.REST -> "[C3]: no legal pairing of the teams left to pair below (3.5.5)";
            case Verdicts.C6 ->
                "[C6] not met: the following scoregroup could then not be paired in its own"
                    + " bracket with the fewest upfloaters";
            default ->
                "[C7]: "
                    + profile.c7(i)
                    + " upfloater(s) floated in the previous round, the set taken "
                    + bestC7;
          };
      why.add((set.length == 0 ? "no upfloaters" : "set " + text(set)) + ": " + text);
    }

    /** The line that counts the sets not shown, by the criterion they fail. */
    private List<String> hidden() {
      long total = 0;
      for (long c : hiddenCount) {
        total += c;
      }
      if (total == 0) {
        return List.of();
      }
      List<String> parts = new ArrayList<>();
      String[] names = {"", "[C1]", "[C3]", "[C6]", "[C7]"};
      for (int r = 1; r < names.length; r++) {
        if (hiddenCount[r] > 0) {
          parts.add(hiddenCount[r] + " " + names[r]);
        }
      }
      return List.of("... and " + total + " more sets not taken: " + String.join(", ", parts));
    }

    /**
     * The cap was reached before any legal set: the upfloaters that one pairing of every team left
     * gives the residents, as few as a pairing can give and the highest scores among those (a
     * weighted matching), so that the round is still paired legally ([C1], [C3]).
     */
    void fallBack() {
      int[] mate = pairingOfEveryTeam(true);
      List<Integer> teams = new ArrayList<>(unpaired);
      java.util.Set<Integer> resident = java.util.Set.copyOf(residents);
      List<Integer> ups = new ArrayList<>();
      for (int i = 0; i < teams.size(); i++) {
        if (mate[i] < 0) {
          return; // no pairing of every team: 3.3.3
        }
        if (resident.contains(teams.get(i)) && !resident.contains(teams.get(mate[i]))) {
          ups.add(teams.get(mate[i]));
        }
      }
      ups.sort(
          Comparator.comparingInt((Integer t) -> -score(t))
              .thenComparing(Comparator.naturalOrder()));
      List<String> lines = new ArrayList<>(head());
      lines.add(
          "upfloaters: "
              + ups
              + " (the cap was reached before a legal set was found: the upfloaters a pairing of"
              + " every team gives the residents, fewest and highest scores first)");
      lines.addAll(notTakenLines());
      result = new Choice(residents, List.copyOf(ups), lines, limit);
    }

    /** The residents and the potential upfloaters (3.5.1). */
    List<String> head() {
      List<String> out = new ArrayList<>();
      out.add("residents " + residents + " (score " + Scores.text(top) + ")");
      StringBuilder sb = new StringBuilder("potential upfloaters (3.5.1): ");
      int listed = 0;
      int total = 0;
      for (int g = 0; g < groups.size(); g++) {
        total += groups.get(g).size();
      }
      if (total == 0) {
        sb.append("none");
      }
      for (int g = 0; g < groups.size() && listed < MAX_TEAMS_LISTED; g++) {
        List<Integer> group = groups.get(g);
        List<Integer> part = group.subList(0, Math.min(group.size(), MAX_TEAMS_LISTED - listed));
        listed += part.size();
        sb.append(g == 0 ? "" : "; ")
            .append(part.stream().map(String::valueOf).collect(Collectors.joining(" ")))
            .append(part.size() < group.size() ? " ..." : "")
            .append(" on ")
            .append(Scores.text(groupScores.get(g)));
      }
      if (listed < total) {
        sb.append("; ... (").append(total).append(" teams)");
      }
      out.add(sb.toString());
      return out;
    }

    /** The sets not taken, under their heading, and the count of those not shown. */
    List<String> notTakenLines() {
      List<String> out = new ArrayList<>();
      if (!why.isEmpty()) {
        out.add(
            "not taken, in the order of [C4], [C5] and 3.5.3/3.5.4 (the first criterion each"
                + " fails):");
      }
      out.addAll(why);
      out.addAll(hidden());
      return out;
    }

    /**
     * The fewest upfloaters any legal set has: a legal bracket and a pairing of the rest make a
     * pairing of every team in which each upfloater paired with a resident is one pair across (two
     * upfloaters paired together could as well stay below), so the fewest pairs across over all
     * pairings of every team, a weighted matching, is the least size of a legal set.
     */
    int fewestUpfloaters() {
      int[] mate = pairingOfEveryTeam(false);
      List<Integer> teams = new ArrayList<>(unpaired);
      java.util.Set<Integer> resident = java.util.Set.copyOf(residents);
      int across = 0;
      for (int i = 0; i < teams.size(); i++) {
        if (mate[i] < 0) {
          return Integer.MAX_VALUE;
        }
        if (resident.contains(teams.get(i)) && !resident.contains(teams.get(mate[i]))) {
          across++;
        }
      }
      return across;
    }

    /** A pairing of every team with the most resident pairs, then (if asked) the highest scores. */
    int[] pairingOfEveryTeam(boolean scores) {
      List<Integer> teams = new ArrayList<>(unpaired);
      int n = teams.size();
      // from the lowest bit: the upfloater's score (below 2^16), a resident pair, a pair; each
      // field wider than the sum of those below over a matching
      int nb = 64 - Long.numberOfLeadingZeros(n + 1L);
      int residentAt = 17 + nb;
      int pairAt = residentAt + nb + 1;
      int limbs = org.swisschess.matching.WideInt.limbsFor(pairAt + nb + 4);
      MaximumWeightMatching matching = new MaximumWeightMatching(n, limbs);
      java.util.Set<Integer> resident = java.util.Set.copyOf(residents);
      long[] w = new long[limbs];
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          int a = teams.get(i);
          int b = teams.get(j);
          if (!mayMeet.mayMeet(a, b)) {
            continue;
          }
          boolean ra = resident.contains(a);
          boolean rb = resident.contains(b);
          Arrays.fill(w, 0);
          org.swisschess.matching.WideInt.addBit(w, 0, limbs, pairAt, 1);
          if (ra && rb) {
            org.swisschess.matching.WideInt.addBit(w, 0, limbs, residentAt, 1);
          } else if (scores && (ra || rb)) {
            org.swisschess.matching.WideInt.addBit(
                w, 0, limbs, 0, Math.max(0, Math.min((1 << 16) - 1, score(ra ? b : a))));
          }
          matching.setWeight(i, j, w, 0);
        }
      }
      return matching.solve();
    }
  }

  /**
   * [C5] (2.3.2): the score profiles of k upfloaters, best first, each as a count per group (the
   * groups highest score first), handed to {@code visitor} until it returns false. A profile's
   * upfloater scores, compared as a list in ascending order, are larger when its lowest group used
   * is higher, then when it takes fewer from that group, then, on the same terms, by what it takes
   * from the groups above: a lazy enumeration, however many profiles there are.
   *
   * @param sizes the teams of each group
   * @param k the upfloaters
   * @param visitor receives each profile (the same array, changed afterwards)
   * @return false if the visitor stopped it
   */
  static boolean inC5Order(int[] sizes, int k, java.util.function.Predicate<int[]> visitor) {
    int[] capacity = new int[sizes.length + 1];
    for (int g = 0; g < sizes.length; g++) {
      capacity[g + 1] = capacity[g] + sizes[g];
    }
    if (k > capacity[sizes.length]) {
      return true;
    }
    return visit(sizes, capacity, sizes.length, k, new int[sizes.length], visitor);
  }

  private static boolean visit(
      int[] sizes,
      int[] capacity,
      int groups,
      int k,
      int[] take,
      java.util.function.Predicate<int[]> visitor) {
    if (k == 0) {
      return visitor.test(take);
    }
    for (int lowest = 0; lowest < groups; lowest++) {
      if (capacity[lowest + 1] < k) {
        continue;
      }
      for (int c = 1; c <= Math.min(sizes[lowest], k); c++) {
        if (capacity[lowest] < k - c) {
          continue;
        }
        take[lowest] = c;
        boolean go = visit(sizes, capacity, lowest, k - c, take, visitor);
        take[lowest] = 0;
        if (!go) {
          return false;
        }
      }
    }
    return true;
  }

  private int score(int tpn) {
    return facts.team(tpn).score();
  }

  /** [C7]: upfloaters who were floaters in the previous round. */
  private int floaters(int[] set) {
    int c = 0;
    for (int t : set) {
      if (facts.team(t).floatedLastRound()) {
        c++;
      }
    }
    return c;
  }

  /**
   * [C6] (2.3.3), pass/fail (the default reading): unless the following scoregroup is now empty,
   * what is left of it can be paired in its own bracket with the parity minimum of upfloaters (none
   * if it is even, one if odd) and everything below still paired ([C1], [C3], [C4]). The following
   * scoregroup is the next score down among the teams that make the scoregroups ({@code
   * scoregroupTeams}), whether or not its teams are still unpaired: "unless all the teams in the
   * following scoregroup became or are upfloaters (thus this scoregroup is now empty)" - a
   * scoregroup emptied by the upfloaters of an earlier bracket leaves [C6] nothing to check.
   */
  boolean meetsC6(int top, int[] set, SortedSet<Integer> unpaired) {
    OptionalIntHolder next = new OptionalIntHolder();
    scoregroupTeams.stream()
        .filter(t -> score(t) < top)
        .forEach(t -> next.value = Math.max(next.value, score(t)));
    if (next.value == Integer.MIN_VALUE) {
      return true;
    }
    TreeSet<Integer> remaining = new TreeSet<>(unpaired);
    remaining.removeIf(t -> score(t) >= top);
    for (int t : set) {
      remaining.remove(t);
    }
    List<Integer> following = remaining.stream().filter(t -> score(t) == next.value).toList();
    if (following.isEmpty()) {
      return true;
    }
    TreeSet<Integer> lower = new TreeSet<>(remaining);
    lower.removeAll(following);
    if (following.size() % 2 == 0) {
      return mayMeet.pairable(following) && mayMeet.pairable(lower);
    }
    for (int u : lower) {
      List<Integer> bracket = new ArrayList<>(following);
      bracket.add(u);
      TreeSet<Integer> rest = new TreeSet<>(lower);
      rest.remove(u);
      if (mayMeet.pairable(bracket) && mayMeet.pairable(rest)) {
        return true;
      }
    }
    return false;
  }

  private static final class OptionalIntHolder {
    int value = Integer.MIN_VALUE;
  }

  private static String profileText(int[] take, List<Integer> groupScores) {
    List<String> s = new ArrayList<>();
    for (int g = 0; g < take.length; g++) {
      for (int i = 0; i < take[g]; i++) {
        s.add(Scores.text(groupScores.get(g)));
      }
    }
    return s.isEmpty() ? "none" : String.join(" ", s);
  }

  private static String c6c7(boolean c6, int c7) {
    return "[C6] " + (c6 ? "met" : "not met") + ", [C7] " + c7;
  }

  private static String text(int[] set) {
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < set.length; i++) {
      sb.append(i == 0 ? "" : ",").append(set[i]);
    }
    return sb.append(')').toString();
  }

  /**
   * The verdicts on the sets of one profile, in 3.5.4 order: compact (a byte and an int a set), the
   * sets themselves kept only for the first ones the explanation shows.
   */
  private static final class Verdicts {
    static final byte LEGAL = 0;
    static final byte BRACKET = 1;
    static final byte REST = 2;
    static final byte C6 = 3;
    static final byte C7 = 4;

    private byte[] verdicts = new byte[16];
    private boolean[] c6 = new boolean[16];
    private int[] c7 = new int[16];
    private final List<int[]> sets = new ArrayList<>();
    private int size;

    void add(int[] set, byte verdict, boolean meetsC6, int floaters, int shownBefore) {
      if (size == verdicts.length) {
        verdicts = Arrays.copyOf(verdicts, size * 2);
        c6 = Arrays.copyOf(c6, size * 2);
        c7 = Arrays.copyOf(c7, size * 2);
      }
      verdicts[size] = verdict;
      c6[size] = meetsC6;
      c7[size] = floaters;
      if (shownBefore + size < MAX_SETS_SHOWN) {
        sets.add(set);
      }
      size++;
    }

    int size() {
      return size;
    }

    byte verdict(int i) {
      return verdicts[i];
    }

    boolean c6(int i) {
      return c6[i];
    }

    int c7(int i) {
      return c7[i];
    }

    /** The set, or null if it is only counted. */
    int @Nullable [] set(int i) {
      return i < sets.size() ? sets.get(i) : null;
    }
  }
}
