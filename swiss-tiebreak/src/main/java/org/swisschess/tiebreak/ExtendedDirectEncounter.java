package org.swisschess.tiebreak;

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
    return GroupResolver.refine(
        group,
        part -> {
          List<int[]> split = primary.resolve(part);
          return split.size() == 1 ? secondary.resolve(part) : split;
        });
  }
}
