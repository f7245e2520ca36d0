package org.swisschess.api;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Sorts boards the way FIDE publishes them: by the score of the higher player, then by the sum of
 * both scores, then by the rank of the higher player.
 */
public final class BoardOrder {

  private BoardOrder() {}

  /**
   * Returns the boards in publishing order.
   *
   * @param boards not null
   * @param score each player's score for this ordering (usually the score before the round)
   * @param rank each player's rank, lower is better (usually the pairing number)
   * @return a new list
   */
  public static List<Board> sort(
      Collection<Board> boards, IntFunction<Points> score, IntFunction<Integer> rank) {
    Comparator<Integer> higherFirst =
        Comparator.<Integer, Points>comparing(score::apply).reversed().thenComparing(rank::apply);
    record Keyed(Board board, Points high, Points sum, int highRank) {}
    List<Keyed> keyed = new ArrayList<>(boards.size());
    for (Board b : boards) {
      int high = higherFirst.compare(b.white(), b.black()) <= 0 ? b.white() : b.black();
      keyed.add(
          new Keyed(
              b,
              score.apply(high),
              score.apply(b.white()).plus(score.apply(b.black())),
              rank.apply(high)));
    }
    keyed.sort(
        Comparator.comparing(Keyed::high)
            .reversed()
            .thenComparing(Comparator.comparing(Keyed::sum).reversed())
            .thenComparingInt(Keyed::highRank));
    List<Board> out = new ArrayList<>(keyed.size());
    for (Keyed k : keyed) {
      out.add(k.board());
    }
    return out;
  }
}
