package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.swisschess.api.Colour;
import org.swisschess.api.Points;

/** Dubov chapter 7: transfers that make a score group meet the standard requirement of 6.1. */
final class Transfers {

  private final RoundContext ctx;
  private final boolean guarded;

  Transfers(RoundContext ctx, boolean guarded) {
    this.ctx = ctx;
    this.guarded = guarded;
  }

  /**
   * 7.1: for a player who can meet nobody of his own score group, the player "from the next
   * possible lower score group" who may meet him: due colour opposite to his first, then highest R,
   * then lowest ARO; 2.5 may forbid the transfer. He is paired with the player in question at once
   * (README 7.1).
   */
  Optional<Entrant> partnerFor(Entrant isolated, Points score, Set<Integer> inGroup) {
    Colour wanted = isolated.seeking().opposite();
    Comparator<Entrant> order =
        Comparator.comparingInt(
                (Entrant c) -> c.seeking() == wanted && wanted != Colour.NONE ? 0 : 1)
            .thenComparing(Entrant.HIGHEST_R_LOWEST_ARO);
    return firstLowerGroup(
        score,
        inGroup,
        c ->
            ctx.limitations.mayUpfloat(c)
                && ctx.pairable(isolated, c, false)
                && (!guarded || ctx.pairable(isolated, c, true)),
        order);
  }

  /**
   * 7.2: for a score group with an odd number of players, the player from the next possible lower
   * score group who may meet at least one of them: due colour opposite to the group's dominating
   * due colour first, then highest R, then lowest ARO; 2.5 may forbid the transfer.
   */
  Optional<Entrant> forOddGroup(List<Entrant> group, Points score, Set<Integer> inGroup) {
    Colour dominating = Seekers.dominating(group);
    Colour wanted = dominating.opposite();
    Comparator<Entrant> order =
        Comparator.comparingInt(
                (Entrant c) -> c.seeking() == wanted && wanted != Colour.NONE ? 0 : 1)
            .thenComparing(Entrant.HIGHEST_R_LOWEST_ARO);
    Predicate<Entrant> meetsSomeone =
        c -> ctx.limitations.mayUpfloat(c) && group.stream().anyMatch(y -> ctx.compatible(c, y));
    return firstLowerGroup(score, inGroup, meetsSomeone, order);
  }

  private Optional<Entrant> firstLowerGroup(
      Points score, Set<Integer> inGroup, Predicate<Entrant> fits, Comparator<Entrant> order) {
    for (Map.Entry<Points, List<Entrant>> lower : ctx.unpairedScoreGroups().entrySet()) {
      if (lower.getKey().compareTo(score) >= 0) {
        continue;
      }
      // Sorted first, so that a costly guard in fits runs only until the first player who passes.
      Optional<Entrant> best =
          lower.getValue().stream()
              .filter(c -> !inGroup.contains(c.id()))
              .sorted(order)
              .filter(fits)
              .findFirst();
      if (best.isPresent()) {
        return best;
      }
    }
    return Optional.empty();
  }

  /**
   * 7.3 and 7.4: with 2n more white-seekers than black-seekers, the n whites of lowest ARO (then
   * higher R, then alphabetically) move to the black column; with 2n more blacks, the n blacks of
   * highest ARO (then lower R, then alphabetically) move to the white column. 2.6: a player who may
   * not take the other colour under 2.3 or 2.4 is not moved.
   */
  static Seekers balance(Seekers seekers, Collection<String> log) {
    int excess = seekers.whites().size() - seekers.blacks().size();
    if (excess == 0 || excess % 2 != 0) {
      return seekers;
    }
    boolean whitesExceed = excess > 0;
    List<Entrant> from = new ArrayList<>(whitesExceed ? seekers.whites() : seekers.blacks());
    List<Entrant> to = new ArrayList<>(whitesExceed ? seekers.blacks() : seekers.whites());
    Comparator<Entrant> order =
        whitesExceed
            ? Comparator.comparing(Entrant::aro)
                .thenComparing(Comparator.comparingInt(Entrant::rating).reversed())
            : Comparator.comparing(Entrant::aro).reversed().thenComparingInt(Entrant::rating);
    order = order.thenComparing(Entrant.WHITE_SEEKER_ORDER);
    Colour newColour = whitesExceed ? Colour.BLACK : Colour.WHITE;
    List<Entrant> candidates = new ArrayList<>(from);
    candidates.sort(order);
    int n = Math.abs(excess) / 2;
    List<String> moved = new ArrayList<>();
    List<String> refused = new ArrayList<>();
    for (Entrant e : candidates) {
      if (moved.size() == n) {
        break;
      }
      if (e.mayTake(newColour)) {
        from.remove(e);
        to.add(e);
        moved.add(String.valueOf(e.id()));
      } else {
        refused.add(String.valueOf(e.id()));
      }
    }
    String article = whitesExceed ? "7.3" : "7.4";
    log.add(
        article
            + ": "
            + (whitesExceed ? "white" : "black")
            + "-seekers exceed by "
            + Math.abs(excess)
            + ", moved to the "
            + RoundContext.colourName(newColour)
            + " column: "
            + String.join(" ", moved)
            + (refused.isEmpty() ? "" : "; kept by 2.6: " + String.join(" ", refused)));
    return whitesExceed ? new Seekers(from, to) : new Seekers(to, from);
  }
}
