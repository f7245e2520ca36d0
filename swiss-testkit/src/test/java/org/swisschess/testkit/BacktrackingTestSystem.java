package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourRules;
import org.swisschess.api.Explanation;
import org.swisschess.api.History;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * A simple but correct test system: players by score then pairing number, matched by backtracking
 * (most constrained player first, nearest partner in that order first) without rematch, forbidden
 * pair or colour-rule breach; the PAB to the lowest eligible player; White to the player with fewer
 * whites, else alternating. Declares the Dutch colour rules. Its flags switch rules off to make the
 * broken systems the contract must catch.
 */
public class BacktrackingTestSystem implements PairingSystem {

  /** Which rules the search keeps; all true for the correct system. */
  record Keeps(
      boolean absentees,
      boolean rematches,
      boolean forbiddenPairs,
      boolean colours,
      boolean byeEligibility) {
    static final Keeps ALL = new Keeps(true, true, true, true, true);
  }

  private final Keeps keeps;

  /** The correct system, as the registry loads it. */
  public BacktrackingTestSystem() {
    this(Keeps.ALL);
  }

  BacktrackingTestSystem(Keeps keeps) {
    this.keeps = keeps;
  }

  @Override
  public String id() {
    return "test-backtracking";
  }

  @Override
  public String name() {
    return "Backtracking (test)";
  }

  /** Declares C.2 of the 2017 Dutch text: not after a PAB or a forfeit win. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
  }

  /**
   * Whether a request with an adjourned game is refused, as a system without a rule for one must.
   */
  boolean refusesAdjournedGames() {
    return true;
  }

  @Override
  public ColourRules colourRules() {
    return new ColourRules(2, 2, true);
  }

  @Override
  public Pairing pair(PairingRequest request) {
    if (refusesAdjournedGames()) {
      request.requireNoAdjournedGames(id());
    }
    Tournament t = pairingTournament(request);
    History h = History.of(t);
    int round = request.round();
    List<PlayerHistory> present = new ArrayList<>();
    for (PlayerHistory p : h.players()) {
      if (!keeps.absentees() || request.isPresent(p.id())) {
        present.add(p);
      }
    }
    // by pairing score: real points plus any virtual points (C.04.7 1.5)
    present.sort(
        Comparator.comparing((PlayerHistory p) -> p.acceleratedScoreBefore(round))
            .reversed()
            .thenComparingInt(PlayerHistory::id));
    int n = present.size();
    boolean[][] may = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        may[i][j] = may[j][i] = mayMeet(present.get(i), present.get(j), t, request.round());
      }
    }
    List<Integer> byeCandidates = new ArrayList<>();
    if (n % 2 == 1) {
      for (int i = n - 1; i >= 0; i--) {
        if (byeAllowed(present.get(i), t)) {
          byeCandidates.add(i);
        }
      }
    } else {
      byeCandidates.add(-1);
    }
    int[] partner = new int[n];
    for (int bye : byeCandidates) {
      java.util.Arrays.fill(partner, -2);
      if (bye >= 0) {
        partner[bye] = -1;
      }
      if (match(partner, may)) {
        List<Board> boards = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          if (partner[i] > i) {
            boards.add(
                colours(
                    present.get(i), present.get(partner[i]), t, request.round(), boards.size()));
          }
        }
        return new Pairing(
            request.round(),
            boards,
            bye >= 0 ? OptionalInt.of(present.get(bye).id()) : OptionalInt.empty(),
            Explanation.EMPTY);
      }
    }
    throw new NoValidPairingException("no pairing keeps the absolute criteria", Explanation.EMPTY);
  }

  /**
   * The tournament the round is paired on: with the virtual points of a requested acceleration
   * method; the broken system ignores the method.
   */
  Tournament pairingTournament(PairingRequest request) {
    return request.pairingTournament();
  }

  /** Whether this system gives the PAB to {@code p}; the broken one ignores its own rule. */
  boolean byeAllowed(PlayerHistory p, Tournament t) {
    return !keeps.byeEligibility() || mayReceivePairingAllocatedBye(p, t);
  }

  private boolean mayMeet(PlayerHistory a, PlayerHistory b, Tournament t, int round) {
    return (!keeps.rematches() || !a.hasPlayed(b.id()))
        && (!keeps.forbiddenPairs() || !t.isForbidden(a.id(), b.id(), round))
        && (!keeps.colours() || AbsoluteColourRules.compatible(colourRules(), a, b, t, round));
  }

  /** Matches every unmatched player, the one with the fewest possible partners first. */
  private static boolean match(int[] partner, boolean[][] may) {
    int n = partner.length;
    int chosen = -1;
    int fewest = Integer.MAX_VALUE;
    for (int i = 0; i < n; i++) {
      if (partner[i] != -2) {
        continue;
      }
      int options = 0;
      for (int j = 0; j < n; j++) {
        if (j != i && partner[j] == -2 && may[i][j]) {
          options++;
        }
      }
      if (options < fewest) {
        fewest = options;
        chosen = i;
      }
    }
    if (chosen < 0) {
      return true;
    }
    for (int d = 1; d < n; d++) {
      for (int j : new int[] {chosen + d, chosen - d}) {
        if (j >= 0 && j < n && partner[j] == -2 && may[chosen][j]) {
          partner[chosen] = j;
          partner[j] = chosen;
          if (match(partner, may)) {
            return true;
          }
          partner[chosen] = -2;
          partner[j] = -2;
        }
      }
    }
    return false;
  }

  private Board colours(PlayerHistory a, PlayerHistory b, Tournament t, int round, int board) {
    Colour aGets;
    int byDifference = Integer.compare(a.colourDifference(), b.colourDifference());
    if (byDifference != 0) {
      aGets = byDifference < 0 ? Colour.WHITE : Colour.BLACK;
    } else if (a.lastColour() != Colour.NONE) {
      aGets = a.lastColour().opposite();
    } else {
      aGets = board % 2 == 0 ? t.initialColour() : t.initialColour().opposite();
    }
    if (keeps.colours()
        && (AbsoluteColourRules.breach(colourRules(), a, b, aGets, t, round).isPresent()
            || AbsoluteColourRules.breach(colourRules(), b, a, aGets.opposite(), t, round)
                .isPresent())) {
      aGets = aGets.opposite();
    }
    if (!keeps.colours()) {
      aGets = a.id() < b.id() ? Colour.WHITE : Colour.BLACK;
    }
    return aGets == Colour.WHITE ? new Board(a.id(), b.id()) : new Board(b.id(), a.id());
  }
}
