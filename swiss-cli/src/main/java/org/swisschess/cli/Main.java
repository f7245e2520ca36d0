package org.swisschess.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import org.swisschess.api.InsufficientMemoryException;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.trf.TrfException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/** The entry point of the {@code swiss} command-line tool. */
public final class Main {

  private Main() {}

  /**
   * Runs {@code swiss} and exits with its exit code.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    // standard output unwrapped: System.out would swallow a failed write (a full disk, a closed
    // pipe), and the output would be lost with exit 0
    PrintWriter out =
        new PrintWriter(
            new OutputStreamWriter(
                new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8),
            true);
    PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    int code = run(System.in, out, err, args);
    out.flush();
    err.flush();
    System.exit(code);
  }

  /**
   * Runs {@code swiss} in-process, writing to the given streams.
   *
   * @param out standard output
   * @param err standard error
   * @param args the command line
   * @return the exit code, one of {@link ExitCode}
   */
  static int run(PrintWriter out, PrintWriter err, String... args) {
    return run(InputStream.nullInputStream(), out, err, args);
  }

  /**
   * Runs {@code swiss} in-process with the given streams. This is the edge of the tool: whatever
   * happens inside ends here as an exit code and at most a few lines on {@code err}; the JVM
   * running out of heap or stack is said as such (exit 70), and output that could not be written is
   * an error (exit 3), never a silent exit 0.
   *
   * @param in standard input, read by {@code pair -} and {@code check -}
   * @param out standard output
   * @param err standard error
   * @param args the command line
   * @return the exit code, one of {@link ExitCode}
   */
  static int run(InputStream in, PrintWriter out, PrintWriter err, String... args) {
    // A JaVaFo or bbpPairings command line (swiss --dutch IN.trf -p OUT) is run as those engines
    // run it, with bbpPairings' exit codes, so that a program that drives them needs no change.
    boolean engine = EngineCommand.isEngineInvocation(args);
    CommandLine cl;
    if (engine) {
      cl = EngineCommand.commandLine(in, out, err);
    } else {
      SwissCommand root = new SwissCommand();
      root.stdin = in;
      cl = SwissCommand.commandLine(root, args);
      cl.setOut(out);
      cl.setErr(err);
      cl.setParameterExceptionHandler(Main::usageError);
      cl.setExecutionExceptionHandler(failureHandler());
    }
    int code;
    try {
      code = cl.execute(args);
    } catch (Error e) {
      // picocli hands on only Exceptions; an Error thrown by a command arrives here
      err.println("swiss: " + ResourceExhausted.describe(doing(args), e));
      if (Arrays.asList(args).contains("--debug")) {
        e.printStackTrace(err);
      }
      code = engine ? EngineCommand.errorCode(e) : ExitCode.INTERNAL_ERROR;
    }
    if (out.checkError()) {
      err.println(
          "swiss: cannot write to standard output (a full disk or a closed pipe?): the output is"
              + " lost or incomplete");
      if (engine) {
        code = code == EngineFailure.OK ? EngineFailure.FILE_ERROR : code;
      } else if (code == ExitCode.OK || code == ExitCode.DIFFERENCES) {
        code = ExitCode.BAD_INPUT;
      }
    }
    err.flush();
    return code;
  }

  /** Names what the command line asked for, for a message: "running swiss check". */
  private static String doing(String[] args) {
    for (String a : args) {
      if (!a.startsWith("-")) {
        return "running swiss " + a;
      }
    }
    return "running swiss";
  }

  private static int usageError(ParameterException ex, String[] args) {
    CommandLine cmd = ex.getCommandLine();
    PrintWriter err = cmd.getErr();
    err.println("swiss: " + ex.getMessage());
    UnmatchedArgumentException.printSuggestions(ex, err);
    err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
    return ExitCode.USAGE;
  }

  private static IExecutionExceptionHandler failureHandler() {
    return (ex, cmd, parseResult) -> {
      PrintWriter err = cmd.getErr();
      boolean debug = debugRequested(parseResult);
      int code;
      if (ex instanceof ResourceExhausted r) {
        err.println("swiss: " + r.getMessage());
        code = ExitCode.INTERNAL_ERROR;
      } else if (ex instanceof CliException c) {
        err.println("swiss: " + c.getMessage());
        code = c.exitCode();
      } else if (ex instanceof TrfException t) {
        // file:line:column first, as compilers do, so that editors can jump to it.
        err.println(t.getMessage());
        code = ExitCode.BAD_INPUT;
      } else if (memoryCause(ex).isPresent()) {
        // Not a defect and not a bad file: the heap is too small for this round (pair's own, or
        // one that simulate, generate or crosscheck paired and wrapped)
        InsufficientMemoryException m = memoryCause(ex).orElseThrow();
        err.println(
            "swiss: "
                + m.getMessage()
                + "; give Java a larger heap (./swiss reads SWISS_JAVA_OPTS, e.g."
                + " SWISS_JAVA_OPTS=-Xmx8g)");
        code = ExitCode.BAD_INPUT;
      } else if (ex instanceof NoValidPairingException n) {
        err.println("swiss: no valid pairing: " + n.getMessage());
        code = ExitCode.NO_VALID_PAIRING;
      } else {
        err.println("swiss: internal error: " + ex);
        if (!debug) {
          err.println("rerun with --debug for the stack trace");
        }
        code = ExitCode.INTERNAL_ERROR;
      }
      if (debug) {
        ex.printStackTrace(err);
      }
      err.flush();
      return code;
    };
  }

  /** The {@link InsufficientMemoryException} that {@code ex} is or was caused by, if any. */
  private static Optional<InsufficientMemoryException> memoryCause(Throwable ex) {
    Throwable t = ex;
    for (int depth = 0; t != null && depth < 32; depth++) {
      if (t instanceof InsufficientMemoryException m) {
        return Optional.of(m);
      }
      t = t.getCause();
    }
    return Optional.empty();
  }

  private static boolean debugRequested(ParseResult parseResult) {
    for (ParseResult pr = parseResult; pr != null; pr = pr.subcommand()) {
      if (pr.hasMatchedOption("--debug")) {
        return true;
      }
    }
    return false;
  }
}
