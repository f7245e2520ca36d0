package org.swisschess.dutch.core;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.FloatDirection;

/**
 * The brackets of a round as a complete pairing of it made them, from the top scoregroup down: a
 * bracket holds the players moved down into it (those of higher scoregroups not paired above) and
 * its scoregroup's residents; a pair is made in the bracket of its lower player's score; the
 * bracket's downfloaters are its players paired below it or given the pairing-allocated bye.
 */
public final class PairedBrackets {

  private PairedBrackets() {}

  /**
   * One bracket of a paired round.
   *
   * @param score the scoregroup's pairing score in tenths
   * @param members indices (in A.2 order) of its players: those moved down first, then the
   *     residents
   * @param pairs the pairs made in it, each {higher index, lower index}
   * @param downfloaters indices of the members paired below it or given the bye
   */
  public record Bracket(
      int score, List<Integer> members, List<int[]> pairs, List<Integer> downfloaters) {

    /** Whether the member at {@code index} is a resident (not moved down into the bracket). */
    public boolean isResident(List<Entrant> sorted, int index) {
      return sorted.get(index).score == score;
    }

    /**
     * Residents floating down who floated down {@code back} rounds ago too (repeated downfloats).
     */
    public int repeatedResidentDownfloats(List<Entrant> sorted, int back) {
      int count = 0;
      for (int d : downfloaters) {
        Entrant e = sorted.get(d);
        if (e.score == score && e.floatRoundsBack(back) == FloatDirection.DOWN) {
          count++;
        }
      }
      return count;
    }

    /**
     * The pairs of a higher score and a lower one whose lower player floated up {@code back} rounds
     * ago.
     */
    public List<int[]> repeatedUpfloatPairs(List<Entrant> sorted, int back) {
      List<int[]> found = new ArrayList<>();
      for (int[] p : pairs) {
        Entrant h = sorted.get(p[0]);
        Entrant l = sorted.get(p[1]);
        if (h.score > l.score && l.floatRoundsBack(back) == FloatDirection.UP) {
          found.add(p);
        }
      }
      return found;
    }
  }

  /** The scores of the players, in tenths, highest first. */
  public static List<Integer> scores(List<Entrant> sorted, List<Integer> players) {
    List<Integer> s = new ArrayList<>();
    for (int i : players) {
      s.add(sorted.get(i).score);
    }
    s.sort(java.util.Comparator.reverseOrder());
    return s;
  }

  /**
   * Reads the brackets of a paired round.
   *
   * @param sorted the round's players in A.2 order
   * @param partner each player's partner's index, -1 for the bye
   * @return the brackets, top scoregroup first
   */
  public static List<Bracket> of(List<Entrant> sorted, int[] partner) {
    List<Bracket> brackets = new ArrayList<>();
    List<Integer> carried = new ArrayList<>();
    int n = sorted.size();
    int i = 0;
    while (i < n) {
      int score = sorted.get(i).score;
      List<Integer> members = new ArrayList<>(carried);
      while (i < n && sorted.get(i).score == score) {
        members.add(i++);
      }
      List<int[]> pairs = new ArrayList<>();
      List<Integer> down = new ArrayList<>();
      for (int m : members) {
        int p = partner[m];
        if (p < 0 || sorted.get(p).score < score) {
          down.add(m);
        } else if (m < p) {
          pairs.add(new int[] {m, p});
        }
      }
      brackets.add(new Bracket(score, members, pairs, down));
      carried = down;
    }
    return brackets;
  }
}
