package org.swisschess.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The summary of a cross-check's results, per direction, as FIDE's test counts them. */
final class CrosscheckReport {

  /** The tournaments FIDE's approval asks for in each direction. */
  static final int FIDE_TOURNAMENTS = 50_000;

  private CrosscheckReport() {}

  /** Totals of one direction. */
  record Totals(
      int tournaments,
      long rounds,
      int discrepant,
      int timeouts,
      int failures,
      long ourMicros,
      int maxPlayers) {

    Totals plus(CrosscheckRow r) {
      return new Totals(
          tournaments + 1,
          rounds + r.rounds(),
          discrepant + (r.outcome() == CrosscheckRow.Outcome.DISCREPANCY ? 1 : 0),
          timeouts + (r.outcome() == CrosscheckRow.Outcome.ENGINE_TIMEOUT ? 1 : 0),
          failures + (r.outcome() == CrosscheckRow.Outcome.ENGINE_FAILURE ? 1 : 0),
          ourMicros + r.ourMicros(),
          Math.max(maxPlayers, r.players()));
    }
  }

  /** The totals of a direction without tournaments. */
  private static final Totals NONE = new Totals(0, 0, 0, 0, 0, 0, 0);

  /** Returns the totals of each direction, (a) first. */
  static Map<String, Totals> totals(List<CrosscheckRow> rows) {
    Map<String, Totals> m = new LinkedHashMap<>();
    m.put(CrosscheckRow.OURS_GENERATE, NONE);
    m.put(CrosscheckRow.THEIRS_GENERATE, NONE);
    for (CrosscheckRow r : rows) {
      m.put(r.direction(), m.getOrDefault(r.direction(), NONE).plus(r));
    }
    return m;
  }

  /** Whether the rows hold no discrepancy and no failure of the other engine. */
  static boolean clean(List<CrosscheckRow> rows) {
    return rows.stream().allMatch(r -> r.outcome() == CrosscheckRow.Outcome.AGREE);
  }

  /** Prints the table, FIDE's count, and the discrepancies and failures (at most 20 of each). */
  static void print(PrintWriter out, String heading, List<CrosscheckRow> rows) {
    out.println(heading);
    out.printf(
        Locale.ROOT,
        "%-36s %11s %8s %10s %9s %9s %s%n",
        "direction",
        "tournaments",
        "rounds",
        "discrepant",
        "time-outs",
        "failures",
        "our time (per tournament)");
    Map<String, Totals> totals = totals(rows);
    totals.forEach(
        (direction, t) ->
            out.printf(
                Locale.ROOT,
                "%-36s %11d %8d %10d %9d %9d %.1f s (%.1f ms)%n",
                direction.equals(CrosscheckRow.OURS_GENERATE)
                    ? "(a) ours generates, theirs pairs"
                    : "(b) theirs generates, ours checks",
                t.tournaments(),
                t.rounds(),
                t.discrepant(),
                t.timeouts(),
                t.failures(),
                t.ourMicros() / 1e6,
                t.tournaments() == 0 ? 0.0 : t.ourMicros() / 1e3 / t.tournaments()));
    Totals a = totals.getOrDefault(CrosscheckRow.OURS_GENERATE, NONE);
    Totals b = totals.getOrDefault(CrosscheckRow.THEIRS_GENERATE, NONE);
    out.printf(
        Locale.ROOT,
        "FIDE's test asks for %,d tournaments in each direction: (a) %,d done (%.1f%%), (b) %,d"
            + " done (%.1f%%).%n",
        FIDE_TOURNAMENTS,
        a.tournaments(),
        100.0 * a.tournaments() / FIDE_TOURNAMENTS,
        b.tournaments(),
        100.0 * b.tournaments() / FIDE_TOURNAMENTS);
    int shown = 0;
    for (CrosscheckRow r : rows) {
      if (r.outcome() != CrosscheckRow.Outcome.AGREE && shown++ < 20) {
        out.printf(
            Locale.ROOT,
            "  %s #%d (seed %d, %d players): %s: %s%n",
            r.direction(),
            r.index(),
            r.seed(),
            r.players(),
            r.outcome().code(),
            r.detail());
      }
    }
    out.flush();
  }
}
