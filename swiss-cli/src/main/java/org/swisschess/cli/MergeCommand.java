package org.swisschess.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import org.swisschess.sim.SimulationState;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code swiss merge}: the report of a whole simulation from the states of its shards. */
@Command(
    name = "merge",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Combines the states that 'swiss simulate --shard K/N --state FILE' saved, one per shard, into"
          + " the report of the whole simulation: exactly what one run without --shard writes (the"
          + " sums are exact, so the order of the shards changes nothing).",
      "Refuses a missing, repeated or unfinished shard, and shards run with other settings.",
      "Given folders of 'swiss crosscheck --shard K/N' runs instead, prints their merged report"
          + " (as 'swiss crosscheck --report')."
    })
final class MergeCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(
      paramLabel = "STATE",
      arity = "1..*",
      description = "The shards' state files (or the folders of crosscheck shards).")
  List<Path> states;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      defaultValue = "table",
      description = "table, csv or json, as simulate's. Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = "--timings", description = "Put the time per round into CSV and JSON too.")
  boolean timings;

  @Option(
      names = "--state",
      paramLabel = "FILE",
      description = "Also save the merged state (to merge again, or to draw a --report from).")
  @Nullable Path merged;

  @Option(
      names = "--report",
      paramLabel = "DIR",
      description =
          "Also write DIR/index.html (self-contained: SVG charts of tau by round with intervals, the"
              + " distribution per system, colour-difference histograms) and the CSV behind each chart.")
  @Nullable Path htmlReport;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description = "Write the report to OUT instead of stdout.")
  @Nullable Path output;

  @Override
  public Integer call() {
    String chosenFormat = format.strip().toLowerCase(Locale.ROOT);
    if (!List.of("table", "csv", "json").contains(chosenFormat)) {
      throw new CliException(
          ExitCode.USAGE, "--format expects table, csv or json, found '" + format + "'");
    }
    if (states.stream().allMatch(java.nio.file.Files::isDirectory)) {
      return CrosscheckCommand.report(spec.commandLine().getOut(), states);
    }
    List<SimulationState> read = new ArrayList<>();
    for (Path p : states) {
      read.add(StateFiles.read(p));
    }
    SimulationState whole;
    try {
      whole = SimulationState.merge(read);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot merge: " + e.getMessage(), e);
    }
    if (merged != null) {
      StateFiles.save(merged, whole);
    }
    if (htmlReport != null) {
      SimulationOutput.writeReport(htmlReport, whole.report());
    }
    SimulationOutput.write(spec, whole.report(), chosenFormat, timings, output);
    return ExitCode.OK;
  }
}
