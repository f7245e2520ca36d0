package org.swisschess.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
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
    PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
    PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    int code = run(out, err, args);
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
    CommandLine cl = new CommandLine(new SwissCommand());
    cl.setOut(out);
    cl.setErr(err);
    cl.setParameterExceptionHandler(Main::usageError);
    cl.setExecutionExceptionHandler(failureHandler());
    int code = cl.execute(args);
    out.flush();
    err.flush();
    return code;
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
      if (ex instanceof CliException c) {
        err.println("swiss: " + c.getMessage());
        code = c.exitCode();
      } else if (ex instanceof TrfException t) {
        // file:line:column first, as compilers do, so that editors can jump to it.
        err.println(t.getMessage());
        code = ExitCode.BAD_INPUT;
      } else if (ex instanceof InsufficientMemoryException m) {
        // Not a defect and not a bad file: the heap is too small for this round.
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

  private static boolean debugRequested(ParseResult parseResult) {
    for (ParseResult pr = parseResult; pr != null; pr = pr.subcommand()) {
      if (pr.hasMatchedOption("--debug")) {
        return true;
      }
    }
    return false;
  }
}
