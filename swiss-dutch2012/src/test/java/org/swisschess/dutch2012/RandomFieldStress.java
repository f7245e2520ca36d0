package org.swisschess.dutch2012;

import java.util.HashSet;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Tournament;

/**
 * Plays many small random tournaments (forbidden pairs, absences, 15% forfeits) and reports the
 * slowest round; not a test. {@code java ... RandomFieldStress <tournaments> <max players> <first
 * seed>}.
 */
public final class RandomFieldStress {

  private RandomFieldStress() {}

  public static void main(String[] args) {
    long count = args.length > 0 ? Long.parseLong(args[0]) : 200;
    int maxPlayers = args.length > 1 ? Integer.parseInt(args[1]) : 16;
    long first = args.length > 2 ? Long.parseLong(args[2]) : 0;
    Dutch2012System system = new Dutch2012System();
    long worst = 0;
    String worstAt = "none";
    int gaveUp = 0;
    for (long seed = first; seed < first + count; seed++) {
      Random random = new Random(seed);
      int n = 2 + random.nextInt(maxPlayers - 1);
      int rounds = 1 + random.nextInt(11);
      TestTournament builder = new TestTournament(n, rounds);
      for (int k = 0; k < random.nextInt(4) && n >= 4; k++) {
        int a = 1 + random.nextInt(n);
        int b = 1 + random.nextInt(n);
        if (a != b) {
          builder.forbid(a, b);
        }
      }
      Tournament t = builder.tournament();
      while (t.completedRounds() < rounds) {
        Set<Integer> absent = new HashSet<>();
        if (random.nextInt(3) == 0) {
          absent.add(1 + random.nextInt(n));
        }
        long start = System.nanoTime();
        Pairing p;
        try {
          p = system.pair(PairingRequest.of(t, absent));
        } catch (NoValidPairingException e) {
          gaveUp++;
          break;
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        if (ms > worst) {
          worst = ms;
          worstAt =
              String.format(
                  Locale.ROOT, "seed %d, %d players, round %d", seed, n, t.completedRounds() + 1);
        }
        t = Simulator.play(t, p, random, 15);
      }
    }
    System.out.printf(
        Locale.ROOT,
        "slowest round %d ms (%s); %d tournaments ended without a valid pairing%n",
        worst,
        worstAt,
        gaveUp);
  }
}
