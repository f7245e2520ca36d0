package org.swisschess.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Acceleration;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.History;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.Tournament;
import org.swisschess.api.TournamentType;
import org.swisschess.api.UnsupportedRequestException;
import org.swisschess.sim.GeneratedTeamTournament;
import org.swisschess.sim.GeneratedTournament;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.RoundRecord;
import org.swisschess.sim.TeamGeneratorConfig;
import org.swisschess.sim.TeamTournamentGenerator;
import org.swisschess.sim.TournamentGenerator;
import org.swisschess.trf.Trf2026Header;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code swiss generate}: random tournaments paired round by round by a system, written as TRF. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Generates a random tournament paired round by round by a system and writes it as TRF:"
          + " ratings drawn from a realistic spread, results from FIDE's statistical model for"
          + " tournament simulations (O. Milvang, 2024; --model), unrated players, requested byes,"
          + " absences, forfeits, withdrawals and late entries at the given rates. Re-pairing the"
          + " file round by round with the same system ('swiss check') reproduces it.",
      "With --count K, writes K files into the folder -o names, with seeds S, S+1, ..., S+K-1."
    })
final class GenerateCommand implements Callable<Integer> {

  // TRF-16 (../shared/formats.md): pairing numbers in columns 5-8, points in 81-84 (so at most
  // 99.9), XXR/142 up to 999
  private static final int TRF_MAX_PLAYERS = 9999;
  private static final int TRF_MAX_ROUNDS = 999;
  private static final int TRF_MAX_SCORE_TENTHS = 999;

  @Spec CommandSpec spec;

  @Option(
      names = {"-s", "--system"},
      paramLabel = "ID",
      required = true,
      description = "The pairing system (see 'swiss systems').")
  String system;

  @Option(
      names = {"-n", "--players"},
      paramLabel = "N",
      defaultValue = "40",
      description = "Players. Default: ${DEFAULT-VALUE}.")
  int players;

  @Option(
      names = {"-r", "--rounds"},
      paramLabel = "R",
      defaultValue = "9",
      description = "Rounds. Default: ${DEFAULT-VALUE}.")
  int rounds;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description =
          "The seed: the same seed, system and settings give the same file. Default:"
              + " ${DEFAULT-VALUE}.")
  long seed;

  @Option(
      names = {"-k", "--count"},
      paramLabel = "K",
      defaultValue = "1",
      description = "How many tournaments; more than one needs -o DIR. Default: ${DEFAULT-VALUE}.")
  int count;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description = "The file to write (the folder with --count); stdout if absent.")
  @Nullable Path output;

  @Mixin GeneratorOptions generator;

  @Mixin TeamGeneratorOptions team;

  @Mixin ReadingsOption readings;

  @Option(
      names = "--write-acceleration",
      description =
          "With --acceleration: also write the virtual points as explicit TRF-2026 250 records, so"
              + " that engines that do not work out the method (or work it out otherwise) pair the"
              + " file the same way.")
  boolean writeAcceleration;

  @Option(
      names = "--trf",
      paramLabel = "EDITION",
      defaultValue = "2026",
      description =
          "2026: TRF-2026 in full (012-132, 142, 152, 162, 192, 202/212 with --tiebreaks, 240,"
              + " 250, 260); 16: TRF-16 with JaVaFo's extensions (XXR, XXC, XXS, XXP), which"
              + " bbpPairings 6 (it refuses 162) and JaVaFo-based tools read. Default:"
              + " ${DEFAULT-VALUE}.")
  String trfEdition;

  @Option(
      names = "--tiebreaks",
      paramLabel = "LIST",
      description =
          "With --trf 2026: the tie-breaks to write, comma-separated FIDE codes (C.07); a list"
              + " that starts with PTS is written as 212, another as 202.")
  @Nullable String tiebreaks;

  @Override
  public Integer call() {
    PairingSystem pairingSystem = SystemChoice.require(system, "");
    if (count < 1) {
      throw new CliException(ExitCode.USAGE, "--count must be at least 1, was " + count);
    }
    if (count > 1) {
      folder(); // refused before anything is generated
    }
    if (!trfEdition.equals("2026") && !trfEdition.equals("16")) {
      throw new CliException(
          ExitCode.USAGE, "--trf expects 2026 or 16, found '" + trfEdition + "'");
    }
    if (tiebreaks != null) {
      if (trfEdition.equals("16")) {
        throw new CliException(
            ExitCode.USAGE, "--tiebreaks is written as TRF-2026's 202/212: not with --trf 16");
      }
      // written as the parsed list says it (codes upper-cased, no blanks), not as typed; a code
      // that cannot rank the generated (individual) event is refused before anything is written,
      // as standings would refuse the file
      tiebreaks = TieBreakChoice.parseOption(tiebreaks, false).toString();
    }
    if (pairingSystem.competitors() == PairingSystem.Competitors.TEAMS) {
      return teams(pairingSystem);
    }
    if (readings.value != null) {
      throw new CliException(
          ExitCode.USAGE,
          "--readings chooses between the readings of a team system (team-2026): "
              + pairingSystem.id()
              + " has none");
    }
    GeneratorConfig config = generator.toConfig(players, rounds);
    requireTrfCanHold(config);
    AccelerationOption.requireAcceptedBy(pairingSystem, config);
    PrintWriter err = spec.commandLine().getErr();
    if (count == 1) {
      GeneratedTournament g = TournamentGenerator.generate(pairingSystem, config, seed);
      note(err, g, output == null ? "the tournament" : output.toString());
      String text = trf(g);
      if (output == null) {
        PrintWriter out = spec.commandLine().getOut();
        out.print(text);
        out.flush();
      } else {
        write(output, text);
      }
      return ExitCode.OK;
    }
    Path folder = folder();
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot create folder " + folder + ": " + e, e);
    }
    TournamentProgress progress =
        new TournamentProgress(err, "generated", Terminal.isInteractive());
    int digits = Integer.toString(count - 1).length();
    for (int i = 0; i < count; i++) {
      long s = seed + i;
      GeneratedTournament g = TournamentGenerator.generate(pairingSystem, config, s);
      Path file =
          folder.resolve(
              String.format(Locale.ROOT, "%s-%0" + digits + "d.trf", pairingSystem.id(), i));
      write(file, trf(g));
      note(err, g, file.toString());
      progress.tournamentDone(i + 1, count);
    }
    return ExitCode.OK;
  }

  /**
   * A team event (C.04.6) paired round by round by a team system, written as TRF-2026 with its team
   * records.
   */
  private int teams(PairingSystem pairingSystem) {
    if (spec.commandLine().getParseResult().hasMatchedOption("--players")) {
      throw new CliException(
          ExitCode.USAGE,
          pairingSystem.id()
              + " pairs teams: give the number of teams with --teams, not --players");
    }
    if (trfEdition.equals("16")) {
      throw new CliException(
          ExitCode.USAGE,
          "a team event is written as TRF-2026 (records 310, 320, 330): not --trf 16");
    }
    if (rounds > TRF_MAX_ROUNDS) {
      throw new CliException(
          ExitCode.USAGE, "--rounds " + rounds + " does not fit TRF: at most " + TRF_MAX_ROUNDS);
    }
    TeamGeneratorConfig config = team.toConfig(generator, rounds, readings.options());
    PrintWriter err = spec.commandLine().getErr();
    if (count == 1) {
      GeneratedTeamTournament g = generateTeams(pairingSystem, config, seed);
      noteTeams(err, g, output == null ? "the tournament" : output.toString());
      String text = teamTrf(g);
      if (output == null) {
        PrintWriter out = spec.commandLine().getOut();
        out.print(text);
        out.flush();
      } else {
        write(output, text);
      }
      return ExitCode.OK;
    }
    Path folder = folder();
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot create folder " + folder + ": " + e, e);
    }
    TournamentProgress progress =
        new TournamentProgress(err, "generated", Terminal.isInteractive());
    int digits = Integer.toString(count - 1).length();
    for (int i = 0; i < count; i++) {
      GeneratedTeamTournament g = generateTeams(pairingSystem, config, seed + i);
      Path file =
          folder.resolve(
              String.format(Locale.ROOT, "%s-%0" + digits + "d.trf", pairingSystem.id(), i));
      write(file, teamTrf(g));
      noteTeams(err, g, file.toString());
      progress.tournamentDone(i + 1, count);
    }
    return ExitCode.OK;
  }

  private static GeneratedTeamTournament generateTeams(
      PairingSystem system, TeamGeneratorConfig config, long seed) {
    try {
      return TeamTournamentGenerator.generate(system, config, seed);
    } catch (UnsupportedRequestException e) {
      throw new CliException(ExitCode.BAD_INPUT, system.id() + ": " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      // an option the system refuses: a reading's value, say
      throw new CliException(ExitCode.USAGE, system.id() + ": " + e.getMessage(), e);
    }
  }

  /** The TRF-2026 text of a generated team event, after a comment saying how to make it again. */
  static String teamTrf(GeneratedTeamTournament g) {
    TeamGeneratorConfig c = g.config();
    String comment =
        String.format(
            Locale.ROOT,
            "### swiss generate --system %s --teams %d --rounds %d --boards %d --substitutes %d"
                + " --team-type %s --forfeit-rate %s --match-forfeit-rate %s --model %s%s --seed"
                + " %d%n",
            g.systemId(),
            c.teams(),
            c.rounds(),
            c.boards(),
            c.substitutes(),
            c.code().text(),
            c.boardForfeitRate(),
            c.matchForfeitRate(),
            c.model().outcomes().id(),
            readingsText(c.options()),
            g.seed());
    Trf2026Header header =
        new Trf2026Header(
            "",
            "",
            LocalDate.of(2026, 3, 1),
            "swiss generate",
            "",
            "",
            c.code().text(),
            Optional.empty());
    try {
      return comment + TrfWriter.writeTrf2026(g.event(), header);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.USAGE, CliException.message(e), e);
    }
  }

  /** The readings of the options as --readings gives them, or nothing for the text's. */
  private static String readingsText(java.util.Map<String, String> options) {
    if (options.isEmpty()) {
      return "";
    }
    java.util.Map<String, String> rest = new java.util.TreeMap<>(options);
    String first = rest.remove("readings");
    StringBuilder sb = new StringBuilder(" --readings ").append(first == null ? "text" : first);
    rest.forEach((k, v) -> sb.append(',').append(k).append('=').append(v));
    return sb.toString();
  }

  private static void noteTeams(PrintWriter err, GeneratedTeamTournament g, String what) {
    for (RoundRecord r : g.failures()) {
      err.println(
          "swiss: "
              + what
              + ": no valid pairing for round "
              + r.round()
              + " ("
              + r.failure().orElse("")
              + ")"
              + (g.stoppedEarly()
                  ? "; stopped after round " + g.event().tournament().completedRounds()
                  : "; round skipped"));
    }
    err.flush();
  }

  /**
   * Refuses, before any pairing, a tournament whose file the TRF writer would refuse: TRF has four
   * columns for a pairing number and takes at most 999 rounds.
   */
  private static void requireTrfCanHold(GeneratorConfig config) {
    if (config.players() > TRF_MAX_PLAYERS) {
      throw new CliException(
          ExitCode.USAGE,
          "--players "
              + config.players()
              + " does not fit TRF, whose pairing "
              + "numbers have four columns: at most "
              + TRF_MAX_PLAYERS);
    }
    if (config.rounds() > TRF_MAX_ROUNDS) {
      throw new CliException(
          ExitCode.USAGE,
          "--rounds " + config.rounds() + " does not fit TRF: at most " + TRF_MAX_ROUNDS);
    }
  }

  /** Refuses a generated tournament in which a score does not fit TRF's four points columns. */
  private static void requireScoresFit(Tournament t) {
    for (PlayerHistory p : History.of(t).players()) {
      Points total = p.score();
      if (Math.abs(total.tenths()) > TRF_MAX_SCORE_TENTHS) {
        throw new CliException(
            ExitCode.USAGE,
            "player "
                + p.id()
                + " scored "
                + total
                + " points; TRF's "
                + "four points columns hold at most "
                + Points.ofTenths(TRF_MAX_SCORE_TENTHS)
                + ": use fewer --rounds or smaller --scoring");
      }
    }
  }

  /** The TRF text, after a comment line saying how to make it again. */
  private String trf(GeneratedTournament g) {
    GeneratorConfig c = g.config();
    Optional<AccelerationMethod> method =
        Optional.ofNullable(c.options().get(PairingRequest.ACCELERATION))
            .flatMap(AccelerationMethod::fromOptionValue);
    String comment =
        String.format(
            Locale.ROOT,
            "### swiss generate --system %s --players %d --rounds %d --model %s --seed %d%s%n",
            g.systemId(),
            c.players(),
            c.rounds(),
            c.model().outcomes().id(),
            g.seed(),
            method.map(m -> " --acceleration " + m.optionValue()).orElse(""));
    if (trfEdition.equals("2026")) {
      return comment + trf2026(g, writeAcceleration, Optional.ofNullable(tiebreaks));
    }
    return trf(g, comment, writeAcceleration);
  }

  /**
   * The TRF-2026 text of a generated tournament; its dates start on 1 March 2026, when FIDE's
   * approval by random tournaments began, one round a day.
   */
  static String trf2026(
      GeneratedTournament g, boolean writeAcceleration, Optional<String> tiebreaks) {
    Written w = written(g, writeAcceleration);
    Trf2026Header header =
        new Trf2026Header(
            "",
            "",
            LocalDate.of(2026, 3, 1),
            "swiss generate",
            "",
            w.type().isPresent() ? "" : g.systemId(),
            w.type().map(TournamentType::code).orElse(""),
            tiebreaks.map(String::strip));
    try {
      return TrfWriter.writeTrf2026(
          w.accelerations().map(w.tournament()::withAccelerations).orElse(w.tournament()), header);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.USAGE, CliException.message(e), e);
    }
  }

  /**
   * The TRF text of a generated tournament, after {@code comment}, with the record that names its
   * system; rounds after the last one with a game are left out (see {@link #lastPairedRound}).
   *
   * @throws CliException with {@link ExitCode#USAGE} if a score does not fit TRF's columns
   */
  static String trf(GeneratedTournament g, String comment) {
    return trf(g, comment, false);
  }

  /**
   * The TRF text of a generated tournament, as {@link #trf(GeneratedTournament, String)}, its
   * acceleration written as {@link #written} says.
   */
  private static String trf(GeneratedTournament g, String comment, boolean writeAcceleration) {
    Written w = written(g, writeAcceleration);
    TrfDocument doc =
        TrfDocument.of(w.tournament())
            .withTournamentType(w.type().map(TournamentType::code).orElse(g.systemId()))
            .withRoundsAndColourDeclared();
    String text =
        w.accelerations()
            .map(a -> TrfWriter.writeWithAccelerations(doc, a))
            .orElseGet(() -> TrfWriter.write(doc));
    return comment + text;
  }

  /**
   * What a generated tournament's file holds, in either format.
   *
   * @param tournament its rounds up to the last one with a game
   * @param accelerations the virtual points of its acceleration, when they are written
   * @param type the tournament type its system declares for the generator's options, so that a
   *     plain pair or check picks the rules that paired it; empty for a system that no code names,
   *     which the file names by its id ({@code 092})
   */
  private record Written(
      Tournament tournament,
      Optional<List<Acceleration>> accelerations,
      Optional<TournamentType> type) {}

  /**
   * A tournament is named by the type its system declares for the generator's options: with the
   * Baku method, the system's {@code _BAKU} code (C.04.7), its virtual points written as {@code
   * 250} records when asked. An acceleration that no code of the system names (bbpPairings'
   * variant) leaves the code without it, and the points are always written.
   *
   * @throws CliException with {@link ExitCode#USAGE} if a score does not fit TRF's columns
   */
  private static Written written(GeneratedTournament g, boolean writeAcceleration) {
    Map<String, String> options = g.config().options();
    Optional<AccelerationMethod> method =
        Optional.ofNullable(options.get(PairingRequest.ACCELERATION))
            .flatMap(AccelerationMethod::fromOptionValue);
    Tournament played = g.tournament();
    Tournament written = played.upToRound(lastPairedRound(played));
    requireScoresFit(written);
    PairingSystem system = SystemChoice.require(g.systemId(), "");
    Optional<TournamentType> withMethod = system.tournamentTypeFor(options);
    Optional<TournamentType> type =
        withMethod.isPresent() ? withMethod : system.tournamentTypeFor(withoutMethod(options));
    Optional<List<Acceleration>> accelerations = Optional.empty();
    if (method.isPresent() && (writeAcceleration || withMethod.isEmpty())) {
      Set<Integer> absentInRoundOne = g.rounds().isEmpty() ? Set.of() : g.rounds().get(0).absent();
      accelerations = Optional.of(method.get().accelerations(written, absentInRoundOne));
    }
    return new Written(written, accelerations, type);
  }

  private static Map<String, String> withoutMethod(Map<String, String> options) {
    Map<String, String> rest = new TreeMap<>(options);
    rest.remove(PairingRequest.ACCELERATION);
    return rest;
  }

  private static void note(PrintWriter err, GeneratedTournament g, String what) {
    Tournament t = g.tournament();
    for (RoundRecord r : g.failures()) {
      err.println(
          "swiss: "
              + what
              + ": no valid pairing for round "
              + r.round()
              + " ("
              + r.failure().orElse("")
              + ")"
              + (g.stoppedEarly()
                  ? "; stopped after round " + g.tournament().completedRounds()
                  : "; round skipped"));
    }
    int paired = lastPairedRound(t);
    if (paired < t.completedRounds()) {
      err.println(
          "swiss: "
              + what
              + ": nobody was paired after round "
              + paired
              + "; the file ends after round "
              + paired
              + ", as a TRF reader takes a last column without games as the round being paired");
    }
    err.flush();
  }

  /**
   * The last round with a game or a PAB. Rounds after it, all skipped, are left out of the file:
   * written, they would read back as the pre-set entries of the round being paired, and the writer
   * refuses them.
   */
  private static int lastPairedRound(Tournament t) {
    for (int round = t.completedRounds(); round > 0; round--) {
      int r = round;
      if (t.players().stream()
          .map(p -> p.round(r))
          .anyMatch(e -> e.hasOpponent() || e.result() == ResultKind.PAIRING_ALLOCATED_BYE)) {
        return round;
      }
    }
    return 0;
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write " + file + ": " + e, e);
    }
  }

  /** The folder {@code --count} more than 1 writes to: {@code -o}, which it needs. */
  private Path folder() {
    Path folder = output;
    if (folder == null) {
      throw new CliException(
          ExitCode.USAGE, "--count " + count + " needs -o DIR, the folder to write the files to");
    }
    return folder;
  }
}
