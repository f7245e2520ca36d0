package org.swisschess.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.swisschess.sim.SimulationCsv;
import org.swisschess.sim.TournamentMetrics;

/**
 * {@code --per-tournament FILE}: one row per tournament and system, written as the tournaments
 * finish (in index order), CSV or JSON Lines. A resumed run first cuts the file back to the rows of
 * the tournaments its state holds, so that rows written after the last checkpoint are not doubled.
 */
final class PerTournamentFile implements AutoCloseable {

  private final Path file;
  private final BufferedWriter out;
  private final List<String> systems;
  private final int rounds;
  private final boolean json;

  private PerTournamentFile(
      Path file, BufferedWriter out, List<String> systems, int rounds, boolean json) {
    this.file = file;
    this.out = out;
    this.systems = systems;
    this.rounds = rounds;
    this.json = json;
  }

  /**
   * Opens the file: a new one (with the CSV header), or, when {@code rowsDone > 0}, the existing
   * one cut back to its header and first {@code rowsDone} rows.
   */
  static PerTournamentFile open(Path file, List<String> systems, int rounds, int rowsDone) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    boolean json = name.endsWith(".json") || name.endsWith(".jsonl");
    String header = json ? "" : SimulationCsv.perTournamentHeader(rounds);
    try {
      if (rowsDone == 0) {
        BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        w.write(header);
        return new PerTournamentFile(file, w, systems, rounds, json);
      }
      if (!Files.exists(file)) {
        throw new CliException(
            ExitCode.BAD_INPUT,
            file + ": missing, but the state resumed has " + rowsDone + " rows written to it");
      }
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      int keep = rowsDone + (json ? 0 : 1);
      if (lines.size() < keep) {
        throw new CliException(
            ExitCode.BAD_INPUT,
            file
                + ": has "
                + lines.size()
                + " lines, but the state resumed has "
                + rowsDone
                + " rows written to it");
      }
      String sep = json ? "\n" : "\r\n";
      List<String> kept = new ArrayList<>(lines.subList(0, keep));
      BufferedWriter w =
          Files.newBufferedWriter(
              file,
              StandardCharsets.UTF_8,
              StandardOpenOption.TRUNCATE_EXISTING,
              StandardOpenOption.WRITE);
      for (String l : kept) {
        w.write(l);
        w.write(sep);
      }
      return new PerTournamentFile(file, w, systems, rounds, json);
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write " + file + ": " + e, e);
    }
  }

  void write(List<TournamentMetrics> oneTournament) {
    try {
      out.write(
          json
              ? SimulationJson.perTournament(systems, rounds, oneTournament)
              : SimulationCsv.perTournamentRows(systems, oneTournament));
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write " + file + ": " + e, e);
    }
  }

  void flush() {
    try {
      out.flush();
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write " + file + ": " + e, e);
    }
  }

  @Override
  public void close() {
    try {
      out.close();
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write " + file + ": " + e, e);
    }
  }
}
