package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.swisschess.api.Points;

/**
 * How well one pairing of a bracket meets the quality criteria [C5]-[C10] (C.04.4.1 2.3), as the
 * text measures them: a pair "of the bracket" has at least one resident; its other player, if not a
 * resident, is an upfloater.
 *
 * @param upfloaters [C5] how many
 * @param upfloaterScores [C6] their scores, ascending (compared from the lowest: a higher lowest
 *     score is a smaller largest score difference)
 * @param colourFailures [C7] players who do not get their colour preference
 * @param maximumUpfloaters [C8] upfloaters who are maximum upfloaters; 0 in the last round
 * @param maximumUpfloats [C9] the upfloat counts of those, descending; empty in the last round
 * @param repeatedUpfloaters [C10] upfloaters who upfloated in the previous round; 0 in the last
 *     round
 */
record BracketQuality(
    int upfloaters,
    List<Points> upfloaterScores,
    int colourFailures,
    int maximumUpfloaters,
    List<Integer> maximumUpfloats,
    int repeatedUpfloaters) {

  BracketQuality {
    upfloaterScores = List.copyOf(upfloaterScores);
    maximumUpfloats = List.copyOf(maximumUpfloats);
  }

  /**
   * Measures the pairs of a bracket.
   *
   * @param pairs the pairs, each with a resident first when it has one
   * @param isResident whether a player is a resident of the bracket
   * @param lastRound whether [C8]-[C10] are waived
   */
  static BracketQuality of(
      List<DubovPlayer[]> pairs,
      java.util.function.Predicate<DubovPlayer> isResident,
      boolean lastRound) {
    int upfloaters = 0;
    List<Points> scores = new ArrayList<>();
    int failures = 0;
    int maximum = 0;
    List<Integer> upfloats = new ArrayList<>();
    int repeated = 0;
    for (DubovPlayer[] p : pairs) {
      boolean r0 = isResident.test(p[0]);
      boolean r1 = isResident.test(p[1]);
      if (!r0 && !r1) {
        continue;
      }
      if (p[0].preference().colour() == p[1].preference().colour()) {
        failures++; // one of the two cannot get the colour both prefer
      }
      if (r0 && r1) {
        continue;
      }
      DubovPlayer up = r0 ? p[1] : p[0];
      upfloaters++;
      scores.add(up.score());
      if (!lastRound) {
        if (up.maximumUpfloater()) {
          maximum++;
          upfloats.add(up.upfloats());
        }
        if (up.upfloatedInPreviousRound()) {
          repeated++;
        }
      }
    }
    Collections.sort(scores);
    upfloats.sort(Collections.reverseOrder());
    return new BracketQuality(upfloaters, scores, failures, maximum, upfloats, repeated);
  }

  /**
   * The first quality criterion on which {@code other} is worse than this, as "[C7]"; empty if it
   * is not worse.
   */
  Optional<String> whereWorse(BracketQuality other) {
    if (other.upfloaters != upfloaters) {
      return other.upfloaters > upfloaters ? Optional.of("[C5]") : Optional.empty();
    }
    int c6 = compareAscendingFromLowest(upfloaterScores, other.upfloaterScores);
    if (c6 != 0) {
      return c6 > 0 ? Optional.of("[C6]") : Optional.empty();
    }
    if (other.colourFailures != colourFailures) {
      return other.colourFailures > colourFailures ? Optional.of("[C7]") : Optional.empty();
    }
    if (other.maximumUpfloaters != maximumUpfloaters) {
      return other.maximumUpfloaters > maximumUpfloaters ? Optional.of("[C8]") : Optional.empty();
    }
    int c9 = compareLexicographically(other.maximumUpfloats, maximumUpfloats);
    if (c9 != 0) {
      return c9 > 0 ? Optional.of("[C9]") : Optional.empty();
    }
    if (other.repeatedUpfloaters != repeatedUpfloaters) {
      return other.repeatedUpfloaters > repeatedUpfloaters
          ? Optional.of("[C10]")
          : Optional.empty();
    }
    return Optional.empty();
  }

  /** Positive when {@code mine} is better for [C6]: higher scores from the lowest up. */
  private static int compareAscendingFromLowest(List<Points> mine, List<Points> theirs) {
    for (int i = 0; i < Math.min(mine.size(), theirs.size()); i++) {
      int c = mine.get(i).compareTo(theirs.get(i));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  private static int compareLexicographically(List<Integer> a, List<Integer> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = Integer.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }
}
