package org.swisschess.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.swisschess.tiebreak.Standing;
import org.swisschess.tiebreak.Standings;
import org.swisschess.tiebreak.TieBreak;
import org.swisschess.tiebreak.TieBreakValue;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The output formats of {@code swiss standings}. */
enum StandingsFormat {
  /** A table an arbiter prints. */
  TEXT,
  /** {@code rank,id,CODE,...}, one row per participant in rank order. */
  CSV,
  /** The same data as one JSON object. */
  JSON;

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

  /** Writes the standings of {@code event} in this format. */
  String format(Standings s, StandingsEvent event, String listSource) {
    return switch (this) {
      case TEXT -> text(s, event, listSource);
      case CSV -> csv(s);
      case JSON -> json(s, event);
    };
  }

  private static String csv(Standings s) {
    StringBuilder sb = new StringBuilder("rank,id");
    for (TieBreak tb : s.tieBreaks().tieBreaks()) {
      sb.append(',').append(tb);
    }
    sb.append('\n');
    for (Standing line : s.lines()) {
      sb.append(line.rank()).append(',').append(line.pairingNumber());
      for (TieBreakValue v : line.values()) {
        sb.append(',').append(v);
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  private static String json(Standings s, StandingsEvent event) {
    Map<Integer, String> names = event.names();
    Map<Integer, Integer> ratings = event.ratings();
    ObjectNode root = Json.MAPPER.createObjectNode();
    root.put("round", s.round());
    ArrayNode codes = root.putArray("tiebreaks");
    s.tieBreaks().tieBreaks().forEach(tb -> codes.add(tb.toString()));
    ArrayNode lines = root.putArray("standings");
    for (Standing line : s.lines()) {
      ObjectNode o = lines.addObject();
      o.put("rank", line.rank())
          .put("id", line.pairingNumber())
          .put("name", names.getOrDefault(line.pairingNumber(), ""));
      Integer rating = ratings.get(line.pairingNumber());
      if (rating != null) {
        o.put("rating", rating);
      }
      ArrayNode values = o.putArray("values");
      for (TieBreakValue v : line.values()) {
        if (v.isPresent()) {
          values.add(v.toBigDecimal());
        } else {
          values.addNull();
        }
      }
    }
    try {
      return Json.MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree of numbers and strings failed to serialize", e);
    }
  }

  private static String text(Standings s, StandingsEvent event, String listSource) {
    Map<Integer, String> names = event.names();
    Map<Integer, Integer> ratings = event.ratings();
    boolean teams = event.teams().isPresent();
    List<String[]> rows = new ArrayList<>();
    List<String> head =
        new ArrayList<>(teams ? List.of("Rk", "No", "Team") : List.of("Rk", "No", "Name", "Rtg"));
    s.tieBreaks().tieBreaks().forEach(tb -> head.add(tb.toString()));
    rows.add(head.toArray(String[]::new));
    for (Standing line : s.lines()) {
      List<String> row = new ArrayList<>();
      row.add(String.valueOf(line.rank()));
      row.add(String.valueOf(line.pairingNumber()));
      row.add(names.getOrDefault(line.pairingNumber(), ""));
      if (!teams) {
        int rating = ratings.getOrDefault(line.pairingNumber(), 0);
        row.add(rating == 0 ? "" : String.valueOf(rating));
      }
      for (TieBreakValue v : line.values()) {
        row.add(v.isPresent() ? v.toString() : "-");
      }
      rows.add(row.toArray(String[]::new));
    }
    int columns = rows.get(0).length;
    int[] width = new int[columns];
    for (String[] row : rows) {
      for (int c = 0; c < columns; c++) {
        width[c] = Math.max(width[c], row[c].length());
      }
    }
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            Locale.ROOT,
            "%s: standings after round %d (%s: %s)\n\n",
            event.title().isEmpty() ? "Tournament" : event.title(),
            s.round(),
            listSource,
            s.tieBreaks()));
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < columns; c++) {
        if (c > 0) {
          line.append("  ");
        }
        // the name left-aligned, numbers right-aligned
        String cell = row[c];
        String pad = " ".repeat(width[c] - cell.length());
        line.append(c == 2 ? cell + pad : pad + cell);
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
    return sb.toString();
  }

  /** Reads {@code text}, {@code csv} or {@code json} in any case. */
  static final class Converter implements ITypeConverter<StandingsFormat> {
    @Override
    public StandingsFormat convert(String value) {
      for (StandingsFormat f : values()) {
        if (f.name().equals(value.toUpperCase(Locale.ROOT))) {
          return f;
        }
      }
      throw new TypeConversionException("expected text, csv or json, found '" + value + "'");
    }
  }
}
