package org.swisschess.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.swisschess.tiebreak.TieBreakList;
import org.swisschess.trf.ArbiterDecision;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code swiss check}: re-pairs every round of recorded tournaments and reports where the system
 * disagrees with the files.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description = {
      "Re-pairs every round of each tournament from the state before it and compares pairs, colours and "
          + "the pairing-allocated bye with the file. Prints each round that differs side by side "
          + "(file | swiss), then one summary line.",
      "With --standings, also checks each file's rank column (86-89) against the standings by its "
          + "tie-break list (record 202/212, or --tiebreaks), and the values of a standings CSV "
          + "given with --values.",
      "Exits with 0 when every round is identical (and every rank and value right), 1 otherwise."
    })
final class CheckCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(
      names = {"-s", "--system"},
      paramLabel = "ID",
      description =
          "The pairing system (see 'swiss systems'). Default: the one each file's tournament type "
              + "names, else "
              + SystemChoice.DEFAULT_SYSTEM
              + ".")
  @Nullable String system;

  @Option(
      names = "--threads",
      paramLabel = "N",
      defaultValue = "1",
      description =
          "Files checked at once; 0 uses every core. Output order does not depend on it. Default: ${DEFAULT-VALUE}.")
  int threads;

  @Option(
      names = "--standings",
      description =
          "Also check the rank column of each file against its standings (FIDE tie-breaks, C.07 2026).")
  boolean standings;

  @Option(
      names = {"-t", "--tiebreaks"},
      paramLabel = "LIST",
      description =
          "With --standings: the tie-break list, e.g. PTS,BH/C1,BH,SB. Default: each file's 202/212 "
              + "record, else PTS.")
  @Nullable String tiebreaks;

  @Option(
      names = "--values",
      paramLabel = "CSV",
      description =
          "With --standings and one file: a standings CSV (rank,id,CODE,...) whose ranks and values "
              + "are checked against the standings by its own columns.")
  @Nullable Path values;

  @Option(
      names = "--unrated-rating",
      paramLabel = "RATING",
      description = "With --standings: the rating given unrated players (C.07 Article 10).")
  @Nullable Integer unratedRating;

  @Parameters(
      paramLabel = "PATH",
      arity = "1..*",
      description =
          "TRF files, or folders searched (with their subfolders) for *.trf files, taken in name order;"
              + " - reads one tournament from standard input.")
  List<Path> paths;

  @Mixin DecisionOptions decisions;

  @Mixin AccelerationOption acceleration;

  @Mixin ReadingsOption readings;

  @ParentCommand SwissCommand parent;

  @Override
  public Integer call() throws InterruptedException {
    if (threads < 0) {
      throw new CliException(
          ExitCode.USAGE, "--threads must be 0 (every core) or more, was " + threads);
    }
    if (system != null) {
      SystemChoice.require(system, "");
    }
    acceleration.method(); // a bad --acceleration is a usage error before any file is read
    Map<String, String> extra = readings.options();
    @Nullable TieBreakList option = null;
    if (!standings && (tiebreaks != null || values != null || unratedRating != null)) {
      throw new CliException(
          ExitCode.USAGE, "--tiebreaks, --values and --unrated-rating go with --standings");
    }
    if (tiebreaks != null) {
      option = TieBreakChoice.parseOption(tiebreaks);
    }
    List<Path> files = files(paths);
    if (files.stream().filter(TrfInput::isStdin).count() > 1) {
      throw new CliException(ExitCode.USAGE, "- (standard input) may be given once");
    }
    if (values != null && files.size() != 1) {
      throw new CliException(
          ExitCode.USAGE, "--values checks the standings of one file, not " + files.size());
    }
    OptionalInt unrated =
        unratedRating == null ? OptionalInt.empty() : OptionalInt.of(unratedRating);
    TieBreakList list = option;
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    CheckReport report = new CheckReport(out, Debug.requested(spec));
    Progress progress = new Progress(err, files.size(), Terminal.isInteractive());
    int poolSize = threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    ExecutorService pool =
        Executors.newFixedThreadPool(Math.max(1, Math.min(poolSize, files.size())));
    try {
      List<Future<FileCheck>> checks = new ArrayList<>();
      Set<ArbiterDecision> accepted = decisions.accepted();
      for (Path f : files) {
        checks.add(
            pool.submit(
                () ->
                    standings
                        ? FileCheck.withStandings(
                            f, system, acceleration, accepted, parent.stdin, list, unrated, values)
                        : new FileCheck(
                            TournamentCheck.of(
                                f, system, acceleration, accepted, parent.stdin, extra),
                            null)));
      }
      int done = 0;
      for (int i = 0; i < checks.size(); i++) {
        FileCheck fileCheck = result(checks.get(i), files.get(i));
        TournamentCheck check = fileCheck.rounds();
        StandingsCheck standingsCheck = fileCheck.standings();
        if (check.errors() > 0
            || check.count(RoundCheck.Outcome.DIFFERENT) > 0
            || (standingsCheck != null && !standingsCheck.right())) {
          progress.clear();
        }
        report.add(check);
        if (standingsCheck != null) {
          report.add(standingsCheck);
        }
        out.flush();
        progress.update(++done);
      }
    } finally {
      pool.shutdownNow();
    }
    if (standings) {
      out.println(report.standingsSummary());
    }
    out.println(report.summary());
    return report.allIdentical() ? ExitCode.OK : ExitCode.DIFFERENCES;
  }

  /**
   * Returns a file's check. {@link TournamentCheck#of} and {@link StandingsCheck#of} catch what a
   * file or an engine can throw; what it lets through (the JVM out of memory or stack, a defect)
   * ends the command, naming the file and the cause.
   */
  private static FileCheck result(Future<FileCheck> f, Path file) throws InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof VirtualMachineError vm) {
        throw new ResourceExhausted("checking " + TrfInput.name(file), vm);
      }
      if (cause instanceof StandingsCheck.BadValuesFile bad) {
        throw bad.error();
      }
      throw new CliException(
          ExitCode.INTERNAL_ERROR,
          "internal error while checking " + TrfInput.name(file) + ": " + cause,
          cause);
    }
  }

  /**
   * The checks of one file: its rounds, and its standings with {@code --standings} (else null).
   *
   * @param rounds every completed round re-paired
   * @param standings the rank column and the CSV's values checked, or null
   */
  record FileCheck(TournamentCheck rounds, @Nullable StandingsCheck standings) {

    /** Reads the file once (standard input can be read only once) and checks both. */
    static FileCheck withStandings(
        Path file,
        @Nullable String system,
        AccelerationOption acceleration,
        Set<ArbiterDecision> accepted,
        InputStream stdin,
        @Nullable TieBreakList list,
        OptionalInt unrated,
        @Nullable Path values) {
      String source = TrfInput.name(file);
      TrfDocument document;
      try {
        document = TrfInput.read(file, accepted, stdin);
      } catch (TrfException e) {
        return new FileCheck(
            TournamentCheck.unreadable(source, CliException.message(e)),
            StandingsCheck.unreadable(source, CliException.message(e)));
      } catch (RuntimeException e) {
        String error = source + ": internal error while reading: " + e;
        return new FileCheck(
            TournamentCheck.unreadable(source, error), StandingsCheck.unreadable(source, error));
      }
      return new FileCheck(
          TournamentCheck.of(source, document, system, acceleration),
          StandingsCheck.of(source, document, list, unrated, values));
    }
  }

  /** Expands folders into their *.trf files, in name order, keeping the order of the arguments. */
  static List<Path> files(List<Path> paths) {
    List<Path> files = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        try (Stream<Path> walk = Files.walk(p)) {
          files.addAll(
              walk.filter(
                      f ->
                          Files.isRegularFile(f)
                              && f.getFileName()
                                  .toString()
                                  .toLowerCase(Locale.ROOT)
                                  .endsWith(".trf"))
                  .sorted()
                  .collect(Collectors.toList()));
        } catch (IOException | UncheckedIOException e) {
          throw new CliException(
              ExitCode.BAD_INPUT, "cannot read folder " + p + ": " + e.getMessage(), e);
        }
      } else {
        // A missing file is reported by its check as an error, with the others still checked.
        files.add(p);
      }
    }
    return files;
  }
}
