package org.swisschess.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.PairingSystem;
import org.swisschess.sim.Shard;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code swiss crosscheck}: FIDE's test of a pairing program (C.04.A, from 1 March 2026) in both
 * directions against another engine that speaks the JaVaFo/bbpPairings command line.
 */
@Command(
    name = "crosscheck",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Runs FIDE's test of a pairing program in both directions against ENGINE, any program with"
          + " the JaVaFo/bbpPairings command line (ENGINE IN.trf -p OUT; ENGINE -g CONFIG -o OUT -s"
          + " SEED): (a) ours generates each tournament (FIDE's statistical model) and ENGINE"
          + " pairs every round from the file as it stood before it; (b) ENGINE generates and ours"
          + " re-pairs every round. A tournament with any round paired differently is one"
          + " discrepancy; its files are kept in OUT/discrepancies with both pairings side by side."
          + " Time-outs and failures of ENGINE are counted apart.",
      "Each tournament's result is appended to OUT/results.tsv as it ends: run again with the same"
          + " options to resume (tournaments done are skipped), and merge the folders of several"
          + " runs with --report DIR...",
      "Exit code 0 when every tournament agreed, 1 with a discrepancy or a failure of ENGINE."
    })
final class CrosscheckCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(
      names = "--engine",
      paramLabel = "COMMAND",
      description =
          "The other engine's command, quoted, e.g. 'bbpPairings.exe --dutch'; its arguments"
              + " follow it.")
  @Nullable String engine;

  @Option(
      names = {"-s", "--system"},
      paramLabel = "ID",
      description = "Our pairing system (see 'swiss systems'), e.g. dutch-2026.")
  @Nullable String system;

  @Option(
      names = "--tournaments",
      paramLabel = "N",
      defaultValue = "100",
      description = "Tournaments in each direction. Default: ${DEFAULT-VALUE}.")
  int tournaments;

  @Option(
      names = "--players",
      paramLabel = "A..B",
      defaultValue = "15..215",
      description = "Players per tournament, drawn from the seed. Default: ${DEFAULT-VALUE}.")
  String players;

  @Option(
      names = "--rounds",
      paramLabel = "A..B",
      defaultValue = "5..15",
      description =
          "Rounds per tournament, drawn from the seed (fewer than the players). Default:"
              + " ${DEFAULT-VALUE}.")
  String rounds;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description =
          "Tournament i (from 0) of each direction has seed S + i. Default: ${DEFAULT-VALUE}.")
  long seed;

  @Option(
      names = "--threads",
      paramLabel = "T",
      defaultValue = "1",
      description = "Tournaments run at once. Default: ${DEFAULT-VALUE}.")
  int threads;

  @Option(
      names = "--direction",
      paramLabel = "WHICH",
      defaultValue = "both",
      description =
          "both, ours (only (a): ours generates) or theirs (only (b)). Default: ${DEFAULT-VALUE}.")
  String direction;

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      defaultValue = "60",
      description = "The longest one call of ENGINE may take. Default: ${DEFAULT-VALUE}.")
  double timeout;

  @Option(
      names = {"-o", "--out"},
      paramLabel = "DIR",
      description =
          "The folder of the run's results and discrepant files. Default: crosscheck-<system>.")
  @Nullable Path out;

  @Option(
      names = "--shard",
      paramLabel = "K/N",
      description =
          "Run only tournaments i with i mod N = K-1 (seeds as in the whole run), in a folder of"
              + " its own; 'swiss merge' (or --report) of the N folders is the whole run's report.")
  @Nullable String shard;

  @Option(
      names = "--report",
      arity = "1..*",
      paramLabel = "DIR",
      description = "Only print the merged report of these run folders; runs nothing.")
  @Nullable List<Path> report;

  @Mixin GeneratorOptions generator;

  @Mixin DecisionOptions decisions;

  @Override
  public Integer call() throws InterruptedException {
    List<Path> folders = report;
    if (folders != null) {
      return report(spec.commandLine().getOut(), folders);
    }
    if (engine == null || system == null) {
      throw new CliException(ExitCode.USAGE, "crosscheck needs --engine COMMAND and --system ID");
    }
    PairingSystem pairingSystem = SystemChoice.require(system, "");
    List<String> command;
    CrosscheckTournament.IntRange playerRange;
    CrosscheckTournament.IntRange roundRange;
    try {
      command = ExternalEngine.split(engine);
      playerRange = CrosscheckTournament.IntRange.parse(players, "--players", 2, 9999);
      roundRange = CrosscheckTournament.IntRange.parse(rounds, "--rounds", 1, 999);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.USAGE, CliException.message(e), e);
    }
    Shard part;
    try {
      part = shard == null ? Shard.ALL : Shard.parse(shard);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.USAGE, "--shard: " + e.getMessage(), e);
    }
    if (tournaments < 1 || threads < 1 || !(timeout > 0)) {
      throw new CliException(
          ExitCode.USAGE, "--tournaments and --threads must be at least 1, --timeout above 0");
    }
    List<String> directions =
        switch (direction.strip().toLowerCase(Locale.ROOT)) {
          case "both" -> List.of(CrosscheckRow.OURS_GENERATE, CrosscheckRow.THEIRS_GENERATE);
          case "ours" -> List.of(CrosscheckRow.OURS_GENERATE);
          case "theirs" -> List.of(CrosscheckRow.THEIRS_GENERATE);
          default ->
              throw new CliException(
                  ExitCode.USAGE,
                  "--direction expects both, ours or theirs, found '" + direction + "'");
        };
    // the generator's options are checked before anything runs, as generate checks them
    String generatorSettings = generator.toConfig(2, 1).toString();
    AccelerationOption.requireAcceptedBy(
        pairingSystem, generator.toConfig(playerRange.to(), roundRange.to()));
    Path folder = out != null ? out : Path.of("crosscheck-" + pairingSystem.id());
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("engine", engine);
    settings.put("system", pairingSystem.id());
    settings.put("seed", Long.toString(seed));
    settings.put("players", playerRange.toString());
    settings.put("rounds", roundRange.toString());
    settings.put("generator", generatorSettings);
    // a resumed run must make the same decisions and give the engine the same time as the first
    settings.put("allow", new TreeSet<>(decisions.accepted()).toString());
    settings.put("timeout", Double.toString(timeout));
    if (shard != null) {
      settings.put("shard", part.toString());
    }
    PrintWriter err = spec.commandLine().getErr();
    PrintWriter stdout = spec.commandLine().getOut();
    List<CrosscheckRow> before = CrosscheckLog.results(folder);
    Set<String> done = new HashSet<>();
    before.forEach(r -> done.add(r.direction() + "#" + r.index()));
    List<CrosscheckRow> rows = java.util.Collections.synchronizedList(new ArrayList<>(before));
    AtomicReference<String> fatal = new AtomicReference<>();
    try (CrosscheckLog log = CrosscheckLog.open(folder, settings)) {
      CrosscheckTournament runner =
          new CrosscheckTournament(
              pairingSystem,
              new ExternalEngine(command, Math.round(timeout * 1000)),
              generator,
              decisions.accepted(),
              Files.createDirectories(folder.resolve("work")),
              log.discrepancies());
      // the jobs are numbered, the shard's tournaments one after the other, and taken one at a
      // time by the workers: memory does not grow with --tournaments (2,147,483,647 of them
      // included), only with the tournaments done
      int directionCount = directions.size();
      long jobs = (long) part.size(tournaments) * directionCount;
      long doneBefore =
          before.stream()
              .filter(
                  r ->
                      r.index() < tournaments
                          && part.owns(r.index())
                          && directions.contains(r.direction()))
              .map(r -> r.direction() + "#" + r.index())
              .distinct()
              .count();
      long toGo = jobs - doneBefore;
      if (!before.isEmpty()) {
        err.println(
            "swiss crosscheck: resuming "
                + folder
                + ": "
                + before.size()
                + " tournaments done, "
                + toGo
                + " to go");
      }
      CrosscheckProgress progress = new CrosscheckProgress(err, toGo, Terminal.isInteractive());
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      List<Future<?>> futures = new ArrayList<>();
      AtomicInteger discrepant = new AtomicInteger();
      java.util.concurrent.atomic.AtomicLong nextJob = new java.util.concurrent.atomic.AtomicLong();
      // SIGTERM (or Ctrl-C): no new tournament starts, the engines running are stopped (no process
      // is left behind), and the results file, appended row by row, keeps what is done for a
      // resume
      Thread onSignal =
          new Thread(
              () -> {
                nextJob.set(Long.MAX_VALUE / 2);
                ProcessHandle.current().descendants().forEach(ProcessHandle::destroy);
              },
              "crosscheck-stop");
      Runtime.getRuntime().addShutdownHook(onSignal);
      for (int w = 0; w < threads; w++) {
        futures.add(
            pool.submit(
                () -> {
                  while (fatal.get() == null && !Thread.currentThread().isInterrupted()) {
                    long job = nextJob.getAndIncrement();
                    if (job >= jobs) {
                      return null;
                    }
                    int index = part.tournament((int) (job / directionCount));
                    String dir = directions.get((int) (job % directionCount));
                    if (done.contains(dir + "#" + index)) {
                      continue;
                    }
                    long s = seed + index;
                    CrosscheckTournament.Size size =
                        CrosscheckTournament.Size.draw(s, playerRange, roundRange);
                    CrosscheckRow row;
                    try {
                      row =
                          dir.equals(CrosscheckRow.OURS_GENERATE)
                              ? runner.oursGenerate(index, s, size)
                              : runner.theirsGenerate(index, s, size);
                    } catch (ExternalEngine.NotStartable e) {
                      fatal.compareAndSet(null, e.getMessage());
                      return null;
                    }
                    log.append(row);
                    rows.add(row);
                    if (row.outcome() != CrosscheckRow.Outcome.AGREE) {
                      discrepant.incrementAndGet();
                    }
                    progress.done(discrepant.get());
                  }
                  return null;
                }));
      }
      pool.shutdown();
      try {
        for (Future<?> f : futures) {
          f.get();
        }
      } catch (java.util.concurrent.ExecutionException e) {
        pool.shutdownNow();
        Throwable cause = e.getCause();
        if (cause instanceof CliException c) {
          throw c;
        }
        if (cause instanceof java.io.UncheckedIOException io) {
          throw new CliException(
              ExitCode.BAD_INPUT, "cannot write to " + folder + ": " + io.getCause(), io);
        }
        throw new CliException(
            ExitCode.INTERNAL_ERROR, "internal error during the cross-check: " + cause, cause);
      } finally {
        pool.awaitTermination(1, TimeUnit.MINUTES);
        try {
          Runtime.getRuntime().removeShutdownHook(onSignal);
        } catch (IllegalStateException shuttingDown) {
          // the JVM is already stopping: the hook has run
        }
      }
      progress.finish();
    } catch (java.io.IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write to " + folder + ": " + e, e);
    }
    List<CrosscheckRow> all = sorted(rows);
    CrosscheckReport.print(
        stdout,
        "swiss crosscheck: "
            + pairingSystem.id()
            + " against '"
            + engine
            + "' (results in "
            + folder
            + ")",
        all);
    if (fatal.get() != null) {
      throw new CliException(
          ExitCode.USAGE,
          fatal.get() + " (the results so far are kept in " + folder.resolve("results.tsv") + ")");
    }
    return CrosscheckReport.clean(all) ? ExitCode.OK : ExitCode.DIFFERENCES;
  }

  /**
   * Prints the merged report of run folders (shards or separate runs): each tournament once.
   *
   * @return the exit code: 0 if every tournament agreed
   */
  static int report(PrintWriter out, List<Path> report) {
    List<CrosscheckRow> all = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    @Nullable String systemSeen = null;
    for (Path folder : report) {
      Path settingsFile = folder.resolve(CrosscheckLog.SETTINGS);
      if (!Files.exists(settingsFile)) {
        throw new CliException(
            ExitCode.BAD_INPUT,
            folder + " holds no cross-check run (no " + CrosscheckLog.SETTINGS + ")");
      }
      String s;
      try {
        s = CrosscheckLog.readSettings(settingsFile).getOrDefault("system", "");
      } catch (java.io.IOException e) {
        throw new CliException(ExitCode.BAD_INPUT, "cannot read " + settingsFile + ": " + e, e);
      }
      if (systemSeen != null && !systemSeen.equals(s)) {
        throw new CliException(
            ExitCode.USAGE,
            "--report: " + folder + " checked " + s + ", another run " + systemSeen);
      }
      systemSeen = s;
      for (CrosscheckRow r : CrosscheckLog.results(folder)) {
        // the same tournament run twice (same seed and size) counts once
        if (seen.add(r.direction() + "#" + r.seed() + "#" + r.players() + "#" + r.rounds())) {
          all.add(r);
        }
      }
    }
    CrosscheckReport.print(
        out,
        "swiss crosscheck: " + systemSeen + ", " + report.size() + " run folder(s) merged",
        sorted(all));
    return CrosscheckReport.clean(all) ? ExitCode.OK : ExitCode.DIFFERENCES;
  }

  private static List<CrosscheckRow> sorted(List<CrosscheckRow> rows) {
    List<CrosscheckRow> copy;
    synchronized (rows) {
      copy = new ArrayList<>(rows);
    }
    copy.sort(
        java.util.Comparator.comparing(CrosscheckRow::direction)
            .reversed()
            .thenComparingInt(CrosscheckRow::index));
    return copy;
  }
}
