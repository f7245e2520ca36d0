package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/** Plays tournaments with an engine and random results, for properties and the benchmark. */
final class Simulator {

  private Simulator() {}

  static Tournament start(int players, int rounds) {
    List<Player> list = new ArrayList<>();
    for (int i = 1; i <= players; i++) {
      list.add(Player.of(i, "P" + i, 2800 - 5 * i));
    }
    return Tournament.start(rounds, list);
  }

  /** Records a pairing with random results; the stronger player (lower number) wins more often. */
  static Tournament play(Tournament t, Pairing pairing, Random random) {
    return play(t, pairing, random, 0);
  }

  /**
   * As {@link #play(Tournament, Pairing, Random)}, with forfeits in {@code forfeitPercent} of
   * games.
   */
  static Tournament play(Tournament t, Pairing pairing, Random random, int forfeitPercent) {
    Map<Integer, RoundEntry> entries = new HashMap<>();
    for (Board b : pairing.boards()) {
      if (random.nextInt(100) < forfeitPercent) {
        boolean whiteWins = random.nextBoolean();
        entries.put(
            b.white(),
            new RoundEntry(
                b.black(),
                Colour.WHITE,
                whiteWins ? ResultKind.FORFEIT_WIN : ResultKind.FORFEIT_LOSS));
        entries.put(
            b.black(),
            new RoundEntry(
                b.white(),
                Colour.BLACK,
                whiteWins ? ResultKind.FORFEIT_LOSS : ResultKind.FORFEIT_WIN));
        continue;
      }
      int roll = random.nextInt(10);
      boolean whiteStronger = b.white() < b.black();
      ResultKind white;
      if (roll < 2) {
        white = ResultKind.DRAW;
      } else if (roll < 7) {
        white = whiteStronger ? ResultKind.WIN : ResultKind.LOSS;
      } else {
        white = whiteStronger ? ResultKind.LOSS : ResultKind.WIN;
      }
      ResultKind black =
          white == ResultKind.WIN
              ? ResultKind.LOSS
              : white == ResultKind.LOSS ? ResultKind.WIN : ResultKind.DRAW;
      entries.put(b.white(), new RoundEntry(b.black(), Colour.WHITE, white));
      entries.put(b.black(), new RoundEntry(b.white(), Colour.BLACK, black));
    }
    pairing
        .pairingAllocatedBye()
        .ifPresent(id -> entries.put(id, RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)));
    return t.withRound(entries);
  }

  static Tournament playAll(PairingSystem system, Tournament t, Random random) {
    Tournament cur = t;
    while (cur.completedRounds() < cur.plannedRounds()) {
      cur = play(cur, system.pair(PairingRequest.of(cur)), random);
    }
    return cur;
  }
}
