package org.swisschess.cli;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The top-level {@code swiss} command; the work is done by its subcommands. */
@Command(
    name = "swiss",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description =
        "Pairs Swiss-system chess tournaments by FIDE's rules, ranks them by FIDE's tie-breaks, and"
            + " checks pairings and standings recorded in TRF files.",
    footerHeading = "%nExit codes:%n",
    footer = {
      "  0   ok (check: every round identical)",
      "  1   check found rounds that differ or could not be re-paired (or, with --standings, a"
          + " wrong rank or value)",
      "  2   usage error (bad option, unknown system, round out of range)",
      "  3   bad input (TRF error, unreadable file) or output that cannot be written",
      "  4   no valid pairing exists for the round",
      "  70  internal error, or out of memory or stack (the message says how to raise the limit)"
    })
final class SwissCommand implements Runnable {

  /**
   * The commands, in the order the help lists them: the one list of them. They are registered by
   * {@link #commandLine}, not by the {@code @Command} annotation, so that a run of one command does
   * not pay for building the others (picocli reads every option of every registered command at
   * start-up).
   */
  static final List<Class<?>> COMMANDS =
      List.of(
          SystemsCommand.class,
          PairCommand.class,
          CheckCommand.class,
          ExplainCommand.class,
          StandingsCommand.class,
          GenerateCommand.class,
          SimulateCommand.class,
          MergeCommand.class,
          CrosscheckCommand.class);

  /**
   * The command line of {@code root} with the command {@code args} name registered, or every
   * command when the arguments name none of them (the root's help, a misspelt command: its
   * suggestions need them all). Only the root's own options may come before a command, and none of
   * them takes a value, so the first argument that is not an option is the command.
   */
  static CommandLine commandLine(SwissCommand root, String... args) {
    CommandLine cl = new CommandLine(root);
    Optional<Class<?>> named = Optional.empty();
    for (String a : args) {
      if (!a.startsWith("-")) {
        named = COMMANDS.stream().filter(c -> names(c).contains(a)).findFirst();
        break;
      }
    }
    for (Class<?> c : named.map(List::<Class<?>>of).orElse(COMMANDS)) {
      cl.addSubcommand(c);
    }
    return cl;
  }

  /** The name and aliases of a command class. */
  static List<String> names(Class<?> command) {
    Command c = command.getAnnotation(Command.class);
    if (c == null) {
      throw new IllegalStateException(command + " has no @Command");
    }
    List<String> names = new ArrayList<>(List.of(c.name()));
    names.addAll(List.of(c.aliases()));
    return names;
  }

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
