package org.swisschess.burstein2026;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.swisschess.api.Points;
import org.swisschess.matching.WideInt;

/**
 * The criteria of Article 2 as the weight of a pair in one matching over every player not yet
 * paired in the round. The layout is fixed for the round (one field per score of the round), so
 * that the matching is built once and each bracket changes only the pairs of its own players and of
 * the following scoregroup. The fields, most important first, each wide enough that no sum over a
 * matching reaches the next:
 *
 * <ol>
 *   <li>completion, [C4] (2.2): every compatible pair counts one, so an optimum pairs everyone;
 *   <li>[C5] (2.3.1): pairs inside the bracket;
 *   <li>[C6] (2.3.2): per score, highest first, the bracket's players paired inside it (the
 *       outgoing floaters' scores, sorted high to low, are then the lowest);
 *   <li>[C7] (2.3.3): the same two quantities ([C5], [C6]) for the following bracket, the bracket's
 *       outgoing floaters with the next scoregroup ([C1]-[C4] hold in every pairing considered);
 *   <li>[C8] (2.3.4): bracket pairs in which both players get their colour preference;
 *   <li>a field that the 4.3 search raises on one pair to ask whether an optimum holds it;
 *   <li>a hint, below everything the rules weigh: (b - a)^2 for a bracket pair of BSNs a < b,
 *       which makes the fold (1 v n, 2 v n-1, ...) the heaviest free pairing, so that the
 *       optimum in hand is most often already the first in the order of 4.3. It only chooses among
 *       pairings equal on [C4]-[C8]; the search never takes it for an answer (see {@link
 *       BracketPairing}).
 * </ol>
 */
final class CriteriaWeights {

  final int limbs;

  /** Where the 4.3 search's field is: the hint lies in the bits below it. */
  final int searchBit;

  private final int c8;
  private final int c7Pairs;
  private final int c5;
  private final int complete;
  private final Map<Points, Integer> c6Field = new TreeMap<>();
  private final Map<Points, Integer> c7Field = new TreeMap<>();

  /**
   * @param scores the pairing scores of the round's players
   * @param vertices the players of the matching
   */
  CriteriaWeights(Collection<Points> scores, int vertices) {
    int width = 33 - Integer.numberOfLeadingZeros(Math.max(1, vertices)) + 1;
    long n = Math.max(1, vertices);
    int position = 65 - Long.numberOfLeadingZeros(n * n * n); // the hint: n/2 pairs of at most n^2
    searchBit = position;
    position += width;
    c8 = position;
    position += width;
    TreeSet<Points> distinct = new TreeSet<>(scores);
    for (Points s : distinct) { // ascending: the highest score gets the highest field
      c7Field.put(s, position);
      position += width;
    }
    c7Pairs = position;
    position += width;
    for (Points s : distinct) {
      c6Field.put(s, position);
      position += width;
    }
    c5 = position;
    position += width;
    complete = position;
    position += width;
    limbs = WideInt.limbsFor(position + 2);
  }

  /** The weight of a compatible pair outside the bracket and the following scoregroup. */
  void completionOnly(long[] out) {
    WideInt.setZero(out, 0, limbs);
    WideInt.addBit(out, 0, limbs, complete, 1);
  }

  /**
   * The weight of a compatible pair of the bracket or the following scoregroup.
   *
   * @param bothInBracket whether both are the bracket's players
   * @param spread the difference of their BSNs when both are the bracket's
   * @param colourConflict whether both prefer the same colour (one will not get it)
   */
  void weight(
      boolean bothInBracket,
      Points scoreA,
      Points scoreB,
      boolean colourConflict,
      long spread,
      long[] out) {
    completionOnly(out);
    if (bothInBracket) {
      WideInt.addBit(out, 0, limbs, c5, 1);
      WideInt.addBit(out, 0, limbs, c6Field.get(scoreA), 1);
      WideInt.addBit(out, 0, limbs, c6Field.get(scoreB), 1);
      if (!colourConflict) {
        WideInt.addBit(out, 0, limbs, c8, 1);
      }
      WideInt.addBit(out, 0, limbs, 0, spread * spread);
    } else {
      WideInt.addBit(out, 0, limbs, c7Pairs, 1);
      WideInt.addBit(out, 0, limbs, c7Field.get(scoreA), 1);
      WideInt.addBit(out, 0, limbs, c7Field.get(scoreB), 1);
    }
  }
}
