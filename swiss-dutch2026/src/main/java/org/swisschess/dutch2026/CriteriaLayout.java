package org.swisschess.dutch2026;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.swisschess.api.FloatDirection;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.ColourCriteria;
import org.swisschess.dutch.core.ColourPreference;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.matching.WideInt;

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

  /**
   * Every field by name ("pairs", "scores@12", ...): position and width, for {@link #translate}.
   */
  private final Map<String, int[]> fields = new LinkedHashMap<>();

  /** The layout of the whole round: a sub-field for every scoregroup. */
  CriteriaLayout(List<Entrant> sorted, AbsoluteCriteria absolute, int playedRounds) {
    this(sorted, scoresOf(sorted), absolute, playedRounds);
  }

  /**
   * A layout with sub-fields for some scores only: a bracket's matching holds no other score in its
   * "scores" fields, and fewer limbs make every slack cheaper.
   *
   * @param sorted every player of the round, for the widths (a sub-field counts at most the players
   *     of its scoregroup)
   * @param laidOut the scores that get a sub-field
   */
  CriteriaLayout(
      List<Entrant> sorted, Set<Integer> laidOut, AbsoluteCriteria absolute, int playedRounds) {
    this.absolute = absolute;
    this.playedRounds = playedRounds;
    Map<Integer, Integer> counts = new TreeMap<>();
    for (Entrant e : sorted) {
      counts.merge(e.score, 1, Integer::sum);
    }
    int shift = 0;
    int largest = 0;
    for (Map.Entry<Integer, Integer> group : counts.entrySet()) { // lowest score first
      largest = Math.max(largest, group.getValue());
      if (laidOut.contains(group.getKey())) {
        groupShift.put(group.getKey(), shift);
        shift += bitsToRepresent(group.getValue());
      }
    }
    scoresBits = shift;
    groupBits = bitsToRepresent(largest);

    int pos = 1 + 3 * groupBits; // generation order (BracketPairer)
    field("order", 0, pos);
    if (playedRounds > 1) {
      repeatedUpfloatScores[2] = pos;
      pos = scoresField("upfloatScores2", pos, counts);
      repeatedDownfloatScores[2] = pos;
      pos = scoresField("downfloatScores2", pos, counts);
    }
    if (playedRounds > 0) {
      repeatedUpfloatScores[1] = pos;
      pos = scoresField("upfloatScores1", pos, counts);
      repeatedDownfloatScores[1] = pos;
      pos = scoresField("downfloatScores1", pos, counts);
    }
    if (playedRounds > 1) {
      repeatedUpfloats[2] = pos;
      pos = field("upfloats2", pos, groupBits);
      repeatedDownfloats[2] = pos;
      pos = field("downfloats2", pos, groupBits);
    }
    if (playedRounds > 0) {
      repeatedUpfloats[1] = pos;
      pos = field("upfloats1", pos, groupBits);
      repeatedDownfloats[1] = pos;
      pos = field("downfloats1", pos, groupBits);
    }
    c13 = pos;
    pos = field("c13", pos, groupBits);
    c12 = pos;
    pos = field("c12", pos, groupBits);
    c11 = pos;
    pos = field("c11", pos, groupBits);
    c10 = pos;
    pos = field("c10", pos, groupBits);
    unplayed = pos;
    pos = field("unplayed", pos, 2 * groupBits);
    nextScores = pos;
    pos = scoresField("nextScores", pos, counts);
    nextPairs = pos;
    pos = field("nextPairs", pos, groupBits);
    scores = pos;
    pos = scoresField("scores", pos, counts);
    pairs = pos;
    pos = field("pairs", pos, groupBits);
    top = pos;
    field("top", pos, 4);
    limbs = WideInt.limbsFor(top + 4);
  }

  /** The players' scores: for a bracket, the only ones its matching's "scores" fields hold. */
  static Set<Integer> scoresOf(List<Entrant> players) {
    Set<Integer> scores = new HashSet<>();
    for (Entrant e : players) {
      scores.add(e.score);
    }
    return scores;
  }

  /** Records a field; returns the position after it. */
  private int field(String name, int position, int width) {
    fields.put(name, new int[] {position, width});
    return position + width;
  }

  private int scoresField(String name, int position, Map<Integer, Integer> counts) {
    for (Map.Entry<Integer, Integer> group : groupShift.entrySet()) {
      field(
          name + "@" + group.getKey(),
          position + group.getValue(),
          bitsToRepresent(counts.get(group.getKey())));
    }
    return position + scoresBits;
  }

  /**
   * Writes weight {@code w} of layout {@code from} in this layout, field by field.
   *
   * @throws IllegalStateException if the weight has a field this layout lacks, or is not a sum of
   *     non-negative fields (a weight with a bias below zero): neither is ever carried between
   *     brackets
   */
  void translate(CriteriaLayout from, long[] w, int wo, long[] out, int oo) {
    WideInt.setZero(out, oo, limbs);
    long[] check = new long[from.limbs];
    for (Map.Entry<String, int[]> f : from.fields.entrySet()) {
      int[] source = f.getValue();
      long value = WideInt.bits(w, wo, from.limbs, source[0], source[1]);
      if (value == 0) {
        continue;
      }
      WideInt.addBit(check, 0, from.limbs, source[0], value);
      int[] target = fields.get(f.getKey());
      if (target == null || (target[1] < source[1] && value >>> target[1] != 0)) {
        throw new IllegalStateException(
            "a weight's field " + f.getKey() + " has no place in the next bracket's layout");
      }
      WideInt.addBit(out, oo, limbs, target[0], value);
    }
    if (WideInt.compare(check, 0, w, wo, from.limbs) != 0) {
      throw new IllegalStateException(
          "a weight carried to the next bracket is not a sum of its fields");
    }
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
   * with an eligible player left over ([C4], [C2]), then pair the highest scoregroups (the sum of
   * the paired players' sub-field positions grows with their scores), then the top group.
   */
  void byeScoreWeight(Entrant higher, Entrant lower, boolean lowerInTopGroup, long[] w, int wo) {
    int k = byeScoreLimbs();
    WideInt.setZero(w, wo, k);
    if (!absolute.compatible(higher, lower)) {
      return;
    }
    long completion = 1L + (higher.mayGetBye ? 0 : 1) + (lower.mayGetBye ? 0 : 1);
    WideInt.addBit(w, wo, k, scoresBits + groupBits, completion);
    WideInt.addBit(w, wo, k, groupBits, groupShift(higher.score) + groupShift(lower.score));
    if (lowerInTopGroup) {
      WideInt.addBit(w, wo, k, 0, 1);
    }
  }

  /**
   * The weight between every player and the stand-in for the PAB: the completion of a pair of a PAB
   * candidate and another player, so that the stand-in looks like one more player below.
   */
  void standInWeight(long[] w, int wo) {
    WideInt.setZero(w, wo, limbs);
    WideInt.addBit(w, wo, limbs, top, 2);
  }

  /** Limbs of {@link #byeScoreWeight}'s weights: far fewer than a bracket's. */
  int byeScoreLimbs() {
    return WideInt.limbsFor(scoresBits + groupBits + 2);
  }

  /**
   * Writes the weight of a pair, higher-ranked first.
   *
   * @param state the round's PAB decisions ([C5] score, [C9] scope and ranks)
   * @param lowerInBracket the lower player is in the bracket being paired
   * @param lowerInNext the lower player is in the next scoregroup
   */
  void edgeWeight(
      Entrant h,
      Entrant l,
      boolean lowerInBracket,
      boolean lowerInNext,
      ByeState state,
      long[] w,
      int wo) {
    WideInt.setZero(w, wo, limbs);
    if (!absolute.compatible(h, l)) {
      return;
    }
    // [C4] completion, with [C2]/[C5]: rather pair players who cannot be the PAB assignee.
    WideInt.addBit(
        w, wo, limbs, top, 1 + (state.candidate(h) ? 0 : 1) + (state.candidate(l) ? 0 : 1));
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
      int count =
          (fl == FloatDirection.DOWN ? 1 : 0)
              + (h.score <= l.score && fh == FloatDirection.DOWN ? 1 : 0);
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
