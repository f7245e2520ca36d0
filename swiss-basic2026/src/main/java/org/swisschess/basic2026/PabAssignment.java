package org.swisschess.basic2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.swisschess.matching.CardinalityMatching;
import org.swisschess.matching.GallaiEdmonds;

/**
 * The pairing-allocated bye as the 2026 Dubov (C.04.4.1) and Burstein (C.04.4.2) texts assign it,
 * in the same words, before any bracket is paired (1.9.2), in their Article 3.1: the PAB goes to
 * the player who
 *
 * <ol>
 *   <li>(3.1.1) [C2] allows ({@link ByeEligibility});
 *   <li>(3.1.2) leaves the others a complete pairing under [C1] and [C3] ([C4]);
 *   <li>(3.1.3) has the lowest score;
 *   <li>(3.1.4) has played the most games;
 *   <li>(3.1.5) is the lowest in the round's ranking order (Dubov: the largest TPN, its order being
 *       score then TPN; Burstein: the lowest by 1.8).
 * </ol>
 *
 * <p>One maximum matching of the {@link MayMeet} graph says both whether a complete pairing exists
 * and who can be left out of one: the deficient vertices of the Gallai-Edmonds decomposition, when
 * that matching misses one player only.
 */
public final class PabAssignment {

  private PabAssignment() {}

  /**
   * What 3.1 decided.
   *
   * @param players the number of players to pair
   * @param maximumPairs the most pairs [C1] and [C3] allow among them
   * @param eligible whether [C2] allows anyone the bye (3.1.1)
   * @param bye the player who gets it; empty for an even number of players, or when nobody can
   * @param passedOver the players [C2] allows, in the order of 3.1.3-3.1.5, whom 3.1.2 passed over
   *     before the one chosen (all of them when nobody can have it)
   */
  public record Result(
      int players,
      int maximumPairs,
      boolean eligible,
      Optional<RoundPlayer> bye,
      List<RoundPlayer> passedOver) {

    /** Copies the list. */
    public Result {
      passedOver = List.copyOf(passedOver);
    }

    /**
     * Returns whether [C1] and [C3] let every player be paired (all but one for an odd number):
     * else 1.9.3 sends the round to the Chief Arbiter.
     *
     * @return whether a complete pairing exists
     */
    public boolean completePairingExists() {
      return maximumPairs == players / 2;
    }

    /**
     * Returns whether the round is paired: a complete pairing exists and, for an odd number of
     * players, someone has the bye.
     *
     * @return false when 1.9.3 applies
     */
    public boolean assigned() {
      return completePairingExists() && (players % 2 == 0 || bye.isPresent());
    }
  }

  /**
   * Assigns the pairing-allocated bye of a round.
   *
   * @param rankingOrder everyone to pair this round, in the round's ranking order (3.1.5: the last
   *     is the lowest)
   * @param mayMeet the round's [C1] and [C3]
   * @return never null; {@link Result#assigned()} says whether 1.9.3 applies
   */
  public static Result assign(List<RoundPlayer> rankingOrder, MayMeet mayMeet) {
    int n = rankingOrder.size();
    GallaiEdmonds ge = CardinalityMatching.decompose(mayMeet.adjacency(rankingOrder));
    List<Integer> candidates = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (mayMeet.mayReceivePab(rankingOrder.get(i))) { // 3.1.1, [C2] (and an imposition)
        candidates.add(i);
      }
    }
    if (n % 2 == 0) {
      return new Result(n, ge.pairs(), !candidates.isEmpty(), Optional.empty(), List.of());
    }
    candidates.sort(byTheText(rankingOrder));
    boolean nearPerfect = 2 * ge.pairs() == n - 1;
    List<RoundPlayer> passed = new ArrayList<>();
    for (int i : candidates) {
      RoundPlayer c = rankingOrder.get(i);
      if (nearPerfect && ge.isDeficient(i)) { // 3.1.2, [C4]
        return new Result(n, ge.pairs(), true, Optional.of(c), passed);
      }
      passed.add(c);
    }
    return new Result(n, ge.pairs(), !candidates.isEmpty(), Optional.empty(), passed);
  }

  /** 3.1.3-3.1.5 on indices into the ranking order: lowest score, most games, lowest ranked. */
  private static Comparator<Integer> byTheText(List<RoundPlayer> rankingOrder) {
    return Comparator.<Integer, RoundPlayer>comparing(
            rankingOrder::get, Comparator.comparing(RoundPlayer::score))
        .thenComparing(
            rankingOrder::get, Comparator.comparingInt(RoundPlayer::gamesPlayed).reversed())
        .thenComparing(Comparator.<Integer>reverseOrder());
  }
}
