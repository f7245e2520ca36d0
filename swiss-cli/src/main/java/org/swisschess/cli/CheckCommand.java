package org.swisschess.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.Stream;
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
      "Exits with 0 when every round is identical, 1 otherwise."
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
  String system;

  @Option(
      names = "--threads",
      paramLabel = "N",
      defaultValue = "1",
      description =
          "Files checked at once; 0 uses every core. Output order does not depend on it. Default: ${DEFAULT-VALUE}.")
  int threads;

  @Parameters(
      paramLabel = "PATH",
      arity = "1..*",
      description =
          "TRF files, or folders searched (with their subfolders) for *.trf files, taken in name order;"
              + " - reads one tournament from standard input.")
  List<Path> paths;

  @Mixin DecisionOptions decisions;

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
    List<Path> files = files(paths);
    if (files.stream().filter(TrfInput::isStdin).count() > 1) {
      throw new CliException(ExitCode.USAGE, "- (standard input) may be given once");
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    CheckReport report = new CheckReport(out, Debug.requested(spec));
    Progress progress = new Progress(err, files.size(), Terminal.isInteractive());
    int poolSize = threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    ExecutorService pool =
        Executors.newFixedThreadPool(Math.max(1, Math.min(poolSize, files.size())));
    try {
      List<Future<TournamentCheck>> checks = new ArrayList<>();
      for (Path f : files) {
        checks.add(
            pool.submit(() -> TournamentCheck.of(f, system, decisions.accepted(), parent.stdin)));
      }
      int done = 0;
      for (int i = 0; i < checks.size(); i++) {
        TournamentCheck check = result(checks.get(i), files.get(i));
        if (check.errors() > 0 || check.count(RoundCheck.Outcome.DIFFERENT) > 0) {
          progress.clear();
        }
        report.add(check);
        out.flush();
        progress.update(++done);
      }
    } finally {
      pool.shutdownNow();
    }
    out.println(report.summary());
    return report.allIdentical() ? ExitCode.OK : ExitCode.DIFFERENCES;
  }

  /**
   * Returns a file's check. {@link TournamentCheck#of} catches what a file or an engine can throw;
   * what it lets through (the JVM out of memory or stack, a defect) ends the command, naming the
   * file and the cause.
   */
  private static TournamentCheck result(Future<TournamentCheck> f, Path file)
      throws InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof VirtualMachineError vm) {
        throw new ResourceExhausted("checking " + TrfInput.name(file), vm);
      }
      throw new CliException(
          ExitCode.INTERNAL_ERROR,
          "internal error while checking " + TrfInput.name(file) + ": " + cause,
          cause);
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
