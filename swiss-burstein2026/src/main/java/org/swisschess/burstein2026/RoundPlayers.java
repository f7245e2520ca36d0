package org.swisschess.burstein2026;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.History;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * The players to be paired in a round after the seeding rounds, in the ranking order of 1.8, and
 * which of them the absolute criteria let meet: [C1] no rematch of a game played over the board
 * (C.04.1 Art. 2; C.04.2 3.5: a forfeit is no meeting) and no forbidden pair, [C3] never two
 * players with the same absolute colour preference.
 */
final class RoundPlayers {

  final Tournament tournament;
  final int round;

  /** By rank: 1.8.1 Index (Buchholz, then Sonneborn-Berger) higher first, 1.8.2 TPN ascending. */
  final List<Contender> ranked;

  private final boolean[][] compatible;

  private RoundPlayers(Tournament tournament, int round, List<Contender> ranked, boolean[][] c) {
    this.tournament = tournament;
    this.round = round;
    this.ranked = List.copyOf(ranked);
    this.compatible = c;
  }

  static RoundPlayers of(PairingRequest request) {
    Tournament t = request.pairingTournament(); // pairing scores (C.04.7 1.5)
    int round = request.round();
    History history = History.of(t);
    Map<Integer, OppositionIndex> indices = OppositionIndex.of(t);
    List<PlayerHistory> present = new ArrayList<>();
    for (PlayerHistory h : history.players()) {
      if (request.isPresent(h.id())) {
        present.add(h);
      }
    }
    // 1.8: Index descending, then TPN ascending; scores are not used
    // every player of the tournament has an Index
    present.sort(
        Comparator.comparing((PlayerHistory h) -> requireNonNull(indices.get(h.id())))
            .reversed()
            .thenComparingInt(PlayerHistory::id));
    List<Contender> ranked = new ArrayList<>();
    for (PlayerHistory h : present) {
      ranked.add(
          new Contender(
              h.id(),
              ranked.size(),
              h.acceleratedScoreBefore(round),
              requireNonNull(indices.get(h.id())),
              h.colourPreference(),
              h.colourHistory(),
              Burstein2026System.mayReceivePab(h, t.scoring())));
    }
    int n = ranked.size();
    Map<Integer, Integer> rankOf = new java.util.HashMap<>();
    for (Contender c : ranked) {
      rankOf.put(c.id(), c.rank());
    }
    boolean[][] compatible = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      ColourPreference a = ranked.get(i).preference();
      for (int j = i + 1; j < n; j++) {
        ColourPreference b = ranked.get(j).preference();
        // [C3]: never two players with the same absolute colour preference
        boolean ok = !(a.isAbsolute() && b.isAbsolute() && a.colour() == b.colour());
        compatible[i][j] = ok;
        compatible[j][i] = ok;
      }
    }
    for (Contender c : ranked) {
      for (int opponent : history.player(c.id()).playedOpponents()) {
        if (rankOf.containsKey(opponent)) { // an opponent absent this round is not paired
          int o = rankOf.get(opponent);
          compatible[c.rank()][o] = false; // [C1]: C.04.1 Art. 2
          compatible[o][c.rank()] = false;
        }
      }
    }
    for (ForbiddenPair f : t.forbiddenPairs()) {
      if (rankOf.containsKey(f.first())
          && rankOf.containsKey(f.second())
          && f.forbids(f.first(), f.second(), round)) {
        int a = rankOf.get(f.first());
        int b = rankOf.get(f.second());
        compatible[a][b] = false;
        compatible[b][a] = false;
      }
    }
    return new RoundPlayers(t, round, ranked, compatible);
  }

  private static boolean forbidden(Tournament t, int a, int b, int round) {
    for (ForbiddenPair f : t.forbiddenPairs()) {
      if (f.forbids(a, b, round)) {
        return true;
      }
    }
    return false;
  }

  /** A round of hand-made players (for the engine's own tests): ranks as listed. */
  static RoundPlayers of(Tournament t, int round, List<Contender> ranked, boolean[][] compatible) {
    return new RoundPlayers(t, round, ranked, compatible);
  }

  int size() {
    return ranked.size();
  }

  Contender get(int rank) {
    return ranked.get(rank);
  }

  /** [C1] and [C3] between the players of ranks {@code a} and {@code b}. */
  boolean compatible(int a, int b) {
    return compatible[a][b];
  }

  /** Why {@code a} and {@code b} may not meet, for the explanation. */
  String whyIncompatible(int a, int b) {
    Contender x = ranked.get(a);
    Contender y = ranked.get(b);
    if (x.preference().isAbsolute()
        && y.preference().isAbsolute()
        && x.preference().colour() == y.preference().colour()) {
      return "[C3] same absolute colour preference";
    }
    return forbidden(tournament, x.id(), y.id(), round)
        ? "[C1] a forbidden pair"
        : "[C1] met before";
  }
}
