package org.swisschess.dutch2017;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.DutchPairing;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.ForwardingEdition;
import org.swisschess.dutch.core.RoundExplanation;
import org.swisschess.dutch.core.Shortcuts;
import org.swisschess.testkit.RoundState;
import org.swisschess.testkit.TournamentArbitraries;

/**
 * The weight of a pair taken from the weight of its players' classes is the one the criteria give
 * for that pair, in every bracket a round builds (with and without MDPs, of one score or several,
 * before the last brackets and in them), over random rounds of random tournaments.
 */
class QualityWeightsProperties {

  private static final PairingSystem SYSTEM = PairingSystems.require("dutch-2017");

  @Provide
  Arbitrary<RoundState> rounds() {
    return TournamentArbitraries.states(SYSTEM);
  }

  /** The 2017 edition, checking the weights of each bracket before it is paired. */
  private static final class Checking extends ForwardingEdition {

    Checking() {
      super(new Edition2017());
    }

    @Override
    public int[] pairRound(
        List<Entrant> sorted,
        AbsoluteCriteria absolute,
        int playedRounds,
        RoundExplanation explanation,
        Shortcuts shortcuts) {
      return new RoundPairer(
              sorted, absolute, playedRounds, explanation, shortcuts, this::checkEveryPair)
          .pair();
    }

    private void checkEveryPair(QualityWeights weights) {
      long[] fromClasses = new long[weights.limbs];
      long[] fromCriteria = new long[weights.limbs];
      for (int j = 1; j < weights.size(); j++) {
        for (int i = 0; i < j; i++) {
          weights.edgeWeight(i, j, fromClasses, 0);
          weights.uncachedEdgeWeight(i, j, fromCriteria, 0);
          assertArrayEquals(fromCriteria, fromClasses, "pair " + i + "-" + j);
        }
      }
    }
  }

  @Property(tries = 300)
  void aPairWeighsWhatTheCriteriaGiveIt(@ForAll("rounds") RoundState state) {
    Checking checking = new Checking();
    try {
      DutchPairing.pair(state.request(), checking);
    } catch (org.swisschess.api.NoValidPairingException e) {
      // the brackets tried before a round turns out impossible were checked all the same
    }
  }
}
