package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.swisschess.api.TeamEvent.ColourPreferenceType;

/**
 * 3.6: the pairing of a bracket: the first pairing by identifier (3.6.2, {@link PairingIdentifier})
 * among those that meet [C1] and are best on [C8], [C9] and [C10], compared in that order (3.6.4,
 * read as minimisations).
 *
 * <p>The choice is an optimisation, made with the project's one weighted matching ({@link
 * IdentifierSearch}: the criteria as weights, the identifier order by decisions). Before any
 * matching, the first identifier of all (seat i against seat i + n/2) is taken when it is legal and
 * breaks none of [C8]-[C10].
 */
final class BracketPairing {

  private final RoundFacts facts;
  private final Readings readings;
  private final ColourPreferenceType type;
  private final MayMeet mayMeet;

  BracketPairing(RoundFacts facts, Readings readings, ColourPreferenceType type, MayMeet mayMeet) {
    this.facts = facts;
    this.readings = readings;
    this.type = type;
    this.mayMeet = mayMeet;
  }

  /** The pairs of the bracket, each as {top, bottom} TPNs, in identifier order. */
  List<int[]> pair(List<Integer> residents, List<Integer> upfloaters, List<String> why) {
    Set<Integer> ups = Set.copyOf(upfloaters);
    List<Integer> seats = new ArrayList<>(residents);
    seats.addAll(upfloaters);
    Comparator<Integer> byTpn = Comparator.naturalOrder();
    if (readings.seatByScore()) {
      // R1: seated by score, then TPN
      seats.sort(
          Comparator.comparingInt((Integer t) -> -facts.team(t).score()).thenComparing(byTpn));
    } else {
      // 3.6.1: the top member is the smaller TPN, whatever the scores
      seats.sort(byTpn);
    }
    int n = seats.size();
    int half = n / 2;
    boolean natural = true;
    for (int i = 0; i < half && natural; i++) {
      int a = seats.get(i);
      int b = seats.get(i + half);
      natural = mayMeet.mayMeet(a, b) && c8(a, b) == 0 && c9(a, b) == 0 && c10(a, b, ups) == 0;
    }
    List<int[]> pairs = new ArrayList<>();
    if (natural) {
      for (int i = 0; i < half; i++) {
        pairs.add(new int[] {seats.get(i), seats.get(i + half)});
      }
      why.add("pairing: the first identifier of all, [C1] and [C8]-[C10] met");
      return pairs;
    }
    int[] mate = solve(seats, ups);
    int c8 = 0;
    int c9 = 0;
    int c10 = 0;
    for (int i = 0; i < n; i++) {
      if (mate[i] < 0) {
        throw new IllegalStateException("a bracket chosen as pairable was not paired");
      }
      if (i < mate[i]) {
        int a = seats.get(i);
        int b = seats.get(mate[i]);
        pairs.add(new int[] {a, b});
        c8 += c8(a, b);
        c9 += c9(a, b);
        c10 += c10(a, b, ups);
      }
    }
    why.add(
        "pairing: first identifier with [C8] "
            + c8
            + (type == ColourPreferenceType.TYPE_B ? ", [C9] " + c9 : "")
            + (facts.lastTwoRounds() ? "" : ", [C10] " + c10)
            + " (the fewest the bracket allows)");
    return pairs;
  }

  /** [C8]: one team's preference is not met when both prefer the same colour. */
  int c8(int a, int b) {
    TeamColourPreference pa = facts.team(a).preference();
    TeamColourPreference pb = facts.team(b).preference();
    return pa.has() && pb.has() && pa.colour() == pb.colour() ? 1 : 0;
  }

  /** [C9] (Type B): a strong preference is not met when both strongly prefer the same colour. */
  int c9(int a, int b) {
    if (type != ColourPreferenceType.TYPE_B) {
      return 0;
    }
    TeamColourPreference pa = facts.team(a).preference();
    TeamColourPreference pb = facts.team(b).preference();
    return pa.isStrong() && pb.isStrong() && pa.colour() == pb.colour() ? 1 : 0;
  }

  /**
   * [C10] (not in the last two rounds): opponents of upfloaters who were floaters in the previous
   * round; a pair of two upfloaters counts both ways (the text), or not at all under R4's option.
   */
  int c10(int a, int b, Set<Integer> ups) {
    if (facts.lastTwoRounds()) {
      return 0;
    }
    boolean ua = ups.contains(a);
    boolean ub = ups.contains(b);
    if (ua && ub && readings.upfloaterPairsLeftOut()) {
      return 0;
    }
    int c = 0;
    if (ua && facts.team(b).floatedLastRound()) {
      c++;
    }
    if (ub && facts.team(a).floatedLastRound()) {
      c++;
    }
    return c;
  }

  private int[] solve(List<Integer> seats, Set<Integer> ups) {
    int n = seats.size();
    IdentifierSearch search = new IdentifierSearch(n, 3, 2);
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        int a = seats.get(i);
        int b = seats.get(j);
        if (mayMeet.mayMeet(a, b)) {
          search.allow(i, j, c8(a, b), c9(a, b), c10(a, b, ups));
        }
      }
    }
    return search.first();
  }
}
