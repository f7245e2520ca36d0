package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.swisschess.api.Attendance;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.Tournament;

/**
 * The engine never breaks an absolute criterion on random small states, built by pairing with the
 * engine itself round by round with random results, absences, forfeits and forbidden pairs; and
 * when it says no pairing exists, an exhaustive search agrees.
 */
class Rating1998AbsoluteCriteriaProperties {

  private final Rating1998System system = new Rating1998System();

  @Property(tries = 150)
  void noRoundBreaksTheAbsoluteCriteria(
      @ForAll @IntRange(min = 1, max = 14) int players,
      @ForAll @IntRange(min = 1, max = 9) int rounds,
      @ForAll long seed) {
    Random random = new Random(seed);
    Tournament t = withForbiddenPairs(Simulator.field(players, rounds, random), random);
    while (t.completedRounds() < t.plannedRounds()) {
      Set<Integer> absent = new TreeSet<>();
      for (Player p : t.players()) {
        if (random.nextInt(10) == 0) {
          absent.add(p.pairingNumber());
        }
      }
      PairingRequest request = new PairingRequest(t, t.completedRounds() + 1, absent, Map.of());
      Pairing pairing;
      try {
        pairing = system.pair(request);
      } catch (NoValidPairingException e) {
        assertFalse(
            ExhaustivePairing.exists(request),
            "the engine gave up on a round that has a valid pairing");
        assertFalse(e.explanation().sections().isEmpty(), "no explanation");
        return;
      }
      assertEquals(
          List.of(), AbsoluteCriteria.violations(request, pairing), () -> Fixture.text(pairing));
      assertFalse(
          pairing.explanation().sections().isEmpty(), "every pairing carries an explanation");
      t = t.withRound(Simulator.results(pairing, random, 0.05));
    }
  }

  private static Tournament withForbiddenPairs(Tournament t, Random random) {
    List<ForbiddenPair> f = new ArrayList<>();
    int n = t.players().size();
    for (int k = 0; n > 1 && k < random.nextInt(3); k++) {
      int a = 1 + random.nextInt(n);
      int b = 1 + random.nextInt(n);
      if (a != b) {
        f.add(ForbiddenPair.always(a, b));
      }
    }
    return new Tournament(
        t.name(),
        t.players(),
        0,
        t.plannedRounds(),
        t.initialColour(),
        t.scoring(),
        f,
        t.accelerations(),
        Attendance.NONE);
  }
}
