package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Dubov 6.2 to 6.4: pairs one score group's white-seekers against its black-seekers and names the
 * floaters when not everybody can be paired.
 */
final class StandardProcedure {

  private final RoundContext ctx;
  private final boolean guarded;
  private final List<String> log;

  StandardProcedure(RoundContext ctx, boolean guarded, List<String> log) {
    this.ctx = ctx;
    this.guarded = guarded;
    this.log = log;
  }

  /**
   * Pairs what it can of {@code seekers} and returns the floaters of 6.4.
   *
   * @param seekers the columns after the transfers of chapter 7
   * @param cameDown ids of players who came down as floaters from higher score groups this round
   * @param pairableBelow whether a player can be paired in the next lower score group
   */
  List<Entrant> pair(Seekers seekers, Set<Integer> cameDown, Predicate<Entrant> pairableBelow) {
    List<Entrant> whites = seekers.whites();
    List<Entrant> blacks = seekers.blacks();
    if (whites.size() == blacks.size() && (!guarded || restPairableWithout(seekers.all()))) {
      Optional<int[]> rows =
          RowAssignment.first(
              whites.size(), (w, b) -> ctx.compatible(whites.get(w), blacks.get(b)));
      if (rows.isPresent()) {
        int[] blackOf = rows.get();
        for (int k = 0; k < whites.size(); k++) {
          pairAndLog(whites.get(k), blacks.get(blackOf[k]), k == blackOf[k] ? "6.2" : "6.3");
        }
        return List.of();
      }
    }
    // Guarded (README 9-a), the floaters are chosen by the same preference, among the choices that
    // leave the floaters and the players below pairable; the group's other players are then paired
    // within the group as in the unguarded case, which can no longer hurt the players below.
    List<Entrant> floaters = chooseFloaters(seekers.all(), cameDown, pairableBelow);
    Set<Entrant> out = new HashSet<>(floaters);
    List<Entrant> ws = new ArrayList<>(whites);
    ws.removeAll(out);
    List<Entrant> bs = new ArrayList<>(blacks);
    bs.removeAll(out);
    if (guarded && !floaters.isEmpty() && ws.size() + bs.size() > 0) {
      // README 9-a: 6.4 before 6.2/6.3, so the columns of 6.2 are those of the players who stay,
      // balanced by 7.3/7.4 without the floaters (who were counted in the group's first balance)
      List<Entrant> stay = new ArrayList<>(ws);
      stay.addAll(bs);
      log.add("6.4 first (README 9-a): floaters " + ids(floaters) + "; the others' columns again");
      Seekers again = Transfers.balance(Seekers.split(stay), log);
      ws = new ArrayList<>(again.whites());
      bs = new ArrayList<>(again.blacks());
      log.add("6.2 white-seekers by ARO: " + ids(ws));
      log.add("6.2 black-seekers by R: " + ids(bs));
    }
    Set<Entrant> open = new HashSet<>(ws);
    open.addAll(bs);
    List<Entrant> left = new ArrayList<>(floaters);
    pairInOrder(ws, bs, open, left);
    pairInOrder(bs, List.of(), open, left);
    if (!left.isEmpty()) {
      log.add("6.4: floaters to the next lower score group: " + ids(left));
    }
    return left;
  }

  /**
   * 6.3: each player of {@code column}, in order, takes the first possible opponent among the
   * {@code others} (the black column), then among his own column below him, then above him.
   */
  private void pairInOrder(
      List<Entrant> column, List<Entrant> others, Set<Entrant> open, List<Entrant> left) {
    for (int k = 0; k < column.size(); k++) {
      Entrant x = column.get(k);
      if (!open.contains(x)) {
        continue;
      }
      List<Entrant> candidates = new ArrayList<>(others);
      candidates.addAll(column.subList(k + 1, column.size()));
      List<Entrant> above = new ArrayList<>(column.subList(0, k));
      java.util.Collections.reverse(above);
      candidates.addAll(above);
      Optional<Entrant> partner =
          candidates.stream().filter(c -> open.contains(c) && acceptable(x, c, open)).findFirst();
      open.remove(x);
      if (partner.isEmpty()) {
        left.add(x);
        continue;
      }
      open.remove(partner.get());
      pairAndLog(x, partner.get(), "6.3");
    }
  }

  private boolean acceptable(Entrant x, Entrant c, Set<Entrant> open) {
    if (!ctx.compatible(x, c)) {
      return false;
    }
    // The floaters are already set aside: the rest must still pair completely within the group.
    int[] rest =
        open.stream().filter(e -> !e.equals(x) && !e.equals(c)).mapToInt(Entrant::index).toArray();
    return ctx.perfect(rest, ctx.compatibility());
  }

  /**
   * 6.4: as few floaters as the group allows, chosen by preference: not a floater from a higher
   * group and pairable below, not a floater and not pairable below, a floater and pairable below, a
   * floater and not pairable below; within a class the lowest R, then the highest ARO (README 6.4).
   */
  private List<Entrant> chooseFloaters(
      List<Entrant> group, Set<Integer> cameDown, Predicate<Entrant> pairableBelow) {
    int[] all = group.stream().mapToInt(Entrant::index).toArray();
    int target = ctx.maximumMatching(all);
    int count = group.size() - 2 * target;
    List<Entrant> ordered = floaterPreference(group, cameDown, pairableBelow);
    if (!guarded) {
      return firstFloaters(ordered, group, count, target);
    }
    // Guarded: the fewest floaters, by the same preference, that leave the floaters and everybody
    // below pairable while the rest of the group pairs among itself. More floaters than the group
    // alone needs may be required; with the whole group floating it always works (the round was
    // pairable before this group).
    // Every set of k is tried, in the order of preference (the set holding the most preferred
    // floater first, then the next, ...), not only the first k that may still float: that set can
    // leave the rest of the group unpairable where another set of k does not (6.4: the aim is to
    // pair every player within his score group, so no more floaters than needed).
    for (int k = count; k <= group.size(); k += 2) {
      List<Entrant> floaters = new ArrayList<>();
      int[] budget = {FLOATER_SETS_PER_SIZE};
      if (firstWorkingSet(group, ordered, 0, k, floaters, budget)) {
        return floaters;
      }
    }
    return group;
  }

  /** How many candidate sets of one size the guarded 6.4 looks at before it tries a larger size. */
  private static final int FLOATER_SETS_PER_SIZE = 20_000;

  /**
   * Depth first over the sets of {@code k} floaters from {@code ordered.subList(from, ...)} added
   * to {@code floaters}, in the order of preference; each prefix must still be able to float.
   */
  private boolean firstWorkingSet(
      List<Entrant> group,
      List<Entrant> ordered,
      int from,
      int k,
      List<Entrant> floaters,
      int[] budget) {
    if (floaters.size() == k) {
      return floatersWork(group, floaters);
    }
    for (int i = from; i <= ordered.size() - (k - floaters.size()); i++) {
      if (budget[0]-- <= 0) {
        return false;
      }
      floaters.add(ordered.get(i));
      if (mayStillFloat(group, floaters)
          && firstWorkingSet(group, ordered, i + 1, k, floaters, budget)) {
        return true;
      }
      floaters.remove(floaters.size() - 1);
    }
    return false;
  }

  /** 6.4's order of preference for the floaters, with the module's own ties (README 6.4). */
  private static List<Entrant> floaterPreference(
      List<Entrant> group, Set<Integer> cameDown, Predicate<Entrant> pairableBelow) {
    Comparator<Entrant> preference =
        Comparator.comparingInt(
                (Entrant e) ->
                    (cameDown.contains(e.id()) ? 2 : 0) + (pairableBelow.test(e) ? 0 : 1))
            .thenComparingInt(Entrant::rating)
            .thenComparing(Comparator.comparing(Entrant::aro).reversed())
            .thenComparing(Entrant.WHITE_SEEKER_ORDER);
    List<Entrant> ordered = new ArrayList<>(group);
    ordered.sort(preference);
    return ordered;
  }

  /** Unguarded: the first {@code count} in order whose leaving keeps the group's best matching. */
  private List<Entrant> firstFloaters(
      List<Entrant> ordered, List<Entrant> group, int count, int target) {
    List<Entrant> floaters = new ArrayList<>();
    Set<Entrant> remaining = new HashSet<>(group);
    for (Entrant x : ordered) {
      if (floaters.size() == count) {
        break;
      }
      remaining.remove(x);
      int[] rest = remaining.stream().mapToInt(Entrant::index).toArray();
      if (ctx.maximumMatching(rest) == target) {
        floaters.add(x);
      } else {
        remaining.add(x);
      }
    }
    return floaters;
  }

  /**
   * Whether the chosen floaters can still be part of a complete pairing of the round: with their
   * pairings inside the group left out (they float), every unpaired player can still be paired.
   * Other players of the group may still pair inside or float.
   */
  private boolean mayStillFloat(List<Entrant> group, List<Entrant> floaters) {
    boolean[][] without = withoutGroupPairs(floaters, group);
    return ctx.perfect(unpairedIndices(), without);
  }

  /**
   * Whether exactly these floaters work: the rest of the group pairs completely among itself, and
   * the floaters with every unpaired player outside the group pair completely.
   */
  private boolean floatersWork(List<Entrant> group, List<Entrant> floaters) {
    Set<Entrant> out = new HashSet<>(floaters);
    int[] stay = group.stream().filter(e -> !out.contains(e)).mapToInt(Entrant::index).toArray();
    Set<Integer> inGroup = new HashSet<>();
    group.forEach(e -> inGroup.add(e.index()));
    int[] below =
        java.util.Arrays.stream(unpairedIndices())
            .filter(i -> !inGroup.contains(i) || out.contains(ctx.entrant(i)))
            .toArray();
    return ctx.perfect(stay, ctx.compatibility()) && ctx.perfect(below, ctx.compatibility());
  }

  /** Whether the unpaired players outside {@code group} can all be paired among themselves. */
  private boolean restPairableWithout(List<Entrant> group) {
    Set<Integer> inGroup = new HashSet<>();
    group.forEach(e -> inGroup.add(e.index()));
    int[] rest =
        java.util.Arrays.stream(unpairedIndices()).filter(i -> !inGroup.contains(i)).toArray();
    return ctx.perfect(rest, ctx.compatibility());
  }

  private int[] unpairedIndices() {
    return ctx.unpairedEntrants().stream().mapToInt(Entrant::index).toArray();
  }

  /** The compatibility table with the floaters' pairings inside the group removed. */
  private boolean[][] withoutGroupPairs(List<Entrant> floaters, List<Entrant> group) {
    boolean[][] base = ctx.compatibility();
    boolean[][] copy = new boolean[base.length][];
    for (int i = 0; i < base.length; i++) {
      copy[i] = base[i].clone();
    }
    for (Entrant f : floaters) {
      for (Entrant g : group) {
        if (!floaters.contains(g)) {
          copy[f.index()][g.index()] = false;
          copy[g.index()][f.index()] = false;
        }
      }
    }
    return copy;
  }

  private void pairAndLog(Entrant a, Entrant b, String article) {
    ctx.pair(a, b);
    log.add(article + ": " + a.id() + " - " + b.id());
  }

  static String ids(List<Entrant> list) {
    StringBuilder sb = new StringBuilder();
    for (Entrant e : list) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(e.id());
    }
    return sb.toString();
  }
}
