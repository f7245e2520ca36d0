package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.History;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.matching.Pair;

/**
 * Test helper: a round described directly by the figures the text works with (score, R, ARO,
 * colours, who met whom), so that a worked example can be written down as the text states it.
 */
final class Fixture {

  /** A player as the test gives him: the figures the text works with. */
  private record Spec(
      int id,
      int rating,
      Points score,
      Aro aro,
      String colours,
      int upfloats,
      boolean upLast,
      boolean byeBarred) {}

  /** Where the phantom opponents' pairing numbers start, above any a test gives. */
  private static final int PHANTOMS = 10_000;

  private final List<Spec> specs = new ArrayList<>();
  private Optional<History> history = Optional.empty(); // built, until the next change
  private List<Entrant> entrants = List.of();
  private final Set<List<Integer>> met = new HashSet<>();
  private final List<ForbiddenPair> forbidden = new ArrayList<>();
  private int plannedRounds = 9;
  private int round = 5;

  Fixture rounds(int round, int plannedRounds) {
    this.round = round;
    this.plannedRounds = plannedRounds;
    history = Optional.empty();
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
    Aro a = aro.isEmpty() ? Aro.NONE : new Aro(Points.parse(aro).tenths(), 10);
    specs.add(new Spec(id, rating, Points.parse(score), a, colours, upfloats, upLast, byeBarred));
    history = Optional.empty();
    return this;
  }

  static String name(int id) {
    return String.format(Locale.ROOT, "P%02d", id);
  }

  Fixture met(int a, int b) {
    met.add(List.of(Math.min(a, b), Math.max(a, b)));
    history = Optional.empty();
    return this;
  }

  Fixture forbid(int a, int b) {
    forbidden.add(ForbiddenPair.always(a, b));
    history = Optional.empty();
    return this;
  }

  RoundContext context() {
    History h = build();
    int n = entrants.size();
    boolean[][] played = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        int a = entrants.get(i).id();
        int b = entrants.get(j).id();
        played[i][j] = met.contains(List.of(Math.min(a, b), Math.max(a, b)));
      }
    }
    return new RoundContext(h, round, entrants, played);
  }

  /**
   * The players' histories, built once (again after a change): each colour the test gives is a game
   * played, drawn, against a phantom opponent of his own, who plays no other round and is never
   * paired (the test says who met whom with {@link #met}); a '-' or a round past the end of the
   * colours is a round without a game.
   */
  private History build() {
    if (history.isPresent()) {
      return history.get();
    }
    int rounds = 0;
    for (Spec p : specs) {
      rounds = Math.max(rounds, p.colours().length());
    }
    List<Player> players = new ArrayList<>();
    int phantom = PHANTOMS;
    for (Spec p : specs) {
      List<RoundEntry> own = new ArrayList<>();
      for (int r = 0; r < rounds; r++) {
        char c = r < p.colours().length() ? p.colours().charAt(r) : '-';
        Colour colour = c == 'W' ? Colour.WHITE : c == 'B' ? Colour.BLACK : Colour.NONE;
        if (colour == Colour.NONE) {
          own.add(RoundEntry.ABSENT);
          continue;
        }
        phantom++;
        own.add(new RoundEntry(phantom, colour, ResultKind.DRAW));
        List<RoundEntry> theirs = new ArrayList<>();
        for (int q = 0; q < rounds; q++) {
          theirs.add(
              q == r
                  ? new RoundEntry(p.id(), colour.opposite(), ResultKind.DRAW)
                  : RoundEntry.ABSENT);
        }
        players.add(Player.of(phantom, "phantom", 0).withRounds(theirs));
      }
      players.add(Player.of(p.id(), name(p.id()), p.rating()).withRounds(own));
    }
    Tournament t =
        new Tournament(
            "fixture",
            players,
            rounds,
            Math.max(plannedRounds, rounds),
            Colour.WHITE,
            ScoringSystem.STANDARD,
            forbidden,
            List.of(),
            Attendance.NONE);
    History built = History.of(t);
    List<Entrant> list = new ArrayList<>();
    for (Spec p : specs) {
      list.add(
          new Entrant(
              list.size(),
              built.player(p.id()),
              p.score(),
              p.aro(),
              p.upfloats(),
              p.upLast(),
              p.byeBarred()));
    }
    entrants = List.copyOf(list);
    history = Optional.of(built);
    return built;
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
    build();
    return entrants.stream().filter(e -> e.id() == id).findFirst().orElseThrow();
  }
}
