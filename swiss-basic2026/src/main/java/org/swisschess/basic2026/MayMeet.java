package org.swisschess.basic2026;

import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.History;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * Who may meet in a round: the absolute criteria [C1] and [C3] of the 2026 Dubov (C.04.4.1 2.1.1,
 * 2.1.3) and Burstein (C.04.4.2 2.1.1, 2.1.3) texts. [C1] (C.04.1 Art. 2): two players do not meet
 * twice, and a forfeit is no meeting (C.04.2 3.5); a pair the tournament forbids for the round is
 * treated as met. [C3]: two players with the same absolute colour preference never meet, with no
 * exception. [C2] is the bye's ({@link ByeEligibility}); [C4], completion, is checked by whoever
 * pairs a part of the round.
 *
 * <p>The games met over the board and the forbidden pairs are read once per round into a table by
 * TPN; the colour preferences come from the {@link RoundPlayer}s asked about.
 */
public final class MayMeet {

  private static final byte PLAYED = 1;
  private static final byte FORBIDDEN = 2;

  private final int[] slotByTpn;
  private final int size;
  private final byte[] met; // size x size by slot: PLAYED and/or FORBIDDEN
  private final @Nullable ImposedPairs imposed; // null without an imposition

  private MayMeet(MayMeet table, ImposedPairs imposed) {
    this.slotByTpn = table.slotByTpn;
    this.size = table.size;
    this.met = table.met;
    this.imposed = imposed;
  }

  private MayMeet(History history, int round) {
    imposed = null;
    Tournament t = history.tournament();
    int maxTpn = 0;
    for (PlayerHistory h : history.players()) {
      maxTpn = Math.max(maxTpn, h.id());
    }
    slotByTpn = new int[maxTpn + 1];
    Arrays.fill(slotByTpn, -1);
    int slot = 0;
    for (PlayerHistory h : history.players()) {
      slotByTpn[h.id()] = slot++;
    }
    size = slot;
    met = new byte[size * size];
    for (PlayerHistory h : history.players()) {
      for (int o : h.playedOpponents()) { // [C1]; a forfeit is no meeting (C.04.2 3.5)
        mark(h.id(), o, PLAYED);
      }
    }
    for (ForbiddenPair f : t.forbiddenPairs()) {
      if (f.forbids(f.first(), f.second(), round) && f.first() <= maxTpn && f.second() <= maxTpn) {
        mark(f.first(), f.second(), FORBIDDEN);
      }
    }
  }

  /**
   * Reads the round's table: the games played before {@code round} and the pairs forbidden in it.
   *
   * @param history the history of the tournament the round is paired from
   * @param round the round to pair
   * @return never null
   */
  public static MayMeet of(History history, int round) {
    return new MayMeet(history, round);
  }

  /**
   * Returns the same table with an imposition kept like an absolute criterion (for a forced
   * re-pairing, {@link ImposedPairs}): every question asked of it then answers for both.
   *
   * @param imposition not null
   * @return never null
   */
  public MayMeet imposing(ImposedPairs imposition) {
    return new MayMeet(this, imposition);
  }

  /**
   * Returns whether {@code player} may have the pairing-allocated bye: [C2] ({@link
   * RoundPlayer#mayReceivePab()}) and no imposition that asks him to play.
   *
   * @param player a player of the round
   * @return whether he may have it
   */
  public boolean mayReceivePab(RoundPlayer player) {
    return player.mayReceivePab() && (imposed == null || !imposed.barsBye(player.tpn()));
  }

  /** PLAYED and FORBIDDEN between two TPNs; 0 for a player the history does not hold. */
  private int between(int a, int b) {
    int sa = a < slotByTpn.length ? slotByTpn[a] : -1;
    int sb = b < slotByTpn.length ? slotByTpn[b] : -1;
    return sa < 0 || sb < 0 ? 0 : met[sa * size + sb];
  }

  private void mark(int a, int b, byte why) {
    met[slotByTpn[a] * size + slotByTpn[b]] |= why;
    met[slotByTpn[b] * size + slotByTpn[a]] |= why;
  }

  /**
   * Returns whether [C1] and [C3] let {@code a} and {@code b} meet.
   *
   * @param a a player of the round
   * @param b another
   * @return false after a game played between them, for a forbidden pair, or for two players with
   *     the same absolute colour preference
   */
  public boolean mayMeet(RoundPlayer a, RoundPlayer b) {
    return between(a.tpn(), b.tpn()) == 0
        && !sameAbsolutePreference(a.preference(), b.preference())
        && (imposed == null || !imposed.forbids(a, b));
  }

  /**
   * Returns why {@code a} and {@code b} may not meet, for an explanation.
   *
   * @param a a player of the round
   * @param b another, whom {@link #mayMeet} refuses
   * @return "[C3] same absolute colour preference", "[C1] a forbidden pair" or "[C1] met before",
   *     the first that applies
   */
  public String whyNot(RoundPlayer a, RoundPlayer b) {
    if (sameAbsolutePreference(a.preference(), b.preference())) {
      return "[C3] same absolute colour preference";
    }
    return (between(a.tpn(), b.tpn()) & FORBIDDEN) != 0
        ? "[C1] a forbidden pair"
        : "[C1] met before";
  }

  /** [C3]: both absolute and for the same colour. */
  private static boolean sameAbsolutePreference(ColourPreference a, ColourPreference b) {
    return a.isAbsolute() && b.isAbsolute() && a.colour() == b.colour();
  }

  /**
   * Returns the graph of who may meet among {@code players}, as adjacency lists of indices into the
   * list, each list ascending.
   *
   * @param players players of the round
   * @return one array per player
   */
  public int[][] adjacency(List<RoundPlayer> players) {
    if (imposed != null) {
      return adjacencyOfStrangers(players); // pair by pair, the imposition asked of each
    }
    int n = players.size();
    int[] row = new int[n];
    int[] column = new int[n];
    int[] absolute = new int[n]; // 0 none, 1 White, 2 Black: [C3]
    for (int i = 0; i < n; i++) {
      RoundPlayer c = players.get(i);
      if (c.tpn() >= slotByTpn.length || slotByTpn[c.tpn()] < 0) {
        return adjacencyOfStrangers(players);
      }
      column[i] = slotByTpn[c.tpn()];
      row[i] = column[i] * size;
      absolute[i] =
          !c.preference().isAbsolute() ? 0 : c.preference().colour() == Colour.WHITE ? 1 : 2;
    }
    int[] degree = new int[n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < i; j++) {
        if (mayMeet(row, column, absolute, i, j)) {
          degree[i]++;
          degree[j]++;
        }
      }
    }
    int[][] adj = new int[n][];
    for (int i = 0; i < n; i++) {
      adj[i] = new int[degree[i]];
    }
    int[] fill = new int[n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < i; j++) {
        if (mayMeet(row, column, absolute, i, j)) {
          adj[i][fill[i]++] = j;
          adj[j][fill[j]++] = i;
        }
      }
    }
    return adj;
  }

  /** {@link #adjacency} when some player is not in the history: pair by pair. */
  private int[][] adjacencyOfStrangers(List<RoundPlayer> players) {
    int n = players.size();
    int[][] adj = new int[n][];
    int[] buffer = new int[n];
    for (int i = 0; i < n; i++) {
      int k = 0;
      for (int j = 0; j < n; j++) {
        if (j != i && mayMeet(players.get(i), players.get(j))) {
          buffer[k++] = j;
        }
      }
      adj[i] = Arrays.copyOf(buffer, k);
    }
    return adj;
  }

  private boolean mayMeet(int[] row, int[] column, int[] absolute, int i, int j) {
    return met[row[i] + column[j]] == 0 && (absolute[i] == 0 || absolute[i] != absolute[j]);
  }

  /**
   * Returns whether pairing {@code players} in order, each with the first player after him not yet
   * paired whom he may meet, pairs them all, {@code skip} left out. True proves a complete pairing
   * exists; false proves nothing.
   *
   * @param players players of the round
   * @param skip the index of the player left out, -1 for none
   * @return whether the greedy pass paired everyone
   */
  public boolean pairsGreedily(List<RoundPlayer> players, int skip) {
    int n = players.size();
    boolean[] paired = new boolean[n];
    if (skip >= 0) {
      paired[skip] = true;
    }
    for (int i = 0; i < n; i++) {
      if (paired[i]) {
        continue;
      }
      RoundPlayer a = players.get(i);
      int j = i + 1;
      while (j < n && (paired[j] || !mayMeet(a, players.get(j)))) {
        j++;
      }
      if (j == n) {
        return false;
      }
      paired[i] = true;
      paired[j] = true;
    }
    return true;
  }
}
