package org.swisschess.dubov;
import java.util.*;
import org.swisschess.api.*;
public class Dbg {
  public static void main(String[] a) {
    PairingSystem dubov = new Dubov1997System();
    Random random = new Random(7);
    int n = 11;
    List<Player> players = new ArrayList<>();
    for (int i = 0; i < n; i++) players.add(Player.of(i + 1, "Player " + (i + 1), 2400 - 37 * i));
    Tournament t = Tournament.start(5, players);
    for (int r = 1; r <= 4; r++) {
      Pairing p = dubov.pair(PairingRequest.of(t));
      System.out.println("=== round " + r + " " + p.boards() + " bye " + p.pairingAllocatedBye());
      if (r >= 3) System.out.println(p.explanation().toText());
      t = Games.play(t, p, random);
    }
  }
}
