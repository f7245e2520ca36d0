package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;
import org.swisschess.matching.CardinalityMatching;
import org.swisschess.matching.GallaiEdmonds;

/**
 * [C1] (2.1.1): two teams may meet unless they played each other before (a match not played is not
 * a meeting, C.04.2 3.5); and whether a group of teams can be paired among themselves that way (a
 * perfect matching of the may-meet graph: 3.1.1 legality, [C3]).
 *
 * <p>The pairability checks of a round are counted against a cap, the option {@value #CAP_OPTION}:
 * a search that asks them ({@link UpfloaterSelection}) stops once {@link #exhausted()} and reports
 * it, so that a hostile bracket of a thousand teams cannot run unbounded. A check past the cap is
 * still answered: the cap bounds searches, not the legality of what they return.
 */
final class MayMeet {

  static final String CAP_OPTION = "pairability-checks";
  static final long DEFAULT_CAP = 5_000;

  private final Map<Integer, BitSet> met = new HashMap<>();
  private final long cap;
  private final TeamImposition imposition;
  private long checks;

  MayMeet(Map<Integer, PairingTeam> teams) {
    this(teams, DEFAULT_CAP, TeamImposition.NONE);
  }

  /**
   * [C1], with an imposition kept like it (for swiss explain's forced re-pairings; {@link
   * TeamImposition#NONE} otherwise).
   *
   * @param cap the pairability checks a round's searches may ask, at least 1
   */
  MayMeet(Map<Integer, PairingTeam> teams, long cap, TeamImposition imposition) {
    // each team's opponents as a bit set: the checks of a thousand teams ask a million of these
    teams.forEach(
        (tpn, t) -> {
          BitSet bits = new BitSet();
          t.met().forEach(bits::set);
          met.put(tpn, bits);
        });
    this.cap = cap;
    this.imposition = imposition;
  }

  boolean mayMeet(int a, int b) {
    BitSet t = met.get(a);
    if (t == null) {
      throw new IllegalArgumentException("no team " + a);
    }
    return a != b && !t.get(b) && !imposition.forbids(a, b);
  }

  /** Whether an imposition keeps the team from the PAB (it asks for a match of the team). */
  boolean imposedOffPab(int tpn) {
    return imposition.barsPab(tpn);
  }

  /** How many pairability checks were made. */
  long checks() {
    return checks;
  }

  /** The cap on the checks the round's searches may ask. */
  long cap() {
    return cap;
  }

  /** Whether the searches have used up the cap ({@value #CAP_OPTION}). */
  boolean exhausted() {
    return checks >= cap;
  }

  /** Whether the teams can all be paired among themselves under [C1]. */
  boolean pairable(Collection<Integer> group) {
    int n = group.size();
    if (n % 2 != 0) {
      return false;
    }
    if (n == 0) {
      return true;
    }
    checks++;
    int[] ids = group.stream().mapToInt(Integer::intValue).toArray();
    int[][] adjacency = adjacency(ids, true);
    if (adjacency == null) {
      return false;
    }
    int[] mate = CardinalityMatching.maximum(adjacency);
    return CardinalityMatching.pairs(mate) * 2 == n;
  }

  /**
   * 3.4.1 for every team at once: the teams of an odd group whose absence leaves the others
   * pairable among themselves under [C1]. They are the teams some maximum matching of the group
   * leaves single, when a maximum matching pairs all but one (the Gallai-Edmonds decomposition):
   * one check, instead of one per team.
   *
   * @return by TPN; empty when no team leaves a legal pairing (or the group is even)
   */
  Set<Integer> pairableWithoutOne(Collection<Integer> group) {
    int n = group.size();
    Set<Integer> out = new TreeSet<>();
    if (n % 2 == 0) {
      return out;
    }
    checks++;
    int[] ids = group.stream().mapToInt(Integer::intValue).toArray();
    GallaiEdmonds d =
        CardinalityMatching.decompose(java.util.Objects.requireNonNull(adjacency(ids, false)));
    if (d.pairs() * 2 != n - 1) {
      return out;
    }
    for (int i = 0; i < n; i++) {
      if (d.isDeficient(i)) {
        out.add(ids[i]);
      }
    }
    return out;
  }

  /**
   * The teams one pairing of the most teams without a rematch leaves unpaired (a maximum matching
   * of the may-meet graph), for the message of a round that cannot be paired (3.3.3).
   *
   * @return by TPN
   */
  List<Integer> leftSingle(Collection<Integer> group) {
    int[] ids = group.stream().mapToInt(Integer::intValue).toArray();
    int[] mate =
        CardinalityMatching.maximum(java.util.Objects.requireNonNull(adjacency(ids, false)));
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < ids.length; i++) {
      if (mate[i] < 0) {
        out.add(ids[i]);
      }
    }
    out.sort(null);
    return out;
  }

  /** The may-meet graph of the teams; null if {@code stopAtLonely} and a team may meet none. */
  private int @Nullable [][] adjacency(int[] ids, boolean stopAtLonely) {
    int n = ids.length;
    int[][] adjacency = new int[n][];
    int[] row = new int[n];
    boolean imposed = imposition != TeamImposition.NONE;
    for (int i = 0; i < n; i++) {
      BitSet opponents = met.get(ids[i]);
      if (opponents == null) {
        throw new IllegalArgumentException("no team " + ids[i]);
      }
      int size = 0;
      for (int j = 0; j < n; j++) {
        if (j != i && !opponents.get(ids[j]) && !(imposed && imposition.forbids(ids[i], ids[j]))) {
          row[size++] = j;
        }
      }
      if (size == 0 && stopAtLonely) {
        return null;
      }
      adjacency[i] = Arrays.copyOf(row, size);
    }
    return adjacency;
  }
}
