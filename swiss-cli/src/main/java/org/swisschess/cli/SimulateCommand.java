package org.swisschess.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.PairingSystem;
import org.swisschess.sim.IdealRanking;
import org.swisschess.sim.Shard;
import org.swisschess.sim.Simulation;
import org.swisschess.sim.SimulationConfig;
import org.swisschess.sim.SimulationState;
import org.swisschess.tiebreak.TieBreakList;
import org.swisschess.tiebreak.TieBreakSyntaxException;
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
      "Every metric has its mean, standard deviation and 95% confidence interval, and every pair of"
          + " systems its paired difference on the same tournaments. Everything but the timings is the"
          + " same for any --threads, and N shards merged by 'swiss merge' are one run."
    })
final class SimulateCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(
      names = "--systems",
      paramLabel = "ID",
      split = ",",
      required = true,
      description =
          "The systems to compare, comma-separated (see 'swiss systems'); 'ideal' adds the"
              + " ranking by true strength (perfect information) as a reference.")
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
      names = "--tiebreaks",
      paramLabel = "LIST",
      defaultValue = "PTS,BH/C1,BH,SB",
      description =
          "The C.07 tie-break list of the standings the *_standings metrics rank by (TRF-2026"
              + " syntax). Default: ${DEFAULT-VALUE}.")
  String tieBreaks;

  @Option(
      names = "--standings-by-round",
      paramLabel = "true|false",
      arity = "1",
      defaultValue = "true",
      description =
          "Rank the tie-broken standings after every round (the *_standings_rN metrics), or only at"
              + " the end (false: about a sixth faster at 40 players and 9 rounds). Default:"
              + " ${DEFAULT-VALUE}.")
  boolean standingsByRound;

  @Option(
      names = "--per-tournament",
      paramLabel = "FILE",
      description =
          "Also write every tournament's values, one row per tournament and system: JSON Lines if"
              + " FILE ends in .json or .jsonl, CSV otherwise.")
  @Nullable Path perTournament;

  @Option(
      names = "--timings",
      description =
          "Put the time per round into CSV and JSON too (the table always shows it); it is the only"
              + " value that differs between runs.")
  boolean timings;

  @Option(
      names = "--shard",
      paramLabel = "K/N",
      description =
          "Play only tournaments i with i mod N = K-1 (seeds as in the whole run); 'swiss merge'"
              + " combines the N states (--state) into the whole run's report.")
  @Nullable String shard;

  @Option(
      names = "--state",
      paramLabel = "FILE",
      description =
          "Save the sums to FILE after every batch of tournaments; if FILE holds an unfinished"
              + " run with the same settings, resume it where it stopped. The input of 'swiss merge'.")
  @Nullable Path state;

  @Option(
      names = "--threads",
      paramLabel = "T",
      defaultValue = "1",
      description = "Tournaments played at once; 0 uses every core. Default: ${DEFAULT-VALUE}.")
  int threads;

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

  @Mixin GeneratorOptions generator;

  @Mixin TeamGeneratorOptions team;

  /** The tie-breaks of a team simulation when none are given: match points, game points, BH. */
  static final String TEAM_TIE_BREAKS = "MPTS,GPTS,BH:MP";

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
      chosen.add(
          id.strip().equals(IdealRanking.ID)
              ? IdealRanking.INSTANCE
              : SystemChoice.require(id.strip(), ""));
    }
    if (chosen.isEmpty()) {
      throw new CliException(
          ExitCode.USAGE,
          "--systems expects at least one system id, comma-separated (see 'swiss systems')");
    }
    long teamSystems =
        chosen.stream().filter(c -> c.competitors() == PairingSystem.Competitors.TEAMS).count();
    boolean teamEvents = teamSystems > 0;
    if (teamEvents && teamSystems < chosen.size()) {
      throw new CliException(
          ExitCode.USAGE,
          "--systems "
              + String.join(",", systems)
              + ": a simulation plays team events with team systems or individual events with"
              + " individual systems, not both"
              + (chosen.contains(IdealRanking.INSTANCE)
                  ? " ('ideal' ranks players: not with a team system)"
                  : ""));
    }
    if (teamEvents && spec.commandLine().getParseResult().hasMatchedOption("--players")) {
      throw new CliException(
          ExitCode.USAGE,
          "a team system plays teams: give their number with --teams, not --players");
    }
    boolean tieBreaksGiven = spec.commandLine().getParseResult().hasMatchedOption("--tiebreaks");
    String list = teamEvents && !tieBreaksGiven ? TEAM_TIE_BREAKS : tieBreaks;
    SimulationConfig config;
    try {
      config =
          new SimulationConfig(
              generator.toConfig(teamEvents ? Math.max(players, 2) : players, rounds),
              tournaments,
              seed,
              threads == 0 ? Runtime.getRuntime().availableProcessors() : threads,
              TieBreakList.parse(list),
              shard == null ? Shard.ALL : Shard.parse(shard),
              standingsByRound);
      if (teamEvents) {
        config = config.withTeams(team.toConfig(generator, rounds, java.util.Map.of()));
      }
    } catch (TieBreakSyntaxException e) {
      throw new CliException(ExitCode.USAGE, "--tiebreaks '" + list + "': " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      String m = CliException.message(e);
      throw new CliException(
          ExitCode.USAGE, shard != null && m.startsWith("a shard") ? "--shard: " + m : m, e);
    }
    for (PairingSystem s : chosen) {
      if (s instanceof IdealRanking || teamEvents) {
        continue; // a team event's acceleration is its code's (TeamGeneratorOptions)
      }
      AccelerationOption.requireAcceptedBy(s, config.generator());
    }
    PrintWriter err = spec.commandLine().getErr();
    List<String> ids = chosen.stream().map(PairingSystem::id).toList();
    SimulationState start = resumeOrStart(config, ids);
    PerTournamentFile rows =
        perTournament == null
            ? null
            : PerTournamentFile.open(perTournament, ids, rounds, start.done() * ids.size());
    SimulationState done;
    try {
      done =
          Simulation.run(
              chosen,
              config,
              start,
              new TournamentProgress(err, "simulated", Terminal.isInteractive()),
              one -> {
                if (rows != null) {
                  rows.write(one);
                }
              },
              s -> {
                if (rows != null) {
                  rows.flush();
                }
                if (state != null) {
                  StateFiles.save(state, s);
                }
              });
    } finally {
      if (rows != null) {
        rows.close();
      }
    }
    if (htmlReport != null) {
      SimulationOutput.writeReport(htmlReport, done.report());
    }
    SimulationOutput.write(spec, done.report(), chosenFormat, timings, output);
    return ExitCode.OK;
  }

  /** The saved state to resume, or a fresh one; refuses a state of another simulation. */
  private SimulationState resumeOrStart(SimulationConfig config, List<String> ids) {
    SimulationState fresh = SimulationState.start(config, ids);
    if (state == null || !Files.exists(state)) {
      return fresh;
    }
    SimulationState saved = StateFiles.read(state);
    if (!saved.settings().equals(fresh.settings()) || !saved.shard().equals(config.shard())) {
      throw new CliException(
          ExitCode.BAD_INPUT,
          state
              + ": holds shard "
              + saved.shard()
              + " of another simulation ("
              + StateFiles.difference(saved, fresh, config.shard())
              + "); delete it or pass another --state");
    }
    return saved;
  }
}
