package org.swisschess.dutch2012;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.History;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * Random small tournaments paired round by round by this engine, with random results, forfeits,
 * absences and a forbidden pair: every round keeps B.1 and B.2, and "no valid pairing" is only
 * claimed when an exhaustive search agrees.
 */
class AbsoluteCriteriaProperties {

  private final Dutch2012System system = new Dutch2012System();

  @Property(tries = 150)
  void everyRoundKeepsTheAbsoluteCriteria(
      @ForAll @IntRange(min = 2, max = 13) int players,
      @ForAll @IntRange(min = 1, max = 9) int rounds,
      @ForAll long seed) {
    Random random = new Random(seed);
    TestTournament builder = new TestTournament(players, rounds);
    if (players >= 4) {
      builder.forbid(
          1 + random.nextInt(players / 2), players / 2 + 1 + random.nextInt(players - players / 2));
    }
    Tournament t = builder.tournament();
    while (t.completedRounds() < rounds) {
      Set<Integer> absent = new HashSet<>();
      if (random.nextInt(4) == 0) {
        absent.add(1 + random.nextInt(players));
      }
      PairingRequest request = PairingRequest.of(t, absent);
      Pairing p;
      try {
        p = system.pair(request);
      } catch (NoValidPairingException e) {
        assertFalse(BruteForce.exists(request, system), "a pairing exists but the engine gave up");
        return;
      }
      check(request, p);
      t = Simulator.play(t, p, random, 10);
    }
  }

  private void check(PairingRequest request, Pairing p) {
    Tournament t = request.tournament();
    History h = History.of(t);
    Set<Integer> seen = new HashSet<>();
    for (Board b : p.boards()) {
      assertTrue(seen.add(b.white()) && seen.add(b.black()), "paired twice");
      assertFalse(h.player(b.white()).hasPlayed(b.black()), "B.1.a: rematch " + b);
      assertFalse(t.isForbidden(b.white(), b.black(), request.round()), "forbidden pair " + b);
    }
    p.pairingAllocatedBye()
        .ifPresent(
            id -> {
              assertTrue(seen.add(id), "bye and board");
              assertTrue(
                  system.mayReceivePairingAllocatedBye(h.player(id), t), "B.1.b: bye to " + id);
            });
    List<Integer> present = new ArrayList<>();
    for (PlayerHistory ph : h.players()) {
      if (request.isPresent(ph.id())) {
        present.add(ph.id());
      }
    }
    assertEquals(new HashSet<>(present), seen, "every present player exactly once");
    assertEquals(
        present.size() % 2 == 1, p.pairingAllocatedBye().isPresent(), "a bye exactly when odd");
    boolean last = request.round() >= t.plannedRounds();
    int win = t.scoring().win().tenths();
    for (Board b : p.boards()) {
      // B.2 note: top scorers in the last round may break B.2, and a non-top scorer paired with
      // one "is considered a top scorer for colour allocation purposes": the game is exempt
      if (top(h.player(b.white()), last, request.round(), win)
          || top(h.player(b.black()), last, request.round(), win)) {
        continue;
      }
      checkColours(h.player(b.white()), Colour.WHITE);
      checkColours(h.player(b.black()), Colour.BLACK);
    }
  }

  private static boolean top(PlayerHistory ph, boolean last, int round, int win) {
    return last && 2L * ph.score().tenths() > (long) (round - 1) * win;
  }

  private static void checkColours(PlayerHistory ph, Colour now) {
    List<Colour> colours = new ArrayList<>(ph.colourHistory());
    colours.add(now);
    int diff = 0;
    for (Colour c : colours) {
      diff += c == Colour.WHITE ? 1 : -1;
    }
    if (Math.abs(diff) > 2) {
      fail("B.2: colour difference " + diff + " for " + ph.id());
    }
    int n = colours.size();
    if (n >= 3
        && colours.get(n - 1) == colours.get(n - 2)
        && colours.get(n - 2) == colours.get(n - 3)) {
      fail("B.2: three " + now + " in a row for " + ph.id());
    }
  }
}
