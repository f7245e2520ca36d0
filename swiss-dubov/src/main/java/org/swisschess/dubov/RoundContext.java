package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.swisschess.api.Colour;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;
import org.swisschess.matching.Pair;

/**
 * The round being paired: the present players as {@link Entrant}s, which pairs chapter 2 allows,
 * and the pairs made so far.
 */
final class RoundContext {

  final Tournament tournament;
  final History history;
  final int round;
  final List<Entrant> entrants;
  final Limitations limitations;
  private final boolean[][] compatible;
  private final BitSet unpaired;
  private final List<Pair> pairs = new ArrayList<>();
  private long matchingTests;

  RoundContext(History history, int round, List<Entrant> entrants, boolean[][] playedBefore) {
    this.tournament = history.tournament();
    this.history = history;
    this.round = round;
    this.entrants = List.copyOf(entrants);
    this.limitations = new Limitations(tournament, round);
    int n = entrants.size();
    compatible = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        boolean ok = limitations.compatible(entrants.get(i), entrants.get(j), playedBefore[i][j]);
        compatible[i][j] = ok;
        compatible[j][i] = ok;
      }
    }
    unpaired = new BitSet(n);
    unpaired.set(0, n);
  }

  /** Builds the context of {@code request}: every present player with his Dubov figures. */
  static RoundContext of(PairingRequest request) {
    Tournament t = request.tournament();
    int round = request.round();
    History history = History.of(t);
    List<Entrant> list = new ArrayList<>();
    for (PlayerHistory h : history.players()) {
      if (request.isPresent(h.id())) {
        list.add(entrant(list.size(), h, history, round));
      }
    }
    int n = list.size();
    boolean[][] played = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      PlayerHistory h = history.player(list.get(i).id());
      for (int j = 0; j < n; j++) {
        played[i][j] = h.hasPlayed(list.get(j).id());
      }
    }
    return new RoundContext(history, round, list, played);
  }

  private static Entrant entrant(int index, PlayerHistory h, History history, int round) {
    Player p = h.player();
    int upfloats = 0;
    boolean last = false;
    for (int r = 1; r < round; r++) {
      RoundEntry e = p.round(r);
      // 2.5 counts pairings, played or forfeited, against a higher pairing score.
      boolean up = e.hasOpponent() && history.pairingFloat(h, r) == FloatDirection.UP;
      if (up) {
        upfloats++;
      }
      last = up;
    }
    boolean barred = !Dubov1997System.mayReceiveBye(h, history.tournament().scoring());
    return new Entrant(
        index, h, h.acceleratedScoreBefore(round), Aro.of(h), upfloats, last, barred);
  }

  Optional<Entrant> entrantOf(int id) {
    for (Entrant e : entrants) {
      if (e.id() == id) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  Entrant entrant(int index) {
    return entrants.get(index);
  }

  boolean compatible(Entrant a, Entrant b) {
    return compatible[a.index()][b.index()];
  }

  /**
   * Whether {@code a} and {@code b} may be paired now: chapter 2 allows it and, when {@code
   * guarded}, the players left over can still all be paired (README gap 9-a).
   */
  boolean pairable(Entrant a, Entrant b, boolean guarded) {
    return isUnpaired(a)
        && isUnpaired(b)
        && compatible(a, b)
        && (!guarded || remainderPairableWithout(a, b));
  }

  boolean[][] compatibility() {
    return compatible;
  }

  boolean isUnpaired(Entrant e) {
    return unpaired.get(e.index());
  }

  List<Entrant> unpairedEntrants() {
    List<Entrant> out = new ArrayList<>();
    for (int i = unpaired.nextSetBit(0); i >= 0; i = unpaired.nextSetBit(i + 1)) {
      out.add(entrants.get(i));
    }
    return out;
  }

  /** The unpaired players by pairing score, highest score group first. */
  Map<Points, List<Entrant>> unpairedScoreGroups() {
    Map<Points, List<Entrant>> groups = new TreeMap<>(Comparator.reverseOrder());
    for (Entrant e : unpairedEntrants()) {
      groups.computeIfAbsent(e.score(), s -> new ArrayList<>()).add(e);
    }
    return groups;
  }

  void pair(Entrant a, Entrant b) {
    if (!unpaired.get(a.index()) || !unpaired.get(b.index()) || !compatible(a, b)) {
      throw new IllegalStateException("cannot pair " + a.id() + " with " + b.id());
    }
    unpaired.clear(a.index());
    unpaired.clear(b.index());
    pairs.add(Pair.of(a.index(), b.index()));
  }

  void removeForBye(Entrant e) {
    unpaired.clear(e.index());
  }

  /** The pairs made so far, as indices into {@link #entrants}. */
  List<Pair> pairs() {
    return pairs;
  }

  /** A mark to return to with {@link #reset(int)}. */
  int mark() {
    return pairs.size();
  }

  void reset(int mark) {
    while (pairs.size() > mark) {
      Pair p = pairs.remove(pairs.size() - 1);
      unpaired.set(p.higher());
      unpaired.set(p.lower());
    }
  }

  /**
   * Whether every vertex of {@code vertices} can be paired under {@code adjacent}: one matching
   * test, the unit in which the work of a round is counted (README, "How we know it is right").
   */
  boolean perfect(int[] vertices, boolean[][] adjacent) {
    matchingTests++;
    return Matchability.isPerfect(vertices, adjacent);
  }

  /** The size of a maximum matching among {@code vertices} under chapter 2; one matching test. */
  int maximumMatching(int[] vertices) {
    matchingTests++;
    return Matchability.maximumMatching(vertices, compatible);
  }

  /** The matching tests made so far this round. */
  long matchingTests() {
    return matchingTests;
  }

  /** Whether everyone still unpaired can be paired (the invariant of README gap 9-a). */
  boolean remainderPairable() {
    return perfect(unpaired.stream().toArray(), compatible);
  }

  /** Whether pairing {@code a} with {@code b} keeps {@link #remainderPairable()}. */
  boolean remainderPairableWithout(Entrant a, Entrant b) {
    BitSet rest = (BitSet) unpaired.clone();
    rest.clear(a.index());
    rest.clear(b.index());
    return perfect(rest.stream().toArray(), compatible);
  }

  /** Whether the unpaired players other than {@code e} can all be paired. */
  boolean remainderPairableWithout(Entrant e) {
    BitSet rest = (BitSet) unpaired.clone();
    rest.clear(e.index());
    return perfect(rest.stream().toArray(), compatible);
  }

  boolean isLastRound() {
    return round >= tournament.plannedRounds();
  }

  static String colourName(Colour c) {
    return switch (c) {
      case WHITE -> "white";
      case BLACK -> "black";
      case NONE -> "none";
    };
  }
}
