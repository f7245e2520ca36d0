package org.swisschess.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;
import org.swisschess.api.SearchLimit;

/**
 * The pairing as one JSON object: system, round, boards ({@code board}, {@code white}, {@code
 * black}), {@code bye} (null if none), {@code absent}, the explanation's sections, and {@code
 * searchLimits}: the search caps that stopped a search ({@code option}, {@code count}, {@code cap},
 * {@code where}), empty when every search ran to its end. Built node by node so that the field
 * order is fixed. For a team event each board is a match of two team numbers (white: the team whose
 * board 1 has White), {@code bye} the PAB team and {@code absent} the teams not paired.
 */
final class JsonFormatter implements PairingFormatter {

  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  @Override
  public String format(PairedRound round, boolean explain) {
    Pairing p = round.pairing();
    ObjectNode root = MAPPER.createObjectNode();
    root.put("system", round.systemId());
    root.put("round", p.round());
    ArrayNode boards = root.putArray("boards");
    int n = 1;
    for (Board b : p.boards()) {
      boards.addObject().put("board", n++).put("white", b.white()).put("black", b.black());
    }
    if (p.pairingAllocatedBye().isPresent()) {
      root.put("bye", p.pairingAllocatedBye().getAsInt());
    } else {
      root.putNull("bye");
    }
    ArrayNode absent = root.putArray("absent");
    round.absent().stream().sorted().forEach(absent::add);
    ArrayNode sections = root.putArray("explanation");
    for (Explanation.Section s : p.explanation().sections()) {
      ObjectNode section = sections.addObject().put("title", s.title());
      ArrayNode lines = section.putArray("lines");
      s.lines().forEach(lines::add);
    }
    ArrayNode limits = root.putArray("searchLimits");
    for (SearchLimit l : p.searchLimits()) {
      limits
          .addObject()
          .put("option", l.option())
          .put("count", l.count())
          .put("cap", l.cap())
          .put("where", l.where());
    }
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree of numbers and strings failed to serialize", e);
    }
  }
}
