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

  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private SimulationJson() {}

  static String write(SimulationReport report) {
    GeneratorConfig g = report.config().generator();
    ObjectNode root = MAPPER.createObjectNode();
    root.put("players", g.players());
    root.put("rounds", g.rounds());
    root.put("tournaments", report.config().tournaments());
    root.put("seed", report.config().seed());
    ArrayNode systems = root.putArray("systems");
    for (SystemSummary s : report.systems()) {
      systems.add(MAPPER.valueToTree(s));
    }
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree of numbers and strings failed to serialize", e);
    }
  }
}
