package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A type-A tie-break (C.07 4.3): one that orders a group of participants tied on everything before
 * it, by data of that group. Its value is the place within the group, from 1, sub-groups still tied
 * sharing the place of their first member; 0 when it separates no one.
 */
interface GroupResolver {

  /**
   * Orders a group: its parts in order, each still tied within itself; the group alone when no one
   * is separated.
   *
   * @param group participant indices, at least two
   */
  List<int[]> resolve(int[] group);

  /**
   * Applies {@code split} to a group, then again to each new part it makes, until no part splits
   * (the re-application C.07 6.2, 6.3 and 13.3.3 ask for): the parts in order.
   *
   * @param group participant indices, at least two
   * @param split one application: a part's sub-parts in order, or the part alone
   */
  static List<int[]> refine(int[] group, Function<int[], List<int[]>> split) {
    // parts of the group in order; each done when the rule says no more about it
    List<int[]> parts = new ArrayList<>();
    List<Boolean> done = new ArrayList<>();
    parts.add(group.clone());
    done.add(false);
    for (int i = 0; i < parts.size(); ) {
      int[] part = parts.get(i);
      if (done.get(i) || part.length == 1) {
        done.set(i, true);
        i++;
        continue;
      }
      List<int[]> sub = split.apply(part);
      if (sub.size() == 1) {
        done.set(i, true);
        i++;
        continue;
      }
      // the rule again for each new part: the first of them is looked at next
      parts.remove(i);
      done.remove(i);
      parts.addAll(i, sub);
      for (int k = 0; k < sub.size(); k++) {
        done.add(i, false);
      }
    }
    return parts;
  }
}
