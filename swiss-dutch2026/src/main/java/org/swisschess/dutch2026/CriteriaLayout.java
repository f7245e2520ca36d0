package org.swisschess.dutch2026;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisschess.api.FloatDirection;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.ColourCriteria;
import org.swisschess.dutch.core.ColourPreference;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.WideInt;

/**
 * The 2026 criteria as fields of one edge weight, the same layout for every bracket of the round
 * (the whole round is one matching). Fields, from the top: [C4] completion with [C2]/[C5] (prefer
 * to pair players who may not take the PAB), [C6] pairs in the bracket, [C7] scores paired in the
 * bracket, [C8] pairs and scores paired in the next bracket, [C9] unplayed games of the PAB
 * assignee, [C10]-[C13] colours, [C14]-[C17] repeated floats, [C18]-[C21] their scores, then the
 * generation-order bits of the bracket pairer.
 *
 * <p>"Scores" fields have one sub-field per scoregroup of the round, lowest score lowest, each wide
 * enough to count the group's players: a pair adds one at its higher player's group, so that the
 * players paired, compared from the highest score down, are as high as they can be.
 */
final class CriteriaLayout {

  private final AbsoluteCriteria absolute;
  private final int playedRounds;
  private final Map<Integer, Integer> groupShift = new HashMap<>();
  /** Width of a count of players of one scoregroup (the largest group). */
  final int groupBits;
  /** Width of a field with a sub-field per scoregroup. */
  final int scoresBits;
  final int limbs;
  private final int top;
  private final int pairs;
  private final int scores;
  private final int nextPairs;
  private final int nextScores;
  private final int unplayed;
  private final int c10;
  private final int c11;
  private final int c12;
  private final int c13;
  private final int[] repeatedDownfloats = new int[3]; // [C14]/[C16] at [1]/[2]
  private final int[] repeatedUpfloats = new int[3]; // [C15]/[C17]
  private final int[] repeatedDownfloatScores = new int[3]; // [C18]/[C20]
  private final int[] repeatedUpfloatScores = new int[3]; // [C19]/[C21]

  CriteriaLayout(List<Entrant> sorted, AbsoluteCriteria absolute, int playedRounds) {
    this.absolute = absolute;
    this.playedRounds = playedRounds;
    int shift = 0;
    int largest = 0;
    int count = 0;
    for (int i = sorted.size() - 1; i >= 0; i--) {
      count++;
      int score = sorted.get(i).score;
      if (i == 0 || sorted.get(i - 1).score > score) {
        groupShift.put(score, shift);
        shift += bitsToRepresent(count);
        largest = Math.max(largest, count);
        count = 0;
      }
    }
    scoresBits = shift;
    groupBits = bitsToRepresent(largest);

    int pos = 1 + 3 * groupBits; // generation order (BracketPairer)
    if (playedRounds > 1) {
      repeatedUpfloatScores[2] = pos;
      pos += scoresBits;
      repeatedDownfloatScores[2] = pos;
      pos += scoresBits;
    }
    if (playedRounds > 0) {
      repeatedUpfloatScores[1] = pos;
      pos += scoresBits;
      repeatedDownfloatScores[1] = pos;
      pos += scoresBits;
    }
    if (playedRounds > 1) {
      repeatedUpfloats[2] = pos;
      pos += groupBits;
      repeatedDownfloats[2] = pos;
      pos += groupBits;
    }
    if (playedRounds > 0) {
      repeatedUpfloats[1] = pos;
      pos += groupBits;
      repeatedDownfloats[1] = pos;
      pos += groupBits;
    }
    c13 = pos;
    pos += groupBits;
    c12 = pos;
    pos += groupBits;
    c11 = pos;
    pos += groupBits;
    c10 = pos;
    pos += groupBits;
    unplayed = pos;
    pos += 2 * groupBits;
    nextScores = pos;
    pos += scoresBits;
    nextPairs = pos;
    pos += groupBits;
    scores = pos;
    pos += scoresBits;
    pairs = pos;
    pos += groupBits;
    top = pos;
    limbs = WideInt.limbsFor(top + 4);
  }

  static int bitsToRepresent(int value) {
    return 32 - Integer.numberOfLeadingZeros(value);
  }

  /** The position of a score's sub-field within a "scores" field. */
  int groupShift(int score) {
    Integer s = groupShift.get(score);
    if (s == null) {
      throw new IllegalStateException("score " + score + " not laid out");
    }
    return s;
  }

  /** A weight above every edge weight (all ones up to the top field), for pairs already fixed. */
  void fixedPairWeight(long[] w, int wo) {
    WideInt.setZero(w, wo, limbs);
    WideInt.addBit(w, wo, limbs, top + 2, 1);
    WideInt.addBit(w, wo, limbs, 0, -1);
  }

  /**
   * The weight that finds the PAB assignee's score before any bracket ([C5]): complete the round
   * with an eligible player left over ([C4], [C2]), then pair the highest scoregroups (the sum of the
   * paired players' sub-field positions grows with their scores), then the top group.
   */
  void byeScoreWeight(Entrant higher, Entrant lower, boolean lowerInTopGroup, long[] w, int wo) {
    WideInt.setZero(w, wo, limbs);
    if (!absolute.compatible(higher, lower)) {
      return;
    }
    long completion = 1 + (higher.mayGetBye ? 0 : 1) + (lower.mayGetBye ? 0 : 1);
    WideInt.addBit(w, wo, limbs, scoresBits + groupBits, completion);
    WideInt.addBit(w, wo, limbs, groupBits, groupShift(higher.score) + groupShift(lower.score));
    if (lowerInTopGroup) {
      WideInt.addBit(w, wo, limbs, 0, 1);
    }
  }

  /**
   * Writes the weight of a pair, higher-ranked first.
   *
   * @param state the round's PAB decisions ([C5] score, [C9] scope and ranks)
   * @param lowerInBracket the lower player is in the bracket being paired
   * @param lowerInNext the lower player is in the next scoregroup
   */
  void edgeWeight(Entrant h, Entrant l, boolean lowerInBracket, boolean lowerInNext, ByeState state, long[] w,
      int wo) {
    WideInt.setZero(w, wo, limbs);
    if (!absolute.compatible(h, l)) {
      return;
    }
    // [C4] completion, with [C2]/[C5]: rather pair players who cannot be the PAB assignee.
    WideInt.addBit(w, wo, limbs, top, 1 + (state.candidate(h) ? 0 : 1) + (state.candidate(l) ? 0 : 1));
    if (lowerInBracket) {
      WideInt.addBit(w, wo, limbs, pairs, 1); // [C6]
      WideInt.addBit(w, wo, limbs, scores + groupShift(h.score), 1); // [C7]
    }
    if (lowerInNext) {
      WideInt.addBit(w, wo, limbs, nextPairs, 1); // [C8]
      WideInt.addBit(w, wo, limbs, nextScores + groupShift(h.score), 1);
    }
    if (state.singleDownfloaterIsAssignee) {
      // [C9]: pair those at the assignee's score who missed more games.
      if (h.score == state.score) {
        WideInt.addBit(w, wo, limbs, unplayed, state.unplayedRank(h));
      }
      if (l.score == state.score) {
        WideInt.addBit(w, wo, limbs, unplayed, state.unplayedRank(l));
      }
    }
    if (!lowerInBracket) {
      return;
    }
    addColourCriteria(l.colour, h.colour, w, wo);
    for (int back = 1; back <= 2 && back <= playedRounds; back++) {
      FloatDirection fl = l.floatRoundsBack(back);
      FloatDirection fh = h.floatRoundsBack(back);
      int count = (fl == FloatDirection.DOWN ? 1 : 0) + (h.score <= l.score && fh == FloatDirection.DOWN ? 1 : 0);
      WideInt.addBit(w, wo, limbs, repeatedDownfloats[back], count);
      boolean upfloatRepeated = h.score > l.score && fl == FloatDirection.UP;
      if (!upfloatRepeated) {
        WideInt.addBit(w, wo, limbs, repeatedUpfloats[back], 1);
      }
    }
    for (int back = 1; back <= 2 && back <= playedRounds; back++) {
      FloatDirection fl = l.floatRoundsBack(back);
      FloatDirection fh = h.floatRoundsBack(back);
      if (fl == FloatDirection.DOWN) {
        WideInt.addBit(w, wo, limbs, repeatedDownfloatScores[back] + groupShift(l.score), 1);
      }
      if (fh == FloatDirection.DOWN) {
        WideInt.addBit(w, wo, limbs, repeatedDownfloatScores[back] + groupShift(h.score), 1);
      }
      if (!(fl == FloatDirection.UP && h.score > l.score)) {
        WideInt.addBit(w, wo, limbs, repeatedUpfloatScores[back] + groupShift(h.score), 1);
      }
    }
  }

  /** [C10]-[C13], one unit per pair that meets the criterion. */
  private void addColourCriteria(ColourPreference a, ColourPreference b, long[] w, int wo) {
    if (ColourCriteria.keepsDifferenceWithinTwo(a, b)) {
      WideInt.addBit(w, wo, limbs, c10, 1);
    }
    if (ColourCriteria.avoidsThirdColourInARow(a, b)) {
      WideInt.addBit(w, wo, limbs, c11, 1);
    }
    if (ColourCriteria.grantsPreferences(a, b)) {
      WideInt.addBit(w, wo, limbs, c12, 1);
    }
    if (ColourCriteria.grantsStrongPreferences(a, b)) {
      WideInt.addBit(w, wo, limbs, c13, 1);
    }
  }
}
