package org.swisschess.burstein2026;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.swisschess.api.Points;
import org.swisschess.matching.WideInt;

/**
 * The criteria of Article 2 as the weight of a pair in one matching: the bracket's players first
 * (in BSN order), then the following scoregroup, then (in the full form) the rest. The fields, most
 * important first, each wide enough that no sum over a matching reaches the next:
 *
 * <ol>
 *   <li>completion, [C4] (2.2), in the full form only: every compatible pair counts one, so an
 *       optimum pairs everyone (the compact form leaves [C4] to {@link Completion}: its pairs all
 *       weigh something for [C5] or [C7], and a maximum-weight matching leaves single whom it
 *       must);
 *   <li>[C5] (2.3.1): pairs inside the bracket;
 *   <li>[C6] (2.3.2): per score of the bracket, highest first, the players paired inside it (the
 *       outgoing floaters' scores, sorted high to low, are then the lowest);
 *   <li>[C7] (2.3.3): the same two quantities ([C5], [C6]) for the following bracket, the bracket's
 *       outgoing floaters with the next scoregroup ([C1]-[C4] hold in every pairing considered);
 *   <li>[C8] (2.3.4): bracket pairs in which both players get their colour preference;
 *   <li>a bit that the 4.3 search sets on one pair to ask whether an optimum holds it.
 * </ol>
 *
 * <p>No field orders the pairings that tie on these (the first version had a hint below them, (b -
 * a)^2 for a bracket pair, to make the fold the heaviest): with the matching holding the bracket
 * alone, ties keep the weights few and the solver's per-weight work small, and the tight-cycle
 * shortcut settles most of the 4.3 search's questions among tied optima; rounds of 1,000 and 2,000
 * players took a half to a third of the CPU time without it.
 */
final class CriteriaWeights {

  final int bracketSize;
  final int followingSize;
  final int limbs;

  /** Where the 4.3 search's bit is: the lowest. */
  final int searchBit;

  private final int width;
  private final int c8;
  private final int c7Pairs;
  private final int c5;
  private final int complete;
  private final boolean completion;
  private final Map<Points, Integer> c6Field = new TreeMap<>();
  private final Map<Points, Integer> c7Field = new TreeMap<>();

  /**
   * @param bracketScores the pairing score of each bracket player, in BSN order
   * @param followingScores the pairing scores of the following scoregroup's players
   * @param vertices all the players of the matching
   * @param completion whether every pair also weighs one for [C4] (the full form)
   */
  CriteriaWeights(
      List<Points> bracketScores, List<Points> followingScores, int vertices, boolean completion) {
    this.bracketSize = bracketScores.size();
    this.followingSize = followingScores.size();
    this.completion = completion;
    this.width = 33 - Integer.numberOfLeadingZeros(Math.max(1, vertices)) + 1;
    int position = 0;
    searchBit = position;
    position += width; // the 4.3 search's bit, summed over the fixed pairs
    c8 = position;
    position += width;
    TreeMap<Points, Boolean> following = new TreeMap<>();
    bracketScores.forEach(s -> following.put(s, true));
    followingScores.forEach(s -> following.put(s, true));
    if (followingSize > 0) {
      for (Points s : following.keySet()) { // ascending: the highest score gets the highest field
        c7Field.put(s, position);
        position += width;
      }
    }
    c7Pairs = position;
    position += width;
    TreeMap<Points, Boolean> bracket = new TreeMap<>();
    bracketScores.forEach(s -> bracket.put(s, true));
    for (Points s : bracket.keySet()) {
      c6Field.put(s, position);
      position += width;
    }
    c5 = position;
    position += width;
    complete = position;
    position += width;
    limbs = WideInt.limbsFor(position + 2);
  }

  /**
   * Writes the weight of the pair of vertices {@code a < b} into {@code out}.
   *
   * @param colourConflict whether both players prefer the same colour (one will not get it)
   */
  void weight(int a, int b, Points scoreA, Points scoreB, boolean colourConflict, long[] out) {
    WideInt.setZero(out, 0, limbs);
    if (completion) {
      WideInt.addBit(out, 0, limbs, complete, 1);
    }
    boolean aIn = a < bracketSize;
    boolean bIn = b < bracketSize;
    if (aIn && bIn) {
      WideInt.addBit(out, 0, limbs, c5, 1);
      WideInt.addBit(out, 0, limbs, requireNonNull(c6Field.get(scoreA)), 1);
      WideInt.addBit(out, 0, limbs, requireNonNull(c6Field.get(scoreB)), 1);
      if (!colourConflict) {
        WideInt.addBit(out, 0, limbs, c8, 1);
      }
    } else if (followingSize > 0
        && a < bracketSize + followingSize
        && b < bracketSize + followingSize) {
      WideInt.addBit(out, 0, limbs, c7Pairs, 1);
      WideInt.addBit(out, 0, limbs, requireNonNull(c7Field.get(scoreA)), 1);
      WideInt.addBit(out, 0, limbs, requireNonNull(c7Field.get(scoreB)), 1);
    }
  }
}
