package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Renders a simulation report as plain text: a line saying what was simulated, one row per system
 * (the headline metrics, means with their 95 % interval for the correlations), then the paired
 * comparisons of the correlations, and the settings to repeat the run.
 */
public final class SimulationTable {

  /** One column: its heading and how to print a summary's value. */
  private record Column(String heading, boolean numeric, Function<SystemSummary, String> value) {}

  private static final List<Column> COLUMNS =
      List.of(
          new Column("system", false, SystemSummary::systemId),
          new Column("tau-b score", true, s -> interval(s.metric("tau_b_score"))),
          new Column("tau-b standings", true, s -> interval(s.metric("tau_b_standings"))),
          new Column("best wins", true, s -> percent(s.mean("strongest_win_share"))),
          new Column("|dRating|", true, s -> fixed(s.mean("mean_rating_difference"), 0)),
          new Column("opp sd", true, s -> fixed(s.mean("opponent_rating_sd"), 0)),
          new Column("W-B sd", true, s -> fixed(s.mean("colour_difference_sd"), 2)),
          new Column("|W-B|>=2", true, s -> percent(s.mean("colour_imbalance_share"))),
          new Column("run mean", true, s -> fixed(s.mean("longest_colour_run"), 2)),
          new Column("run max", true, s -> fixed(s.metric("longest_colour_run").max(), 0)),
          new Column("up/pl", true, s -> fixed(s.mean("upfloats_per_player"), 2)),
          new Column("down/pl", true, s -> fixed(s.mean("downfloats_per_player"), 2)),
          new Column("rep/pl", true, s -> fixed(s.mean("repeated_floats_per_player"), 2)),
          new Column("PAB/t", true, s -> fixed(s.mean("pabs"), 2)),
          new Column("no pairing", true, s -> noPairing(s)),
          new Column("median ms", true, s -> fixed(s.medianRoundMillis(), 2)),
          new Column("p95 ms", true, s -> fixed(s.p95RoundMillis(), 2)));

  /** The metrics whose paired differences the table shows. */
  private static final List<String> COMPARED =
      List.of("tau_b_score", "tau_b_standings", "spearman_score", "strongest_win_share");

  private SimulationTable() {}

  /**
   * Returns the table.
   *
   * @param report not null
   * @return text ending in a newline
   */
  public static String render(SimulationReport report) {
    List<String[]> rows = new ArrayList<>();
    rows.add(COLUMNS.stream().map(Column::heading).toArray(String[]::new));
    for (SystemSummary s : report.systems()) {
      rows.add(COLUMNS.stream().map(c -> c.value().apply(s)).toArray(String[]::new));
    }
    String nl = System.lineSeparator();
    StringBuilder sb = new StringBuilder();
    sb.append(
            String.format(
                Locale.ROOT,
                "%d tournaments of %d %s and %d rounds, seed %d",
                report.tournaments(),
                report.players(),
                report.participants(),
                report.rounds(),
                report.seed()))
        .append(nl);
    appendTable(sb, rows, COLUMNS.stream().map(Column::numeric).toList());
    if (!report.comparisons().isEmpty()) {
      sb.append(nl)
          .append("Paired differences on the same tournaments, mean [95% interval];")
          .append(" * where the interval leaves out 0")
          .append(nl);
      List<String[]> pairs = new ArrayList<>();
      List<Boolean> numeric = new ArrayList<>();
      numeric.add(false);
      String[] heading = new String[COMPARED.size() + 1];
      heading[0] = "a - b";
      for (int i = 0; i < COMPARED.size(); i++) {
        heading[i + 1] = COMPARED.get(i);
        numeric.add(true);
      }
      pairs.add(heading);
      for (Comparison c : report.comparisons()) {
        String[] row = new String[COMPARED.size() + 1];
        row[0] = c.first() + " - " + c.second();
        for (int i = 0; i < COMPARED.size(); i++) {
          MetricSummary d = c.difference(COMPARED.get(i));
          row[i + 1] = signedInterval(d) + (d.excludesZero() ? "*" : " ");
        }
        pairs.add(row);
      }
      appendTable(sb, pairs, numeric);
    }
    sb.append(nl).append("Settings: ").append(options(report.settings())).append(nl);
    return sb.toString();
  }

  /** The settings as command-line options. */
  static String options(Map<String, String> settings) {
    StringBuilder sb = new StringBuilder();
    settings.forEach(
        (k, v) -> {
          if (sb.length() > 0) {
            sb.append(' ');
          }
          sb.append("--")
              .append(k)
              .append(' ')
              .append(v.isEmpty() || v.contains(" ") ? "'" + v + "'" : v);
        });
    return sb.toString();
  }

  private static String noPairing(SystemSummary s) {
    MetricSummary f = s.metric("failed_rounds");
    return Long.toString(Math.round(f.mean() * f.n()));
  }

  private static void appendTable(StringBuilder sb, List<String[]> rows, List<Boolean> numeric) {
    int[] width = new int[rows.get(0).length];
    for (String[] row : rows) {
      for (int c = 0; c < row.length; c++) {
        width[c] = Math.max(width[c], row[c].length());
      }
    }
    for (int r = 0; r < rows.size(); r++) {
      appendRow(sb, rows.get(r), width, numeric);
      if (r == 0) {
        String[] rule = new String[width.length];
        for (int c = 0; c < width.length; c++) {
          rule[c] = "-".repeat(width[c]);
        }
        appendRow(sb, rule, width, numeric);
      }
    }
  }

  private static void appendRow(
      StringBuilder sb, String[] row, int[] width, List<Boolean> numeric) {
    StringBuilder line = new StringBuilder();
    for (int c = 0; c < row.length; c++) {
      if (c > 0) {
        line.append("  ");
      }
      String pad = " ".repeat(width[c] - row[c].length());
      line.append(numeric.get(c) ? pad + row[c] : row[c] + pad);
    }
    sb.append(line.toString().stripTrailing()).append(System.lineSeparator());
  }

  static String interval(MetricSummary m) {
    if (Double.isNaN(m.ciLow())) {
      return fixed(m.mean(), 3);
    }
    return fixed(m.mean(), 3) + " [" + fixed(m.ciLow(), 3) + ", " + fixed(m.ciHigh(), 3) + "]";
  }

  private static String signedInterval(MetricSummary m) {
    String f = "%+.4f";
    if (Double.isNaN(m.ciLow())) {
      return String.format(Locale.ROOT, f, m.mean());
    }
    return String.format(
        Locale.ROOT, f + " [" + f + ", " + f + "]", m.mean(), m.ciLow(), m.ciHigh());
  }

  static String fixed(double value, int decimals) {
    if (Double.isNaN(value)) {
      return "-";
    }
    return String.format(Locale.ROOT, "%." + decimals + "f", value);
  }

  static String percent(double share) {
    if (Double.isNaN(share)) {
      return "-";
    }
    return String.format(Locale.ROOT, "%.1f%%", share * 100);
  }
}
