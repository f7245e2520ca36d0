package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Tournament;

/**
 * Computes the tie-break values of every participant and ranks them, C.07 4.2: by the first
 * tie-break, then each sub-group still tied by the next, and so on; type-A tie-breaks (Direct
 * Encounter) are computed on each such sub-group.
 */
final class StandingsCalculator {

  private final RoundGrid grid;
  private final StandingsOptions options;
  private @Nullable UnplayedRounds actual;
  private @Nullable UnplayedRounds fore;
  private @Nullable RatingTieBreaks ratings;

  StandingsCalculator(Tournament t, int round, StandingsOptions options) {
    this.grid = RoundGrid.of(t, round);
    this.options = options;
    this.actual = null;
    this.fore = null;
    this.ratings = null;
  }

  Standings standings(TieBreakList list) {
    int n = grid.players;
    int size = list.size();
    TieBreakValue[][] values = new TieBreakValue[size][];
    for (int k = 0; k < size; k++) {
      TieBreak tb = list.get(k);
      if (tb.code().scope() == TieBreakCode.Scope.TEAM) {
        throw new IllegalArgumentException(
            tb
                + " is a team tie-break (C.07 "
                + tb.code().article()
                + "); this tournament has no teams");
      }
      if (tb.points() != TieBreak.PointsType.DEFAULT) {
        throw new IllegalArgumentException(
            tb + ": match and game points (:MP, :GP) are for team events");
      }
      values[k] = tb.code() == TieBreakCode.DE ? new TieBreakValue[n] : values(tb);
    }
    // C.07 4.2: rank by the first, then each sub-group still tied by the next
    Integer[] initial = new Integer[n];
    for (int p = 0; p < n; p++) {
      initial[p] = p;
    }
    List<int[]> groups = new ArrayList<>();
    groups.add(Arrays.stream(initial).mapToInt(Integer::intValue).toArray());
    for (int k = 0; k < size; k++) {
      TieBreak tb = list.get(k);
      List<int[]> next = new ArrayList<>();
      if (tb.code() == TieBreakCode.DE) {
        DirectEncounter de = new DirectEncounter(grid, tb.forfeitsPlayed());
        for (int[] group : groups) {
          if (group.length == 1) {
            values[k][group[0]] = TieBreakValue.ofInteger(0);
            next.add(group);
            continue;
          }
          List<int[]> parts = de.resolve(group);
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

  /** The values of a tie-break other than DE for every participant. */
  TieBreakValue[] values(TieBreak tb) {
    int n = grid.players;
    TieBreakValue[] out = new TieBreakValue[n];
    switch (tb.code()) {
      case PTS -> fill(out, p -> TieBreakValue.ofTenths(grid.total[p]));
      case WIN -> fill(out, p -> TieBreakValue.ofInteger(OwnResults.wins(grid, p)));
      case WON -> fill(out, p -> TieBreakValue.ofInteger(OwnResults.won(grid, p)));
      case BPG -> fill(out, p -> TieBreakValue.ofInteger(OwnResults.blackGames(grid, p)));
      case BWG -> fill(out, p -> TieBreakValue.ofInteger(OwnResults.blackWins(grid, p)));
      case PS ->
          fill(out, p -> TieBreakValue.ofTenths(OwnResults.progressive(grid, p, tb.cutLowest())));
      case REP -> fill(out, p -> TieBreakValue.ofInteger(OwnResults.electedToPlay(grid, p)));
      case STD ->
          fill(out, p -> TieBreakValue.ofTenths(5 * OwnResults.standardHalfPoints(grid, p)));
      case TPN -> fill(out, p -> TieBreakValue.ofInteger(grid.pairingNumber[p]));
      case KS ->
          fill(out, p -> TieBreakValue.ofTenths(OwnResults.koya(grid, p, tb.limitHalfPoints())));
      case BH -> {
        long[] bh = BuchholzFamily.buchholzTenths(actual(), tb);
        fill(out, p -> TieBreakValue.ofTenths(bh[p]));
      }
      case FB -> {
        long[] fb = BuchholzFamily.buchholzTenths(fore(), tb);
        fill(out, p -> TieBreakValue.ofTenths(fb[p]));
      }
      case SB -> {
        long[] sb = BuchholzFamily.sonnebornBergerHundredths(actual(), tb);
        fill(out, p -> TieBreakValue.ofHundredths(sb[p]));
      }
      case ABH -> fill(out, p -> TieBreakValue.ofTenths(actual().adjusted[p]));
      case AFB -> fill(out, p -> TieBreakValue.ofTenths(fore().adjusted[p]));
      case AOB -> {
        UnplayedRounds u = tb.fore() ? fore() : actual();
        long[] bh = BuchholzFamily.buchholzTenths(u, TieBreak.of(TieBreakCode.BH));
        return BuchholzFamily.averageOfOpponents(grid, bh);
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
      default -> throw new IllegalArgumentException(tb + " is not an individual tie-break");
    }
    return out;
  }

  private interface PerPlayer {
    TieBreakValue of(int p);
  }

  private void fill(TieBreakValue[] out, PerPlayer f) {
    for (int p = 0; p < out.length; p++) {
      out[p] = f.of(p);
    }
  }

  private UnplayedRounds actual() {
    UnplayedRounds u = actual;
    if (u == null) {
      u = UnplayedRounds.actual(grid);
      actual = u;
    }
    return u;
  }

  private UnplayedRounds fore() {
    UnplayedRounds u = fore;
    if (u == null) {
      u = UnplayedRounds.fore(grid);
      fore = u;
    }
    return u;
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
