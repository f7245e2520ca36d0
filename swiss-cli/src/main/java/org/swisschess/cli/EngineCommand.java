package org.swisschess.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.History;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Tournament;
import org.swisschess.api.UnsupportedAccelerationException;
import org.swisschess.api.UnsupportedRequestException;
import org.swisschess.sim.GeneratedTournament;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.RoundRecord;
import org.swisschess.sim.TournamentGenerator;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The command line of JaVaFo and bbpPairings, so that a program that drives one of them switches by
 * changing the program's name: {@code swiss --dutch IN.trf -p [OUT]} (bbpPairings), {@code swiss
 * IN.trf -p [OUT]} (JaVaFo), {@code -c} to check a whole tournament, {@code -g [CONFIG] -o OUT [-s
 * SEED]} to generate one. Exit codes and the place of a relative output file are bbpPairings' with
 * {@code --dutch}; without it the output file is where JaVaFo puts it (the name as given). The
 * README of swiss-cli lists what differs from either.
 */
@Command(name = "swiss", description = "The JaVaFo / bbpPairings command line.")
final class EngineCommand implements Callable<Integer> {

  private static final List<String> MODES = List.of("-p", "-c", "-g", "-l");

  /** How the command line reads; printed with a usage error. */
  static final String SYNTAX =
      """
      Command line (JaVaFo and bbpPairings forms; --system ID picks another installed system):
        swiss [-r] [--dutch] input-file -p [output-file]
        swiss [-r] [--dutch] input-file -c
        swiss [-r] [--dutch] -g [config-file] -o trf-file [-s seed]
      swiss's own commands: swiss --help""";

  @Spec CommandSpec spec;

  @Option(names = "--dutch", description = "The Dutch system (the file's 192 record says which).")
  boolean dutch;

  @Option(names = "--burstein", description = "The Burstein system (burstein-2026).")
  boolean burstein;

  @Option(names = "-r", description = "Print the version first.")
  boolean release;

  @Parameters(arity = "0..1", paramLabel = "input-file")
  @Nullable String input;

  @Option(names = "-p", arity = "0..1", paramLabel = "output-file", fallbackValue = "")
  @Nullable String pairOutput;

  @Option(names = "-c")
  boolean check;

  @Option(names = "-g", arity = "0..1", paramLabel = "config-file", fallbackValue = "")
  @Nullable String generate;

  @Option(names = "-o", paramLabel = "trf-file")
  @Nullable String generatedOutput;

  @Option(names = "-s", paramLabel = "seed")
  @Nullable String seed;

  @Option(names = "-l", arity = "0..1", paramLabel = "check-list-file", fallbackValue = "")
  @Nullable String checklist;

  @Option(names = "--system", paramLabel = "ID")
  @Nullable String system;

  @Option(names = "--debug")
  boolean debug;

  @Mixin DecisionOptions decisions;

  /** Standard input, for an input file {@code -}; set by {@link Main}. */
  InputStream stdin = System.in;

  /**
   * Returns whether {@code args} are a JaVaFo or bbpPairings command line rather than one of
   * swiss's own commands: a first word {@code --dutch}, {@code --burstein}, {@code -r} or {@code
   * -g}, or a file name (not a command's name) followed by {@code -p}, {@code -c}, {@code -g} or
   * {@code -l}.
   *
   * @param args the command line
   * @return true for the engines' form
   */
  static boolean isEngineInvocation(String... args) {
    if (args.length == 0) {
      return false;
    }
    String first = args[0];
    if (first.equals("--dutch")
        || first.equals("--burstein")
        || first.equals("-r")
        || first.equals("-g")) {
      return true;
    }
    return args.length >= 2
        && (first.equals("-") || !first.startsWith("-"))
        && MODES.contains(args[1])
        && !subcommandNames().contains(first);
  }

  /**
   * swiss's own commands, read from {@link SwissCommand} (only when a command line could be
   * either), so that a command added there is never taken for a file name.
   */
  private static Set<String> subcommandNames() {
    Set<String> names = new HashSet<>(List.of("help"));
    for (Class<?> c : SwissCommand.COMMANDS) {
      names.addAll(SwissCommand.names(c));
    }
    return Set.copyOf(names);
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (release) {
      out.println(new VersionProvider().getVersion()[0] + " (JaVaFo/bbpPairings command line)");
      out.flush();
      if (pairOutput == null && !check && generate == null && input == null) {
        return EngineFailure.OK;
      }
    }
    // -p, -g and -l take an optional file name, and picocli gives them an unknown option that
    // follows (JaVaFo's -w, -q): refused as unknown, as bbpPairings does, never a file's name
    for (String file : new String[] {pairOutput, generate, checklist}) {
      if (file != null && file.length() > 1 && file.startsWith("-")) {
        throw usage("Unknown option: '" + file + "'");
      }
    }
    int modes = (pairOutput != null ? 1 : 0) + (check ? 1 : 0) + (generate != null ? 1 : 0);
    if (modes != 1) {
      throw usage("give one of -p, -c, -g");
    }
    if (dutch && burstein) {
      throw usage("--dutch or --burstein, not both");
    }
    if (burstein && system == null) {
      system = "burstein-2026"; // C.04.4.2, the rules in force since 1 February 2026
    }
    if (checklist != null && pairOutput == null) {
      throw new EngineFailure(
          EngineFailure.INVALID_REQUEST,
          "swiss: the checklist (-l) is written with -p only; 'swiss check' and 'swiss pair"
              + " --explain' show the brackets of every round");
    }
    String config = generate;
    if (config != null) {
      if (input != null) {
        throw new EngineFailure(
            EngineFailure.INVALID_REQUEST,
            "swiss: a model tournament (input-file -g) is not supported; give a configuration"
                + " file: -g config-file -o trf-file");
      }
      String trf = generatedOutput;
      if (trf == null) {
        throw usage("-g needs -o trf-file");
      }
      return generate(config, trf);
    }
    if (generatedOutput != null || seed != null) {
      throw usage("-o and -s go with -g");
    }
    String in = input;
    if (in == null) {
      throw usage((check ? "-c" : "-p") + " needs an input file");
    }
    String pairs = pairOutput;
    if (check || pairs == null) { // one mode: without -c, -p was given
      return check(in);
    }
    return pair(in, pairs);
  }

  private int pair(String input, String pairOutput) {
    TrfDocument document = read(input);
    SystemChoice choice = choose(document);
    PairingSystem chosen = choice.system();
    PairingRequest next = PairingRequest.of(document.tournament());
    PairingRequest request =
        new PairingRequest(next.tournament(), next.round(), next.absent(), choice.requestOptions());
    Pairing pairing;
    try {
      pairing = chosen.pair(request);
    } catch (UnsupportedAccelerationException e) {
      throw new EngineFailure(
          EngineFailure.INVALID_REQUEST,
          VirtualPointsInput.refusal(e, document, new AccelerationOption()).getMessage(),
          e);
    }
    String text =
        OutputFormat.PAIRS
            .formatter()
            .format(
                new PairedRound(chosen.id(), request.tournament(), pairing, request.absent()),
                false);
    if (pairOutput.isEmpty() || pairOutput.equals("-")) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(text);
      out.flush();
    } else {
      write(output(pairOutput, path(input)), text);
    }
    String list = checklist;
    if (list != null) {
      write(checklistPath(list, input), checklistText(chosen, pairing));
    }
    return EngineFailure.OK;
  }

  private int check(String input) {
    TrfDocument document = read(input);
    SystemChoice choice = choose(document);
    PairingSystem chosen = choice.system();
    Tournament t = document.tournament();
    RoundChecker checker =
        new RoundChecker(
            chosen,
            choice.requestOptions(),
            e -> VirtualPointsInput.refusal(e, document, new AccelerationOption()).getMessage());
    EngineCheckReport report = new EngineCheckReport(spec.commandLine().getOut(), stem(input));
    for (int r = 1; r <= t.completedRounds(); r++) {
      RoundCheck round = checker.check(t, r);
      Optional<Throwable> cause = round.cause();
      if (cause.isPresent()
          && !(cause.get() instanceof NoValidPairingException)
          && !(cause.get() instanceof UnsupportedRequestException)) {
        throw new EngineFailure(
            EngineFailure.UNEXPECTED_ERROR,
            "swiss: internal error while checking round " + r + ": " + cause.get(),
            cause.get());
      }
      History before = History.of(t.upToRound(r - 1));
      report.add(round, id -> before.player(id).score());
    }
    report.finish();
    return EngineFailure.OK;
  }

  private int generate(String generate, String generatedOutput) {
    PrintWriter err = spec.commandLine().getErr();
    Path config = generate.isEmpty() ? null : path(generate);
    String text = "";
    if (config != null) {
      try {
        text = Files.readString(config, StandardCharsets.UTF_8);
      } catch (IOException | RuntimeException e) {
        throw new EngineFailure(
            EngineFailure.FILE_ERROR,
            "swiss: cannot read the configuration file " + generate + ": " + e,
            e);
      }
    }
    GeneratorConfigFile file =
        GeneratorConfigFile.parse(text, config == null ? "<no configuration>" : generate);
    long seedValue = seed();
    GeneratorConfig generatorConfig = file.toConfig(seedValue);
    PairingSystem chosen =
        system == null ? requireSystem(SystemChoice.DEFAULT_SYSTEM) : requireSystem(system);
    GeneratedTournament g = TournamentGenerator.generate(chosen, generatorConfig, seedValue);
    String comment =
        "### swiss"
            + (system == null ? "" : " --system " + system)
            + (dutch ? " --dutch" : "")
            + " -g"
            + (generate.isEmpty() ? "" : " " + generate)
            + " -o "
            + generatedOutput
            + " -s "
            + seedValue
            + " ("
            + generatorConfig.players()
            + " players, "
            + generatorConfig.rounds()
            + " rounds)\n";
    String trf;
    try {
      trf = GenerateCommand.trf(g, comment);
    } catch (CliException e) {
      throw new EngineFailure(EngineFailure.LIMIT_EXCEEDED, "swiss: " + e.getMessage(), e);
    }
    write(output(generatedOutput, config), trf);
    List<RoundRecord> failures = g.failures();
    if (!failures.isEmpty()) {
      RoundRecord r = failures.get(0);
      err.println(
          "swiss: error generating "
              + generatedOutput
              + ": no valid pairing exists for round "
              + r.round()
              + " of the generated tournament ("
              + r.failure().orElse("")
              + ")");
      err.flush();
      return EngineFailure.NO_VALID_PAIRING;
    }
    return EngineFailure.OK;
  }

  private long seed() {
    if (seed == null) {
      return new SecureRandom().nextLong() & Long.MAX_VALUE;
    }
    String s = seed.strip();
    if (!s.isEmpty() && s.chars().allMatch(c -> c >= '0' && c <= '9')) {
      try {
        return Long.parseLong(s);
      } catch (NumberFormatException e) {
        throw new EngineFailure(
            EngineFailure.LIMIT_EXCEEDED,
            "swiss: the seed must be between 0 and " + Long.MAX_VALUE + ", was " + seed,
            e);
      }
    }
    throw usage(
        "-s expects a seed, a whole number from 0 to " + Long.MAX_VALUE + ", not '" + seed + "'");
  }

  /**
   * The system: {@code --system}, else the Dutch system the file's tournament type names, else
   * {@link SystemChoice#DEFAULT_SYSTEM}; and the acceleration a {@code _BAKU} type names (C.04.7,
   * as {@code swiss pair} applies it). These command lines pair by the Dutch system: a file whose
   * type names another is refused, as bbpPairings refuses a type that does not match its flag.
   */
  private SystemChoice choose(TrfDocument document) {
    SystemChoice choice;
    try {
      choice = SystemChoice.choose(system, new AccelerationOption(), document);
    } catch (CliException e) {
      throw new EngineFailure(EngineFailure.INVALID_REQUEST, "swiss: " + e.getMessage(), e);
    }
    if (system != null) {
      return choice;
    }
    String id = choice.system().id();
    Optional<String> type = document.tournamentType();
    if (!id.startsWith("dutch-")) {
      throw new EngineFailure(
          EngineFailure.INVALID_REQUEST,
          "swiss: the tournament type of "
              + document.source()
              + " ("
              + type.orElse("")
              + ") names "
              + id
              + ", not a Dutch system: pass --system "
              + id
              + " to pair with it");
    }
    if (type.isPresent() && !SystemChoice.names(type.get())) {
      choice.note().ifPresent(note -> spec.commandLine().getErr().println("swiss: " + note));
    }
    return choice;
  }

  private static PairingSystem requireSystem(String id) {
    try {
      return SystemChoice.require(id, "");
    } catch (CliException e) {
      throw new EngineFailure(EngineFailure.INVALID_REQUEST, "swiss: " + e.getMessage(), e);
    }
  }

  private TrfDocument read(String input) {
    Path file = path(input);
    try {
      return TrfInput.read(file, decisions.accepted(), stdin);
    } catch (TrfException e) {
      throw new EngineFailure(
          e.line() == 0 ? EngineFailure.FILE_ERROR : EngineFailure.INVALID_REQUEST,
          CliException.message(e),
          e);
    }
  }

  private static Path path(String name) {
    try {
      return Path.of(name);
    } catch (InvalidPathException e) {
      throw new EngineFailure(
          EngineFailure.FILE_ERROR, "swiss: '" + name + "' is not a file name: " + e, e);
    }
  }

  /**
   * Where an output file goes. With {@code --dutch} (bbpPairings' form) a bare file name, without a
   * folder, goes beside the input file (for {@code -g}, beside the configuration file), as
   * bbpPairings puts it; a name with a folder is taken as given. Without it (JaVaFo's form) the
   * name is taken as given, from the working folder, as JaVaFo takes it.
   */
  private Path output(String name, @Nullable Path base) {
    return outputPath(path(name), base, dutch);
  }

  /**
   * Where output file {@code out} goes, for an input (or configuration) file {@code base}, possibly
   * null, in bbpPairings' form ({@code bbpForm}: a bare name goes beside {@code base}) or JaVaFo's
   * (as given).
   */
  static Path outputPath(Path out, @Nullable Path base, boolean bbpForm) {
    if (!bbpForm || base == null || TrfInput.isStdin(base) || out.getParent() != null) {
      return out;
    }
    return base.resolveSibling(out);
  }

  /**
   * Where the checklist goes: the name given (a bare name beside the input file in bbpPairings'
   * form), or the input file's name with the extension {@code .list}, as bbpPairings does.
   */
  private Path checklistPath(String checklist, String input) {
    if (!checklist.isEmpty()) {
      return output(checklist, path(input));
    }
    if (TrfInput.isStdin(path(input))) {
      throw new EngineFailure(
          EngineFailure.INVALID_REQUEST,
          "swiss: the checklist of standard input needs a file name: -l check-list-file");
    }
    return path(input).resolveSibling(stem(input) + ".list");
  }

  /**
   * The checklist of a pairing: the system's explanation, bracket by bracket (residents, moved-down
   * players, pairs, floaters, how far each quality criterion was met), then the boards.
   */
  private static String checklistText(PairingSystem system, Pairing pairing) {
    StringBuilder sb = new StringBuilder();
    sb.append("Checklist of round ")
        .append(pairing.round())
        .append(" (")
        .append(system.id())
        .append(' ')
        .append(system.version())
        .append(")\n");
    sb.append(pairing.explanation().toText());
    sb.append("Boards\n");
    int board = 1;
    for (org.swisschess.api.Board b : pairing.boards()) {
      sb.append("  ")
          .append(board++)
          .append(". ")
          .append(b.white())
          .append(" - ")
          .append(b.black());
      sb.append('\n');
    }
    pairing.pairingAllocatedBye().ifPresent(id -> sb.append("  PAB ").append(id).append('\n'));
    return sb.toString();
  }

  private static String stem(String input) {
    if (TrfInput.isStdin(path(input))) {
      return "stdin";
    }
    Path name = path(input).getFileName();
    String s = name == null ? input : name.toString();
    int dot = s.lastIndexOf('.');
    return dot > 0 ? s.substring(0, dot) : s;
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      throw new EngineFailure(
          EngineFailure.FILE_ERROR,
          "swiss: the output file (" + file + ") could not be written: " + e,
          e);
    }
  }

  private EngineFailure usage(String problem) {
    return new EngineFailure(EngineFailure.INVALID_REQUEST, "swiss: " + problem + "\n" + SYNTAX);
  }

  /**
   * Returns the command line for {@code args} in the engines' form, with bbpPairings' exit codes: a
   * bad command line is an invalid request (3).
   */
  static CommandLine commandLine(InputStream stdin, PrintWriter out, PrintWriter err) {
    EngineCommand command = new EngineCommand();
    command.stdin = stdin;
    CommandLine cl = new CommandLine(command);
    cl.setOut(out);
    cl.setErr(err);
    cl.setParameterExceptionHandler(EngineCommand::usageError);
    cl.setExecutionExceptionHandler(failureHandler());
    return cl;
  }

  private static int usageError(ParameterException ex, String[] args) {
    PrintWriter err = ex.getCommandLine().getErr();
    err.println("swiss: " + ex.getMessage());
    err.println(SYNTAX);
    err.flush();
    return EngineFailure.INVALID_REQUEST;
  }

  private static IExecutionExceptionHandler failureHandler() {
    return (ex, cmd, parseResult) -> {
      PrintWriter err = cmd.getErr();
      int code;
      if (ex instanceof EngineFailure f) {
        err.println(f.getMessage());
        code = f.exitCode();
      } else if (ex instanceof NoValidPairingException n) {
        err.println("swiss: no valid pairing exists: " + n.getMessage());
        code = EngineFailure.NO_VALID_PAIRING;
      } else if (ex instanceof UnsupportedRequestException u) {
        err.println("swiss: " + u.getMessage());
        code = EngineFailure.INVALID_REQUEST;
      } else if (ex instanceof ResourceExhausted r) {
        err.println("swiss: " + r.getMessage());
        code = EngineFailure.LIMIT_EXCEEDED;
      } else if (ex instanceof CliException c) {
        err.println("swiss: " + c.getMessage());
        code =
            c.exitCode() == ExitCode.INTERNAL_ERROR
                ? EngineFailure.UNEXPECTED_ERROR
                : EngineFailure.INVALID_REQUEST;
      } else {
        err.println("swiss: unexpected error (please report): " + ex);
        code = EngineFailure.UNEXPECTED_ERROR;
      }
      if (parseResult.hasMatchedOption("--debug")) {
        ex.printStackTrace(err);
      }
      err.flush();
      return code;
    };
  }

  /** The exit code for a Java error that reached the edge: out of memory or stack is a limit. */
  static int errorCode(Error e) {
    return e instanceof VirtualMachineError
        ? EngineFailure.LIMIT_EXCEEDED
        : EngineFailure.UNEXPECTED_ERROR;
  }
}
