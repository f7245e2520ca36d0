package org.swisschess.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.swisschess.sim.Comparison;
import org.swisschess.sim.MetricSummary;
import org.swisschess.sim.Metrics;
import org.swisschess.sim.SimulationReport;
import org.swisschess.sim.SystemSummary;
import org.swisschess.sim.TournamentMetrics;

/**
 * A simulation report as one JSON object: {@code settings} (every setting, named as the options),
 * {@code command} (the command line that repeats the run), {@code systems} (per system every metric
 * with mean, spread, interval and quartiles, and the colour differences' counts) and {@code
 * comparisons} (per pair of systems the paired differences). An undefined value is {@code null}.
 */
final class SimulationJson {

  /**
   * Jackson's mapper, made when JSON is first written: picocli makes this class's values when it
   * builds the command line, and a run that writes no JSON should not start Jackson (some 370
   * classes).
   */
  private static final class Json {
    static final ObjectMapper MAPPER =
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    static final ObjectMapper COMPACT = new ObjectMapper();

    private Json() {}
  }

  private SimulationJson() {}

  static String write(SimulationReport report, boolean timings) {
    ObjectNode root = Json.MAPPER.createObjectNode();
    ObjectNode settings = root.putObject("settings");
    report.settings().forEach(settings::put);
    root.put("command", command(report.settings()));
    ArrayNode systems = root.putArray("systems");
    for (SystemSummary s : report.systems()) {
      ObjectNode o = systems.addObject();
      o.put("system", s.systemId());
      o.put("tournaments", s.tournaments());
      ArrayNode metrics = o.putArray("metrics");
      s.metrics().forEach(m -> metric(metrics.addObject(), m));
      ObjectNode colours = o.putObject("colour_differences");
      s.colourDifferences().forEach((k, v) -> colours.put(Integer.toString(k), v));
      if (timings) {
        o.put("median_round_ms", s.medianRoundMillis());
        o.put("p95_round_ms", s.p95RoundMillis());
      }
    }
    ArrayNode comparisons = root.putArray("comparisons");
    for (Comparison c : report.comparisons()) {
      ObjectNode o = comparisons.addObject();
      o.put("system", c.first());
      o.put("minus", c.second());
      ArrayNode ds = o.putArray("differences");
      c.differences().forEach(m -> metric(ds.addObject(), m));
    }
    try {
      return Json.MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree of numbers and strings failed to serialize", e);
    }
  }

  private static void metric(ObjectNode o, MetricSummary m) {
    o.put("metric", m.metric());
    o.put("n", m.n());
    number(o, "mean", m.mean());
    number(o, "sd", m.standardDeviation());
    number(o, "se", m.standardError());
    number(o, "ci_low", m.ciLow());
    number(o, "ci_high", m.ciHigh());
    number(o, "min", m.min());
    number(o, "q1", m.q1());
    number(o, "median", m.median());
    number(o, "q3", m.q3());
    number(o, "max", m.max());
  }

  private static void number(ObjectNode o, String field, double v) {
    if (Double.isNaN(v) || Double.isInfinite(v)) {
      o.putNull(field);
    } else {
      o.put(field, v);
    }
  }

  /** The command line that repeats a run: every setting as its option. */
  static String command(Map<String, String> settings) {
    StringBuilder sb = new StringBuilder("swiss simulate");
    settings.forEach(
        (k, v) -> {
          if (k.startsWith("option:")) {
            return;
          }
          sb.append(" --").append(k).append(' ').append(quoted(v));
        });
    String acceleration = settings.get("option:acceleration");
    if (acceleration != null) {
      sb.append(" --acceleration ").append(quoted(acceleration));
    }
    return sb.toString();
  }

  private static String quoted(String v) {
    return v.isEmpty() || !v.matches("[A-Za-z0-9_./:,+=@-]+")
        ? "'" + v.replace("'", "'\\''") + "'"
        : v;
  }

  /** One tournament as JSON Lines: one compact object per system, metric names as keys. */
  static String perTournament(List<String> systems, int rounds, List<TournamentMetrics> one) {
    List<String> names = Metrics.names(rounds);
    StringBuilder sb = new StringBuilder();
    for (int s = 0; s < systems.size(); s++) {
      TournamentMetrics m = one.get(s);
      ObjectNode o = Json.COMPACT.createObjectNode();
      o.put("tournament", m.index());
      o.put("seed", m.seed());
      o.put("system", systems.get(s));
      for (int i = 0; i < names.size(); i++) {
        number(o, names.get(i), m.values().get(i));
      }
      ArrayNode cd = o.putArray("colour_differences");
      m.colourDifferences().forEach(cd::add);
      try {
        sb.append(Json.COMPACT.writeValueAsString(o)).append('\n');
      } catch (JsonProcessingException e) {
        throw new IllegalStateException(
            "a JSON tree of numbers and strings failed to serialize", e);
      }
    }
    return sb.toString();
  }
}
