package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** Renders a simulation report as a plain-text table with aligned columns, one row per system. */
public final class SimulationTable {

  /** One column: its heading and how to print a summary's value. */
  private record Column(String heading, boolean numeric, Function<SystemSummary, String> value) {}

  private static final List<Column> COLUMNS =
      List.of(
          new Column("system", false, SystemSummary::systemId),
          new Column("tau", true, s -> fixed(s.meanKendallTau(), 3)),
          new Column("best wins", true, s -> percent(s.strongestWinShare())),
          new Column("|dRating|", true, s -> fixed(s.meanRatingDifference(), 0)),
          new Column("|W-B|>=2", true, s -> percent(s.colourImbalanceShare())),
          new Column("run mean", true, s -> fixed(s.meanLongestColourRun(), 2)),
          new Column("run max", true, s -> Integer.toString(s.maxColourRun())),
          new Column("up/pl", true, s -> fixed(s.upfloatsPerPlayer(), 2)),
          new Column("down/pl", true, s -> fixed(s.downfloatsPerPlayer(), 2)),
          new Column("rep/pl", true, s -> fixed(s.repeatedFloatsPerPlayer(), 2)),
          new Column("PAB/t", true, s -> fixed(s.pabsPerTournament(), 2)),
          new Column("no pairing", true, s -> Integer.toString(s.failedRounds())),
          new Column("median ms", true, s -> fixed(s.medianRoundMillis(), 2)),
          new Column("p95 ms", true, s -> fixed(s.p95RoundMillis(), 2)));

  private SimulationTable() {}

  /**
   * Returns the table: a line saying what was simulated, the heading, a rule, one row per system.
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
    int[] width = new int[COLUMNS.size()];
    for (String[] row : rows) {
      for (int c = 0; c < row.length; c++) {
        width[c] = Math.max(width[c], row[c].length());
      }
    }
    GeneratorConfig g = report.config().generator();
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            Locale.ROOT,
            "%d tournaments of %d players and %d rounds, seed %d%n",
            report.config().tournaments(),
            g.players(),
            g.rounds(),
            report.config().seed()));
    for (int r = 0; r < rows.size(); r++) {
      appendRow(sb, rows.get(r), width);
      if (r == 0) {
        String[] rule = new String[width.length];
        for (int c = 0; c < width.length; c++) {
          rule[c] = "-".repeat(width[c]);
        }
        appendRow(sb, rule, width);
      }
    }
    return sb.toString();
  }

  private static void appendRow(StringBuilder sb, String[] row, int[] width) {
    StringBuilder line = new StringBuilder();
    for (int c = 0; c < row.length; c++) {
      if (c > 0) {
        line.append("  ");
      }
      String pad = " ".repeat(width[c] - row[c].length());
      line.append(COLUMNS.get(c).numeric() ? pad + row[c] : row[c] + pad);
    }
    sb.append(line.toString().stripTrailing()).append(System.lineSeparator());
  }

  static String fixed(double value, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", value);
  }

  static String percent(double share) {
    return String.format(Locale.ROOT, "%.1f%%", share * 100);
  }
}
