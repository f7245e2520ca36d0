package org.swisschess.cli;

import java.io.InputStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The top-level {@code swiss} command; the work is done by its subcommands. */
@Command(
    name = "swiss",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description =
        "Pairs Swiss-system chess tournaments by FIDE's rules, ranks them by FIDE's tie-breaks, and checks pairings and standings recorded in TRF files.",
    subcommands = {
      SystemsCommand.class,
      PairCommand.class,
      CheckCommand.class,
      StandingsCommand.class,
      GenerateCommand.class,
      SimulateCommand.class
    },
    footerHeading = "%nExit codes:%n",
    footer = {
      "  0   ok (check: every round identical)",
      "  1   check found rounds that differ or could not be re-paired (or, with --standings, a wrong rank or value)",
      "  2   usage error (bad option, unknown system, round out of range)",
      "  3   bad input (TRF error, unreadable file) or output that cannot be written",
      "  4   no valid pairing exists for the round",
      "  70  internal error, or out of memory or stack (the message says how to raise the limit)"
    })
final class SwissCommand implements Runnable {

  @Option(
      names = "--debug",
      scope = ScopeType.INHERIT,
      description = "Print the stack trace of an unexpected error.")
  boolean debug;

  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  /**
   * Standard input, for the commands that read a tournament from {@code -}; set by {@link Main}.
   */
  InputStream stdin = System.in;

  @Override
  public void run() {
    throw new picocli.CommandLine.ParameterException(
        spec.commandLine(),
        "missing command: systems, pair, check, standings, generate or simulate");
  }
}
