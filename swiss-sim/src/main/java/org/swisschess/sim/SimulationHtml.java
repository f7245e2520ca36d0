package org.swisschess.sim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A simulation report as pictures for a paper: one self-contained HTML page (inline SVG and CSS, no
 * script, no font or file from elsewhere) and the CSV behind every chart. Charts: the tau-b of the
 * score and of the tie-broken standings after each round per system with its 95 % interval, the
 * distribution of the final tau-b per system (box: quartiles, whiskers: extremes, dot: mean), and
 * one histogram of the players' colour differences per system.
 */
public final class SimulationHtml {

  /** The CSV files {@link #files} writes, by name. */
  public static final List<String> CSV_FILES =
      List.of(
          "summary.csv",
          "settings.csv",
          "tau-by-round.csv",
          "distribution.csv",
          "colour-differences.csv");

  private static final String[] PALETTE = {
    "#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d", "#666666"
  };

  private static final int W = 640;
  private static final int H = 320;
  private static final int LEFT = 60;
  private static final int RIGHT = 160;
  private static final int TOP = 30;
  private static final int BOTTOM = 45;

  private SimulationHtml() {}

  /**
   * Returns the report's files: {@code index.html} and the {@link #CSV_FILES}, by name, in order.
   *
   * @param report not null
   * @return never null
   */
  public static Map<String, String> files(SimulationReport report) {
    Map<String, String> out = new LinkedHashMap<>();
    out.put("index.html", html(report));
    out.put("summary.csv", SimulationCsv.write(report));
    StringBuilder settings = new StringBuilder("setting,value\r\n");
    report
        .settings()
        .forEach(
            (k, v) ->
                settings
                    .append(SimulationCsv.quote(k))
                    .append(',')
                    .append(SimulationCsv.quote(v))
                    .append("\r\n"));
    out.put("settings.csv", settings.toString());
    StringBuilder byRound = new StringBuilder("system,ranking,round,n,mean,ci_low,ci_high\r\n");
    for (SystemSummary s : report.systems()) {
      for (String ranking : List.of("score", "standings")) {
        for (int r = 1; r <= report.rounds(); r++) {
          MetricSummary m = s.metric(Metrics.byRound("tau_b_" + ranking, r));
          byRound
              .append(SimulationCsv.quote(s.systemId()))
              .append(',')
              .append(ranking)
              .append(',')
              .append(r)
              .append(',')
              .append(m.n())
              .append(',')
              .append(SimulationCsv.number(m.mean()))
              .append(',')
              .append(SimulationCsv.number(m.ciLow()))
              .append(',')
              .append(SimulationCsv.number(m.ciHigh()))
              .append("\r\n");
        }
      }
    }
    out.put("tau-by-round.csv", byRound.toString());
    StringBuilder dist = new StringBuilder("system,metric,n,min,q1,median,q3,max,mean\r\n");
    for (SystemSummary s : report.systems()) {
      MetricSummary m = s.metric("tau_b_standings");
      dist.append(SimulationCsv.quote(s.systemId())).append(",tau_b_standings,").append(m.n());
      for (double v : new double[] {m.min(), m.q1(), m.median(), m.q3(), m.max(), m.mean()}) {
        dist.append(',').append(SimulationCsv.number(v));
      }
      dist.append("\r\n");
    }
    out.put("distribution.csv", dist.toString());
    StringBuilder colours = new StringBuilder("system,colour_difference,players\r\n");
    for (SystemSummary s : report.systems()) {
      s.colourDifferences()
          .forEach(
              (d, c) ->
                  colours
                      .append(SimulationCsv.quote(s.systemId()))
                      .append(',')
                      .append(d)
                      .append(',')
                      .append(c)
                      .append("\r\n"));
    }
    out.put("colour-differences.csv", colours.toString());
    return out;
  }

  private static String html(SimulationReport report) {
    StringBuilder sb = new StringBuilder();
    sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>swiss simulate: ")
        .append(esc(String.join(", ", ids(report))))
        .append("</title>\n<style>\n")
        .append("body{font-family:sans-serif;margin:2em;max-width:60em;color:#222}\n")
        .append("svg.chart{display:block;margin:1em 0;background:#fff}\n")
        .append("svg text{font-family:sans-serif;font-size:12px}\n")
        .append(
            "table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd;")
        .append("text-align:right}td:first-child,th:first-child{text-align:left}\n")
        .append("</style>\n</head>\n<body>\n");
    sb.append("<h1>Simulation: ")
        .append(report.tournaments())
        .append(" tournaments of ")
        .append(report.players())
        .append(' ')
        .append(report.participants())
        .append(", ")
        .append(report.rounds())
        .append(" rounds</h1>\n");
    sb.append("<h2>Kendall's tau-b after each round (mean, 95% interval)</h2>\n");
    sb.append(byRound(report, "score", "tau-b of the score"));
    sb.append(byRound(report, "standings", "tau-b of the tie-broken standings"));
    sb.append("<p>Data: <a href=\"tau-by-round.csv\">tau-by-round.csv</a></p>\n");
    sb.append("<h2>Distribution of the final tau-b of the standings</h2>\n");
    sb.append(boxes(report));
    sb.append("<p>Box: quartiles, line: median, whiskers: extremes, dot: mean. Data: ")
        .append("<a href=\"distribution.csv\">distribution.csv</a></p>\n");
    sb.append("<h2>Colour differences (whites - blacks) at the end</h2>\n");
    for (int s = 0; s < report.systems().size(); s++) {
      SystemSummary sys = report.systems().get(s);
      if (!sys.colourDifferences().isEmpty()) {
        sb.append(histogram(sys, PALETTE[s % PALETTE.length]));
      }
    }
    sb.append("<p>Data: <a href=\"colour-differences.csv\">colour-differences.csv</a></p>\n");
    sb.append("<h2>Summary</h2>\n<table>\n<tr><th>system</th><th>tau-b score</th>")
        .append("<th>tau-b standings</th><th>strongest wins</th><th>colour sd</th></tr>\n");
    for (SystemSummary s : report.systems()) {
      sb.append("<tr><td>")
          .append(esc(s.systemId()))
          .append("</td><td>")
          .append(esc(SimulationTable.interval(s.metric("tau_b_score"))))
          .append("</td><td>")
          .append(esc(SimulationTable.interval(s.metric("tau_b_standings"))))
          .append("</td><td>")
          .append(esc(SimulationTable.percent(s.mean("strongest_win_share"))))
          .append("</td><td>")
          .append(esc(SimulationTable.fixed(s.mean("colour_difference_sd"), 2)))
          .append("</td></tr>\n");
    }
    sb.append("</table>\n<p>All metrics: <a href=\"summary.csv\">summary.csv</a>.</p>\n");
    sb.append("<h2>Settings</h2>\n<pre>")
        .append(esc(SimulationTable.options(report.settings())))
        .append("</pre>\n<p><a href=\"settings.csv\">settings.csv</a></p>\n</body>\n</html>\n");
    return sb.toString();
  }

  private static List<String> ids(SimulationReport report) {
    return report.systems().stream().map(SystemSummary::systemId).toList();
  }

  /** Lines with interval bands, one per system that has the ranking defined. */
  private static String byRound(SimulationReport report, String ranking, String title) {
    int rounds = report.rounds();
    double lo = 1;
    double hi = -1;
    for (SystemSummary s : report.systems()) {
      for (int r = 1; r <= rounds; r++) {
        MetricSummary m = s.metric(Metrics.byRound("tau_b_" + ranking, r));
        lo = Math.min(lo, finite(m.ciLow(), m.mean()));
        hi = Math.max(hi, finite(m.ciHigh(), m.mean()));
      }
    }
    if (!(lo <= hi)) {
      lo = 0;
      hi = 1;
    }
    double[] axis = niceRange(lo, hi);
    StringBuilder sb = svgStart(title);
    axes(sb, axis[0], axis[1], rounds, "round");
    int s = 0;
    for (SystemSummary sys : report.systems()) {
      String colour = PALETTE[s % PALETTE.length];
      StringBuilder band = new StringBuilder();
      StringBuilder upper = new StringBuilder();
      StringBuilder lower = new StringBuilder();
      StringBuilder line = new StringBuilder();
      for (int r = 1; r <= rounds; r++) {
        MetricSummary m = sys.metric(Metrics.byRound("tau_b_" + ranking, r));
        if (Double.isNaN(m.mean())) {
          continue;
        }
        double x = xRound(r, rounds);
        line.append(line.length() == 0 ? "" : " ")
            .append(f(x))
            .append(',')
            .append(f(y(m.mean(), axis)));
        upper
            .append(upper.length() == 0 ? "" : " ")
            .append(f(x))
            .append(',')
            .append(f(y(finite(m.ciHigh(), m.mean()), axis)));
        lower.insert(0, f(x) + "," + f(y(finite(m.ciLow(), m.mean()), axis)) + " ");
      }
      if (line.length() > 0) {
        band.append(upper).append(' ').append(lower.toString().strip());
        sb.append("<polygon class=\"band\" points=\"")
            .append(band)
            .append("\" fill=\"")
            .append(colour)
            .append("\" fill-opacity=\"0.2\" stroke=\"none\"/>\n");
        sb.append("<polyline class=\"series\" points=\"")
            .append(line)
            .append("\" fill=\"none\" stroke=\"")
            .append(colour)
            .append("\" stroke-width=\"2\"/>\n");
        legend(sb, s, sys.systemId(), colour);
      }
      s++;
    }
    return sb.append("</svg>\n").toString();
  }

  private static String boxes(SimulationReport report) {
    List<MetricSummary> ms = new ArrayList<>();
    double lo = 1;
    double hi = -1;
    for (SystemSummary s : report.systems()) {
      MetricSummary m = s.metric("tau_b_standings");
      ms.add(m);
      if (!Double.isNaN(m.min())) {
        lo = Math.min(lo, m.min());
        hi = Math.max(hi, m.max());
      }
    }
    if (!(lo <= hi)) {
      lo = 0;
      hi = 1;
    }
    double[] axis = niceRange(lo, hi);
    StringBuilder sb = svgStart("final tau-b of the standings");
    int n = ms.size();
    axes(sb, axis[0], axis[1], 0, "");
    double slot = (double) (W - LEFT - RIGHT) / n;
    for (int i = 0; i < n; i++) {
      MetricSummary m = ms.get(i);
      String colour = PALETTE[i % PALETTE.length];
      double cx = LEFT + slot * (i + 0.5);
      double half = Math.min(30, slot / 3);
      String id = report.systems().get(i).systemId();
      sb.append("<text x=\"")
          .append(f(cx))
          .append("\" y=\"")
          .append(H - BOTTOM + 18)
          .append("\" text-anchor=\"middle\">")
          .append(esc(id))
          .append("</text>\n");
      if (Double.isNaN(m.median())) {
        continue;
      }
      sb.append("<g class=\"series\">");
      sb.append("<line x1=\"")
          .append(f(cx))
          .append("\" x2=\"")
          .append(f(cx))
          .append("\" y1=\"")
          .append(f(y(m.min(), axis)))
          .append("\" y2=\"")
          .append(f(y(m.max(), axis)))
          .append("\" stroke=\"")
          .append(colour)
          .append("\"/>");
      double top = y(m.q3(), axis);
      double height = Math.max(1, y(m.q1(), axis) - top);
      sb.append("<rect x=\"")
          .append(f(cx - half))
          .append("\" y=\"")
          .append(f(top))
          .append("\" width=\"")
          .append(f(2 * half))
          .append("\" height=\"")
          .append(f(height))
          .append("\" fill=\"")
          .append(colour)
          .append("\" fill-opacity=\"0.35\" stroke=\"")
          .append(colour)
          .append("\"/>");
      sb.append("<line x1=\"")
          .append(f(cx - half))
          .append("\" x2=\"")
          .append(f(cx + half))
          .append("\" y1=\"")
          .append(f(y(m.median(), axis)))
          .append("\" y2=\"")
          .append(f(y(m.median(), axis)))
          .append("\" stroke=\"#000\" stroke-width=\"2\"/>");
      sb.append("<circle cx=\"")
          .append(f(cx))
          .append("\" cy=\"")
          .append(f(y(m.mean(), axis)))
          .append("\" r=\"3\" fill=\"#000\"/>");
      sb.append("</g>\n");
    }
    return sb.append("</svg>\n").toString();
  }

  private static String histogram(SystemSummary s, String colour) {
    int minD = s.colourDifferences().firstKey();
    int maxD = s.colourDifferences().lastKey();
    long total = s.colourDifferences().values().stream().mapToLong(Long::longValue).sum();
    double maxShare = 0;
    for (long c : s.colourDifferences().values()) {
      maxShare = Math.max(maxShare, (double) c / total);
    }
    double[] axis = niceRange(0, maxShare);
    StringBuilder sb = svgStart(s.systemId() + ": share of players by whites - blacks");
    axes(sb, axis[0], axis[1], 0, "whites - blacks");
    int bins = maxD - minD + 1;
    double slot = (double) (W - LEFT - RIGHT) / bins;
    sb.append("<g class=\"series\">");
    for (int d = minD; d <= maxD; d++) {
      long c = s.colourDifferences().getOrDefault(d, 0L);
      double x = LEFT + slot * (d - minD);
      double top = y((double) c / total, axis);
      sb.append("<rect x=\"")
          .append(f(x + 1))
          .append("\" y=\"")
          .append(f(top))
          .append("\" width=\"")
          .append(f(Math.max(1, slot - 2)))
          .append("\" height=\"")
          .append(f(H - BOTTOM - top))
          .append("\" fill=\"")
          .append(colour)
          .append("\"><title>")
          .append(d)
          .append(": ")
          .append(c)
          .append(" players</title></rect>");
      sb.append("<text x=\"")
          .append(f(x + slot / 2))
          .append("\" y=\"")
          .append(H - BOTTOM + 15)
          .append("\" text-anchor=\"middle\">")
          .append(d)
          .append("</text>");
    }
    sb.append("</g>\n");
    return sb.append("</svg>\n").toString();
  }

  private static StringBuilder svgStart(String title) {
    StringBuilder sb = new StringBuilder();
    sb.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        .append(W)
        .append("\" height=\"")
        .append(H)
        .append("\" viewBox=\"0 0 ")
        .append(W)
        .append(' ')
        .append(H)
        .append("\" role=\"img\" aria-label=\"")
        .append(esc(title))
        .append("\">\n<title>")
        .append(esc(title))
        .append("</title>\n<text x=\"")
        .append(LEFT)
        .append("\" y=\"18\">")
        .append(esc(title))
        .append("</text>\n");
    return sb;
  }

  /** The frame, y ticks, and round ticks when {@code rounds > 0}. */
  private static void axes(StringBuilder sb, double lo, double hi, int rounds, String xLabel) {
    sb.append("<rect x=\"")
        .append(LEFT)
        .append("\" y=\"")
        .append(TOP)
        .append("\" width=\"")
        .append(W - LEFT - RIGHT)
        .append("\" height=\"")
        .append(H - TOP - BOTTOM)
        .append("\" fill=\"none\" stroke=\"#999\"/>\n");
    double[] axis = {lo, hi};
    for (int i = 0; i <= 4; i++) {
      double v = lo + (hi - lo) * i / 4;
      double yy = y(v, axis);
      sb.append("<line x1=\"")
          .append(LEFT - 4)
          .append("\" x2=\"")
          .append(W - RIGHT)
          .append("\" y1=\"")
          .append(f(yy))
          .append("\" y2=\"")
          .append(f(yy))
          .append("\" stroke=\"#eee\"/>")
          .append("<text x=\"")
          .append(LEFT - 6)
          .append("\" y=\"")
          .append(f(yy + 4))
          .append("\" text-anchor=\"end\">")
          .append(String.format(Locale.ROOT, "%.3g", v))
          .append("</text>\n");
    }
    for (int r = 1; r <= rounds; r++) {
      double x = xRound(r, rounds);
      sb.append("<text x=\"")
          .append(f(x))
          .append("\" y=\"")
          .append(H - BOTTOM + 15)
          .append("\" text-anchor=\"middle\">")
          .append(r)
          .append("</text>");
    }
    if (!xLabel.isEmpty()) {
      sb.append("<text x=\"")
          .append((LEFT + W - RIGHT) / 2)
          .append("\" y=\"")
          .append(H - 8)
          .append("\" text-anchor=\"middle\">")
          .append(esc(xLabel))
          .append("</text>\n");
    }
  }

  private static void legend(StringBuilder sb, int index, String id, String colour) {
    int yy = TOP + 10 + 18 * index;
    sb.append("<rect x=\"")
        .append(W - RIGHT + 10)
        .append("\" y=\"")
        .append(yy - 9)
        .append("\" width=\"12\" height=\"12\" fill=\"")
        .append(colour)
        .append("\"/><text x=\"")
        .append(W - RIGHT + 28)
        .append("\" y=\"")
        .append(yy + 1)
        .append("\">")
        .append(esc(id))
        .append("</text>\n");
  }

  private static double xRound(int r, int rounds) {
    double span = W - LEFT - RIGHT;
    return rounds == 1 ? LEFT + span / 2 : LEFT + 10 + (span - 20) * (r - 1) / (rounds - 1);
  }

  private static double y(double v, double[] axis) {
    double span = axis[1] - axis[0];
    return H - BOTTOM - (H - TOP - BOTTOM) * (v - axis[0]) / (span == 0 ? 1 : span);
  }

  private static double finite(double v, double fallback) {
    return Double.isNaN(v) ? fallback : v;
  }

  /** A range a little wider than lo..hi, rounded to a tenth of its size. */
  static double[] niceRange(double lo, double hi) {
    if (hi - lo < 1e-9) {
      return new double[] {lo - 0.5, hi + 0.5};
    }
    double step = Math.pow(10, Math.floor(Math.log10(hi - lo))) / 2;
    return new double[] {Math.floor(lo / step) * step, Math.ceil(hi / step) * step};
  }

  private static String f(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }

  private static String esc(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
