package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/**
 * Rerunnable speed measurement, not a test: pairs 300-player, 9-round tournaments with random
 * results and prints the time of every round. Run after {@code mvn -pl swiss-dubov -am
 * test-compile}: {@code java -cp
 * swiss-api/target/classes:swiss-dubov/target/classes:swiss-dubov/target/test-classes
 * org.swisschess.dubov.RoundTimer [tournaments] [players]}.
 */
public final class RoundTimer {

  private RoundTimer() {}

  public static void main(String[] args) {
    int tournaments = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    int n = args.length > 1 ? Integer.parseInt(args[1]) : 300;
    PairingSystem dubov = new Dubov1997System();
    for (int warm = 0; warm < 2; warm++) {
      run(dubov, new Random(1000 + warm), n, false);
    }
    long worst = 0;
    for (int k = 0; k < tournaments; k++) {
      worst = Math.max(worst, run(dubov, new Random(k), n, true));
    }
    System.out.printf(
        Locale.ROOT,
        "worst round over %d tournaments of %d players: %.1f ms%n",
        tournaments,
        n,
        worst / 1e6);
  }

  private static long run(PairingSystem dubov, Random random, int n, boolean print) {
    List<Player> players = new ArrayList<>();
    List<Integer> ratings = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      ratings.add(1200 + random.nextInt(1500));
    }
    ratings.sort((a, b) -> Integer.compare(b, a));
    for (int i = 0; i < n; i++) {
      players.add(Player.of(i + 1, "Player " + (i + 1), ratings.get(i)));
    }
    Tournament t = Tournament.start(9, players);
    long worst = 0;
    int guarded = 0;
    StringBuilder line = new StringBuilder();
    for (int r = 1; r <= 9; r++) {
      long start = System.nanoTime();
      Pairing p = dubov.pair(PairingRequest.of(t));
      long took = System.nanoTime() - start;
      worst = Math.max(worst, took);
      line.append(String.format(Locale.ROOT, " r%d %.1fms", r, took / 1e6));
      if (p.explanation().toText().contains("README 9-a")) {
        guarded++;
      }
      t = Games.play(t, p, random);
    }
    if (print) {
      System.out.println(
          line.toString().strip()
              + (guarded > 0 ? "  (guarded re-pairing in " + guarded + " rounds)" : ""));
    }
    return worst;
  }
}
