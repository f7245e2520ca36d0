package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.DutchPairing;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.ForwardingEdition;
import org.swisschess.dutch.core.RoundExplanation;
import org.swisschess.dutch.core.Shortcut;
import org.swisschess.dutch.core.Shortcuts;
import org.swisschess.testkit.RoundState;
import org.swisschess.testkit.TournamentArbitraries;

/**
 * [C4] checked instead of weighed ({@code completion-check}): every round pairs as in the round's
 * matching, and over the run each way a bracket can go is taken: paired alone, tried alone and
 * given up (the check showed no completion of some optimum), and paired in the round's matching.
 */
class BracketAloneProperties {

  private static final PairingSystem SYSTEM = PairingSystems.require("dutch-2026");

  private static int alone;
  private static int givenUp;
  private static int inRoundMatching;

  /** The 2026 edition, pairing each round with the check and without it, and comparing. */
  private static final class Comparing extends ForwardingEdition {
    Comparing() {
      super(new Edition2026());
    }

    @Override
    public int[] pairRound(
        List<Entrant> sorted,
        AbsoluteCriteria absolute,
        int playedRounds,
        RoundExplanation explanation,
        Shortcuts shortcuts) {
      EnumSet<Shortcut> without = EnumSet.allOf(Shortcut.class);
      without.remove(Shortcut.COMPLETION_CHECK);
      String weighed;
      int[] expected = null;
      try {
        expected =
            new RoundPairer(sorted, absolute, playedRounds, explanation, Shortcuts.only(without))
                .pair();
        weighed = "paired";
      } catch (NoValidPairingException e) {
        weighed = "no valid pairing: " + e.getMessage();
      }
      RoundPairer checked =
          new RoundPairer(
              sorted,
              absolute,
              playedRounds,
              explanation,
              Shortcuts.ALL,
              route -> {
                switch (route) {
                  case ALONE -> alone++;
                  case GIVEN_UP_ALONE -> givenUp++;
                  case IN_ROUND_MATCHING -> inRoundMatching++;
                }
              });
      String outcome;
      int[] partner = null;
      try {
        partner = checked.pair();
        outcome = "paired";
      } catch (NoValidPairingException e) {
        outcome = "no valid pairing: " + e.getMessage();
      }
      assertEquals(weighed, outcome);
      if (expected == null || partner == null) {
        throw new NoValidPairingException(outcome, explanation.impossible(sorted));
      }
      assertArrayEquals(expected, partner);
      return partner;
    }
  }

  @Provide
  Arbitrary<PairingRequest> requests() {
    return Arbitraries.oneOf(
        TournamentArbitraries.states(SYSTEM).map(RoundState::request),
        TournamentArbitraries.states(SYSTEM, TournamentArbitraries.scenarios(40, 120, 11, 20))
            .map(RoundState::request),
        TournamentArbitraries.chaoticStates(30, 8));
  }

  @Property(tries = 200)
  void aBracketPairedAloneIsPairedAsInTheRoundsMatching(
      @ForAll("requests") PairingRequest request) {
    try {
      DutchPairing.pair(request, new Comparing());
    } catch (NoValidPairingException e) {
      // the same with and without the check: Comparing has asserted it
    }
  }

  @AfterContainer
  static void everyWayWasTaken() {
    assertTrue(alone > 0, "no bracket was paired alone");
    assertTrue(givenUp > 0, "no bracket was given up alone");
    assertTrue(inRoundMatching > 0, "no bracket was paired in the round's matching");
  }
}
