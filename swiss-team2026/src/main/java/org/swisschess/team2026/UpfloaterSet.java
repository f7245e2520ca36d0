package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The sets of upfloaters of one score profile in the text's order (3.5.3, 3.5.4): each set written
 * as a sequence of TPNs, descending score, equal scores by ascending TPN, and the sets ordered
 * lexicographically by those sequences. Since the groups of equal score come in a fixed order
 * within every sequence, the lexicographic order is that of the first group's combinations, then
 * the next group's within each, and so on: a nested enumeration of combinations in lexicographic
 * order.
 */
final class UpfloaterSet {

  private final int[][] groups;
  private final int[] take;
  private final int[][] chosen;
  private boolean started;
  private boolean done;

  /**
   * @param groups the potential upfloaters of each score taken from, highest score first, each by
   *     ascending TPN
   * @param take how many of each group the profile takes
   */
  UpfloaterSet(List<List<Integer>> groups, int[] take) {
    this.groups = new int[groups.size()][];
    for (int g = 0; g < groups.size(); g++) {
      this.groups[g] = groups.get(g).stream().mapToInt(Integer::intValue).toArray();
    }
    this.take = take.clone();
    this.chosen = new int[groups.size()][];
    for (int g = 0; g < take.length; g++) {
      chosen[g] = new int[take[g]];
      for (int i = 0; i < take[g]; i++) {
        chosen[g][i] = i;
      }
      if (take[g] > this.groups[g].length) {
        done = true;
      }
    }
  }

  /** The next set in 3.5.4 order as its 3.5.3 sequence, or null after the last. */
  int @Nullable [] next() {
    if (done) {
      return null;
    }
    if (started && !advance()) {
      done = true;
      return null;
    }
    started = true;
    int size = Arrays.stream(take).sum();
    int[] sequence = new int[size];
    int k = 0;
    for (int g = 0; g < groups.length; g++) {
      for (int i : chosen[g]) {
        sequence[k++] = groups[g][i];
      }
    }
    return sequence;
  }

  /** The next combination, the last group varying fastest. */
  private boolean advance() {
    for (int g = groups.length - 1; g >= 0; g--) {
      if (nextCombination(chosen[g], groups[g].length)) {
        for (int h = g + 1; h < groups.length; h++) {
          for (int i = 0; i < chosen[h].length; i++) {
            chosen[h][i] = i;
          }
        }
        return true;
      }
    }
    return false;
  }

  private static boolean nextCombination(int[] c, int n) {
    int k = c.length;
    for (int i = k - 1; i >= 0; i--) {
      if (c[i] < n - k + i) {
        c[i]++;
        for (int j = i + 1; j < k; j++) {
          c[j] = c[j - 1] + 1;
        }
        return true;
      }
    }
    return false;
  }

  /** Every set of the profile in order (for tests and small profiles). */
  static List<List<Integer>> all(List<List<Integer>> groups, int[] take) {
    List<List<Integer>> out = new ArrayList<>();
    UpfloaterSet sets = new UpfloaterSet(groups, take);
    for (int[] s = sets.next(); s != null; s = sets.next()) {
      out.add(Arrays.stream(s).boxed().toList());
    }
    return out;
  }
}
