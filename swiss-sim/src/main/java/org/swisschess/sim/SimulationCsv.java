package org.swisschess.sim;

import java.util.List;
import java.util.Locale;

/**
 * Writes a simulation report as CSV (RFC 4180), one row per system and metric, then one per pair of
 * systems and metric (the paired differences {@code system - other}), and the per-tournament values
 * as one row per tournament and system.
 */
public final class SimulationCsv {

  /** The header of {@link #write}. */
  public static final String HEADER =
      "kind,system,other,metric,n,mean,sd,se,ci_low,ci_high,min,q1,median,q3,max";

  private SimulationCsv() {}

  /**
   * Returns the summary CSV, lines ending in CRLF as RFC 4180 says; the timings (the only values
   * that vary between runs) only when asked for, as rows of the kind named "timing".
   *
   * @param report not null
   * @param timings whether to add the median and 95th percentile time per round
   * @return never null
   */
  public static String write(SimulationReport report, boolean timings) {
    StringBuilder sb = new StringBuilder(HEADER).append("\r\n");
    for (SystemSummary s : report.systems()) {
      for (MetricSummary m : s.metrics()) {
        row(sb, "system", s.systemId(), "", m);
      }
    }
    for (Comparison c : report.comparisons()) {
      for (MetricSummary m : c.differences()) {
        row(sb, "difference", c.first(), c.second(), m);
      }
    }
    if (timings) {
      for (SystemSummary s : report.systems()) {
        sb.append("timing,")
            .append(quote(s.systemId()))
            .append(",,median_round_ms,,")
            .append(number(s.medianRoundMillis()))
            .append(",,,,,,,,,\r\n");
        sb.append("timing,")
            .append(quote(s.systemId()))
            .append(",,p95_round_ms,,")
            .append(number(s.p95RoundMillis()))
            .append(",,,,,,,,,\r\n");
      }
    }
    return sb.toString();
  }

  /**
   * Returns the summary CSV without timings.
   *
   * @param report not null
   * @return never null
   */
  public static String write(SimulationReport report) {
    return write(report, false);
  }

  private static void row(
      StringBuilder sb, String kind, String system, String other, MetricSummary m) {
    sb.append(kind)
        .append(',')
        .append(quote(system))
        .append(',')
        .append(quote(other))
        .append(',')
        .append(m.metric())
        .append(',')
        .append(m.n());
    for (double v :
        new double[] {
          m.mean(),
          m.standardDeviation(),
          m.standardError(),
          m.ciLow(),
          m.ciHigh(),
          m.min(),
          m.q1(),
          m.median(),
          m.q3(),
          m.max()
        }) {
      sb.append(',').append(number(v));
    }
    sb.append("\r\n");
  }

  /**
   * Returns the header of the per-tournament CSV: index, seed, system, then every metric.
   *
   * @param rounds the rounds per tournament
   * @return a line ending in CRLF
   */
  public static String perTournamentHeader(int rounds) {
    return "tournament,seed,system," + String.join(",", Metrics.names(rounds)) + "\r\n";
  }

  /**
   * Returns one tournament's rows: one per system, in the systems' order.
   *
   * @param systems the systems' ids; not null
   * @param oneTournament one metrics record per system; not null
   * @return lines ending in CRLF
   */
  public static String perTournamentRows(
      List<String> systems, List<TournamentMetrics> oneTournament) {
    StringBuilder sb = new StringBuilder();
    for (int s = 0; s < systems.size(); s++) {
      TournamentMetrics m = oneTournament.get(s);
      sb.append(m.index()).append(',').append(m.seed()).append(',').append(quote(systems.get(s)));
      for (double v : m.values()) {
        sb.append(',').append(number(v));
      }
      sb.append("\r\n");
    }
    return sb.toString();
  }

  /** Six decimals; empty for an undefined value. */
  static String number(double value) {
    if (Double.isNaN(value)) {
      return "";
    }
    return String.format(Locale.ROOT, "%.6f", value);
  }

  static String quote(String field) {
    if (field.indexOf(',') < 0
        && field.indexOf('"') < 0
        && field.indexOf('\n') < 0
        && field.indexOf('\r') < 0) {
      return field;
    }
    return '"' + field.replace("\"", "\"\"") + '"';
  }
}
