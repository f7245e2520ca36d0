package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.List;

/**
 * Extended Direct Encounter, C.07 13.3 (teams): Direct Encounter (Article 6) on the primary score;
 * when that breaks no tie, Direct Encounter on the secondary score (13.3.1); and again from the
 * primary score for every new tied subset (13.3.3).
 */
final class ExtendedDirectEncounter implements GroupResolver {

  private final DirectEncounter primary;
  private final DirectEncounter secondary;

  ExtendedDirectEncounter(DirectEncounter primary, DirectEncounter secondary) {
    this.primary = primary;
    this.secondary = secondary;
  }

  @Override
  public List<int[]> resolve(int[] group) {
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
      List<int[]> split = primary.resolve(part);
      if (split.size() == 1) {
        split = secondary.resolve(part);
      }
      if (split.size() == 1) {
        done.set(i, true);
        i++;
        continue;
      }
      parts.remove(i);
      done.remove(i);
      parts.addAll(i, split);
      for (int k = 0; k < split.size(); k++) {
        done.add(i, false);
      }
    }
    return parts;
  }
}
