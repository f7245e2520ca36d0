package org.swisschess.baselines;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.api.UnsupportedRequestException;

/**
 * A round robin by Berger tables (FIDE Handbook C.05, Annex 1), a baseline and not a FIDE Swiss
 * system: for n players (n + 1 with a dummy when n is odd; the player drawn against the dummy gets
 * the pairing-allocated bye), in round r the players a, b &lt; n with {@code a + b = r + 1 (mod n -
 * 1)} meet, White the one for whom {@code (b - a) mod (n - 1)} is odd, and the player p with {@code
 * 2p = r + 1 (mod n - 1)} meets player n, who has Black in odd rounds and White in even ones. That
 * is the tables' round 1 {@code 1-n, 2-(n-1), ...}, round 2 {@code n-(n/2+1), ...}. Pairing numbers
 * are the table numbers. At most n - 1 rounds (n with an odd field). Players whose table opponent
 * is absent are paired among themselves in score order where they have not met.
 */
public final class RoundRobinSystem implements PairingSystem {

  /** The id. */
  public static final String ID = "round-robin-berger";

  /** For the {@link java.util.ServiceLoader}. */
  public RoundRobinSystem() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Round robin by Berger tables (C.05 Annex 1)";
  }

  @Override
  public boolean isBaseline() {
    return true;
  }

  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return !player.hadPairingAllocatedBye();
  }

  @Override
  public Pairing pair(PairingRequest request) {
    request.requireNoAcceleration(ID);
    request.requireNoAdjournedGames(ID);
    Tournament t = request.tournament();
    int players = t.players().size();
    int n = players % 2 == 0 ? players : players + 1;
    int round = request.round();
    if (round > n - 1) {
      throw new UnsupportedRequestException(
          "a round robin of "
              + players
              + " players has "
              + (n - 1)
              + " rounds; round "
              + round
              + " was asked for");
    }
    for (org.swisschess.api.Player p : t.players()) {
      if (p.pairingNumber() < 1 || p.pairingNumber() > players) {
        throw new UnsupportedRequestException(
            "a round robin needs pairing numbers 1.." + players + ", found " + p.pairingNumber());
      }
    }
    History h = History.of(t);
    List<Board> boards = new ArrayList<>();
    List<PlayerHistory> leftOver = new ArrayList<>();
    OptionalInt bye = OptionalInt.empty();
    for (int[] game : table(n, round)) {
      int white = game[0];
      int black = game[1];
      boolean whiteHere = white <= players && request.isPresent(white);
      boolean blackHere = black <= players && request.isPresent(black);
      if (whiteHere && blackHere) {
        boards.add(new Board(white, black));
      } else if (whiteHere) {
        leftOver.add(h.player(white));
      } else if (blackHere) {
        leftOver.add(h.player(black));
      }
    }
    if (leftOver.size() == 1 && mayReceivePairingAllocatedBye(leftOver.get(0), t)) {
      bye = OptionalInt.of(leftOver.get(0).id());
    } else if (!leftOver.isEmpty()) {
      leftOver.sort(
          java.util.Comparator.comparing(PlayerHistory::score)
              .reversed()
              .thenComparingInt(PlayerHistory::id));
      Pairing rest =
          OrderedPairing.pair(round, leftOver, t, p -> mayReceivePairingAllocatedBye(p, t));
      boards.addAll(rest.boards());
      bye = rest.pairingAllocatedBye();
    }
    return new Pairing(round, boards, bye, Explanation.EMPTY);
  }

  /** The Berger table's games of round r for n (even) numbers: {white, black} each. */
  static List<int[]> table(int n, int r) {
    int m = n - 1;
    List<int[]> games = new ArrayList<>();
    for (int a = 1; a <= m; a++) {
      if (Math.floorMod(2 * a - (r + 1), m) == 0) {
        games.add(r % 2 == 1 ? new int[] {a, n} : new int[] {n, a});
      }
      for (int b = a + 1; b <= m; b++) {
        if (Math.floorMod(a + b - (r + 1), m) == 0) {
          games.add(Math.floorMod(b - a, m) % 2 == 1 ? new int[] {a, b} : new int[] {b, a});
        }
      }
    }
    return games;
  }
}
