package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.SearchLimit;

/**
 * 3.5: the set of upfloaters that joins the top-scoregroup into a bracket. 3.5.1 every team scoring
 * less than the residents may float up; 3.5.2 the sets meeting [C4] (fewest upfloaters) and [C5]
 * (their scores as high as possible, compared as a list in ascending order), judged over the sets
 * that give a legal pairing ([C1], [C3]); 3.5.3/3.5.4 those sets in the text's order ({@link
 * UpfloaterSet}); 3.5.5 the first that also meets [C6] and [C7], read as minimisations (R4): [C6]
 * met before not met, then the fewest [C7] floaters, then the text's order.
 *
 * <p>The enumeration is bounded: after {@code cap} sets tried in one bracket the best legal set
 * found is taken (or, if none was found yet, the first legal one found from there on), and the cap
 * is reported as a {@link SearchLimit} of the option {@value #CAP_OPTION}.
 */
final class UpfloaterSelection {

  static final String CAP_OPTION = "upfloater-sets";
  static final long DEFAULT_CAP = 100_000;
  private static final int MAX_REJECTIONS_SHOWN = 8;

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
    List<String> why = new ArrayList<>();
    long tried = 0;
    Optional<SearchLimit> limit = Optional.empty();
    for (int k = residents.size() % 2; k <= potential; k += 2) {
      List<int[]> profiles = profiles(groups, k);
      profiles.sort(byC5(groupScores));
      for (int[] take : profiles) {
        UpfloaterSet sets = new UpfloaterSet(groups, take);
        int @Nullable [] best = null;
        int bestC7 = Integer.MAX_VALUE;
        boolean bestC6 = false;
        int rejected = 0;
        for (int[] set = sets.next(); set != null; set = sets.next()) {
          tried++;
          if (tried > cap && limit.isEmpty()) {
            limit =
                Optional.of(
                    new SearchLimit(
                        CAP_OPTION, tried - 1, cap, "bracket of score " + Scores.text(top)));
          }
          if (limit.isPresent() && best != null) {
            break;
          }
          List<Integer> bracket = new ArrayList<>(residents);
          for (int t : set) {
            bracket.add(t);
          }
          TreeSet<Integer> rest = new TreeSet<>(unpaired);
          rest.removeAll(bracket);
          String verdict = null;
          if (!mayMeet.pairable(bracket)) {
            verdict = "no legal pairing of the bracket ([C1])";
          } else if (!mayMeet.pairable(rest)) {
            verdict = "the teams below could not all be paired ([C3])";
          }
          if (verdict != null) {
            if (rejected++ < MAX_REJECTIONS_SHOWN) {
              why.add("set " + text(set) + ": " + verdict);
            }
            continue;
          }
          boolean c6 = meetsC6(top, set, unpaired);
          int c7 = facts.lastTwoRounds() ? 0 : floaters(set);
          boolean better = best == null || (c6 && !bestC6) || (c6 == bestC6 && c7 < bestC7);
          if (better) {
            if (best != null && rejected++ < MAX_REJECTIONS_SHOWN) {
              why.add(
                  "set " + text(best) + ": " + c6c7(bestC6, bestC7) + ", a later set does better");
            }
            best = set;
            bestC6 = c6;
            bestC7 = c7;
          } else if (rejected++ < MAX_REJECTIONS_SHOWN) {
            why.add(
                "set "
                    + text(set)
                    + ": "
                    + c6c7(c6, c7)
                    + ", not better than "
                    + text(java.util.Objects.requireNonNull(best)));
          }
          if (bestC6 && bestC7 == 0) {
            break;
          }
        }
        if (rejected > MAX_REJECTIONS_SHOWN) {
          why.add("... " + (rejected - MAX_REJECTIONS_SHOWN) + " more sets not taken");
        }
        if (best != null) {
          List<Integer> ups = Arrays.stream(best).boxed().toList();
          why.add(
              0,
              "residents "
                  + residents
                  + (ups.isEmpty()
                      ? ", no upfloaters ([C4])"
                      : ", upfloaters "
                          + text(best)
                          + " ("
                          + ups.size()
                          + " by [C4], scores "
                          + profileText(take, groupScores)
                          + " by [C5], "
                          + c6c7(bestC6, bestC7)
                          + ")"));
          return Optional.of(new Choice(residents, ups, why, limit));
        }
        if (!why.isEmpty() || k > 0) {
          why.add(
              k
                  + " upfloater(s) with scores "
                  + profileText(take, groupScores)
                  + ": no legal set ([C4]/[C5] judged over legal sets)");
        }
      }
    }
    return Optional.empty();
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
  private boolean meetsC6(int top, int[] set, SortedSet<Integer> unpaired) {
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

  /** Every way to take k teams from the groups, as counts per group. */
  static List<int[]> profiles(List<List<Integer>> groups, int k) {
    List<int[]> out = new ArrayList<>();
    collect(groups, k, 0, new int[groups.size()], out);
    return out;
  }

  private static void collect(
      List<List<Integer>> groups, int left, int g, int[] take, List<int[]> out) {
    if (left == 0) {
      out.add(take.clone());
      return;
    }
    if (g == groups.size()) {
      return;
    }
    for (int m = Math.min(left, groups.get(g).size()); m >= 0; m--) {
      take[g] = m;
      collect(groups, left - m, g + 1, take, out);
    }
    take[g] = 0;
  }

  /**
   * [C5]: the profile whose upfloaters' scores, as a list in ascending order, are larger comes
   * first.
   */
  static Comparator<int[]> byC5(List<Integer> groupScores) {
    return (a, b) -> {
      int[] la = ascending(a, groupScores);
      int[] lb = ascending(b, groupScores);
      for (int i = 0; i < la.length && i < lb.length; i++) {
        if (la[i] != lb[i]) {
          return Integer.compare(lb[i], la[i]);
        }
      }
      return Integer.compare(la.length, lb.length);
    };
  }

  private static int[] ascending(int[] take, List<Integer> groupScores) {
    int[] list = new int[Arrays.stream(take).sum()];
    int k = 0;
    for (int g = take.length - 1; g >= 0; g--) {
      for (int i = 0; i < take[g]; i++) {
        list[k++] = groupScores.get(g);
      }
    }
    return list;
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
}
