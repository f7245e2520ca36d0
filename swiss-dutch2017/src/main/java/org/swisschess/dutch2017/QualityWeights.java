package org.swisschess.dutch2017;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisschess.api.FloatDirection;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.BracketWeights;
import org.swisschess.dutch.core.ColourCriteria;
import org.swisschess.dutch.core.ColourPreference;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.matching.WideInt;

/**
 * The edge weights of one bracket: each criterion from C.4 to C.19 is a field of bits, higher
 * priority in higher bits, so that a maximum-weight matching of the bracket (plus the next score
 * group, for the C.7 look-ahead) satisfies the criteria in priority order. The lowest bits are left
 * free for {@link BracketPairer} to encode the generation order of B.6-B.8 and D.1-D.3.
 *
 * <p>Fields, from the top: [C.4/completion and PAB eligibility, only in the PPB/CLB] C.5 pairs, C.6
 * PSD, [C.7 pairs and PSD of the next bracket, not in the PPB/CLB], C.8, C.9, C.10, C.11, C.12,
 * C.13, C.14, C.15, C.16, C.17, C.18, C.19, then the order bits.
 *
 * <p>Score differences (A.8) get a sub-field each, wide enough to count their occurrences, and a
 * downfloater's SD is its score less the lowest score considered, plus one point.
 */
final class QualityWeights implements BracketWeights {

  final List<Entrant> players;
  final int movedDown; // players [0, movedDown) are MDPs
  final int
      nextBegin; // players [movedDown, nextBegin) are residents, [nextBegin, size) the next score
  // group
  final boolean lastBrackets; // PPB or CLB: completion (C.4) instead of look-ahead (C.7)
  final int playerBits;
  final int limbs;
  final int totalBits;
  private final int playedRounds;
  private final int minScore;
  private final Map<Integer, Integer> sdShift = new HashMap<>();
  private final AbsoluteCriteria absolute;
  private final boolean nextIsLast;
  private final int top;
  private final int pairs;
  private final int psd;
  private final int nextPairs;
  private final int nextPsd;
  private final int c8;
  private final int c9;
  private final int c10;
  private final int c11;
  private final int[] repeatedFloat = new int[3]; // C.12/C.14 at [1]/[2]
  private final int[] repeatedUpfloat = new int[3]; // C.13/C.15
  private final int[] repeatedFloatDifference = new int[3]; // C.16/C.18
  private final int[] repeatedUpfloatDifference = new int[3]; // C.17/C.19

  /** Bit position of the lowest of the order bits reserved for "exchange" counting (region A). */
  final int orderHigh;

  QualityWeights(
      List<Entrant> players,
      int movedDown,
      int nextBegin,
      boolean lastBrackets,
      boolean nextIsLast,
      int playedRounds,
      AbsoluteCriteria absolute) {
    this.players = players;
    this.movedDown = movedDown;
    this.nextBegin = nextBegin;
    this.lastBrackets = lastBrackets;
    this.nextIsLast = nextIsLast;
    this.playedRounds = playedRounds;
    this.absolute = absolute;
    this.minScore = players.get(players.size() - 1).score;
    this.playerBits = bitsToRepresent(nextBegin - movedDown);
    int nextPlayerBits = bitsToRepresent(players.size() - nextBegin);
    int sdBits = buildScoreDifferenceShifts();

    int pos = 0;
    pos += 1; // one order bit
    pos += 2 * playerBits; // order: sums of exchanged in-bracket sequence numbers
    orderHigh = pos;
    pos += playerBits; // order: number of exchanges
    if (playedRounds > 1) {
      repeatedUpfloatDifference[2] = pos;
      pos += sdBits;
      repeatedFloatDifference[2] = pos;
      pos += sdBits;
    }
    if (playedRounds > 0) {
      repeatedUpfloatDifference[1] = pos;
      pos += sdBits;
      repeatedFloatDifference[1] = pos;
      pos += sdBits;
    }
    if (playedRounds > 1) {
      repeatedUpfloat[2] = pos;
      pos += playerBits;
      repeatedFloat[2] = pos;
      pos += playerBits;
    }
    if (playedRounds > 0) {
      repeatedUpfloat[1] = pos;
      pos += playerBits;
      repeatedFloat[1] = pos;
      pos += playerBits;
    }
    c11 = pos;
    pos += playerBits;
    c10 = pos;
    pos += playerBits;
    c9 = pos;
    pos += playerBits;
    c8 = pos;
    pos += playerBits;
    if (!lastBrackets) {
      nextPsd = pos;
      pos += sdBits;
      nextPairs = pos;
      pos += nextIsLast ? Math.max(playerBits, nextPlayerBits) + 3 : nextPlayerBits;
    } else {
      nextPsd = -1;
      nextPairs = -1;
    }
    psd = pos;
    pos += sdBits;
    pairs = pos;
    pos += playerBits;
    if (lastBrackets) {
      top = pos;
      pos += 2;
    } else {
      top = -1;
    }
    totalBits = pos;
    limbs = WideInt.limbsFor(totalBits + 2);
  }

  @Override
  public int size() {
    return players.size();
  }

  @Override
  public int score(int v) {
    return players.get(v).score;
  }

  @Override
  public int movedDown() {
    return movedDown;
  }

  @Override
  public int nextBegin() {
    return nextBegin;
  }

  @Override
  public int limbs() {
    return limbs;
  }

  @Override
  public int orderBits() {
    return playerBits;
  }

  static int bitsToRepresent(int value) {
    return 32 - Integer.numberOfLeadingZeros(value);
  }

  /** A.8: sub-fields for every score difference that can occur, smallest difference lowest. */
  private int buildScoreDifferenceShifts() {
    List<Integer> differences = new ArrayList<>();
    for (int p = 0; p < nextBegin; p++) {
      int sp = players.get(p).score;
      differences.add(sp - minScore + 10);
      int first = Math.max(movedDown, p + 1);
      for (int o = first; o < nextBegin; o++) {
        if (o <= first || players.get(o).score < players.get(o - 1).score) {
          differences.add(sp - players.get(o).score);
        }
      }
    }
    Collections.sort(differences);
    int shift = 0;
    int count = 0;
    for (int i = 0; i < differences.size(); i++) {
      count++;
      if (i + 1 == differences.size() || !differences.get(i).equals(differences.get(i + 1))) {
        sdShift.put(differences.get(i), shift);
        shift += bitsToRepresent(count);
        count = 0;
      }
    }
    return shift;
  }

  private int sd(int difference) {
    Integer s = sdShift.get(difference);
    if (s == null) {
      throw new IllegalStateException("score difference " + difference + " not laid out");
    }
    return s;
  }

  /** The SD a player has as a downfloater (A.8). */
  private int floaterKey(Entrant e) {
    return e.score - minScore + 10;
  }

  /**
   * Writes an edge weight of higher-ranked i and lower-ranked j (i < j) into w at wo; zero if they
   * may not meet.
   */
  @Override
  public void edgeWeight(int i, int j, long[] w, int wo) {
    WideInt.setZero(w, wo, limbs);
    if (j < movedDown) {
      return; // B.3: MDPs are paired with residents only
    }
    Entrant h = players.get(i);
    Entrant l = players.get(j);
    if (!absolute.compatible(h, l)) {
      return;
    }
    boolean higherIn = i < nextBegin;
    boolean lowerIn = j < nextBegin;
    if (lastBrackets) {
      // C.4 / A.9: complete the round pairing; prefer to leave a PAB-eligible player unpaired
      // (C.2).
      WideInt.addBit(w, wo, limbs, top, 1 + (h.mayGetBye ? 0 : 1) + (l.mayGetBye ? 0 : 1));
    }
    if (lowerIn) {
      WideInt.addBit(w, wo, limbs, pairs, 1); // C.5
      // C.6: turning two downfloaters into a pair replaces their SDs by the pair's SD.
      WideInt.addBit(w, wo, limbs, psd + sd(floaterKey(h)), 1);
      WideInt.addBit(w, wo, limbs, psd + sd(floaterKey(l)), 1);
      WideInt.addBit(w, wo, limbs, psd + sd(h.score - l.score), -1);
    }
    if (!lastBrackets) {
      // C.7: pairs and PSD in the following bracket.
      if (nextIsLast) {
        WideInt.addBit(w, wo, limbs, nextPairs, 1 + (h.mayGetBye ? 0 : 1) + (l.mayGetBye ? 0 : 1));
      } else if (!lowerIn) {
        WideInt.addBit(w, wo, limbs, nextPairs, 1);
      }
      if (higherIn) {
        WideInt.addBit(w, wo, limbs, nextPsd + sd(floaterKey(h)), 1);
      }
      if (lowerIn) {
        WideInt.addBit(w, wo, limbs, nextPsd + sd(floaterKey(l)), 1);
      }
    }
    if (lowerIn) {
      addColourCriteria(l, h, w, wo);
    }
    for (int back = 1; back <= 2 && back <= playedRounds; back++) {
      addRepeatedFloats(h, l, lowerIn, back, w, wo);
    }
    for (int back = 1; back <= 2 && back <= playedRounds; back++) {
      addRepeatedFloatDifferences(h, l, lowerIn, back, w, wo);
    }
  }

  /** C.8-C.11, one bit per pair that meets the criterion. */
  private void addColourCriteria(Entrant p, Entrant o, long[] w, int wo) {
    ColourPreference a = p.colour;
    ColourPreference b = o.colour;
    if (ColourCriteria.keepsDifferenceWithinTwo(a, b)) {
      WideInt.addBit(w, wo, limbs, c8, 1);
    }
    if (ColourCriteria.avoidsThirdColourInARow(a, b)) {
      WideInt.addBit(w, wo, limbs, c9, 1);
    }
    if (ColourCriteria.grantsPreferences(a, b)) {
      WideInt.addBit(w, wo, limbs, c10, 1);
    }
    if (ColourCriteria.grantsStrongPreferences(a, b)) {
      WideInt.addBit(w, wo, limbs, c11, 1);
    }
  }

  /** C.12-C.15. */
  private void addRepeatedFloats(
      Entrant h, Entrant l, boolean lowerIn, int back, long[] w, int wo) {
    if (!lowerIn) {
      return;
    }
    int count = 0;
    if (l.floatRoundsBack(back) == FloatDirection.DOWN) {
      count++; // a former downfloater paired does not float down again
    }
    if (h.score <= l.score && h.floatRoundsBack(back) == FloatDirection.DOWN) {
      count++;
    }
    WideInt.addBit(w, wo, limbs, repeatedFloat[back], count);
    if (h.score > l.score && l.floatRoundsBack(back) == FloatDirection.UP) {
      WideInt.addBit(w, wo, limbs, repeatedUpfloat[back], -1);
    }
  }

  /** C.16-C.19. */
  private void addRepeatedFloatDifferences(
      Entrant h, Entrant l, boolean lowerIn, int back, long[] w, int wo) {
    if (!lowerIn) {
      return;
    }
    int base = repeatedFloatDifference[back];
    if (l.floatRoundsBack(back) == FloatDirection.DOWN) {
      WideInt.addBit(w, wo, limbs, base + sd(floaterKey(l)), 1);
    }
    if (h.floatRoundsBack(back) == FloatDirection.DOWN) {
      WideInt.addBit(w, wo, limbs, base + sd(floaterKey(h)), 1);
      if (h.score > l.score) {
        WideInt.addBit(w, wo, limbs, base + sd(h.score - l.score), -1);
      }
    }
    if (l.floatRoundsBack(back) == FloatDirection.UP && h.score > l.score) {
      WideInt.addBit(w, wo, limbs, repeatedUpfloatDifference[back] + sd(h.score - l.score), -1);
    }
  }

  /** A weight above every edge weight, for pairs already fixed. */
  @Override
  public void fixedPairWeight(long[] w, int wo) {
    WideInt.setZero(w, wo, limbs);
    WideInt.addBit(w, wo, limbs, totalBits + 1, 1);
    WideInt.addBit(w, wo, limbs, 0, -1);
  }

  /** The C.4-C.19 part of a weight as text, for explanations. */
  String describe(long[] w, int wo) {
    return WideInt.toString(w, wo, limbs);
  }
}
