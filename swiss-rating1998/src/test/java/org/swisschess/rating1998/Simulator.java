package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * Plays tournaments with random results, pairing each round with a system; for properties and the
 * benchmark.
 */
final class Simulator {

  /** What a round looked like: the request and the pairing the system made of it. */
  record Round(PairingRequest request, Pairing pairing) {}

  private Simulator() {}

  static Tournament field(int players, int rounds, Random random) {
    List<Player> list = new ArrayList<>();
    String[] titles = {"g", "wg", "m", "wm", "f", "wf", "c", "", "", ""};
    for (int i = 1; i <= players; i++) {
      int rating = 1400 + random.nextInt(1400);
      list.add(
          new Player(
              i,
              "P" + random.nextInt(1000),
              "",
              titles[random.nextInt(titles.length)],
              rating,
              "",
              "",
              "",
              0,
              List.of()));
    }
    return Tournament.start(rounds, list);
  }

  /**
   * Plays {@code t} to its end; absentChance per player and round (absences are never the whole
   * field).
   */
  static List<Round> play(
      PairingSystem system,
      Tournament t,
      Random random,
      double absentChance,
      double forfeitChance) {
    List<Round> rounds = new ArrayList<>();
    while (t.completedRounds() < t.plannedRounds()) {
      Set<Integer> absent = new TreeSet<>();
      for (Player p : t.players()) {
        if (random.nextDouble() < absentChance) {
          absent.add(p.pairingNumber());
        }
      }
      PairingRequest request = new PairingRequest(t, t.completedRounds() + 1, absent, Map.of());
      Pairing pairing = system.pair(request);
      rounds.add(new Round(request, pairing));
      t = t.withRound(results(pairing, random, forfeitChance));
    }
    return rounds;
  }

  static Map<Integer, RoundEntry> results(Pairing pairing, Random random, double forfeitChance) {
    Map<Integer, RoundEntry> entries = new HashMap<>();
    for (Board b : pairing.boards()) {
      if (random.nextDouble() < forfeitChance) {
        entries.put(b.white(), new RoundEntry(b.black(), Colour.NONE, ResultKind.FORFEIT_WIN));
        entries.put(b.black(), new RoundEntry(b.white(), Colour.NONE, ResultKind.FORFEIT_LOSS));
        continue;
      }
      int r = random.nextInt(3);
      ResultKind w = r == 0 ? ResultKind.WIN : r == 1 ? ResultKind.DRAW : ResultKind.LOSS;
      ResultKind bl = r == 0 ? ResultKind.LOSS : r == 1 ? ResultKind.DRAW : ResultKind.WIN;
      entries.put(b.white(), new RoundEntry(b.black(), Colour.WHITE, w));
      entries.put(b.black(), new RoundEntry(b.white(), Colour.BLACK, bl));
    }
    pairing
        .pairingAllocatedBye()
        .ifPresent(id -> entries.put(id, RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)));
    return entries;
  }
}
