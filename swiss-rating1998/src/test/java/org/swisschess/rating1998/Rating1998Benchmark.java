package org.swisschess.rating1998;

import java.util.Random;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Tournament;

/**
 * Times every round of 300-player, 9-round tournaments with random results (not a unit test; run it
 * by hand, see the README): {@code java -cp ... org.swisschess.rating1998.Rating1998Benchmark
 * [tournaments] [seed]}.
 */
public final class Rating1998Benchmark {

  private Rating1998Benchmark() {}

  /**
   * Runs the benchmark.
   *
   * @param args number of tournaments (default 3), seed (default 1998), players (default 300),
   *     chance of a player being absent in a round (default 0), chance of a forfeit (default 0)
   */
  public static void main(String[] args) {
    int tournaments = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    long seed = args.length > 1 ? Long.parseLong(args[1]) : 1998;
    int players = args.length > 2 ? Integer.parseInt(args[2]) : 300;
    double absent = args.length > 3 ? Double.parseDouble(args[3]) : 0.0;
    double forfeits = args.length > 4 ? Double.parseDouble(args[4]) : 0.0;
    Rating1998System system = new Rating1998System();
    Random random = new Random(seed);
    long worst = 0;
    int fallbacks = 0;
    for (int k = 0; k < tournaments; k++) {
      Tournament t = Simulator.field(players, 9, random);
      StringBuilder line = new StringBuilder("tournament " + (k + 1) + " ms per round:");
      while (t.completedRounds() < t.plannedRounds()) {
        long start = System.nanoTime();
        java.util.Set<Integer> away = new java.util.TreeSet<>();
        for (org.swisschess.api.Player pl : t.players()) {
          if (random.nextDouble() < absent) {
            away.add(pl.pairingNumber());
          }
        }
        Pairing p;
        try {
          p = system.pair(PairingRequest.of(t, away));
        } catch (org.swisschess.api.NoValidPairingException e) {
          line.append(" (round ").append(t.completedRounds() + 1).append(": no valid pairing)");
          break;
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        if (p.explanation().toText().contains("pairing found by the exact search")) {
          fallbacks++;
        }
        worst = Math.max(worst, ms);
        line.append(' ').append(ms);
        t = t.withRound(Simulator.results(p, random, forfeits));
      }
      System.out.println(line);
    }
    System.out.println(
        "worst round: " + worst + " ms; brackets left to the exact search: " + fallbacks);
  }
}
