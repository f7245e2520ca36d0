package org.swisschess.dutch.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.swisschess.matching.Pair;

/**
 * The round's own pairing as its brackets were paired, kept so that a forced re-pairing ({@code
 * swiss explain}) starts from it ({@link Shortcut#FORCED_WARM_START}): a bracket the round paired
 * in a graph of its own is taken as it was, without its solves, when the forced re-pairing meets it
 * with the same players, the same PAB state and none of the players the imposition touches, and the
 * completion check, asked the questions the bracket's solves asked it, shows every answer again.
 * The graph is then the same (an imposition forbids only pairs with one of its players), so the
 * solves would give the same optima in the same order; the check is asked exactly what it would be
 * asked, so its answers, and its state for the brackets below, are those of a re-pairing from
 * scratch. A bracket that fails any of this is paired from scratch.
 */
public final class RoundOptimum {

  /** Neither kept nor used: every bracket paired from scratch. */
  public static final RoundOptimum NONE = new RoundOptimum(false, List.of(), Set.of());

  /**
   * One bracket as the round paired it in a graph of its own.
   *
   * @param vertices its players and the next scoregroup, as indices in 1.2 order
   * @param movedDown how many of them were moved down into it
   * @param nextBegin where the next scoregroup begins among them
   * @param byeState the PAB state it was paired under, as {@link #byeState} writes it
   * @param questions each set of pairs its solves asked the completion check about, in order
   *     (players a, b, a, b, ...)
   * @param pairs its pairs, as local vertices
   */
  public record Bracket(
      List<Integer> vertices,
      int movedDown,
      int nextBegin,
      String byeState,
      List<int[]> questions,
      List<Pair> pairs) {

    /**
     * Copies.
     *
     * @param vertices its players and the next scoregroup
     * @param movedDown players moved down
     * @param nextBegin where the next scoregroup begins
     * @param byeState the PAB state
     * @param questions the check's questions
     * @param pairs its pairs
     */
    public Bracket {
      vertices = List.copyOf(vertices);
      questions = List.copyOf(questions);
      pairs = List.copyOf(pairs);
    }
  }

  private final boolean recording;
  private final List<@Nullable Bracket> brackets;
  private final Set<Integer> touched;

  private RoundOptimum(boolean recording, List<@Nullable Bracket> brackets, Set<Integer> touched) {
    this.recording = recording;
    this.brackets = brackets;
    this.touched = touched;
  }

  /**
   * Returns an empty record that the round's own pairing fills.
   *
   * @return never null
   */
  public static RoundOptimum recording() {
    return new RoundOptimum(true, new ArrayList<>(), Set.of());
  }

  /**
   * Returns what a forced re-pairing starts from: the brackets recorded, and the players the
   * imposition touches (its player, and a pair's opponent).
   *
   * @param touchedIds pairing numbers
   * @return never null; records nothing
   */
  public RoundOptimum imposing(Set<Integer> touchedIds) {
    return new RoundOptimum(
        false, Collections.unmodifiableList(new ArrayList<>(brackets)), Set.copyOf(touchedIds));
  }

  /** Whether the round's own pairing is being recorded. */
  public boolean isRecording() {
    return recording;
  }

  /**
   * Records the next bracket of the round's own pairing.
   *
   * @param bracket how it was paired in a graph of its own, or null when it was not
   */
  public void record(@Nullable Bracket bracket) {
    if (recording) {
      brackets.add(bracket);
    }
  }

  /**
   * Returns the recorded bracket {@code k} when the forced re-pairing meets it as it was.
   *
   * @param k the bracket's place from the top
   * @param vertices the forced re-pairing's players of the bracket and next scoregroup
   * @param movedDown how many of them were moved down into it
   * @param nextBegin where the next scoregroup begins among them
   * @param byeState the PAB state, as {@link #byeState} writes it
   * @param ids each player's pairing number by index in 1.2 order
   * @return the bracket, or empty when it must be paired from scratch
   */
  public Optional<Bracket> replayable(
      int k, List<Integer> vertices, int movedDown, int nextBegin, String byeState, int[] ids) {
    if (recording || k >= brackets.size()) {
      return Optional.empty();
    }
    Bracket b = brackets.get(k);
    if (b == null
        || b.movedDown() != movedDown
        || b.nextBegin() != nextBegin
        || !b.byeState().equals(byeState)
        || !b.vertices().equals(vertices)) {
      return Optional.empty();
    }
    for (int v : vertices) {
      if (touched.contains(ids[v])) {
        return Optional.empty();
      }
    }
    return Optional.of(b);
  }

  /**
   * The PAB state as a bracket record compares it.
   *
   * @param score the PAB assignee's score ([C5])
   * @param single whether [C9] applies to the bracket
   * @return never null
   */
  public static String byeState(int score, boolean single) {
    return score + (single ? "/single" : "/");
  }

  /**
   * A copy of a question's pairs, as the check was asked it.
   *
   * @param pairs players a, b, a, b, ...
   * @param count how many pairs
   * @return never null
   */
  public static int[] question(int[] pairs, int count) {
    return Arrays.copyOf(pairs, 2 * count);
  }
}
