package org.swisschess.cli;

import static java.nio.file.StandardCopyOption.REPLACE_EXISTING;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.RequestedBye;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;
import org.swisschess.sim.GeneratedTournament;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.TournamentGenerator;
import org.swisschess.trf.ArbiterDecision;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;
import org.swisschess.trf.TrfWriter;

/**
 * One tournament of a cross-check, in either direction of FIDE's test: (a) ours generates and the
 * other engine pairs every round from the file as it stood before it; (b) the other engine
 * generates and ours re-pairs every round. A tournament with a round paired differently is one
 * discrepancy; its files are kept with both pairings side by side.
 */
final class CrosscheckTournament {

  /** The most of an engine's pairs file that is read. */
  private static final long MAX_PAIRS_BYTES = 1L << 20;

  /** Players and rounds of one tournament, drawn from the run's ranges and the seed. */
  record Size(int players, int rounds) {

    static Size draw(long seed, IntRange players, IntRange rounds) {
      SplittableRandom random = new SplittableRandom(seed ^ 0x73697a65L);
      int n = players.from() + random.nextInt(players.to() - players.from() + 1);
      int r = rounds.from() + random.nextInt(rounds.to() - rounds.from() + 1);
      return new Size(n, Math.max(1, Math.min(r, n - 1)));
    }
  }

  private final PairingSystem system;
  private final CrosscheckEngine engine;
  private final GeneratorOptions generator;
  private final Set<ArbiterDecision> accepted;
  private final Path work;
  private final Path keep;

  CrosscheckTournament(
      PairingSystem system,
      CrosscheckEngine engine,
      GeneratorOptions generator,
      Set<ArbiterDecision> accepted,
      Path work,
      Path keep) {
    this.system = system;
    this.engine = engine;
    this.generator = generator;
    this.accepted = accepted;
    this.work = work;
    this.keep = keep;
  }

  /**
   * (a) Ours generates, the other engine pairs each round from the file as it stood before it
   * ({@code ENGINE IN.trf -p OUT}), and the two pairings are compared.
   */
  CrosscheckRow oursGenerate(int index, long seed, Size size)
      throws ExternalEngine.NotStartable, InterruptedException {
    String direction = CrosscheckRow.OURS_GENERATE;
    long start = System.nanoTime();
    long engineNanos = 0;
    GeneratorConfig config = generator.toConfig(size.players(), size.rounds());
    GeneratedTournament g = TournamentGenerator.generate(system, config, seed);
    Optional<AccelerationMethod> method =
        Optional.ofNullable(config.options().get(PairingRequest.ACCELERATION))
            .flatMap(AccelerationMethod::fromOptionValue);
    Tournament t = g.tournament();
    if (method.isPresent()) {
      Set<Integer> absentInRoundOne = g.rounds().isEmpty() ? Set.of() : g.rounds().get(0).absent();
      t = t.withAccelerations(method.get().accelerations(t, absentInRoundOne));
    }
    Path dir = workDir(direction, index);
    int different = 0;
    StringBuilder sideBySide = new StringBuilder();
    int compared = 0;
    try {
      for (int round = 1; round <= t.completedRounds(); round++) {
        RecordedRound ours = RecordedRound.of(t, round);
        if (ours.boards().isEmpty() && ours.pairingAllocatedBye().isEmpty()) {
          continue; // a skipped round: nothing was paired
        }
        compared = round;
        Path in = dir.resolve(String.format(Locale.ROOT, "round-%03d.trf", round));
        Path out = dir.resolve(String.format(Locale.ROOT, "round-%03d.pairs", round));
        Files.writeString(in, roundInput(t, round), StandardCharsets.UTF_8);
        long engineStart = System.nanoTime();
        ExternalEngine.Call call =
            engine.run(
                dir,
                List.of(in.toAbsolutePath().toString(), "-p", out.toAbsolutePath().toString()));
        engineNanos += System.nanoTime() - engineStart;
        if (call.ending() != ExternalEngine.Ending.OK) {
          return failure(
              direction, index, seed, size, call, "round " + round, start, engineNanos, dir);
        }
        Pairing theirs;
        try {
          long bytes = Files.size(out);
          if (bytes > MAX_PAIRS_BYTES) {
            // 9,999 players' pairs take about 60 KB: read no more than this of an engine's output
            throw new IllegalArgumentException(
                String.format(
                    Locale.ROOT, "expected at most 1 MiB of pairs, found %,d bytes", bytes));
          }
          theirs =
              PairsOutput.parse(
                  Files.readString(out, StandardCharsets.UTF_8), round, t.players().size());
        } catch (IOException | IllegalArgumentException e) {
          return engineFailure(
              direction,
              index,
              seed,
              size,
              "round " + round + ": unreadable pairs: " + e.getMessage(),
              start,
              engineNanos,
              dir);
        }
        if (!ours.agreesWith(theirs)) {
          different++;
          sideBySide.append(sideBySide(round, ours, theirs, "ours (generated)", "theirs"));
          // REPLACE_EXISTING: a run stopped after keeping a tournament's files but before its
          // result
          // line redoes that tournament when it resumes
          Files.copy(in, keepDir(direction, index).resolve(in.getFileName()), REPLACE_EXISTING);
          Files.writeString(
              keepDir(direction, index).resolve(out.getFileName()),
              Files.readString(out, StandardCharsets.UTF_8),
              StandardCharsets.UTF_8);
        }
      }
      if (different > 0) {
        Path k = keepDir(direction, index);
        Files.writeString(
            k.resolve("tournament.trf"),
            GenerateCommand.trf(
                g,
                String.format(
                    Locale.ROOT,
                    "### swiss crosscheck: ours generated, seed %d, %d players, %d rounds%n",
                    seed,
                    size.players(),
                    size.rounds())),
            StandardCharsets.UTF_8);
        Files.writeString(k.resolve("pairings.txt"), sideBySide.toString(), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      delete(dir);
    }
    return new CrosscheckRow(
        direction,
        index,
        seed,
        size.players(),
        compared,
        different == 0 ? CrosscheckRow.Outcome.AGREE : CrosscheckRow.Outcome.DISCREPANCY,
        different,
        ourMicros(start, engineNanos),
        different == 0 ? "" : different + " round(s) differ: see " + keepDir(direction, index));
  }

  /**
   * (b) The other engine generates ({@code ENGINE -g CONFIG -o OUT -s SEED}) and ours re-pairs each
   * round of its file.
   */
  CrosscheckRow theirsGenerate(int index, long seed, Size size)
      throws ExternalEngine.NotStartable, InterruptedException {
    String direction = CrosscheckRow.THEIRS_GENERATE;
    long start = System.nanoTime();
    Path dir = workDir(direction, index);
    try {
      Path config = dir.resolve("rtg.cfg");
      Path out = dir.resolve("generated.trf");
      // bbpPairings' and JaVaFo's generator keys (GeneratorConfigFile)
      Files.writeString(
          config,
          "PlayersNumber=" + size.players() + "\nRoundsNumber=" + size.rounds() + "\n",
          StandardCharsets.UTF_8);
      long engineStart = System.nanoTime();
      ExternalEngine.Call call =
          engine.run(
              dir,
              List.of(
                  "-g",
                  config.toAbsolutePath().toString(),
                  "-o",
                  out.toAbsolutePath().toString(),
                  "-s",
                  Long.toString(seed)));
      long engineNanos = System.nanoTime() - engineStart;
      if (call.ending() != ExternalEngine.Ending.OK) {
        return failure(direction, index, seed, size, call, "generation", start, engineNanos, dir);
      }
      Tournament t;
      try {
        t = TrfReader.read(out, accepted).tournament();
      } catch (TrfException | RuntimeException e) {
        return engineFailure(
            direction,
            index,
            seed,
            size,
            "its generated file cannot be read: " + e.getMessage(),
            start,
            engineNanos,
            dir);
      }
      RoundChecker checker = new RoundChecker(system);
      int different = 0;
      StringBuilder sideBySide = new StringBuilder();
      for (int round = 1; round <= t.completedRounds(); round++) {
        RoundCheck check = checker.check(t, round);
        if (check.outcome() != RoundCheck.Outcome.IDENTICAL) {
          different++;
          sideBySide.append(
              check
                  .ours()
                  .map(
                      p ->
                          sideBySide(
                              check.round(), check.recorded(), p, "theirs (generated)", "ours"))
                  .orElse("round " + check.round() + ": ours: " + check.error().orElse("") + "\n"));
        }
      }
      if (different > 0) {
        Path k = keepDir(direction, index);
        Files.copy(out, k.resolve("tournament.trf"), REPLACE_EXISTING);
        Files.writeString(k.resolve("pairings.txt"), sideBySide.toString(), StandardCharsets.UTF_8);
      }
      return new CrosscheckRow(
          direction,
          index,
          seed,
          t.players().size(),
          t.completedRounds(),
          different == 0 ? CrosscheckRow.Outcome.AGREE : CrosscheckRow.Outcome.DISCREPANCY,
          different,
          ourMicros(start, engineNanos),
          different == 0 ? "" : different + " round(s) differ: see " + keepDir(direction, index));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      delete(dir);
    }
  }

  /**
   * The file the other engine pairs round {@code round} from: the tournament after round {@code
   * round - 1}, its planned rounds, and the players who do not play round {@code round} as pre-set
   * entries of that round's column ({@code 0000 - H}, {@code Z}, {@code F}; an absence as {@code
   * Z}, which TRF reads alike).
   */
  static String roundInput(Tournament t, int round) {
    List<RequestedBye> byes = new ArrayList<>();
    for (Player p : t.players()) {
      RoundEntry e = p.round(round);
      if (!e.hasOpponent() && e.result() != ResultKind.PAIRING_ALLOCATED_BYE) {
        ResultKind kind =
            e.result() == ResultKind.HALF_POINT_BYE || e.result() == ResultKind.FULL_POINT_BYE
                ? e.result()
                : ResultKind.ZERO_POINT_BYE;
        byes.add(new RequestedBye(p.pairingNumber(), round, kind));
      }
    }
    Tournament before =
        t.upToRound(round - 1).withAttendance(new Attendance(byes, List.of(), List.of()));
    String text = TrfWriter.write(TrfDocument.of(before));
    // The writer leaves out what a reader can infer (the rounds from the columns, the colour from
    // round 1); the engines want both said: bbpPairings refuses a file without them.
    StringBuilder sb = new StringBuilder(text);
    if (text.lines().noneMatch(l -> l.startsWith("XXR ") || l.startsWith("142 "))) {
      sb.append("XXR ").append(t.plannedRounds()).append('\n');
    }
    if (text.lines().noneMatch(l -> l.startsWith("XXC ") || l.startsWith("152 "))) {
      sb.append(t.initialColour() == Colour.WHITE ? "XXC white1" : "XXC black1").append('\n');
    }
    return sb.toString();
  }

  /**
   * Both pairings of a round, one board a line: each of the first pairing's boards beside the
   * other's board of the same two players (or blank), then the other's boards left over; a line
   * that differs ends in {@code <}.
   */
  private static String sideBySide(
      int round, RecordedRound recorded, Pairing other, String leftName, String rightName) {
    List<Board> theirs = new ArrayList<>(other.boards());
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "round %d%n%-20s %s%n", round, leftName, rightName));
    for (Board b : sorted(recorded)) {
      Board match =
          theirs.stream()
              .filter(
                  o ->
                      (o.white() == b.white() && o.black() == b.black())
                          || (o.white() == b.black() && o.black() == b.white()))
              .findFirst()
              .orElse(null);
      theirs.remove(match);
      line(
          sb,
          b.white() + "-" + b.black(),
          match == null ? "" : match.white() + "-" + match.black());
    }
    for (Board o : theirs) {
      line(sb, "", o.white() + "-" + o.black());
    }
    line(
        sb,
        recorded.pairingAllocatedBye().stream().mapToObj(id -> id + " bye").findFirst().orElse(""),
        other.pairingAllocatedBye().stream().mapToObj(id -> id + " bye").findFirst().orElse(""));
    return sb.append('\n').toString();
  }

  private static void line(StringBuilder sb, String left, String right) {
    if (left.isEmpty() && right.isEmpty()) {
      return;
    }
    sb.append(
        String.format(Locale.ROOT, "%-20s %s%s%n", left, right, left.equals(right) ? "" : "   <"));
  }

  private static List<Board> sorted(RecordedRound r) {
    List<Board> s = new ArrayList<>(r.boards());
    s.addAll(r.colourless());
    s.sort(Comparator.comparingInt(Board::white).thenComparingInt(Board::black));
    return s;
  }

  private CrosscheckRow failure(
      String direction,
      int index,
      long seed,
      Size size,
      ExternalEngine.Call call,
      String when,
      long start,
      long engineNanos,
      Path dir) {
    CrosscheckRow.Outcome outcome =
        call.ending() == ExternalEngine.Ending.TIMEOUT
            ? CrosscheckRow.Outcome.ENGINE_TIMEOUT
            : CrosscheckRow.Outcome.ENGINE_FAILURE;
    keepInputs(direction, index, dir);
    return new CrosscheckRow(
        direction,
        index,
        seed,
        size.players(),
        0,
        outcome,
        0,
        ourMicros(start, engineNanos),
        call.describe(when + ": the engine"));
  }

  private CrosscheckRow engineFailure(
      String direction,
      int index,
      long seed,
      Size size,
      String detail,
      long start,
      long engineNanos,
      Path dir) {
    keepInputs(direction, index, dir);
    return new CrosscheckRow(
        direction,
        index,
        seed,
        size.players(),
        0,
        CrosscheckRow.Outcome.ENGINE_FAILURE,
        0,
        ourMicros(start, engineNanos),
        detail);
  }

  /** Keeps what the engine was given when it failed, so that the failure can be repeated. */
  private void keepInputs(String direction, int index, Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      Path k = keepDir(direction, index);
      for (Path f : files.toList()) {
        Files.copy(f, k.resolve(f.getFileName()), REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static long ourMicros(long start, long engineNanos) {
    return Math.max(0, System.nanoTime() - start - engineNanos) / 1000;
  }

  private Path workDir(String direction, int index) {
    try {
      Path d = work.resolve(direction + "-" + index);
      delete(d);
      return Files.createDirectories(d);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Path keepDir(String direction, int index) {
    try {
      return Files.createDirectories(
          keep.resolve(String.format(Locale.ROOT, "%s-%06d", direction, index)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void delete(Path dir) {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** An inclusive range {@code A..B} of the command line. */
  record IntRange(int from, int to) {

    /**
     * Parses {@code A..B} or {@code A}.
     *
     * @throws IllegalArgumentException naming the option
     */
    static IntRange parse(String text, String option, int min, int max) {
      String[] parts = text.strip().split("\\.\\.", -1);
      try {
        int a = Integer.parseInt(parts[0].strip());
        int b = parts.length == 2 ? Integer.parseInt(parts[1].strip()) : a;
        if (parts.length <= 2 && a >= min && b >= a && b <= max) {
          return new IntRange(a, b);
        }
      } catch (NumberFormatException e) {
        // below
      }
      throw new IllegalArgumentException(
          option + " expects A..B with " + min + " <= A <= B <= " + max + ", found '" + text + "'");
    }

    @Override
    public String toString() {
      return from + ".." + to;
    }
  }
}
