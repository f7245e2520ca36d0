package org.swisschess.dutch2012;

import java.util.*;
import org.swisschess.api.*;

public final class ScratchStress {
  public static void main(String[] a) {
    Dutch2012System sys = new Dutch2012System();
    long worst = 0; String worstAt = "";
    int nvp = 0;
    for (long seed = Long.parseLong(a[2]); seed < Long.parseLong(a[0]); seed++) {
      Random rnd = new Random(seed);
      int n = 2 + rnd.nextInt(Integer.parseInt(a[1]));
      int rounds = 1 + rnd.nextInt(11);
      TestTournament b = new TestTournament(n, rounds);
      for (int k = 0; k < rnd.nextInt(4) && n >= 4; k++) {
        int x = 1 + rnd.nextInt(n), y = 1 + rnd.nextInt(n);
        if (x != y) b.forbid(x, y);
      }
      Tournament t = b.tournament();
      while (t.completedRounds() < rounds) {
        Set<Integer> absent = new HashSet<>();
        if (rnd.nextInt(3) == 0) absent.add(1 + rnd.nextInt(n));
        long st = System.nanoTime();
        Pairing p;
        try {
          p = sys.pair(PairingRequest.of(t, absent));
        } catch (NoValidPairingException e) {
          nvp++;
          break;
        } catch (RuntimeException e) {
          System.out.println("seed " + seed + " n " + n + " round " + (t.completedRounds() + 1) + ": " + e);
          e.printStackTrace();
          return;
        }
        long ms = (System.nanoTime() - st) / 1_000_000;
        if (ms > 500) System.out.println("seed " + seed + " round " + (t.completedRounds() + 1) + " " + ms + " ms\n" + p.explanation().toText());
        if (ms > worst) { worst = ms; worstAt = "seed " + seed + " n " + n + " round " + (t.completedRounds() + 1); }
        t = Simulator.play(t, p, rnd, 15);
      }
    }
    System.out.println("worst " + worst + " ms at " + worstAt + "; no-valid " + nvp);
  }
}
