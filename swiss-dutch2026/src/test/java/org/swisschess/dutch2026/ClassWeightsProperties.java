package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.ClassWeights;
import org.swisschess.dutch.core.DutchPairing;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.ForwardingEdition;
import org.swisschess.dutch.core.RoundExplanation;
import org.swisschess.dutch.core.Shortcuts;
import org.swisschess.testkit.RoundState;
import org.swisschess.testkit.TournamentArbitraries;

/**
 * The weight of a pair taken from the weight of its players' classes is the one the criteria give
 * for that pair, over random rounds of random tournaments: in the [C5] matching, in the round's
 * first (completion) matching and in brackets with and without MDPs, for PAB assignee scores at
 * each scoregroup, with [C9] in scope and out of it.
 */
class ClassWeightsProperties {

  private static final PairingSystem SYSTEM = PairingSystems.require("dutch-2026");

  @Provide
  Arbitrary<RoundState> rounds() {
    return TournamentArbitraries.states(SYSTEM);
  }

  /** The 2026 edition, keeping the players of the round it pairs. */
  private static final class Recording extends ForwardingEdition {
    final List<Entrant> sorted = new ArrayList<>();

    Recording() {
      super(new Edition2026());
    }

    @Override
    public int[] pairRound(
        List<Entrant> sorted,
        AbsoluteCriteria absolute,
        int playedRounds,
        RoundExplanation explanation,
        Shortcuts shortcuts) {
      this.sorted.addAll(sorted);
      return super.pairRound(sorted, absolute, playedRounds, explanation, shortcuts);
    }
  }

  @Property(tries = 60)
  void aPairWeighsWhatTheCriteriaGiveIt(@ForAll("rounds") RoundState state) {
    Recording recording = new Recording();
    try {
      DutchPairing.pair(state.request(), recording);
    } catch (RuntimeException e) {
      // a round with no valid pairing still has its players recorded
    }
    List<Entrant> sorted = recording.sorted;
    Tournament tournament = state.request().pairingTournament();
    AbsoluteCriteria absolute = new AbsoluteCriteria(tournament, state.request().round());
    int played = tournament.completedRounds();
    int n = sorted.size();
    if (n < 2) {
      return;
    }
    CriteriaLayout round = new CriteriaLayout(sorted, absolute, played);
    check(round.byeScoreWeights(sorted), n);

    // brackets of the round's own scoregroups, each with the next scoregroup: the first, then the
    // second with one MDP from the first
    int groupEnd = scoregroupEnd(sorted, 0);
    int nextEnd = scoregroupEnd(sorted, groupEnd);
    int thirdEnd = scoregroupEnd(sorted, nextEnd);
    List<ByeState> byeStates = new ArrayList<>();
    byeStates.add(ByeState.NONE);
    for (int score : new TreeSet<>(CriteriaLayout.scoresOf(sorted))) {
      for (boolean single : new boolean[] {false, true}) {
        byeStates.add(ByeState.at(sorted, score, single));
      }
    }
    for (ByeState bye : byeStates) {
      List<Entrant> first = sorted.subList(0, nextEnd);
      CriteriaLayout firstLayout =
          new CriteriaLayout(sorted, CriteriaLayout.scoresOf(first), absolute, played);
      check(firstLayout.completionWeights(sorted, bye), n);
      check(new BracketCriteria(firstLayout, first, 0, groupEnd, bye), first.size());
      if (groupEnd >= 2 && nextEnd > groupEnd) {
        List<Entrant> players = sorted.subList(groupEnd - 1, thirdEnd);
        CriteriaLayout layout =
            new CriteriaLayout(sorted, CriteriaLayout.scoresOf(players), absolute, played);
        check(new BracketCriteria(layout, players, 1, nextEnd - groupEnd + 1, bye), players.size());
      }
    }
  }

  /** Where the scoregroup that starts at from ends. */
  private static int scoregroupEnd(List<Entrant> sorted, int from) {
    int end = from;
    while (end < sorted.size() && sorted.get(end).score == sorted.get(from).score) {
      end++;
    }
    return end;
  }

  /** Checks the weights, and the same weights past each cap: no table, a full store of weights. */
  private static void check(ClassWeights weights, int size) {
    check(weights::weight, weights::uncachedWeight, weights.limbs(), size);
    int fewerClasses = weights.classes() - 1;
    ClassWeights noTable = weights.withCaps(fewerClasses, ClassWeights.MAX_KEPT_LIMBS);
    check(noTable::weight, noTable::uncachedWeight, weights.limbs(), size);
    ClassWeights twoKept = weights.withCaps(ClassWeights.MAX_CLASSES, 2 * weights.limbs());
    check(twoKept::weight, twoKept::uncachedWeight, weights.limbs(), size);
  }

  private static void check(BracketCriteria weights, int size) {
    check(weights::edgeWeight, weights::uncachedEdgeWeight, weights.limbs(), size);
  }

  private static void check(
      ClassWeights.CriteriaWeight fromClasses,
      ClassWeights.CriteriaWeight fromCriteria,
      int limbs,
      int size) {
    long[] a = new long[limbs];
    long[] b = new long[limbs];
    for (int j = 1; j < size; j++) {
      for (int i = 0; i < j; i++) {
        fromClasses.write(i, j, a, 0);
        fromCriteria.write(i, j, b, 0);
        assertArrayEquals(b, a, "pair " + i + "-" + j);
      }
    }
  }
}
