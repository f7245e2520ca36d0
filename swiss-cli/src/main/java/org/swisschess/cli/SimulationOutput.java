package org.swisschess.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;
import org.swisschess.sim.SimulationCsv;
import org.swisschess.sim.SimulationHtml;
import org.swisschess.sim.SimulationReport;
import org.swisschess.sim.SimulationTable;
import picocli.CommandLine.Model.CommandSpec;

/** Writes a simulation report in the format asked for, to stdout or a file: simulate and merge. */
final class SimulationOutput {

  private SimulationOutput() {}

  /** {@code --report DIR}: the HTML page with its charts and the CSV behind each. */
  static void writeReport(Path dir, SimulationReport report) {
    try {
      Files.createDirectories(dir);
      for (java.util.Map.Entry<String, String> f : SimulationHtml.files(report).entrySet()) {
        Files.writeString(dir.resolve(f.getKey()), f.getValue(), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write the report to " + dir + ": " + e, e);
    }
  }

  static void write(
      CommandSpec spec,
      SimulationReport report,
      String format,
      boolean timings,
      @Nullable Path output) {
    String text =
        switch (format) {
          case "csv" -> SimulationCsv.write(report, timings);
          case "json" -> SimulationJson.write(report, timings);
          default -> SimulationTable.render(report);
        };
    if (output == null) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(text);
      out.flush();
    } else {
      try {
        Files.writeString(output, text, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new CliException(ExitCode.BAD_INPUT, "cannot write " + output + ": " + e, e);
      }
    }
  }
}
