package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.Points;
import org.swisschess.matching.Pair;

/**
 * A round described directly in the terms of the rules, for worked examples of single brackets:
 * players with a score, a colour preference ({@code "-"} none, {@code "w"}/{@code "b"} mild, {@code
 * "W"}/{@code "B"} strong, {@code "W!"}/{@code "B!"} absolute) and float history, and the pairs
 * that may not meet.
 */
final class Fixture {

  private record Spec(
      int id,
      int score,
      ColourPreference pref,
      FloatDirection f1,
      FloatDirection f2,
      boolean byeEligible,
      boolean top,
      List<Colour> colours) {}

  private final List<Spec> specs = new ArrayList<>();
  private final Set<String> met = new HashSet<>();
  private int round = 3;
  private boolean lastRound;
  private int win = 10;

  Fixture round(int r) {
    round = r;
    return this;
  }

  Fixture lastRound() {
    lastRound = true;
    return this;
  }

  Fixture player(int id, String score, String pref) {
    return player(id, score, pref, FloatDirection.NONE, FloatDirection.NONE, true);
  }

  Fixture player(
      int id,
      String score,
      String pref,
      FloatDirection lastRoundFloat,
      FloatDirection twoAgo,
      boolean byeEligible) {
    specs.add(
        new Spec(
            id,
            Points.parse(score).tenths(),
            pref(pref),
            lastRoundFloat,
            twoAgo,
            byeEligible,
            false,
            List.of()));
    return this;
  }

  Fixture topScorer(int id, String score, String pref) {
    specs.add(
        new Spec(
            id,
            Points.parse(score).tenths(),
            pref(pref),
            FloatDirection.NONE,
            FloatDirection.NONE,
            true,
            true,
            List.of()));
    return this;
  }

  Fixture withColours(int id, Colour... colours) {
    for (int i = 0; i < specs.size(); i++) {
      Spec s = specs.get(i);
      if (s.id() == id) {
        specs.set(
            i,
            new Spec(
                s.id(),
                s.score(),
                s.pref(),
                s.f1(),
                s.f2(),
                s.byeEligible(),
                s.top(),
                List.of(colours)));
      }
    }
    return this;
  }

  Fixture met(int a, int b) {
    met.add(Math.min(a, b) + "-" + Math.max(a, b));
    return this;
  }

  /** Everyone in {@code ids} has met everyone else except {@code except}. */
  Fixture onlyMeets(int id, Set<Integer> allowed) {
    for (Spec s : specs) {
      if (s.id() != id && !allowed.contains(s.id())) {
        met(id, s.id());
      }
    }
    return this;
  }

  static ColourPreference pref(String code) {
    return switch (code) {
      case "-" -> ColourPreference.NONE;
      case "w" -> new ColourPreference(Colour.WHITE, ColourPreference.Strength.MILD);
      case "b" -> new ColourPreference(Colour.BLACK, ColourPreference.Strength.MILD);
      case "W" -> new ColourPreference(Colour.WHITE, ColourPreference.Strength.STRONG);
      case "B" -> new ColourPreference(Colour.BLACK, ColourPreference.Strength.STRONG);
      case "W!" -> new ColourPreference(Colour.WHITE, ColourPreference.Strength.ABSOLUTE);
      case "B!" -> new ColourPreference(Colour.BLACK, ColourPreference.Strength.ABSOLUTE);
      default -> throw new IllegalArgumentException(code);
    };
  }

  RoundContext build() {
    List<Spec> sorted = new ArrayList<>(specs);
    sorted.sort(Comparator.comparingInt(Spec::score).reversed().thenComparingInt(Spec::id));
    List<Entrant> entrants = new ArrayList<>();
    for (int r = 0; r < sorted.size(); r++) {
      Spec s = sorted.get(r);
      int games =
          s.pref().strength() == ColourPreference.Strength.NONE
              ? 0
              : s.pref().strength() == ColourPreference.Strength.STRONG
                  ? round % 2 == 0 ? round - 1 : round - 2
                  : round % 2 == 0 ? round - 2 : round - 1;
      entrants.add(
          new Entrant(
              s.id(),
              s.score(),
              r,
              s.pref(),
              games,
              s.f1(),
              s.f2(),
              s.byeEligible(),
              s.top(),
              s.colours()));
    }
    int n = sorted.size();
    boolean[][] may = new boolean[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        int ia = sorted.get(a).id();
        int ib = sorted.get(b).id();
        may[a][b] = a != b && !met.contains(Math.min(ia, ib) + "-" + Math.max(ia, ib));
      }
    }
    return new RoundContext(entrants, may, round, lastRound, win, Colour.WHITE);
  }

  /** Ranks of the given ids in the context, in A.2 order. */
  static int[] ranks(RoundContext ctx, int... ids) {
    TreeSet<Integer> out = new TreeSet<>();
    for (int id : ids) {
      for (int r = 0; r < ctx.size(); r++) {
        if (ctx.entrant(r).id() == id) {
          out.add(r);
        }
      }
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  /** Pairs of ranks as sorted "a-b" id strings. */
  static List<String> ids(RoundContext ctx, List<Pair> pairs) {
    List<String> out = new ArrayList<>();
    for (Pair p : pairs) {
      int a = ctx.entrant(p.higher()).id();
      int b = ctx.entrant(p.lower()).id();
      out.add(Math.min(a, b) + "-" + Math.max(a, b));
    }
    out.sort(null);
    return out;
  }

  static List<Integer> idList(RoundContext ctx, int[] ranks) {
    List<Integer> out = new ArrayList<>();
    for (int r : ranks) {
      out.add(ctx.entrant(r).id());
    }
    return out;
  }
}
