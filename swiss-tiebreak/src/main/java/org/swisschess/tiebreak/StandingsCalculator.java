package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;

/**
 * Computes the tie-break values of every participant (player or team) and ranks them, C.07 4.2: by
 * the first tie-break, then each sub-group still tied by the next, and so on; type-A tie-breaks
 * (Direct Encounter, and for teams EDE, TBR, BBE) are computed on each such sub-group.
 */
final class StandingsCalculator {

  private final RoundGrid grid;
  private final @Nullable TeamGrids teams;
  private final StandingsOptions options;
  private final IdentityHashMap<RoundGrid, UnplayedRounds> actual = new IdentityHashMap<>();
  private final IdentityHashMap<RoundGrid, UnplayedRounds> fore = new IdentityHashMap<>();
  private @Nullable RatingTieBreaks ratings;
  private @Nullable BoardResults boards;

  /** The standings of an individual tournament. */
  StandingsCalculator(Tournament t, int round, StandingsOptions options) {
    this.grid = RoundGrid.of(t, round);
    this.teams = null;
    this.options = options;
  }

  /** The standings of a team event: its teams are the participants. */
  StandingsCalculator(TeamEvent event, int round, StandingsOptions options) {
    TeamGrids g = TeamGrids.of(event, round);
    this.grid = g.primary;
    this.teams = g;
    this.options = options;
  }

  Standings standings(TieBreakList list) {
    int n = grid.players;
    int size = list.size();
    TieBreakValue[][] values = new TieBreakValue[size][];
    @Nullable GroupResolver[] resolvers = new GroupResolver[size];
    for (int k = 0; k < size; k++) {
      TieBreak tb = list.get(k);
      check(tb);
      GroupResolver resolver = resolver(tb);
      resolvers[k] = resolver;
      values[k] = resolver != null ? new TieBreakValue[n] : values(tb);
    }
    // C.07 4.2: rank by the first, then each sub-group still tied by the next
    List<int[]> groups = new ArrayList<>();
    int[] everyone = new int[n];
    for (int p = 0; p < n; p++) {
      everyone[p] = p;
    }
    groups.add(everyone);
    for (int k = 0; k < size; k++) {
      TieBreak tb = list.get(k);
      List<int[]> next = new ArrayList<>();
      GroupResolver resolver = resolvers[k];
      if (resolver != null) {
        for (int[] group : groups) {
          if (group.length == 1) {
            values[k][group[0]] = TieBreakValue.ofInteger(0);
            next.add(group);
            continue;
          }
          List<int[]> parts = resolver.resolve(group);
          int place = 1;
          for (int[] part : parts) {
            for (int p : part) {
              values[k][p] = TieBreakValue.ofInteger(parts.size() == 1 ? 0 : place);
            }
            place += part.length;
            next.add(part);
          }
        }
      } else {
        TieBreakValue[] v = values[k];
        Comparator<Integer> order = order(v, tb.higherFirst());
        for (int[] group : groups) {
          if (group.length == 1) {
            next.add(group);
            continue;
          }
          Integer[] sorted = Arrays.stream(group).boxed().toArray(Integer[]::new);
          Arrays.sort(sorted, order);
          int start = 0;
          for (int i = 1; i <= sorted.length; i++) {
            if (i == sorted.length || v[sorted[i]].compareTo(v[sorted[start]]) != 0) {
              int[] part = new int[i - start];
              for (int j = start; j < i; j++) {
                part[j - start] = sorted[j];
              }
              next.add(part);
              start = i;
            }
          }
        }
      }
      groups = next;
    }
    List<Standing> lines = new ArrayList<>(n);
    int rank = 1;
    for (int[] group : groups) {
      int[] members = group.clone();
      Arrays.sort(members); // indices follow pairing numbers
      for (int p : members) {
        List<TieBreakValue> row = new ArrayList<>(size);
        for (int k = 0; k < size; k++) {
          row.add(values[k][p]);
        }
        lines.add(new Standing(rank, grid.pairingNumber[p], row));
      }
      rank += group.length;
    }
    return new Standings(grid.rounds, list, lines);
  }

  /** Refuses what the event cannot have: team codes for players, :MP and :GP for players. */
  private void check(TieBreak tb) {
    TieBreakCode code = tb.code();
    Optional<String> unusable = TieBreakList.unusable(tb, teams != null);
    if (unusable.isPresent()) {
      throw new IllegalArgumentException(unusable.get());
    }
    if (teams == null) {
      return;
    }
    boolean counts =
        switch (code) {
          case WIN, WON, BPG, BWG, REP, STD -> true;
          default -> false;
        };
    if (counts && grid(tb) != teams.match) {
      throw new IllegalArgumentException(
          tb + " counts matches: it is defined on match points (" + code + ":MP)");
    }
  }

  /** The grid a tie-break reads: the event's, or for teams the one of its points type. */
  private RoundGrid grid(TieBreak tb) {
    TeamGrids t = teams;
    if (t == null) {
      return grid;
    }
    return switch (tb.points()) {
      case DEFAULT -> t.primary;
      case MATCH -> t.match;
      case GAME -> t.game;
    };
  }

  private @Nullable GroupResolver resolver(TieBreak tb) {
    TeamGrids t = teams;
    return switch (tb.code()) {
      case DE -> new DirectEncounter(grid(tb), tb.forfeitsPlayed());
      case EDE ->
          new ExtendedDirectEncounter(
              new DirectEncounter(required(t).primary, tb.forfeitsPlayed()),
              new DirectEncounter(required(t).secondary, tb.forfeitsPlayed()));
      case TBR -> boards().topBoards();
      case BBE -> boards().bottomElimination();
      default -> null;
    };
  }

  /** Higher (or lower) values first; no value last whatever the direction; then pairing number. */
  private static Comparator<Integer> order(TieBreakValue[] v, boolean higherFirst) {
    return (a, b) -> {
      TieBreakValue x = v[a];
      TieBreakValue y = v[b];
      if (x.isPresent() != y.isPresent()) {
        return x.isPresent() ? -1 : 1;
      }
      int c = higherFirst ? y.compareTo(x) : x.compareTo(y);
      return c != 0 ? c : Integer.compare(a, b);
    };
  }

  /** The values of a tie-break that is not type A, for every participant. */
  TieBreakValue[] values(TieBreak tb) {
    RoundGrid g = grid(tb);
    int n = g.players;
    TieBreakValue[] out = new TieBreakValue[n];
    switch (tb.code()) {
      case PTS -> fill(out, p -> TieBreakValue.ofTenths(g.total[p]));
      case MPTS -> fill(out, p -> TieBreakValue.ofTenths(required(teams).match.total[p]));
      case GPTS -> fill(out, p -> TieBreakValue.ofTenths(required(teams).game.total[p]));
      case MPVGP -> fill(out, p -> TieBreakValue.ofTenths(required(teams).secondary.total[p]));
      case WIN -> fill(out, p -> TieBreakValue.ofInteger(OwnResults.wins(g, p)));
      case WON -> fill(out, p -> TieBreakValue.ofInteger(OwnResults.won(g, p)));
      case BPG -> fill(out, p -> TieBreakValue.ofInteger(OwnResults.blackGames(g, p)));
      case BWG -> fill(out, p -> TieBreakValue.ofInteger(OwnResults.blackWins(g, p)));
      case PS ->
          fill(out, p -> TieBreakValue.ofTenths(OwnResults.progressive(g, p, tb.cutLowest())));
      case REP -> fill(out, p -> TieBreakValue.ofInteger(OwnResults.electedToPlay(g, p)));
      case STD -> fill(out, p -> TieBreakValue.ofTenths(5 * OwnResults.standardHalfPoints(g, p)));
      case TPN -> fill(out, p -> TieBreakValue.ofInteger(g.pairingNumber[p]));
      case KS ->
          fill(out, p -> TieBreakValue.ofTenths(OwnResults.koya(g, p, tb.limitHalfPoints())));
      case BH -> {
        long[] bh = BuchholzFamily.buchholzTenths(actual(g), tb);
        fill(out, p -> TieBreakValue.ofTenths(bh[p]));
      }
      case FB -> {
        long[] fb = BuchholzFamily.buchholzTenths(fore(g), tb);
        fill(out, p -> TieBreakValue.ofTenths(fb[p]));
      }
      case SB -> {
        long[] sb = BuchholzFamily.sonnebornBergerHundredths(actual(g), tb);
        fill(out, p -> TieBreakValue.ofHundredths(sb[p]));
      }
      case EMMSB, EMGSB, EGMSB, EGGSB -> {
        TeamGrids t = required(teams);
        String name = tb.code().name();
        RoundGrid scores = name.charAt(1) == 'M' ? t.match : t.game;
        RoundGrid scored = name.charAt(2) == 'M' ? t.match : t.game;
        long[] esb =
            BuchholzFamily.extendedSonnebornBergerHundredths(actual(scores), actual(scored), tb);
        fill(out, p -> TieBreakValue.ofHundredths(esb[p]));
      }
      case ABH -> fill(out, p -> TieBreakValue.ofTenths(actual(g).adjusted[p]));
      case AFB -> fill(out, p -> TieBreakValue.ofTenths(fore(g).adjusted[p]));
      case AOB -> {
        UnplayedRounds u = tb.fore() ? fore(g) : actual(g);
        long[] bh = BuchholzFamily.buchholzTenths(u, TieBreak.of(TieBreakCode.BH));
        return BuchholzFamily.averageOfOpponents(g, bh);
      }
      case BC -> fill(out, p -> TieBreakValue.ofTenths(boards().boardCount(p)));
      case SSSC -> {
        return scheduleStrength(tb);
      }
      case ARO -> {
        return ratings().averageRatingOfOpponents(tb.cutLowest(), tb.cutHighest());
      }
      case TPR -> {
        return ratings().performance();
      }
      case PTP -> {
        return ratings().perfectPerformance();
      }
      case APRO -> {
        return ratings().averagePerformanceOfOpponents();
      }
      case APPO -> {
        return ratings().averagePerfectPerformanceOfOpponents();
      }
      case RTNG -> {
        return ratings().ratings();
      }
      default -> throw new IllegalArgumentException(tb + " is a type-A tie-break");
    }
    return out;
  }

  /**
   * 13.4 SSSC: the secondary score plus the Schedule Strength, the Buchholz of the primary score
   * (Fore Buchholz with {@code /F}) divided by the normalising factor: the highest primary score of
   * the tournament divided by the highest secondary score of one match, rounded toward zero, unless
   * {@code /Kx} gives it.
   */
  private TieBreakValue[] scheduleStrength(TieBreak tb) {
    TeamGrids t = required(teams);
    long factor = tb.factor();
    if (factor == 0) {
      long highestPrimary = (long) t.primary.win * t.primary.rounds;
      factor = Math.max(1, highestPrimary / Math.max(1, t.secondary.win));
    }
    TieBreak bhOptions =
        new TieBreak(
            TieBreakCode.BH,
            TieBreak.PointsType.DEFAULT,
            0,
            0,
            0,
            tb.forfeitsPlayed(),
            false,
            false,
            0);
    long[] bh =
        BuchholzFamily.buchholzTenths(tb.fore() ? fore(t.primary) : actual(t.primary), bhOptions);
    TieBreakValue[] out = new TieBreakValue[t.primary.players];
    for (int p = 0; p < out.length; p++) {
      out[p] = TieBreakValue.ofFraction(t.secondary.total[p] * factor + bh[p], 10 * factor, 2);
    }
    return out;
  }

  private interface PerPlayer {
    TieBreakValue of(int p);
  }

  private static void fill(TieBreakValue[] out, PerPlayer f) {
    for (int p = 0; p < out.length; p++) {
      out[p] = f.of(p);
    }
  }

  private static TeamGrids required(@Nullable TeamGrids t) {
    if (t == null) {
      throw new IllegalStateException("a team tie-break on an individual tournament");
    }
    return t;
  }

  private UnplayedRounds actual(RoundGrid g) {
    return actual.computeIfAbsent(g, UnplayedRounds::actual);
  }

  private UnplayedRounds fore(RoundGrid g) {
    return fore.computeIfAbsent(g, UnplayedRounds::fore);
  }

  private BoardResults boards() {
    BoardResults b = boards;
    if (b == null) {
      b = new BoardResults(required(teams));
      boards = b;
    }
    return b;
  }

  private RatingTieBreaks ratings() {
    RatingTieBreaks r = ratings;
    if (r == null) {
      r = new RatingTieBreaks(grid, options.unratedRating());
      ratings = r;
    }
    return r;
  }
}
