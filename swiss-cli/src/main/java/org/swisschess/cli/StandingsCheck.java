package org.swisschess.cli;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Player;
import org.swisschess.api.Tournament;
import org.swisschess.tiebreak.Standing;
import org.swisschess.tiebreak.Standings;
import org.swisschess.tiebreak.StandingsOptions;
import org.swisschess.tiebreak.TieBreak;
import org.swisschess.tiebreak.TieBreakList;
import org.swisschess.tiebreak.TieBreakSyntaxException;
import org.swisschess.tiebreak.TieBreakValue;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;

/**
 * The standings recorded for one file, checked: the rank column of its players (86-89) against the
 * standings by its tie-break list, and, when given, the values of a standings CSV ({@code
 * rank,id,CODE,...}, as {@code swiss standings --format csv} writes it).
 *
 * <p>A recorded rank is right when it lies within the places the participant shares with those tied
 * with it on the whole list (C.07 4.2 leaves such ties to lots).
 *
 * @param source the file
 * @param list the list the rank column was checked with, as {@code source: codes}
 * @param problems one line per wrong rank or value
 * @param checked ranks and values compared
 * @param error why the file's standings could not be checked; empty otherwise
 */
record StandingsCheck(
    String source, String list, List<String> problems, long checked, Optional<String> error) {

  /** The largest standings CSV {@code --values} reads. */
  private static final long MAX_CSV_BYTES = 64L << 20;

  StandingsCheck {
    problems = List.copyOf(problems);
  }

  /**
   * Checks the standings of a tournament already read; never throws for bad input.
   *
   * @param source the file as named on the command line
   * @param document the file's contents
   * @param option the parsed {@code --tiebreaks}, or null for the file's own list
   * @param unratedRating the {@code --unrated-rating}
   * @param values a standings CSV to compare, or null
   */
  static StandingsCheck of(
      String source,
      TrfDocument document,
      @Nullable TieBreakList option,
      OptionalInt unratedRating,
      @Nullable Path values) {
    try {
      Tournament t = document.tournament();
      TieBreakChoice choice = TieBreakChoice.choose(option, document);
      StandingsOptions options = new StandingsOptions(OptionalInt.empty(), unratedRating);
      StandingsEvent event = StandingsEvent.of(document);
      Standings standings = event.standings(choice.list(), options);
      List<String> problems = new ArrayList<>();
      long checked = 0;
      Map<Integer, Integer> recorded = new HashMap<>();
      if (event.teams().isEmpty()) {
        for (Player p : t.players()) {
          if (p.rank() > 0) {
            recorded.put(p.pairingNumber(), p.rank());
          }
        }
      }
      checked += compareRanks(standings, recorded, "rank", problems);
      if (values != null) {
        try {
          checked += compareCsv(event, values, options, problems);
        } catch (CliException e) {
          throw new BadValuesFile(e);
        }
      }
      return new StandingsCheck(
          source, choice.source() + " " + choice.list(), problems, checked, Optional.empty());
    } catch (TrfException | CliException e) {
      return unreadable(source, CliException.message(e));
    } catch (IllegalArgumentException e) {
      return unreadable(source, source + ": " + e.getMessage());
    }
  }

  /**
   * A {@code --values} file that cannot be compared: bad input of the command (exit 3), not a
   * verdict on the tournament, so it passes the catches of {@link #of} and ends the command.
   */
  static final class BadValuesFile extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final CliException error;

    BadValuesFile(CliException error) {
      super(error.getMessage(), error);
      this.error = error;
    }

    /** The error to end the command with. */
    CliException error() {
      return error;
    }
  }

  /**
   * Returns the check of a file whose standings could not be checked at all.
   *
   * @param source the file as named on the command line
   * @param error why, as the user reads it
   */
  static StandingsCheck unreadable(String source, String error) {
    return new StandingsCheck(source, "", List.of(), 0, Optional.of(error));
  }

  /** Returns whether the file's standings could be checked and everything was right. */
  boolean right() {
    return error.isEmpty() && problems.isEmpty();
  }

  /** Compares recorded ranks with the computed ones; returns how many were compared. */
  private static long compareRanks(
      Standings s, Map<Integer, Integer> recorded, String what, List<String> problems) {
    Map<Integer, Integer> tieSize = new HashMap<>();
    for (Standing line : s.lines()) {
      tieSize.merge(line.rank(), 1, Integer::sum);
    }
    long checked = 0;
    for (Standing line : s.lines()) {
      Integer r = recorded.get(line.pairingNumber());
      if (r == null) {
        continue;
      }
      checked++;
      int last = line.rank() + tieSize.getOrDefault(line.rank(), 1) - 1;
      if (r < line.rank() || r > last) {
        problems.add(
            "player "
                + line.pairingNumber()
                + ": "
                + what
                + " recorded "
                + r
                + ", computed "
                + (last == line.rank() ? line.rank() : line.rank() + "-" + last));
      }
    }
    return checked;
  }

  /** Compares a standings CSV with the standings by its own columns. */
  private static long compareCsv(
      StandingsEvent event, Path csv, StandingsOptions options, List<String> problems) {
    List<String> lines;
    try {
      if (Files.size(csv) > MAX_CSV_BYTES) {
        // bounded like the TRF reader: a standings CSV of 10,000 players is about 1 MB
        throw new CliException(
            ExitCode.BAD_INPUT,
            csv
                + ": expected a standings CSV of at most 64 MiB, found "
                + Files.size(csv)
                + " bytes");
      }
      lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot read " + csv + ": " + e, e);
    }
    if (lines.isEmpty() || !lines.get(0).startsWith("rank,id")) {
      throw new CliException(
          ExitCode.BAD_INPUT,
          csv
              + ":1:1: expected the header rank,id,CODE,... , found '"
              + (lines.isEmpty() ? "" : lines.get(0))
              + "'");
    }
    String[] head = lines.get(0).split(",", -1);
    List<TieBreak> codes = new ArrayList<>();
    int column = "rank,id,".length() + 1;
    for (int c = 2; c < head.length; c++) {
      try {
        codes.add(TieBreak.parse(head[c].strip()));
      } catch (TieBreakSyntaxException e) {
        throw new CliException(
            ExitCode.BAD_INPUT, csv + ":1:" + (column + e.offset()) + ": " + e.getMessage());
      }
      column += head[c].length() + 1;
    }
    if (codes.isEmpty()) {
      throw new CliException(
          ExitCode.BAD_INPUT, csv + ":1: expected tie-break codes after rank,id");
    }
    Standings s = event.standings(new TieBreakList(codes), options);
    Map<Integer, Standing> byId = new HashMap<>();
    s.lines().forEach(l -> byId.put(l.pairingNumber(), l));
    Map<Integer, Integer> ranks = new HashMap<>();
    Map<Integer, Integer> rowOf = new HashMap<>();
    long checked = 0;
    for (int n = 1; n < lines.size(); n++) {
      String row = lines.get(n);
      if (row.isBlank()) {
        continue;
      }
      String[] cells = row.split(",", -1);
      if (cells.length != head.length) {
        throw new CliException(
            ExitCode.BAD_INPUT,
            csv + ":" + (n + 1) + ":1: expected " + head.length + " fields, found " + cells.length);
      }
      int id;
      try {
        id = Integer.parseInt(cells[1].strip());
        if (!cells[0].isBlank()) {
          ranks.put(id, Integer.parseInt(cells[0].strip()));
        }
      } catch (NumberFormatException e) {
        throw new CliException(
            ExitCode.BAD_INPUT,
            csv + ":" + (n + 1) + ":1: expected a rank and a pairing number, found '" + row + "'");
      }
      int idColumn = cells[0].length() + 2;
      Standing line = byId.get(id);
      if (line == null) {
        throw new CliException(
            ExitCode.BAD_INPUT,
            csv
                + ":"
                + (n + 1)
                + ":"
                + idColumn
                + ": expected a pairing number of the standings, found '"
                + cells[1]
                + "'");
      }
      Integer before = rowOf.putIfAbsent(id, n + 1);
      if (before != null) {
        // a values file checks each line of the standings once, or it does not check them all
        throw new CliException(
            ExitCode.BAD_INPUT,
            csv
                + ":"
                + (n + 1)
                + ":"
                + idColumn
                + ": expected each pairing number once ("
                + id
                + " is on line "
                + before
                + "), found '"
                + cells[1]
                + "'");
      }
      for (int c = 2; c < cells.length; c++) {
        checked++;
        String cell = cells[c].strip();
        TieBreakValue computed = line.value(c - 2);
        if (!sameValue(cell, computed)) {
          problems.add(
              "player "
                  + id
                  + ": "
                  + codes.get(c - 2)
                  + " recorded "
                  + (cell.isEmpty() ? "no value" : cell)
                  + ", computed "
                  + (computed.isPresent() ? computed : "no value"));
        }
      }
    }
    List<Integer> missing = new ArrayList<>();
    for (Standing l : s.lines()) {
      if (!rowOf.containsKey(l.pairingNumber())) {
        missing.add(l.pairingNumber());
      }
    }
    if (!missing.isEmpty()) {
      missing.sort(null);
      List<Integer> shown = missing.subList(0, Math.min(missing.size(), 20));
      throw new CliException(
          ExitCode.BAD_INPUT,
          csv
              + ":"
              + (lines.size() + 1)
              + ":1: expected a row for each of the "
              + s.lines().size()
              + " lines of the standings, found none for "
              + missing.size()
              + ": "
              + shown.stream()
                  .map(String::valueOf)
                  .collect(java.util.stream.Collectors.joining(", "))
              + (missing.size() > shown.size() ? ", ..." : ""));
    }
    return checked + compareRanks(s, ranks, "rank in " + csv.getFileName(), problems);
  }

  private static boolean sameValue(String cell, TieBreakValue computed) {
    if (cell.isEmpty()) {
      return !computed.isPresent();
    }
    if (!computed.isPresent()) {
      return false;
    }
    try {
      return new BigDecimal(cell).compareTo(computed.toBigDecimal()) == 0;
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
