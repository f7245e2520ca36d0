package org.swisschess.dutch2012;

import java.util.Locale;
import java.util.Random;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Tournament;

/**
 * Times every round of a random tournament (not a test): {@code java ... Dutch2012Benchmark 300 9 1
 * 0} for players, rounds, seed and the percentage of forfeited games.
 */
public final class Dutch2012Benchmark {

  private Dutch2012Benchmark() {}

  public static void main(String[] args) {
    int players = args.length > 0 ? Integer.parseInt(args[0]) : 300;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 9;
    long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
    int forfeits = args.length > 3 ? Integer.parseInt(args[3]) : 0;
    Dutch2012System system = new Dutch2012System();
    Random random = new Random(seed);
    Tournament t = Simulator.start(players, rounds);
    long worst = 0;
    for (int r = 1; r <= rounds; r++) {
      long start = System.nanoTime();
      Pairing p = system.pair(PairingRequest.of(t));
      long ms = (System.nanoTime() - start) / 1_000_000;
      worst = Math.max(worst, ms);
      long capped = p.explanation().toText().lines().filter(l -> l.contains("search cap")).count();
      System.out.printf(
          Locale.ROOT,
          "players %d seed %d round %d: %d ms, %d boards, %d bracket(s) at the search cap%n",
          players,
          seed,
          r,
          ms,
          p.boards().size(),
          capped);
      if (System.getProperty("explain") != null && ms > 500) {
        System.out.println(p.explanation().toText());
      }
      t = Simulator.play(t, p, random, forfeits);
    }
    System.out.printf(Locale.ROOT, "worst round: %d ms%n", worst);
  }
}
