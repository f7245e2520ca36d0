package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.swisschess.api.Attendance;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/**
 * The engine never breaks an absolute criterion of chapter 2 on random small tournaments built by
 * pairing it round by round with random results, and only gives up when brute force confirms that
 * no pairing satisfies chapter 2.
 */
class AbsoluteCriteriaProperties {

  private final PairingSystem dubov = PairingSystems.require("dubov-1997");

  @Property(tries = 300)
  void neverBreaksChapter2(
      @ForAll long seed,
      @ForAll @IntRange(min = 2, max = 13) int players,
      @ForAll @IntRange(min = 1, max = 11) int rounds) {
    Random random = new Random(seed);
    Tournament t = start(random, players, rounds);
    for (int r = 1; r <= rounds; r++) {
      Set<Integer> absent = new HashSet<>();
      for (Player p : t.players()) {
        if (random.nextInt(12) == 0) {
          absent.add(p.pairingNumber());
        }
      }
      PairingRequest request = new PairingRequest(t, r, absent, Map.of());
      AbsoluteCriteria oracle = new AbsoluteCriteria(request);
      Pairing pairing;
      try {
        pairing = dubov.pair(request);
      } catch (NoValidPairingException e) {
        assertFalse(
            oracle.anyValidPairingExists(),
            "gave up on round " + r + " although a valid pairing exists");
        assertFalse(e.explanation().sections().isEmpty());
        return;
      }
      assertEquals(List.of(), oracle.violations(pairing), "round " + r);
      assertEquals(pairing, dubov.pair(request), "same input, same output");
      t = Games.play(t, pairing, random);
    }
    assertEquals(rounds, t.completedRounds());
  }

  private static Tournament start(Random random, int n, int rounds) {
    List<Player> list = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      int rating =
          random.nextInt(6) == 0
              ? 0
              : 1400 + 100 * random.nextInt(8) + (random.nextBoolean() ? 0 : 50);
      list.add(Player.of(i, "Player " + (char) ('A' + random.nextInt(5)) + i, rating));
    }
    List<ForbiddenPair> forbidden = new ArrayList<>();
    if (n >= 4 && random.nextBoolean()) {
      int a = 1 + random.nextInt(n);
      int b = 1 + random.nextInt(n);
      if (a != b) {
        forbidden.add(ForbiddenPair.always(a, b));
      }
    }
    ScoringSystem scoring =
        random.nextInt(4) == 0
            ? ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO)
            : ScoringSystem.STANDARD;
    Colour initial = random.nextBoolean() ? Colour.WHITE : Colour.BLACK;
    // no accelerations: the 1997 text has none, and the system refuses them
    return new Tournament(
        "random", list, 0, rounds, initial, scoring, forbidden, List.of(), Attendance.NONE);
  }

  @Property(tries = 20)
  void playerOrderDoesNotMatter(
      @ForAll long seed, @ForAll @IntRange(min = 4, max = 12) int players) {
    Random random = new Random(seed);
    Tournament t = start(random, players, 5);
    for (int r = 1; r <= 3; r++) {
      List<Player> reversed = new ArrayList<>(t.players());
      java.util.Collections.reverse(reversed);
      Tournament shuffled = t.withPlayers(reversed);
      Pairing p;
      try {
        p = dubov.pair(PairingRequest.of(t));
      } catch (NoValidPairingException e) {
        assertThrows(NoValidPairingException.class, () -> dubov.pair(PairingRequest.of(shuffled)));
        return;
      }
      assertEquals(p, dubov.pair(PairingRequest.of(shuffled)));
      t = Games.play(t, p, random);
    }
    assertEquals(3, t.completedRounds());
  }
}
