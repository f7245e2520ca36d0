package org.swisschess.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.TournamentGenerator;
import org.swisschess.testkit.ContractChecks;

class PairRoundBenchmarkTests {

  private static PairRoundBenchmark benchmark(String system, int players, int round) {
    PairRoundBenchmark b = new PairRoundBenchmark();
    b.system = system;
    b.players = players;
    b.round = round;
    return b;
  }

  @Test
  void setUpBuildsTheRequestThatReplayingTheFinishedTournamentBuilds() {
    PairRoundBenchmark b = benchmark("dutch-2017", 20, 5);
    b.setUp();

    // The way swiss check re-pairs a recorded round: the state before it, and who the file shows
    // unpaired.
    Tournament finished =
        TournamentGenerator.generate(
                PairingSystems.require("dutch-2017"),
                GeneratorConfig.of(20, PairRoundBenchmark.PLANNED_ROUNDS),
                PairRoundBenchmark.SEED)
            .tournament();
    PairingRequest replayed =
        new PairingRequest(
            finished.upToRound(4), 5, RecordedRound.of(finished, 5).absent(), Map.of());

    assertEquals(replayed.tournament(), b.request().tournament());
    assertEquals(replayed.absent(), b.request().absent());
    assertEquals(5, b.request().round());
    assertEquals(PairRoundBenchmark.PLANNED_ROUNDS, b.request().tournament().plannedRounds());
  }

  @Test
  void theBenchmarkPairsTwentyPlayersValidlyAndAsTheTournamentRecords() {
    PairRoundBenchmark b = benchmark("dutch-2017", 20, 5);
    b.setUp();
    Pairing pairing = b.pairRound();

    assertEquals(5, pairing.round());
    assertEquals(
        java.util.List.of(),
        ContractChecks.checkPairing(PairingSystems.require("dutch-2017"), b.request(), pairing));
    Tournament finished =
        TournamentGenerator.generate(
                PairingSystems.require("dutch-2017"),
                GeneratorConfig.of(20, PairRoundBenchmark.PLANNED_ROUNDS),
                PairRoundBenchmark.SEED)
            .tournament();
    for (Board board : pairing.boards()) {
      RoundEntry recorded = finished.player(board.white()).round(5);
      assertTrue(
          recorded.hasOpponent() && recorded.opponent() == board.black(),
          "board " + board + " differs from round 5 as generated: " + recorded);
    }
  }

  @Test
  void roundOneIsTakenWithoutPairingAnything() {
    AtomicInteger calls = new AtomicInteger();
    PairingSystem counting =
        new Delegating(PairingSystems.require("dutch-2017")) {
          @Override
          public Pairing pair(PairingRequest request) {
            calls.incrementAndGet();
            return super.pair(request);
          }
        };
    SortedMap<Integer, PairingRequest> requests =
        RoundRequests.capture(counting, GeneratorConfig.of(5000, 9), 1L, new TreeSet<>(Set.of(1)));

    assertEquals(0, calls.get());
    PairingRequest first = requests.get(1);
    assertNotNull(first);
    assertEquals(0, first.tournament().completedRounds());
    assertEquals(5000, first.tournament().players().size());
  }

  @Test
  void eachChosenRoundIsPairedOnceAndNothingAfterTheLast() {
    AtomicInteger calls = new AtomicInteger();
    PairingSystem counting =
        new Delegating(PairingSystems.require("dutch-2017")) {
          @Override
          public Pairing pair(PairingRequest request) {
            calls.incrementAndGet();
            return super.pair(request);
          }
        };
    SortedMap<Integer, PairingRequest> requests =
        RoundRequests.capture(counting, GeneratorConfig.of(30, 9), 3L, new TreeSet<>(Set.of(2, 4)));

    assertEquals(Set.of(2, 4), requests.keySet());
    assertEquals(
        3, calls.get(), "rounds 1, 2 and 3 paired; round 4 taken, rounds 5-9 never asked for");
    assertEquals(
        3, java.util.Objects.requireNonNull(requests.get(4)).tournament().completedRounds());
  }

  @Test
  void aRoundAfterOneWithoutValidPairingIsNotReached() {
    PairingSystem failsRoundTwo =
        new Delegating(PairingSystems.require("dutch-2017")) {
          @Override
          public Pairing pair(PairingRequest request) {
            if (request.round() == 2) {
              throw new NoValidPairingException(
                  "test: round 2 cannot be paired", Explanation.EMPTY);
            }
            return super.pair(request);
          }
        };
    SortedMap<Integer, PairingRequest> requests =
        RoundRequests.capture(
            failsRoundTwo, GeneratorConfig.of(10, 5), 1L, new TreeSet<>(Set.of(1, 3)));

    assertEquals(Set.of(1), requests.keySet());
  }

  @Test
  void anUnknownSystemNamesTheInstalledOnes() {
    PairRoundBenchmark b = benchmark("no-such-system", 20, 1);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, b::setUp);
    assertTrue(String.valueOf(e.getMessage()).contains("dutch-2017"), e.getMessage());
  }

  /** A system that passes everything to another. */
  private static class Delegating implements PairingSystem {
    private final PairingSystem delegate;

    Delegating(PairingSystem delegate) {
      this.delegate = delegate;
    }

    @Override
    public String id() {
      return delegate.id();
    }

    @Override
    public String name() {
      return delegate.name();
    }

    /** Declares C.2 of the 2017 Dutch text: not after a PAB or a forfeit win. */
    @Override
    public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
      return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
    }

    @Override
    public Pairing pair(PairingRequest request) {
      return delegate.pair(request);
    }
  }
}
