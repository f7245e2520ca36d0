package org.swisschess.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.SimulationReport;
import org.swisschess.sim.SystemSummary;

/**
 * A simulation report as one JSON object: the settings, then {@code systems}, one object per system
 * with the fields of {@link SystemSummary} in their declared order.
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

    private Json() {}
  }

  private SimulationJson() {}

  static String write(SimulationReport report) {
    GeneratorConfig g = report.config().generator();
    ObjectNode root = Json.MAPPER.createObjectNode();
    root.put("players", g.players());
    root.put("rounds", g.rounds());
    root.put("tournaments", report.config().tournaments());
    root.put("seed", report.config().seed());
    ArrayNode systems = root.putArray("systems");
    for (SystemSummary s : report.systems()) {
      systems.add(Json.MAPPER.valueToTree(s));
    }
    try {
      return Json.MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree of numbers and strings failed to serialize", e);
    }
  }
}
