package org.swisschess.baselines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Player;
import org.swisschess.api.Tournament;
import org.swisschess.api.UnsupportedRequestException;
import org.swisschess.sim.EventRates;
import org.swisschess.sim.GeneratedTournament;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.TournamentGenerator;

class BaselineTests {

  private static List<Integer> pairs(Pairing p) {
    List<Integer> out = new ArrayList<>();
    for (Board b : p.boards()) {
      out.add(b.white());
      out.add(b.black());
    }
    return out;
  }

  private static Tournament players(int n, int rounds) {
    List<Player> list = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      list.add(Player.of(i, "P" + i, 2500 - 10 * i));
    }
    return Tournament.start(rounds, list);
  }

  @Test
  void theBaselinesAreFoundByIdAndMarked() {
    for (String id : List.of("monrad", "random-scoregroups", "round-robin-berger")) {
      PairingSystem s = PairingSystems.require(id);
      assertTrue(s.isBaseline(), id);
      assertEquals(List.of(), s.tournamentTypes(), "no TRF type chooses a baseline");
    }
    assertTrue(!PairingSystems.find("ideal").isPresent(), "the ideal ranking is no system");
  }

  /** C.05 Annex 1, the Berger table for 5 or 6 players. */
  @Test
  void bergerTableForSixPlayers() {
    int[][][] table = {
      {{1, 6}, {2, 5}, {3, 4}},
      {{6, 4}, {5, 3}, {1, 2}},
      {{2, 6}, {3, 1}, {4, 5}},
      {{6, 5}, {1, 4}, {2, 3}},
      {{3, 6}, {4, 2}, {5, 1}}
    };
    for (int r = 1; r <= 5; r++) {
      Set<List<Integer>> expected = new HashSet<>();
      for (int[] g : table[r - 1]) {
        expected.add(List.of(g[0], g[1]));
      }
      Set<List<Integer>> got = new HashSet<>();
      for (int[] g : RoundRobinSystem.table(6, r)) {
        got.add(List.of(g[0], g[1]));
      }
      assertEquals(expected, got, "round " + r);
    }
  }

  @Test
  void aRoundRobinMeetsEveryoneOnceAndRefusesMoreRounds() {
    PairingSystem rr = PairingSystems.require(RoundRobinSystem.ID);
    GeneratorConfig g = GeneratorConfig.of(7, 7).withRates(EventRates.NONE);
    GeneratedTournament t = TournamentGenerator.generate(rr, g, 4L);
    assertEquals(7, t.tournament().completedRounds());
    for (Player p : t.tournament().players()) {
      Set<Integer> met = new HashSet<>();
      int byes = 0;
      for (var e : p.rounds()) {
        if (e.hasOpponent()) {
          assertTrue(met.add(e.opponent()), "no rematch");
        } else {
          byes++;
        }
      }
      assertEquals(6, met.size());
      assertEquals(1, byes, "the dummy's round");
    }
    assertThrows(
        UnsupportedRequestException.class,
        () -> rr.pair(PairingRequest.of(t.tournament())),
        "7 players (and the dummy) have 7 rounds, not 8");
  }

  @Test
  void monradPairsOneTwoThreeFourInScoreOrder() {
    Pairing p = PairingSystems.require(MonradSystem.ID).pair(PairingRequest.of(players(6, 3)));
    assertEquals(List.of(1, 2, 3, 4, 5, 6), pairs(p).stream().sorted().toList());
    Set<Set<Integer>> boards = new HashSet<>();
    p.boards().forEach(b -> boards.add(Set.of(b.white(), b.black())));
    assertEquals(Set.of(Set.of(1, 2), Set.of(3, 4), Set.of(5, 6)), boards);
  }

  @Test
  void monradAndRandomPlayWholeTournamentsWithoutRematches() {
    for (String id : List.of(MonradSystem.ID, RandomScoregroupSystem.ID)) {
      PairingSystem s = PairingSystems.require(id);
      GeneratedTournament t = TournamentGenerator.generate(s, GeneratorConfig.of(31, 9), 12L);
      assertTrue(t.failures().isEmpty(), id + " " + t.failures());
      for (Player p : t.tournament().players()) {
        Set<Integer> met = new HashSet<>();
        for (var e : p.rounds()) {
          if (e.isPlayedGame()) {
            assertTrue(met.add(e.opponent()), id + ": player " + p.pairingNumber() + " met twice");
          }
        }
      }
    }
  }

  @Test
  void randomWithinScoregroupsIsReproducibleAndDiffersFromMonrad() {
    PairingSystem random = PairingSystems.require(RandomScoregroupSystem.ID);
    Tournament t = players(20, 5);
    Pairing a = random.pair(PairingRequest.of(t));
    assertEquals(a, random.pair(PairingRequest.of(t)), "same request, same pairing");
    Pairing monrad = PairingSystems.require(MonradSystem.ID).pair(PairingRequest.of(t));
    assertTrue(!a.boards().equals(monrad.boards()), "round 1 is one scoregroup, shuffled");
  }
}
