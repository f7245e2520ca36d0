package org.swisschess.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.swisschess.api.Board;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.Tournament;
import org.swisschess.sim.GeneratedTournament;
import org.swisschess.sim.TournamentGenerator;
import picocli.CommandLine;

/**
 * Times our side of {@code swiss crosscheck} (issue 17: FIDE's 50,000 tournaments in each
 * direction): the harness's own steps ({@link CrosscheckTournament#oursGenerate} and {@link
 * CrosscheckTournament#theirsGenerate}) with the other engine replaced by one that answers from
 * memory, so that no time but ours is counted.
 *
 * <p>Before the clock starts, every tournament is generated once with our system and crosscheck's
 * default profile, sizes and seeds; its rounds become the "other engine's" answers to (a) (the
 * pairs it would write with {@code -p}) and its file the "other engine's" generated tournament of
 * (b). Each timed tournament then runs exactly as in a real run: (a) generate, write each round's
 * input file, read the answer, compare; (b) read the file, re-pair and compare every round. Every
 * tournament must agree (the answers are our own pairings); one that does not is reported, since it
 * would mean the timed work is not a real run's.
 *
 * <p>It lives in crosscheck's own package and module, to run those package-private steps without
 * widening the CLI's API (it was in swiss-benchmarks, which split the package); it is no command of
 * {@code swiss}.
 *
 * <pre>
 * java -Xmx2g -cp swiss-cli/target/swiss.jar org.swisschess.cli.CrosscheckTimer \
 *     --system dutch-2026 --tournaments 500 --threads 2
 * </pre>
 */
public final class CrosscheckTimer {

  private CrosscheckTimer() {}

  /**
   * Runs the timer and prints its table; exits with status 2 on a bad option.
   *
   * @param args the options of {@link CrosscheckTimerOptions#USAGE}
   * @throws Exception on an unexpected failure
   */
  public static void main(String[] args) throws Exception {
    int status = run(args, System.err);
    if (status != 0) {
      System.exit(status);
    }
  }

  /**
   * Runs the timer, or says what is wrong with the options.
   *
   * @param args the options of {@link CrosscheckTimerOptions#USAGE}
   * @param err where a bad option is reported, with the usage
   * @return 0, or 2 for a bad option or an unknown system
   * @throws Exception on an unexpected failure
   */
  static int run(String[] args, PrintStream err) throws Exception {
    if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
      System.out.println(CrosscheckTimerOptions.USAGE);
      return 0;
    }
    CrosscheckTimerOptions options;
    PairingSystem system;
    try {
      options = CrosscheckTimerOptions.parse(args);
      system = PairingSystems.require(options.system());
    } catch (IllegalArgumentException e) {
      err.println("CrosscheckTimer: " + e.getMessage());
      err.println(CrosscheckTimerOptions.USAGE);
      return 2;
    }
    time(system, options);
    return 0;
  }

  private static void time(PairingSystem system, CrosscheckTimerOptions options) throws Exception {
    String systemId = options.system();
    int tournaments = options.tournaments();
    int threads = options.threads();
    long seed = options.seed();
    int warmup = options.warmup();
    CrosscheckTournament.IntRange playerRange = options.players();
    CrosscheckTournament.IntRange roundRange = options.rounds();
    // crosscheck's own defaults: the generator's rates and the accepted decisions, as picocli sets
    // them for a command line that gives none
    CrosscheckCommand defaults = new CrosscheckCommand();
    new CommandLine(defaults).parseArgs("--engine", "replay", "--system", systemId);

    int total = warmup + tournaments;
    ReplayEngine replay = new ReplayEngine();
    long prepStart = System.nanoTime();
    final long firstSeed = seed;
    runAll(
        threads,
        total,
        i -> {
          long s = firstSeed + i;
          CrosscheckTournament.Size size =
              CrosscheckTournament.Size.draw(s, playerRange, roundRange);
          GeneratedTournament g =
              TournamentGenerator.generate(
                  system, defaults.generator.toConfig(size.players(), size.rounds()), s);
          replay.remember(i, s, g);
          return 0;
        });
    System.out.printf(
        Locale.ROOT,
        "CrosscheckTimer: %s, %d + %d warm-up tournaments per direction, %d thread(s), seeds"
            + " %d.., players %s, rounds %s; answers prepared in %.1f s%n",
        systemId,
        tournaments,
        warmup,
        threads,
        seed,
        playerRange,
        roundRange,
        (System.nanoTime() - prepStart) / 1e9);

    Path work = Files.createTempDirectory("crosscheck-timer");
    try {
      CrosscheckTournament runner =
          new CrosscheckTournament(
              system,
              replay,
              defaults.generator,
              defaults.decisions.accepted(),
              Files.createDirectories(work.resolve("work")),
              Files.createDirectories(work.resolve("discrepancies")));
      System.out.printf(
          Locale.ROOT,
          "%-16s %11s %7s %9s %12s %12s %12s %10s %14s%n",
          "direction",
          "tournaments",
          "rounds",
          "wall s",
          "wall ms/t",
          "CPU ms/t",
          "harness ms/t",
          "disagree",
          "50,000 at wall");
      AtomicLong harness = new AtomicLong();
      for (String direction : List.of(CrosscheckRow.OURS_GENERATE, CrosscheckRow.THEIRS_GENERATE)) {
        Task task =
            i -> {
              long s = firstSeed + i;
              CrosscheckTournament.Size size =
                  CrosscheckTournament.Size.draw(s, playerRange, roundRange);
              CrosscheckRow row =
                  direction.equals(CrosscheckRow.OURS_GENERATE)
                      ? runner.oursGenerate(i, s, size)
                      : runner.theirsGenerate(i, s, size);
              harness.addAndGet(row.ourMicros());
              if (row.outcome() != CrosscheckRow.Outcome.AGREE) {
                System.err.println("tournament " + i + " did not agree: " + row);
              }
              return row.outcome() == CrosscheckRow.Outcome.AGREE
                  ? row.rounds()
                  : -1 - row.rounds();
            };
        runAll(threads, warmup, task);
        harness.set(0);
        Measured m = measure(threads, warmup, total, task);
        System.out.printf(
            Locale.ROOT,
            "%-16s %11d %7d %9.1f %12.1f %12.1f %12.1f %10d %11.1f min%n",
            direction,
            tournaments,
            m.rounds,
            m.wallNanos / 1e9,
            m.wallNanos / 1e6 / tournaments,
            m.cpuNanos / 1e6 / tournaments,
            harness.get() / 1e3 / tournaments,
            m.disagreeing,
            m.wallNanos / 1e9 / tournaments * 50_000 / 60);
      }
    } finally {
      delete(work);
    }
  }

  /** One tournament's work; returns its rounds, or {@code -1 - rounds} when it did not agree. */
  @FunctionalInterface
  private interface Task {
    int run(int index) throws Exception;
  }

  private record Measured(long wallNanos, long cpuNanos, long rounds, int disagreeing) {}

  private static Measured measure(int threads, int from, int to, Task task) throws Exception {
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    AtomicLong cpu = new AtomicLong();
    AtomicLong rounds = new AtomicLong();
    AtomicLong disagreeing = new AtomicLong();
    long start = System.nanoTime();
    List<Integer> indices = new ArrayList<>();
    for (int i = from; i < to; i++) {
      indices.add(i);
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int i : indices) {
        futures.add(
            pool.submit(
                () -> {
                  long c = bean.getCurrentThreadCpuTime();
                  int r = task.run(i);
                  cpu.addAndGet(bean.getCurrentThreadCpuTime() - c);
                  if (r < 0) {
                    disagreeing.incrementAndGet();
                    r = -1 - r;
                  }
                  rounds.addAndGet(r);
                  return null;
                }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
    long wall = System.nanoTime() - start;
    return new Measured(wall, cpu.get(), rounds.get(), (int) disagreeing.get());
  }

  private static void runAll(int threads, int count, Task task)
      throws InterruptedException, ExecutionException {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        int index = i;
        futures.add(pool.submit(() -> task.run(index)));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
  }

  private static void delete(Path dir) throws IOException {
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }

  /**
   * The other engine, answering from memory: (a) {@code IN.trf -p OUT} with the pairs our system
   * made for that round of that tournament; (b) {@code -g CONFIG -o OUT -s SEED} with the file of
   * the tournament of that seed.
   */
  private static final class ReplayEngine implements CrosscheckEngine {

    private final Map<Integer, List<String>> pairsByIndex = new ConcurrentHashMap<>();
    private final Map<Long, String> fileBySeed = new ConcurrentHashMap<>();

    void remember(int index, long seed, GeneratedTournament g) {
      Tournament t = g.tournament();
      List<String> pairs = new ArrayList<>();
      for (int round = 1; round <= t.completedRounds(); round++) {
        RecordedRound r = RecordedRound.of(t, round);
        StringBuilder sb = new StringBuilder();
        List<Board> boards = new ArrayList<>(r.boards());
        boards.addAll(r.colourless());
        sb.append(boards.size() + (r.pairingAllocatedBye().isPresent() ? 1 : 0)).append('\n');
        for (Board b : boards) {
          sb.append(b.white()).append(' ').append(b.black()).append('\n');
        }
        r.pairingAllocatedBye().ifPresent(id -> sb.append(id).append(" 0\n"));
        pairs.add(sb.toString());
      }
      pairsByIndex.put(index, pairs);
      fileBySeed.put(seed, GenerateCommand.trf(g, ""));
    }

    @Override
    public ExternalEngine.Call run(Path dir, List<String> args) {
      try {
        if (args.size() == 3 && args.get(1).equals("-p")) {
          // work/ours-generate-INDEX/round-RRR.trf
          String folder = dir.getFileName().toString();
          int index = Integer.parseInt(folder.substring(folder.lastIndexOf('-') + 1));
          String in = Path.of(args.get(0)).getFileName().toString();
          int round = Integer.parseInt(in.substring("round-".length(), in.length() - 4));
          List<String> pairs = pairsByIndex.get(index);
          if (pairs == null) {
            throw new IllegalStateException("no tournament " + index + " was generated to replay");
          }
          Files.writeString(Path.of(args.get(2)), pairs.get(round - 1), StandardCharsets.UTF_8);
        } else {
          // -g CONFIG -o OUT -s SEED
          Files.writeString(
              Path.of(args.get(3)),
              fileBySeed.get(Long.parseLong(args.get(5))),
              StandardCharsets.UTF_8);
        }
        return new ExternalEngine.Call(ExternalEngine.Ending.OK, 0, "");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
