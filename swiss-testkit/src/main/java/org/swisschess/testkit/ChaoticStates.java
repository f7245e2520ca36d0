package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.swisschess.api.Attendance;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/**
 * Tournament states no pairing system led to: every past round paired at random, ignoring every
 * rule (rematches, colours three times running, second byes), with forfeits, requested byes,
 * absences and forbidden pairs; then the next round to pair with some players absent. Such states
 * are where pairing searches run longest and "no valid pairing" is most common ({@code
 * ../shared/repro/slow-states} holds states of this kind), so a system's search must stay bounded
 * on them.
 */
final class ChaoticStates {

  private ChaoticStates() {}

  /** Builds the state for {@code players} players after {@code rounds} rounds, from a seed. */
  static PairingRequest of(int players, int rounds, long seed) {
    Random random = new Random(seed);
    List<List<RoundEntry>> entries = new ArrayList<>();
    for (int p = 0; p < players; p++) {
      entries.add(new ArrayList<>());
    }
    for (int r = 1; r <= rounds; r++) {
      List<Integer> order = new ArrayList<>();
      for (int p = 1; p <= players; p++) {
        order.add(p);
      }
      Collections.shuffle(order, random);
      int k = 0;
      boolean pabGiven = false;
      while (k < order.size()) {
        int a = order.get(k);
        if (k + 1 == order.size() || random.nextInt(10) == 0) {
          ResultKind bye = randomBye(random);
          // Chaos in the rules, not in the record: a round has one PAB at most (C.04.1 Art. 3),
          // which a tournament refuses to hold otherwise.
          if (bye == ResultKind.PAIRING_ALLOCATED_BYE && pabGiven) {
            bye = ResultKind.ZERO_POINT_BYE;
          }
          pabGiven |= bye == ResultKind.PAIRING_ALLOCATED_BYE;
          entries.get(a - 1).add(RoundEntry.bye(bye));
          k++;
          continue;
        }
        int b = order.get(k + 1);
        ResultKind[] result = randomResult(random);
        boolean played = result[0].isPlayedGame();
        entries.get(a - 1).add(new RoundEntry(b, played ? Colour.WHITE : Colour.NONE, result[0]));
        entries.get(b - 1).add(new RoundEntry(a, played ? Colour.BLACK : Colour.NONE, result[1]));
        k += 2;
      }
    }
    List<Player> list = new ArrayList<>();
    for (int p = 1; p <= players; p++) {
      list.add(Player.of(p, "Player " + p, 2400 - 10 * p).withRounds(entries.get(p - 1)));
    }
    List<ForbiddenPair> forbidden = new ArrayList<>();
    for (int f = random.nextInt(3); f > 0 && players >= 2; f--) {
      int a = 1 + random.nextInt(players);
      int b = 1 + random.nextInt(players);
      if (a != b) {
        forbidden.add(ForbiddenPair.always(a, b));
      }
    }
    Tournament t =
        new Tournament(
            "chaos " + seed,
            list,
            rounds,
            rounds + 1 + random.nextInt(3),
            random.nextBoolean() ? Colour.WHITE : Colour.BLACK,
            ScoringSystem.STANDARD,
            forbidden,
            List.of(),
            Attendance.NONE);
    Set<Integer> absent = new TreeSet<>();
    for (int p = 1; p <= players; p++) {
      if (random.nextInt(12) == 0) {
        absent.add(p);
      }
    }
    return new PairingRequest(t, rounds + 1, absent, java.util.Map.of());
  }

  private static ResultKind randomBye(Random random) {
    ResultKind[] kinds = {
      ResultKind.PAIRING_ALLOCATED_BYE,
      ResultKind.HALF_POINT_BYE,
      ResultKind.FULL_POINT_BYE,
      ResultKind.ZERO_POINT_BYE,
      ResultKind.ABSENT
    };
    return kinds[random.nextInt(kinds.length)];
  }

  private static ResultKind[] randomResult(Random random) {
    int roll = random.nextInt(20);
    if (roll < 7) {
      return new ResultKind[] {ResultKind.WIN, ResultKind.LOSS};
    } else if (roll < 12) {
      return new ResultKind[] {ResultKind.DRAW, ResultKind.DRAW};
    } else if (roll < 17) {
      return new ResultKind[] {ResultKind.LOSS, ResultKind.WIN};
    } else if (roll < 19) {
      return random.nextBoolean()
          ? new ResultKind[] {ResultKind.FORFEIT_WIN, ResultKind.FORFEIT_LOSS}
          : new ResultKind[] {ResultKind.FORFEIT_LOSS, ResultKind.FORFEIT_WIN};
    }
    return new ResultKind[] {ResultKind.FORFEIT_LOSS, ResultKind.FORFEIT_LOSS};
  }
}
