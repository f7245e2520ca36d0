package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.History;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.matching.Pair;

/**
 * Test helper: a round described directly by the figures the text works with (score, R, ARO,
 * colours, who met whom), so that a worked example can be written down as the text states it.
 */
final class Fixture {

  private final List<Entrant> entrants = new ArrayList<>();
  private final Set<List<Integer>> met = new HashSet<>();
  private final List<ForbiddenPair> forbidden = new ArrayList<>();
  private int plannedRounds = 9;
  private int round = 5;

  Fixture rounds(int round, int plannedRounds) {
    this.round = round;
    this.plannedRounds = plannedRounds;
    return this;
  }

  /**
   * Adds a player.
   *
   * @param colours played colours oldest first, e.g. {@code "WBW"}
   * @param aro the ARO as the text prints it, e.g. {@code "2318.4"} (held as tenths over 10)
   */
  Fixture player(int id, int rating, String score, String aro, String colours) {
    return player(id, rating, score, aro, colours, 0, false, false);
  }

  Fixture player(
      int id,
      int rating,
      String score,
      String aro,
      String colours,
      int upfloats,
      boolean upLast,
      boolean byeBarred) {
    // one letter a round: W, B, or '-' for a round without a game played
    List<Colour> cs = new ArrayList<>();
    List<Colour> byRound = new ArrayList<>();
    int whitesLessBlacks = 0;
    for (int i = 0; i < colours.length(); i++) {
      char c = colours.charAt(i);
      Colour colour = c == 'W' ? Colour.WHITE : c == 'B' ? Colour.BLACK : Colour.NONE;
      byRound.add(colour);
      if (colour != Colour.NONE) {
        cs.add(colour);
        whitesLessBlacks += colour == Colour.WHITE ? 1 : -1;
      }
    }
    Colour last = cs.isEmpty() ? Colour.NONE : cs.get(cs.size() - 1);
    Colour lastTwoSame = cs.size() >= 2 && cs.get(cs.size() - 2) == last ? last : Colour.NONE;
    Aro a = aro.isEmpty() ? Aro.NONE : new Aro(Points.parse(aro).tenths(), 10);
    entrants.add(
        new Entrant(
            entrants.size(),
            id,
            name(id),
            rating,
            Points.parse(score),
            a,
            whitesLessBlacks,
            last,
            lastTwoSame,
            byRound,
            upfloats,
            upLast,
            byeBarred));
    return this;
  }

  static String name(int id) {
    return String.format(Locale.ROOT, "P%02d", id);
  }

  Fixture met(int a, int b) {
    met.add(List.of(Math.min(a, b), Math.max(a, b)));
    return this;
  }

  Fixture forbid(int a, int b) {
    forbidden.add(ForbiddenPair.always(a, b));
    return this;
  }

  RoundContext context() {
    List<Player> players = new ArrayList<>();
    for (Entrant e : entrants) {
      players.add(Player.of(e.id(), e.name(), e.rating()));
    }
    Tournament t =
        new Tournament(
            "fixture",
            players,
            0,
            plannedRounds,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            forbidden,
            List.of());
    int n = entrants.size();
    boolean[][] played = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        int a = entrants.get(i).id();
        int b = entrants.get(j).id();
        played[i][j] = met.contains(List.of(Math.min(a, b), Math.max(a, b)));
      }
    }
    return new RoundContext(History.of(t), round, entrants, played);
  }

  /**
   * Pairs the score groups from the top as the engine does (chapters 6 to 8), returning the pairs
   * in order made.
   */
  static List<String> pairGroups(RoundContext ctx, List<String> log) {
    List<Entrant> incoming = List.of();
    for (var group : ctx.unpairedScoreGroups().entrySet()) {
      List<Entrant> residents = new ArrayList<>();
      for (Entrant e : group.getValue()) {
        if (incoming.stream().noneMatch(f -> f.id() == e.id())) {
          residents.add(e);
        }
      }
      incoming = new ScoreGroupPairing(ctx, false, log).run(group.getKey(), residents, incoming);
    }
    return pairs(ctx);
  }

  /** The pairs made so far as "white-black" by chapter 3. */
  static List<String> pairs(RoundContext ctx) {
    List<String> out = new ArrayList<>();
    for (Pair p : ctx.pairs()) {
      Board b = ColourAllocation.allocate(ctx.entrant(p.higher()), ctx.entrant(p.lower()));
      out.add(b.white() + "-" + b.black());
    }
    return out;
  }

  Entrant get(int id) {
    return entrants.stream().filter(e -> e.id() == id).findFirst().orElseThrow();
  }
}
