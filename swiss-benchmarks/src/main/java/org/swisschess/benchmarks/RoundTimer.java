package org.swisschess.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;

/**
 * Prints, for each field size, the time to pair chosen rounds of a generated tournament with one
 * system: median and maximum over repeated pairings of the same request, and the heap.
 *
 * <p>Each size runs in its own JVM ({@link RoundTimerWorker}) with this JVM's options (so {@code
 * -Xmx2g} given here holds there) and the same class path, and is ended when it exceeds its
 * wall-time budget; the rounds it had not reported then show as not measured. Generating the
 * history before a round is part of the budget but not of the times. Example:
 *
 * <pre>
 * java -Xmx2g -cp swiss-benchmarks/target/benchmarks.jar org.swisschess.benchmarks.RoundTimer \
 *     --system dutch-2017 --players 200,500,1000 --rounds 1,5,9
 * </pre>
 */
public final class RoundTimer {

  private static final String END = "\u0000end";

  private RoundTimer() {}

  /**
   * Runs the timer; {@code --help} or a bad option prints the usage.
   *
   * @param args see {@link TimerOptions#USAGE}
   */
  public static void main(String[] args) {
    if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
      System.out.println(TimerOptions.USAGE);
      return;
    }
    TimerOptions options;
    PairingSystem system;
    try {
      options = TimerOptions.parse(args);
      system = PairingSystems.require(options.system());
    } catch (IllegalArgumentException e) {
      System.err.println(e.getMessage());
      System.err.println(TimerOptions.USAGE);
      System.exit(2);
      return;
    }
    System.out.println(describe(system, options));
    System.out.println();
    System.out.println(RoundMeasurement.header());
    List<String> walls = new ArrayList<>();
    for (int size : options.players()) {
      long start = System.nanoTime();
      timeSize(options, size, System.out::println);
      walls.add(
          String.format(Locale.ROOT, "%d players %.0f s", size, (System.nanoTime() - start) / 1e9));
    }
    System.out.println();
    System.out.println(
        "Wall time per size, history generation included: " + String.join(", ", walls));
  }

  private static String describe(PairingSystem system, TimerOptions o) {
    return String.format(
        Locale.ROOT,
        "%s %s (%s); Java %s, max heap %d MiB, %d cores; tournaments of %d rounds, seed %d; "
            + "%d timed pairings per round after %d untimed; budget %d s per size",
        system.id(),
        system.version(),
        system.name(),
        System.getProperty("java.version"),
        Runtime.getRuntime().maxMemory() / (1024 * 1024),
        Runtime.getRuntime().availableProcessors(),
        o.planned(),
        o.seed(),
        o.repeat(),
        o.warmup(),
        o.budgetSeconds());
  }

  /**
   * Times one field size in a worker JVM and gives its table rows, one per chosen round in
   * increasing order, each as soon as it is known.
   *
   * @param options not null
   * @param size the field size
   * @param sink receives the rows, not null
   */
  static void timeSize(TimerOptions options, int size, Consumer<String> sink) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(RoundTimerWorker.class.getName());
    command.addAll(options.toArgs(size));
    Process worker;
    try {
      worker = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start the worker JVM", e);
    }
    // If this JVM is stopped, the worker must not go on using the cores.
    Thread killer = new Thread(worker::destroyForcibly);
    Runtime.getRuntime().addShutdownHook(killer);
    try {
      collect(options, size, worker, sink);
    } finally {
      worker.destroyForcibly();
      Runtime.getRuntime().removeShutdownHook(killer);
    }
  }

  private static void collect(
      TimerOptions options, int size, Process worker, Consumer<String> sink) {
    BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader in =
                  new BufferedReader(
                      new InputStreamReader(worker.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                  lines.add(line);
                }
              } catch (IOException e) {
                // the worker was ended: what it printed before is in the queue
              } finally {
                lines.add(END);
              }
            },
            "worker-" + size);
    reader.setDaemon(true);
    reader.start();

    Rows rows = new Rows(options, size, sink);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(options.budgetSeconds());
    boolean overBudget = false;
    try {
      while (true) {
        String line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        if (line == null) {
          overBudget = true;
          worker.destroyForcibly();
          // what the worker printed before it was ended still counts
          for (line = lines.poll(10, TimeUnit.SECONDS);
              line != null && !line.equals(END);
              line = lines.poll(10, TimeUnit.SECONDS)) {
            rows.read(line);
          }
          break;
        }
        if (line.equals(END)) {
          break;
        }
        rows.read(line);
      }
      worker.waitFor(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    String missing;
    if (overBudget) {
      missing = "not measured (over budget: " + options.budgetSeconds() + " s per size)";
    } else if (worker.isAlive() || worker.exitValue() != 0) {
      missing =
          "not measured (worker failed"
              + (worker.isAlive() ? ")" : ", exit " + worker.exitValue() + ")");
    } else {
      missing = "not reached (an earlier round had no valid pairing)";
    }
    rows.finish(missing);
  }

  /** The rows of one size, given out in round order as the worker reports its rounds. */
  private static final class Rows {
    private final TimerOptions options;
    private final int size;
    private final Consumer<String> sink;
    private final Map<Integer, String> pending = new TreeMap<>();
    private int given;

    Rows(TimerOptions options, int size, Consumer<String> sink) {
      this.options = options;
      this.size = size;
      this.sink = sink;
    }

    void read(String line) {
      if (line.startsWith("measured\t")) {
        RoundMeasurement m = RoundMeasurement.fromLine(line);
        pending.put(m.round(), m.row());
      } else if (line.startsWith("failed\t")) {
        String[] f = line.split("\t", 3);
        int round = Integer.parseInt(f[1]);
        pending.put(
            round,
            RoundMeasurement.unmeasuredRow(size, round, "failed: " + (f.length > 2 ? f[2] : "")));
      }
      flush();
    }

    private void flush() {
      for (int round : options.rounds()) {
        if (round <= given) {
          continue;
        }
        String row = pending.get(round);
        if (row == null) {
          return;
        }
        sink.accept(row);
        given = round;
      }
    }

    void finish(String missing) {
      for (int round : options.rounds()) {
        if (round > given) {
          sink.accept(
              pending.getOrDefault(round, RoundMeasurement.unmeasuredRow(size, round, missing)));
          given = round;
        }
      }
    }
  }
}
