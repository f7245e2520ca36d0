package org.swisschess.burstein2026;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.History;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.basic2026.ByeEligibility;
import org.swisschess.basic2026.ImposedPairs;
import org.swisschess.basic2026.MayMeet;
import org.swisschess.basic2026.RoundPlayer;

/**
 * The players to be paired in a round after the seeding rounds, in the ranking order of 1.8, and
 * which of them the absolute criteria [C1] and [C3] let meet ({@link MayMeet}).
 */
final class RoundPlayers {

  final Tournament tournament;
  final int round;

  /** By rank: 1.8.1 Index (Buchholz, then Sonneborn-Berger) higher first, 1.8.2 TPN ascending. */
  final List<BursteinPlayer> ranked;

  /** The round's [C1] and [C3]. */
  final MayMeet mayMeet;

  private final boolean[][] compatible; // by rank: mayMeet's answers, asked once

  private RoundPlayers(
      Tournament tournament,
      int round,
      List<BursteinPlayer> ranked,
      MayMeet mayMeet,
      boolean[][] compatible) {
    this.tournament = tournament;
    this.round = round;
    this.ranked = List.copyOf(ranked);
    this.mayMeet = mayMeet;
    this.compatible = compatible;
  }

  static RoundPlayers of(PairingRequest request) {
    return of(request, null);
  }

  /**
   * The round's players, with an imposition kept like an absolute criterion (a forced re-pairing
   * for {@code swiss explain}): {@link MayMeet#imposing} answers every question of [C1] and [C3].
   */
  static RoundPlayers of(PairingRequest request, @Nullable ImposedPairs imposed) {
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
    List<BursteinPlayer> ranked = new ArrayList<>();
    for (PlayerHistory h : present) {
      ranked.add(
          new BursteinPlayer(
              new RoundPlayer(
                  h.id(),
                  h.acceleratedScoreBefore(round),
                  h.colourHistory(),
                  h.colourPreference(),
                  ByeEligibility.mayReceive(h, t.scoring())),
              ranked.size(),
              requireNonNull(indices.get(h.id()))));
    }
    MayMeet table = MayMeet.of(history, round);
    MayMeet mayMeet = imposed == null ? table : table.imposing(imposed);
    int n = ranked.size();
    boolean[][] compatible = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        boolean ok = mayMeet.mayMeet(ranked.get(i).player(), ranked.get(j).player());
        compatible[i][j] = ok;
        compatible[j][i] = ok;
      }
    }
    return new RoundPlayers(t, round, ranked, mayMeet, compatible);
  }

  /**
   * A round of hand-made players (for the engine's own tests): ranks as listed, who may meet as
   * {@code compatible} says.
   */
  static RoundPlayers of(
      Tournament t, int round, List<BursteinPlayer> ranked, boolean[][] compatible) {
    return new RoundPlayers(t, round, ranked, MayMeet.of(History.of(t), round), compatible);
  }

  int size() {
    return ranked.size();
  }

  BursteinPlayer get(int rank) {
    return ranked.get(rank);
  }

  /** The round players, by rank. */
  List<RoundPlayer> roundPlayers() {
    List<RoundPlayer> out = new ArrayList<>(ranked.size());
    for (BursteinPlayer p : ranked) {
      out.add(p.player());
    }
    return out;
  }

  /** [C1] and [C3] between the players of ranks {@code a} and {@code b}. */
  boolean compatible(int a, int b) {
    return compatible[a][b];
  }

  /** Why {@code a} and {@code b} may not meet, for the explanation. */
  String whyIncompatible(int a, int b) {
    return mayMeet.whyNot(ranked.get(a).player(), ranked.get(b).player());
  }
}
