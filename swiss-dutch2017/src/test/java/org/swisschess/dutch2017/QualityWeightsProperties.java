package org.swisschess.dutch2017;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.DutchEdition;
import org.swisschess.dutch.core.DutchPairing;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.RoundExplanation;
import org.swisschess.dutch.core.Shortcuts;
import org.swisschess.testkit.RoundState;
import org.swisschess.testkit.TournamentArbitraries;

/**
 * The weight of a pair taken from the weight of its players' classes is the one the criteria give
 * for that pair, in every kind of bracket (with and without MDPs, before the last brackets and in
 * them), over random rounds of random tournaments.
 */
class QualityWeightsProperties {

  private static final PairingSystem SYSTEM = PairingSystems.require("dutch-2017");

  @Provide
  Arbitrary<RoundState> rounds() {
    return TournamentArbitraries.states(SYSTEM);
  }

  /** The 2017 edition, keeping the players of the round it pairs. */
  private static final class Recording implements DutchEdition {
    private final Edition2017 edition = new Edition2017();
    final List<Entrant> sorted = new ArrayList<>();

    @Override
    public FloatDirection floatIn(
        PlayerHistory player, History history, Tournament tournament, int round) {
      return edition.floatIn(player, history, tournament, round);
    }

    @Override
    public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
      return edition.mayReceivePairingAllocatedBye(player, tournament);
    }

    @Override
    public int[] pairRound(
        List<Entrant> sorted,
        AbsoluteCriteria absolute,
        int playedRounds,
        RoundExplanation explanation,
        Shortcuts shortcuts) {
      this.sorted.addAll(sorted);
      return edition.pairRound(sorted, absolute, playedRounds, explanation, shortcuts);
    }

    @Override
    public long estimatedBytes(int players) {
      return edition.estimatedBytes(players);
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
    // brackets of the round's own scoregroups, each with the next scoregroup (or, as the last
    // brackets, every player below): the first, then the second with one MDP from the first
    int groupEnd = scoregroupEnd(sorted, 0);
    int nextEnd = scoregroupEnd(sorted, groupEnd);
    int thirdEnd = scoregroupEnd(sorted, nextEnd);
    for (boolean last : new boolean[] {false, true}) {
      int end = last ? n : nextEnd;
      check(sorted.subList(0, end), 0, groupEnd, last, end == n, absolute, played);
      if (groupEnd >= 2 && nextEnd > groupEnd) {
        end = last ? n : thirdEnd;
        List<Entrant> players = sorted.subList(groupEnd - 1, end);
        check(players, 1, nextEnd - groupEnd + 1, last, end == n, absolute, played);
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

  private static void check(
      List<Entrant> players,
      int movedDown,
      int nextBegin,
      boolean lastBrackets,
      boolean nextIsLast,
      AbsoluteCriteria absolute,
      int played) {
    QualityWeights weights =
        new QualityWeights(
            players, movedDown, nextBegin, lastBrackets, nextIsLast, played, absolute);
    long[] fromClasses = new long[weights.limbs];
    long[] fromCriteria = new long[weights.limbs];
    for (int j = 1; j < players.size(); j++) {
      for (int i = 0; i < j; i++) {
        weights.edgeWeight(i, j, fromClasses, 0);
        weights.uncachedEdgeWeight(i, j, fromCriteria, 0);
        assertArrayEquals(fromCriteria, fromClasses, "pair " + i + "-" + j);
      }
    }
  }
}
