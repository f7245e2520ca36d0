package org.swisschess.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.swisschess.api.PairingSystem;
import org.swisschess.sim.Simulation;
import org.swisschess.sim.SimulationConfig;
import org.swisschess.sim.SimulationCsv;
import org.swisschess.sim.SimulationReport;
import org.swisschess.sim.SimulationTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code swiss simulate}: plays the same random tournaments with several systems and compares them.
 */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Plays K random tournaments with each system: the same players, strengths, byes and absences, and the "
          + "same result for the same game, whichever system paired it. Reports per system: Kendall's tau of "
          + "the final scores against true strength, how often the strongest player won, the mean rating "
          + "difference of opponents, colour balance, floats, PABs, rounds without a valid pairing, and the "
          + "median and 95th percentile time per round.",
      "Everything but the timings is the same for any --threads."
    })
final class SimulateCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(
      names = "--systems",
      paramLabel = "ID",
      split = ",",
      required = true,
      description = "The systems to compare, comma-separated (see 'swiss systems').")
  List<String> systems;

  @Option(
      names = {"-n", "--players"},
      paramLabel = "N",
      defaultValue = "40",
      description = "Players per tournament. Default: ${DEFAULT-VALUE}.")
  int players;

  @Option(
      names = {"-r", "--rounds"},
      paramLabel = "R",
      defaultValue = "9",
      description = "Rounds per tournament. Default: ${DEFAULT-VALUE}.")
  int rounds;

  @Option(
      names = {"-k", "--tournaments"},
      paramLabel = "K",
      defaultValue = "100",
      description = "Tournaments per system. Default: ${DEFAULT-VALUE}.")
  int tournaments;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description =
          "The master seed; tournament i uses a seed derived from it and i. Default: ${DEFAULT-VALUE}.")
  long seed;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      defaultValue = "table",
      description = "table (aligned columns), csv or json. Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(
      names = "--threads",
      paramLabel = "T",
      defaultValue = "1",
      description = "Tournaments played at once; 0 uses every core. Default: ${DEFAULT-VALUE}.")
  int threads;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description = "Write the report to OUT instead of stdout.")
  Path output;

  @Mixin GeneratorOptions generator;

  @Override
  public Integer call() {
    String chosenFormat = format.strip().toLowerCase(Locale.ROOT);
    if (!List.of("table", "csv", "json").contains(chosenFormat)) {
      throw new CliException(
          ExitCode.USAGE, "--format expects table, csv or json, found '" + format + "'");
    }
    if (threads < 0) {
      throw new CliException(
          ExitCode.USAGE, "--threads must be 0 (every core) or more, was " + threads);
    }
    List<PairingSystem> chosen = new ArrayList<>();
    for (String id : systems) {
      if (id.isBlank()) {
        throw new CliException(
            ExitCode.USAGE,
            "--systems expects system ids separated by commas, found an empty one in '"
                + String.join(",", systems)
                + "' (see 'swiss systems')");
      }
      chosen.add(SystemChoice.require(id.strip(), ""));
    }
    if (chosen.isEmpty()) {
      throw new CliException(
          ExitCode.USAGE,
          "--systems expects at least one system id, comma-separated (see 'swiss systems')");
    }
    SimulationConfig config;
    try {
      config =
          new SimulationConfig(
              generator.toConfig(players, rounds),
              tournaments,
              seed,
              threads == 0 ? Runtime.getRuntime().availableProcessors() : threads);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.USAGE, e.getMessage(), e);
    }
    for (PairingSystem s : chosen) {
      AccelerationOption.requireAcceptedBy(s, config.generator());
    }
    PrintWriter err = spec.commandLine().getErr();
    SimulationReport report =
        Simulation.run(
            chosen, config, new TournamentProgress(err, "simulated", Terminal.isInteractive()));
    String text =
        switch (chosenFormat) {
          case "csv" -> SimulationCsv.write(report);
          case "json" -> SimulationJson.write(report);
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
    return ExitCode.OK;
  }
}
