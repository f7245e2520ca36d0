package org.swisschess.dutch2026;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.swisschess.api.FloatDirection;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.ClassWeights;
import org.swisschess.dutch.core.ColourCriteria;
import org.swisschess.dutch.core.ColourFacts;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.WeightLayout;
import org.swisschess.matching.WideInt;

/**
 * The 2026 criteria as fields of one edge weight, the same fields for every bracket of the round
 * (each bracket's layout holds sub-fields for its own scores only). Fields, from the top: [C4]
 * completion with [C2]/[C5] (prefer to pair players who may not take the PAB; left out of a bracket
 * paired in a graph of its own, whose completion is checked instead), [C6] pairs in the bracket,
 * [C7] scores paired in the bracket, [C8] pairs and scores paired in the next bracket, [C9]
 * unplayed games of the PAB assignee, [C10]-[C13] colours, [C14]-[C17] repeated floats, [C18]-[C21]
 * their scores, then the generation-order bits of the bracket pairer.
 *
 * <p>"Scores" fields have one sub-field per scoregroup of the round, lowest score lowest, each wide
 * enough to count the group's players: a pair adds one at its higher player's group, so that the
 * players paired, compared from the highest score down, are as high as they can be.
 */
final class CriteriaLayout {

  /** The fields of a weight, named after the criteria they carry (C.04.3, 2026). */
  enum Criterion {
    /** The generation order's bits (4.2-4.4), left to the bracket pairer. */
    ORDER,
    C21,
    C20,
    C19,
    C18,
    C17,
    C16,
    C15,
    C14,
    C13,
    C12,
    C11,
    C10,
    /** [C9]: unplayed games of those at the PAB assignee's score. */
    C9,
    /** [C8]: the scores paired in the next bracket. */
    C8_SCORES,
    /** [C8]: the pairs in the next bracket. */
    C8_PAIRS,
    C7,
    C6,
    /** [C4] completion, with [C2]/[C5]: rather pair players who cannot be the PAB assignee. */
    C4
  }

  /** Repeated float criteria by rounds back: [0] the last round, [1] the one before. */
  private static final Criterion[] REPEATED_DOWNFLOATS = {Criterion.C14, Criterion.C16};

  private static final Criterion[] REPEATED_UPFLOATS = {Criterion.C15, Criterion.C17};
  private static final Criterion[] REPEATED_DOWNFLOAT_SCORES = {Criterion.C18, Criterion.C20};
  private static final Criterion[] REPEATED_UPFLOAT_SCORES = {Criterion.C19, Criterion.C21};

  private final AbsoluteCriteria absolute;
  private final int playedRounds;
  private final WeightLayout<Criterion> layout;
  private final WeightLayout<ByeScoreCriterion> byeScoreLayout;

  /** Width of a count of players of one scoregroup (the largest group). */
  final int groupBits;

  /** Width of a field with a sub-field per scoregroup. */
  final int scoresBits;

  final int limbs;

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
    int largest = 0;
    SortedMap<Integer, Integer> scores = new TreeMap<>(); // lowest score first
    for (Map.Entry<Integer, Integer> group : counts.entrySet()) {
      largest = Math.max(largest, group.getValue());
      if (laidOut.contains(group.getKey())) {
        scores.put(group.getKey(), WeightLayout.bitsToRepresent(group.getValue()));
      }
    }
    groupBits = WeightLayout.bitsToRepresent(largest);
    WeightLayout.Builder<Criterion> b =
        WeightLayout.builder(Criterion.class).field(Criterion.ORDER, 1 + 3 * groupBits);
    if (playedRounds > 1) {
      b.subFields(Criterion.C21, scores).subFields(Criterion.C20, scores);
    }
    if (playedRounds > 0) {
      b.subFields(Criterion.C19, scores).subFields(Criterion.C18, scores);
    }
    if (playedRounds > 1) {
      b.field(Criterion.C17, groupBits).field(Criterion.C16, groupBits);
    }
    if (playedRounds > 0) {
      b.field(Criterion.C15, groupBits).field(Criterion.C14, groupBits);
    }
    b.field(Criterion.C13, groupBits)
        .field(Criterion.C12, groupBits)
        .field(Criterion.C11, groupBits)
        .field(Criterion.C10, groupBits)
        .field(Criterion.C9, 2 * groupBits)
        .subFields(Criterion.C8_SCORES, scores)
        .field(Criterion.C8_PAIRS, groupBits)
        .subFields(Criterion.C7, scores)
        .field(Criterion.C6, groupBits)
        .field(Criterion.C4, 4);
    layout = b.build(0);
    scoresBits = layout.width(Criterion.C7);
    limbs = layout.limbs();
    byeScoreLayout =
        WeightLayout.builder(ByeScoreCriterion.class)
            .field(ByeScoreCriterion.TOP_GROUP, groupBits)
            .field(ByeScoreCriterion.SCORE_POSITIONS, scoresBits)
            .field(ByeScoreCriterion.COMPLETION, 2)
            .build(0);
  }

  /** The players' scores: for a bracket, the only ones its matching's "scores" fields hold. */
  static Set<Integer> scoresOf(List<Entrant> players) {
    Set<Integer> scores = new HashSet<>();
    for (Entrant e : players) {
      scores.add(e.score);
    }
    return scores;
  }

  /**
   * Writes weight {@code w} of layout {@code from} in this layout, field by field.
   *
   * @throws IllegalStateException if the weight has a field this layout lacks, or is not a sum of
   *     non-negative fields (a weight with a bias below zero): neither is ever carried between
   *     brackets
   */
  void translate(CriteriaLayout from, long[] w, int wo, long[] out, int oo) {
    layout.translate(from.layout, w, wo, out, oo);
  }

  /**
   * Writes a dual of layout {@code from}'s matching in this layout, as near as a field-by-field
   * copy gets ({@link WeightLayout#translateApproximately}).
   */
  void translateDual(CriteriaLayout from, long[] w, int wo, long[] out, int oo) {
    layout.translateApproximately(from.layout, w, wo, out, oo);
  }

  /** The position of a score's sub-field within a "scores" field. */
  int groupShift(int score) {
    return layout.offset(Criterion.C7, score);
  }

  /** A weight above every edge weight (all ones up to the top field), for pairs already fixed. */
  void fixedPairWeight(long[] w, int wo) {
    WideInt.setZero(w, wo, limbs);
    WideInt.addBit(w, wo, limbs, layout.position(Criterion.C4) + 2, 1);
    WideInt.addBit(w, wo, limbs, 0, -1);
  }

  /** The fields of the weight that finds the PAB assignee's score ([C5]) before any bracket. */
  enum ByeScoreCriterion {
    /** Pairs whose lower player is in the top scoregroup. */
    TOP_GROUP,
    /** The sum of the paired players' sub-field offsets: it grows with their scores. */
    SCORE_POSITIONS,
    /** [C4] completion with an eligible player left over ([C2]). */
    COMPLETION
  }

  /**
   * The weights that find the PAB assignee's score before any bracket ([C5]), by class of player:
   * complete the round with an eligible player left over ([C4], [C2]), then pair the highest
   * scoregroups (the sum of the paired players' sub-field positions grows with their scores), then
   * the top group.
   *
   * @param sorted every player of the round, in 1.2 order
   */
  ClassWeights byeScoreWeights(List<Entrant> sorted) {
    int topScore = sorted.get(0).score;
    return new ClassWeights(
        sorted,
        v -> new ByeScoreClass(sorted.get(v).score, sorted.get(v).mayReceivePairingAllocatedBye),
        absolute,
        byeScoreLimbs(),
        (i, j, w, wo) ->
            byeScoreWeight(sorted.get(i), sorted.get(j), sorted.get(j).score >= topScore, w, wo));
  }

  /** What {@link #byeScoreWeight} reads of a player (the top group is a score). */
  private record ByeScoreClass(int score, boolean mayReceivePairingAllocatedBye) {}

  /** The [C5] weight of two players who may meet, higher-ranked first. */
  private void byeScoreWeight(
      Entrant higher, Entrant lower, boolean lowerInTopGroup, long[] w, int wo) {
    WideInt.setZero(w, wo, byeScoreLayout.limbs());
    long completion =
        1L
            + (higher.mayReceivePairingAllocatedBye ? 0 : 1)
            + (lower.mayReceivePairingAllocatedBye ? 0 : 1);
    byeScoreLayout.add(w, wo, ByeScoreCriterion.COMPLETION, completion);
    byeScoreLayout.add(
        w,
        wo,
        ByeScoreCriterion.SCORE_POSITIONS,
        groupShift(higher.score) + groupShift(lower.score));
    if (lowerInTopGroup) {
      byeScoreLayout.add(w, wo, ByeScoreCriterion.TOP_GROUP, 1);
    }
  }

  /**
   * The weight between every player and the stand-in for the PAB: the completion of a pair of a PAB
   * candidate and another player, so that the stand-in looks like one more player below.
   */
  void standInWeight(long[] w, int wo) {
    WideInt.setZero(w, wo, limbs);
    layout.add(w, wo, Criterion.C4, 2);
  }

  /** Limbs of {@link #byeScoreWeights}' weights: far fewer than a bracket's. */
  int byeScoreLimbs() {
    return byeScoreLayout.limbs();
  }

  /**
   * The weights of a bracket's matching by class of player: the bracket's players and the next
   * scoregroup ([C8]), higher-ranked first.
   *
   * @param players the bracket's players (MDPs first, then residents) and then the next scoregroup
   * @param nextBegin where the next scoregroup begins in {@code players}
   * @param state the round's PAB decisions ([C5] score, [C9] scope and ranks)
   * @param completion whether the weights carry [C4] (a matching of the rest of the round as well);
   *     without it they carry the bracket's criteria only, for a graph of the bracket's own whose
   *     completion is checked rather than weighed ({@code completion-check})
   */
  ClassWeights bracketWeights(
      List<Entrant> players, int nextBegin, ByeState state, boolean completion) {
    return new ClassWeights(
        players,
        v -> {
          Entrant e = players.get(v);
          return new BracketClass(
              v < nextBegin,
              e.score,
              state.candidate(e),
              assigneeScoreRank(e, state),
              e.colour,
              e.floatLastRound,
              e.floatTwoRoundsBefore);
        },
        absolute,
        limbs,
        (i, j, w, wo) ->
            edgeWeight(
                players.get(i),
                players.get(j),
                j < nextBegin,
                j >= nextBegin,
                state,
                completion,
                w,
                wo));
  }

  /**
   * The weights of the round's matching as it is built: every pair with the completion weight only,
   * neither player in the bracket nor in the next scoregroup ([C4], and [C9] when it applies from
   * the first bracket).
   *
   * @param sorted the players it holds, in 1.2 order
   */
  ClassWeights completionWeights(List<Entrant> sorted, ByeState state) {
    return new ClassWeights(
        sorted,
        v ->
            new CompletionClass(
                state.candidate(sorted.get(v)), assigneeScoreRank(sorted.get(v), state)),
        absolute,
        limbs,
        (i, j, w, wo) ->
            edgeWeight(sorted.get(i), sorted.get(j), false, false, state, true, w, wo));
  }

  /**
   * What {@link #edgeWeight} reads of a player of a bracket's matching: the lower player's place
   * (bracket or next scoregroup), the score ([C7], [C8], [C9] and the float criteria compare
   * scores), [C4]'s candidacy, [C9]'s rank, the colour facts and the floats of the last two rounds.
   */
  private record BracketClass(
      boolean inBracket,
      int score,
      boolean candidate,
      long assigneeScoreRank,
      ColourFacts colour,
      FloatDirection floatLastRound,
      FloatDirection floatTwoRoundsBefore) {}

  /** What {@link #edgeWeight} reads of a player outside any bracket: [C4] and [C9]. */
  private record CompletionClass(boolean candidate, long assigneeScoreRank) {}

  /**
   * [C9]'s rank of a player, when [C9] reads it (at the assignee's score, in its scope); else -1.
   */
  private static long assigneeScoreRank(Entrant e, ByeState state) {
    return state.singleDownfloaterIsAssignee && e.score == state.score ? state.unplayedRank(e) : -1;
  }

  /**
   * Writes the weight of a pair who may meet (C1-C3), higher-ranked first.
   *
   * @param state the round's PAB decisions ([C5] score, [C9] scope and ranks)
   * @param lowerInBracket the lower player is in the bracket being paired
   * @param lowerInNext the lower player is in the next scoregroup
   * @param completion whether to add the [C4] field
   */
  private void edgeWeight(
      Entrant h,
      Entrant l,
      boolean lowerInBracket,
      boolean lowerInNext,
      ByeState state,
      boolean completion,
      long[] w,
      int wo) {
    WideInt.setZero(w, wo, limbs);
    if (completion) {
      // [C4] completion, with [C2]/[C5]: rather pair players who cannot be the PAB assignee.
      layout.add(
          w, wo, Criterion.C4, 1 + (state.candidate(h) ? 0 : 1) + (state.candidate(l) ? 0 : 1));
    }
    if (lowerInBracket) {
      layout.add(w, wo, Criterion.C6, 1);
      layout.add(w, wo, Criterion.C7, h.score, 1);
    }
    if (lowerInNext) {
      layout.add(w, wo, Criterion.C8_PAIRS, 1);
      layout.add(w, wo, Criterion.C8_SCORES, h.score, 1);
    }
    if (state.singleDownfloaterIsAssignee) {
      // [C9]: pair those at the assignee's score who missed more games.
      if (h.score == state.score) {
        layout.add(w, wo, Criterion.C9, state.unplayedRank(h));
      }
      if (l.score == state.score) {
        layout.add(w, wo, Criterion.C9, state.unplayedRank(l));
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
      layout.add(w, wo, REPEATED_DOWNFLOATS[back - 1], count);
      boolean upfloatRepeated = h.score > l.score && fl == FloatDirection.UP;
      if (!upfloatRepeated) {
        layout.add(w, wo, REPEATED_UPFLOATS[back - 1], 1);
      }
    }
    for (int back = 1; back <= 2 && back <= playedRounds; back++) {
      FloatDirection fl = l.floatRoundsBack(back);
      FloatDirection fh = h.floatRoundsBack(back);
      if (fl == FloatDirection.DOWN) {
        layout.add(w, wo, REPEATED_DOWNFLOAT_SCORES[back - 1], l.score, 1);
      }
      if (fh == FloatDirection.DOWN) {
        layout.add(w, wo, REPEATED_DOWNFLOAT_SCORES[back - 1], h.score, 1);
      }
      if (!(fl == FloatDirection.UP && h.score > l.score)) {
        layout.add(w, wo, REPEATED_UPFLOAT_SCORES[back - 1], h.score, 1);
      }
    }
  }

  /** [C10]-[C13], one unit per pair that meets the criterion. */
  private void addColourCriteria(ColourFacts a, ColourFacts b, long[] w, int wo) {
    if (ColourCriteria.keepsDifferenceWithinTwo(a, b)) {
      layout.add(w, wo, Criterion.C10, 1);
    }
    if (ColourCriteria.avoidsThirdColourInARow(a, b)) {
      layout.add(w, wo, Criterion.C11, 1);
    }
    if (ColourCriteria.grantsPreferences(a, b)) {
      layout.add(w, wo, Criterion.C12, 1);
    }
    if (ColourCriteria.grantsStrongPreferences(a, b)) {
      layout.add(w, wo, Criterion.C13, 1);
    }
  }
}
