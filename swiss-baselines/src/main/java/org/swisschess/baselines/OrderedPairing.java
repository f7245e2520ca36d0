package org.swisschess.baselines;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Explanation;
import org.swisschess.api.History;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * The pairing of an ordered list, as Monrad's: the first unpaired player meets the next one in the
 * order he may meet (not met before, not a forbidden pair), backtracking where the rest cannot be
 * paired; with an odd number the last player in the order who may have it gets the bye. The search
 * is iterative and capped: a cap reached is reported as no valid pairing.
 */
final class OrderedPairing {

  /** Steps of the search before it gives up; far above what any real round needs. */
  static final long STEP_LIMIT = 5_000_000;

  private OrderedPairing() {}

  /**
   * Pairs a round down a list, as the Swiss baselines do: refuses what they have no rule for
   * (virtual points, adjourned games), puts the present players in score order, lets {@code
   * reorder} rearrange that order (within scoregroups), and pairs it; the bye goes to the lowest
   * player who {@link #mayReceivePairingAllocatedBye may have it}.
   */
  static Pairing pairInScoreOrder(
      PairingRequest request, String systemId, UnaryOperator<List<PlayerHistory>> reorder) {
    request.requireNoAcceleration(systemId);
    request.requireNoAdjournedGames(systemId);
    Tournament t = request.tournament();
    List<PlayerHistory> order = reorder.apply(byScore(History.of(t), request));
    return pair(request.round(), order, t, OrderedPairing::mayReceivePairingAllocatedBye);
  }

  /** The Swiss baselines' bye rule: no pairing-allocated bye and no forfeit win before. */
  static boolean mayReceivePairingAllocatedBye(PlayerHistory player) {
    return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
  }

  /** Pairs {@code order}; the bye goes to the lowest player {@code mayHaveBye} allows. */
  static Pairing pair(
      int round,
      List<PlayerHistory> order,
      Tournament t,
      java.util.function.Predicate<PlayerHistory> mayHaveBye) {
    int n = order.size();
    List<Integer> byeCandidates = new ArrayList<>();
    if (n % 2 == 1) {
      for (int i = n - 1; i >= 0; i--) {
        if (mayHaveBye.test(order.get(i))) {
          byeCandidates.add(i);
        }
      }
    } else {
      byeCandidates.add(-1);
    }
    long[] steps = {0};
    for (int bye : byeCandidates) {
      int[] partner = match(order, t, round, bye, steps);
      if (partner != null) {
        List<Board> boards = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          if (partner[i] > i) {
            boards.add(colours(order.get(i), order.get(partner[i]), t, boards.size()));
          }
        }
        return new Pairing(
            round,
            boards,
            bye >= 0 ? OptionalInt.of(order.get(bye).id()) : OptionalInt.empty(),
            Explanation.EMPTY);
      }
      if (steps[0] > STEP_LIMIT) {
        throw new NoValidPairingException(
            "the search for a pairing without a rematch stopped after " + STEP_LIMIT + " steps",
            Explanation.EMPTY);
      }
    }
    throw new NoValidPairingException(
        "no pairing without a rematch or a forbidden pair", Explanation.EMPTY);
  }

  /**
   * Depth-first with an explicit stack: the first free player takes the first partner allowed.
   *
   * @return each player's partner, or null when no pairing exists or the search stopped
   */
  private static int @Nullable [] match(
      List<PlayerHistory> order, Tournament t, int round, int bye, long[] steps) {
    int n = order.size();
    int[] partner = new int[n];
    Arrays.fill(partner, -2);
    if (bye >= 0) {
      partner[bye] = -1;
    }
    int[] firstOf = new int[n / 2 + 1];
    int[] tried = new int[n / 2 + 1];
    int depth = 0;
    tried[0] = -1;
    firstOf[0] = nextFree(partner, 0);
    while (true) {
      if (++steps[0] > STEP_LIMIT) {
        return null;
      }
      int first = firstOf[depth];
      if (first < 0) {
        return partner;
      }
      int j = tried[depth] + 1;
      while (j < n
          && (partner[j] != -2
              || j == first
              || !mayMeet(order.get(first), order.get(j), t, round))) {
        j++;
      }
      if (tried[depth] >= 0) {
        int previous = tried[depth];
        partner[previous] = -2;
        partner[first] = -2;
      }
      if (j >= n) {
        if (depth == 0) {
          return null;
        }
        depth--;
        continue;
      }
      tried[depth] = j;
      partner[first] = j;
      partner[j] = first;
      depth++;
      firstOf[depth] = nextFree(partner, first + 1);
      tried[depth] = -1;
    }
  }

  private static int nextFree(int[] partner, int from) {
    for (int i = from; i < partner.length; i++) {
      if (partner[i] == -2) {
        return i;
      }
    }
    return -1;
  }

  static boolean mayMeet(PlayerHistory a, PlayerHistory b, Tournament t, int round) {
    // a forfeited game was not played: the two may be paired again, as in the FIDE systems
    return !a.hasPlayed(b.id()) && !t.isForbidden(a.id(), b.id(), round);
  }

  /**
   * White to the player with fewer whites than blacks (the lower colour difference); if equal, the
   * colour opposite to the higher-placed player's last one; if neither has played, the initial
   * colour alternating down the boards.
   */
  static Board colours(PlayerHistory a, PlayerHistory b, Tournament t, int board) {
    int byDifference = Integer.compare(a.colourDifference(), b.colourDifference());
    if (byDifference != 0) {
      return byDifference < 0 ? new Board(a.id(), b.id()) : new Board(b.id(), a.id());
    }
    Colour aGets =
        a.lastColour() != Colour.NONE
            ? a.lastColour().opposite()
            : board % 2 == 0 ? t.initialColour() : t.initialColour().opposite();
    return aGets == Colour.WHITE ? new Board(a.id(), b.id()) : new Board(b.id(), a.id());
  }

  /** The present players of a request, by score (highest first) and pairing number. */
  static List<PlayerHistory> byScore(
      org.swisschess.api.History h, org.swisschess.api.PairingRequest request) {
    List<PlayerHistory> present = new ArrayList<>();
    for (PlayerHistory p : h.players()) {
      if (request.isPresent(p.id())) {
        present.add(p);
      }
    }
    present.sort(
        java.util.Comparator.comparing(PlayerHistory::score)
            .reversed()
            .thenComparingInt(PlayerHistory::id));
    return present;
  }
}
