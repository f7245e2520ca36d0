package org.swisschess.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.RecordedRound;
import org.swisschess.sim.GeneratedTournament;
import org.swisschess.sim.TournamentReplay;

class TournamentArbitrariesProperties {

  private final PairingSystem system = new BacktrackingTestSystem();

  @Provide
  Arbitrary<RoundState> states() {
    return TournamentArbitraries.states(system);
  }

  @Provide
  Arbitrary<GeneratedTournament> tournaments() {
    return TournamentArbitraries.tournaments(system);
  }

  @Property(tries = 150)
  void aStateIsTheRequestTheSystemWasGivenAndAnswersTheSame(@ForAll("states") RoundState state) {
    Statistics.label("outcome").collect(state.recorded().failed() ? "no valid pairing" : "paired");
    Statistics.label("absentees").collect(state.request().absent().isEmpty() ? "none" : "some");
    Statistics.label("outcome").coverage(c -> c.check("no valid pairing").count(n -> n > 0));
    Statistics.label("absentees").coverage(c -> c.check("some").count(n -> n > 0));
    int round = state.request().round();
    assertEquals(round - 1, state.request().tournament().completedRounds());
    assertEquals(state.recorded().absent(), state.request().absent());
    try {
      Pairing again = system.pair(state.request());
      assertEquals(state.recorded().pairing().orElseThrow(), again);
    } catch (NoValidPairingException e) {
      assertTrue(state.recorded().failed(), "the system failed now but paired then");
    }
  }

  @Property(tries = 100)
  void generatedTournamentsReplayExactlyAndTheirAbsentAreThoseWithoutOpponentOrPab(
      @ForAll("tournaments") GeneratedTournament g) {
    Statistics.label("scoring").collect(g.config().scoring().isStandard() ? "standard" : "other");
    Statistics.label("scoring").coverage(c -> c.check("other").count(n -> n > 0));
    assertEquals(
        java.util.List.of(),
        TournamentReplay.mismatches(system, g.tournament(), g.config().options()));
    for (int r = 1; r <= g.tournament().completedRounds(); r++) {
      assertEquals(g.rounds().get(r - 1).absent(), RecordedRound.of(g.tournament(), r).absent());
    }
  }
}
