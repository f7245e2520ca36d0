package org.swisschess.sim;

import java.util.Locale;

/**
 * Writes a simulation report as CSV (RFC 4180): a header, then one row per system, full precision.
 */
public final class SimulationCsv {

  private static final String HEADER =
      "system,tournaments,players,rounds,seed,mean_kendall_tau,strongest_win_share,"
          + "mean_rating_difference,colour_imbalance_share,mean_longest_colour_run,max_colour_run,upfloats_per_player,"
          + "downfloats_per_player,repeated_floats_per_player,pabs_per_tournament,failed_rounds,median_round_ms,p95_round_ms";

  private SimulationCsv() {}

  /**
   * Returns the CSV text, lines ending in CRLF as RFC 4180 says.
   *
   * @param report not null
   * @return never null
   */
  public static String write(SimulationReport report) {
    StringBuilder sb = new StringBuilder(HEADER).append("\r\n");
    GeneratorConfig g = report.config().generator();
    for (SystemSummary s : report.systems()) {
      sb.append(quote(s.systemId()))
          .append(',')
          .append(s.tournaments())
          .append(',')
          .append(g.players())
          .append(',')
          .append(g.rounds())
          .append(',')
          .append(report.config().seed())
          .append(',')
          .append(number(s.meanKendallTau()))
          .append(',')
          .append(number(s.strongestWinShare()))
          .append(',')
          .append(number(s.meanRatingDifference()))
          .append(',')
          .append(number(s.colourImbalanceShare()))
          .append(',')
          .append(number(s.meanLongestColourRun()))
          .append(',')
          .append(s.maxColourRun())
          .append(',')
          .append(number(s.upfloatsPerPlayer()))
          .append(',')
          .append(number(s.downfloatsPerPlayer()))
          .append(',')
          .append(number(s.repeatedFloatsPerPlayer()))
          .append(',')
          .append(number(s.pabsPerTournament()))
          .append(',')
          .append(s.failedRounds())
          .append(',')
          .append(number(s.medianRoundMillis()))
          .append(',')
          .append(number(s.p95RoundMillis()))
          .append("\r\n");
    }
    return sb.toString();
  }

  private static String number(double value) {
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
