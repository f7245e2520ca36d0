package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import org.swisschess.api.ColourRules;
import org.swisschess.api.History;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * Decides by exhaustive search whether a round has any pairing that keeps a system's absolute
 * criteria: a perfect matching of the present players (one bye-eligible player left out when their
 * number is odd) with no rematch of a played game, no forbidden pair, and colours within the
 * system's absolute colour rules.
 */
final class BruteForcePairing {

  /** The largest field the contract searches; 12 players have 10,395 perfect matchings at most. */
  static final int MAX_PLAYERS = 12;

  /** The largest field searched at all: the memo holds two bits per subset of the players. */
  static final int LIMIT = 26;

  private BruteForcePairing() {}

  /**
   * Returns whether a valid pairing exists; the request must have at most {@link #MAX_PLAYERS}
   * present.
   */
  static boolean exists(PairingSystem system, PairingRequest request) {
    return exists(system, request, MAX_PLAYERS);
  }

  /**
   * Returns whether a valid pairing exists; the request must have at most {@code maxPlayers}
   * present, and {@code maxPlayers} at most {@link #LIMIT}.
   */
  static boolean exists(PairingSystem system, PairingRequest request, int maxPlayers) {
    return exists(system, request, maxPlayers, (a, b) -> true, p -> true);
  }

  /**
   * Returns whether a valid pairing exists that also keeps {@code alsoMayMeet} for every pair and
   * {@code alsoMayTakeBye} for the bye (an alternative imposed on the round); the same limits.
   */
  static boolean exists(
      PairingSystem system,
      PairingRequest request,
      int maxPlayers,
      BiPredicate<PlayerHistory, PlayerHistory> alsoMayMeet,
      Predicate<PlayerHistory> alsoMayTakeBye) {
    Tournament t = request.tournament();
    History h = History.of(t);
    List<PlayerHistory> present = new ArrayList<>();
    for (PlayerHistory p : h.players()) {
      if (request.isPresent(p.id())) {
        present.add(p);
      }
    }
    int n = present.size();
    if (n > Math.min(maxPlayers, LIMIT)) {
      throw new IllegalArgumentException(
          n + " players present, brute force stops at " + Math.min(maxPlayers, LIMIT));
    }
    ColourRules rules = system.colourRules();
    boolean[][] may = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        PlayerHistory a = present.get(i);
        PlayerHistory b = present.get(j);
        boolean ok =
            !a.hasPlayed(b.id())
                && !t.isForbidden(a.id(), b.id(), request.round())
                && AbsoluteColourRules.compatible(rules, a, b, t, request.round())
                && alsoMayMeet.test(a, b);
        may[i][j] = ok;
        may[j][i] = ok;
      }
    }
    int all = (1 << n) - 1;
    Memo memo = new Memo(n);
    if (n % 2 == 0) {
      return matches(all, may, memo);
    }
    for (int bye = 0; bye < n; bye++) {
      if (system.mayReceivePairingAllocatedBye(present.get(bye), t)
          && alsoMayTakeBye.test(present.get(bye))
          && matches(all & ~(1 << bye), may, memo)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the players in {@code left} can all be matched: the lowest one with each possible
   * partner.
   */
  private static boolean matches(int left, boolean[][] may, Memo memo) {
    if (left == 0) {
      return true;
    }
    if (memo.known.get(left)) {
      return memo.value.get(left);
    }
    int first = Integer.numberOfTrailingZeros(left);
    boolean found = false;
    for (int j = first + 1; j < may.length && !found; j++) {
      if ((left & (1 << j)) != 0 && may[first][j]) {
        found = matches(left & ~(1 << first) & ~(1 << j), may, memo);
      }
    }
    memo.known.set(left);
    memo.value.set(left, found);
    return found;
  }

  /** Which subsets have been decided, and whether each can be matched. */
  private static final class Memo {
    final BitSet known;
    final BitSet value;

    Memo(int n) {
      known = new BitSet(1 << n);
      value = new BitSet(1 << n);
    }
  }
}
