package org.swisschess.dutch2017;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.swisschess.api.FloatDirection;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.BracketWeights;
import org.swisschess.dutch.core.ClassWeights;
import org.swisschess.dutch.core.ColourCriteria;
import org.swisschess.dutch.core.ColourFacts;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.WeightLayout;
import org.swisschess.matching.WideInt;

/**
 * The edge weights of one bracket: each criterion from C.4 to C.19 is a field of bits, higher
 * priority in higher bits, so that a maximum-weight matching of the bracket (plus the next score
 * group, for the C.7 look-ahead) satisfies the criteria in priority order. The lowest bits are left
 * free for the generation order of B.6-B.8 and D.1-D.3 (dutch-core's {@code GenerationOrder}).
 *
 * <p>Fields, from the top: [C.4/completion and PAB eligibility, only in the PPB/CLB] C.5 pairs, C.6
 * PSD, [C.7 pairs and PSD of the next bracket, not in the PPB/CLB], C.8, C.9, C.10, C.11, C.12,
 * C.13, C.14, C.15, C.16, C.17, C.18, C.19, then the order bits.
 *
 * <p>Score differences (A.8) get a sub-field each, wide enough to count their occurrences, and a
 * downfloater's SD is its score less the lowest score considered, plus one point.
 */
final class QualityWeights implements BracketWeights {

  /** The fields of a weight, named after the criteria they carry (C.04.3 C). */
  enum Criterion {
    /** The generation order's bits (B.6-B.8, D.1-D.3), left to the bracket pairer. */
    ORDER,
    C19,
    C18,
    C17,
    C16,
    C15,
    C14,
    C13,
    C12,
    C11,
    C10,
    C9,
    C8,
    /** C.7: the PSD of the following bracket. */
    C7_PSD,
    /** C.7: the pairs of the following bracket. */
    C7_PAIRS,
    C6,
    C5,
    /** C.4 / A.9 completion with C.2's PAB eligibility, in the PPB/CLB only. */
    C4
  }

  final List<Entrant> players;
  final int movedDown; // players [0, movedDown) are MDPs
  // players [movedDown, nextBegin) are residents, [nextBegin, size) the next score group
  final int nextBegin;
  final boolean lastBrackets; // PPB or CLB: completion (C.4) instead of look-ahead (C.7)
  final int playerBits;
  final int limbs;
  private final int playedRounds;
  private final int minScore;
  private final boolean nextIsLast;
  private final WeightLayout<Criterion> layout;

  // Each pair of player classes weighs the same (dutch-core's ClassWeights works each out once).
  private final ClassWeights weights;

  /** What {@link #criteriaWeight} reads of a player: players of one class are interchangeable. */
  private record PlayerClass(
      int part,
      int score,
      boolean mayReceivePairingAllocatedBye,
      ColourFacts colour,
      FloatDirection floatLastRound,
      FloatDirection floatTwoRoundsBefore) {}

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
    this.minScore = players.get(players.size() - 1).score;
    this.playerBits = WeightLayout.bitsToRepresent(nextBegin - movedDown);
    int nextPlayerBits = WeightLayout.bitsToRepresent(players.size() - nextBegin);
    SortedMap<Integer, Integer> sd = scoreDifferenceWidths();

    // one order bit, the sums of exchanged in-bracket sequence numbers, the number of exchanges
    WeightLayout.Builder<Criterion> b =
        WeightLayout.builder(Criterion.class).field(Criterion.ORDER, 1 + 3 * playerBits);
    if (playedRounds > 1) {
      b.subFields(Criterion.C19, sd).subFields(Criterion.C18, sd);
    }
    if (playedRounds > 0) {
      b.subFields(Criterion.C17, sd).subFields(Criterion.C16, sd);
    }
    if (playedRounds > 1) {
      b.field(Criterion.C15, playerBits).field(Criterion.C14, playerBits);
    }
    if (playedRounds > 0) {
      b.field(Criterion.C13, playerBits).field(Criterion.C12, playerBits);
    }
    b.field(Criterion.C11, playerBits)
        .field(Criterion.C10, playerBits)
        .field(Criterion.C9, playerBits)
        .field(Criterion.C8, playerBits);
    if (!lastBrackets) {
      b.subFields(Criterion.C7_PSD, sd)
          .field(
              Criterion.C7_PAIRS,
              nextIsLast ? Math.max(playerBits, nextPlayerBits) + 3 : nextPlayerBits);
    }
    b.subFields(Criterion.C6, sd).field(Criterion.C5, playerBits);
    if (lastBrackets) {
      b.field(Criterion.C4, 2);
    }
    this.layout = b.build(2);
    this.limbs = layout.limbs();
    this.weights =
        new ClassWeights(
            players,
            v -> {
              Entrant e = players.get(v);
              return new PlayerClass(
                  v < movedDown ? 0 : v < nextBegin ? 1 : 2,
                  e.score,
                  e.mayReceivePairingAllocatedBye,
                  e.colour,
                  e.floatLastRound,
                  e.floatTwoRoundsBefore);
            },
            absolute,
            limbs,
            this::criteriaWeight);
  }

  /**
   * Repeated float criteria by rounds back: [0] the last round (C.12, C.13), [1] the one before.
   */
  private static final Criterion[] REPEATED_DOWNFLOAT = {Criterion.C12, Criterion.C14};

  private static final Criterion[] REPEATED_UPFLOAT = {Criterion.C13, Criterion.C15};
  private static final Criterion[] REPEATED_DOWNFLOAT_SD = {Criterion.C16, Criterion.C18};
  private static final Criterion[] REPEATED_UPFLOAT_SD = {Criterion.C17, Criterion.C19};

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

  /**
   * A.8: a sub-field for every score difference that can occur, smallest difference lowest, each
   * wide enough to count its occurrences.
   */
  private SortedMap<Integer, Integer> scoreDifferenceWidths() {
    SortedMap<Integer, Integer> counts = new TreeMap<>();
    for (int p = 0; p < nextBegin; p++) {
      int sp = players.get(p).score;
      counts.merge(sp - minScore + 10, 1, Integer::sum);
      int first = Math.max(movedDown, p + 1);
      for (int o = first; o < nextBegin; o++) {
        if (o <= first || players.get(o).score < players.get(o - 1).score) {
          counts.merge(sp - players.get(o).score, 1, Integer::sum);
        }
      }
    }
    SortedMap<Integer, Integer> widths = new TreeMap<>();
    counts.forEach(
        (difference, count) -> widths.put(difference, WeightLayout.bitsToRepresent(count)));
    return widths;
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
    if (j < movedDown) {
      WideInt.setZero(w, wo, limbs); // B.3: MDPs meet residents only
      return;
    }
    weights.weight(i, j, w, wo); // zero where C.1 or C.3 forbids the pair
  }

  /**
   * The edge weight of i and j worked out from the criteria, not from the weight of their classes:
   * for tests that check the two agree.
   */
  void uncachedEdgeWeight(int i, int j, long[] w, int wo) {
    if (j < movedDown) {
      WideInt.setZero(w, wo, limbs);
      return;
    }
    weights.uncachedWeight(i, j, w, wo);
  }

  /** The weight of i and j, who may meet, i < j, j not an MDP: C.4-C.19. */
  private void criteriaWeight(int i, int j, long[] w, int wo) {
    WideInt.setZero(w, wo, limbs);
    Entrant h = players.get(i);
    Entrant l = players.get(j);
    boolean higherIn = i < nextBegin;
    boolean lowerIn = j < nextBegin;
    if (lastBrackets) {
      // C.4 / A.9: complete the round pairing; prefer to leave a PAB-eligible player unpaired
      // (C.2).
      layout.add(
          w,
          wo,
          Criterion.C4,
          1
              + (h.mayReceivePairingAllocatedBye ? 0 : 1)
              + (l.mayReceivePairingAllocatedBye ? 0 : 1));
    }
    if (lowerIn) {
      layout.add(w, wo, Criterion.C5, 1);
      // C.6: turning two downfloaters into a pair replaces their SDs by the pair's SD.
      layout.add(w, wo, Criterion.C6, floaterKey(h), 1);
      layout.add(w, wo, Criterion.C6, floaterKey(l), 1);
      layout.add(w, wo, Criterion.C6, h.score - l.score, -1);
    }
    if (!lastBrackets) {
      // C.7: pairs and PSD in the following bracket.
      if (nextIsLast) {
        layout.add(
            w,
            wo,
            Criterion.C7_PAIRS,
            1
                + (h.mayReceivePairingAllocatedBye ? 0 : 1)
                + (l.mayReceivePairingAllocatedBye ? 0 : 1));
      } else if (!lowerIn) {
        layout.add(w, wo, Criterion.C7_PAIRS, 1);
      }
      if (higherIn) {
        layout.add(w, wo, Criterion.C7_PSD, floaterKey(h), 1);
      }
      if (lowerIn) {
        layout.add(w, wo, Criterion.C7_PSD, floaterKey(l), 1);
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
    ColourFacts a = p.colour;
    ColourFacts b = o.colour;
    if (ColourCriteria.keepsDifferenceWithinTwo(a, b)) {
      layout.add(w, wo, Criterion.C8, 1);
    }
    if (ColourCriteria.avoidsThirdColourInARow(a, b)) {
      layout.add(w, wo, Criterion.C9, 1);
    }
    if (ColourCriteria.grantsPreferences(a, b)) {
      layout.add(w, wo, Criterion.C10, 1);
    }
    if (ColourCriteria.grantsStrongPreferences(a, b)) {
      layout.add(w, wo, Criterion.C11, 1);
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
    layout.add(w, wo, REPEATED_DOWNFLOAT[back - 1], count);
    if (h.score > l.score && l.floatRoundsBack(back) == FloatDirection.UP) {
      layout.add(w, wo, REPEATED_UPFLOAT[back - 1], -1);
    }
  }

  /** C.16-C.19. */
  private void addRepeatedFloatDifferences(
      Entrant h, Entrant l, boolean lowerIn, int back, long[] w, int wo) {
    if (!lowerIn) {
      return;
    }
    Criterion down = REPEATED_DOWNFLOAT_SD[back - 1];
    if (l.floatRoundsBack(back) == FloatDirection.DOWN) {
      layout.add(w, wo, down, floaterKey(l), 1);
    }
    if (h.floatRoundsBack(back) == FloatDirection.DOWN) {
      layout.add(w, wo, down, floaterKey(h), 1);
      if (h.score > l.score) {
        layout.add(w, wo, down, h.score - l.score, -1);
      }
    }
    if (l.floatRoundsBack(back) == FloatDirection.UP && h.score > l.score) {
      layout.add(w, wo, REPEATED_UPFLOAT_SD[back - 1], h.score - l.score, -1);
    }
  }

  /** A weight above every edge weight, for pairs already fixed. */
  @Override
  public void fixedPairWeight(long[] w, int wo) {
    WideInt.setZero(w, wo, limbs);
    WideInt.addBit(w, wo, limbs, layout.totalBits() + 1, 1);
    WideInt.addBit(w, wo, limbs, 0, -1);
  }
}
