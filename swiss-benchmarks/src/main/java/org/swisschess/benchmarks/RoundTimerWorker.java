package org.swisschess.benchmarks;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.sim.GeneratorConfig;

/**
 * Times the chosen rounds of one field size, in a JVM of its own that {@link RoundTimer} starts and
 * can end when the size is over its time budget: a Java thread inside a pairing cannot be stopped,
 * a process can, and the next size then does not share the cores or the heap with it.
 *
 * <p>Prints one line per chosen round as soon as it is timed (see {@link
 * RoundMeasurement#toLine()}), or {@code failed<TAB>round<TAB>message}.
 */
public final class RoundTimerWorker {

  private RoundTimerWorker() {}

  /**
   * Runs the worker; the options are those of {@link RoundTimer} with a single field size.
   *
   * @param args not null
   */
  public static void main(String[] args) {
    try {
      TimerOptions options = TimerOptions.parse(args);
      if (options.players().size() != 1) {
        throw new IllegalArgumentException(
            "a worker times one field size, was given " + options.players());
      }
      run(options, options.players().get(0), System.out);
    } catch (IllegalArgumentException e) {
      System.err.println(e.getMessage());
      System.exit(2);
    } catch (RuntimeException e) {
      e.printStackTrace();
      System.exit(70);
    }
  }

  /**
   * Generates the tournament and times its chosen rounds.
   *
   * @param options not null
   * @param players the field size
   * @param out where the lines go, not null
   */
  static void run(TimerOptions options, int players, PrintStream out) {
    PairingSystem system = PairingSystems.require(options.system());
    if (system.competitors() == PairingSystem.Competitors.TEAMS) {
      runTeams(system, options, players, out);
      return;
    }
    GeneratorConfig config = GeneratorConfig.of(players, options.planned());
    RoundRequests.play(
        system,
        config,
        options.seed(),
        options.rounds(),
        (s, request) -> {
          try {
            Timed timed = time(s, request, options.warmup(), options.repeat(), players);
            out.println(timed.measurement().toLine());
            out.flush();
            return Optional.of(timed.pairing());
          } catch (NoValidPairingException e) {
            out.println(
                "failed\t" + request.round() + "\tno valid pairing: " + oneLine(e.getMessage()));
            out.flush();
            throw e;
          } catch (RuntimeException e) {
            out.println("failed\t" + request.round() + "\t" + oneLine(e.toString()));
            out.flush();
            throw e;
          } catch (OutOfMemoryError e) {
            // Said in the table rather than as a bare exit code: the heap target is part of the
            // question.
            out.println(
                "failed\t"
                    + request.round()
                    + "\tOutOfMemoryError with max heap "
                    + Runtime.getRuntime().maxMemory() / (1024 * 1024)
                    + " MiB");
            out.flush();
            throw e;
          }
        });
  }

  /** A team system: the event of {@link TeamRoundRequests}, each chosen round timed alike. */
  private static void runTeams(
      PairingSystem system, TimerOptions options, int teams, PrintStream out) {
    TeamRoundRequests.play(
        system,
        TeamRoundRequests.start(teams, options.planned(), options.teamType()),
        options.seed(),
        options.rounds(),
        (s, request) -> {
          try {
            Timed timed =
                time(
                    () -> s.pairTeams(request),
                    request.round(),
                    options.warmup(),
                    options.repeat(),
                    teams);
            out.println(timed.measurement().toLine());
            out.flush();
            return Optional.of(timed.pairing());
          } catch (RuntimeException e) {
            out.println("failed\t" + request.round() + "\t" + oneLine(e.toString()));
            out.flush();
            throw e;
          } catch (OutOfMemoryError e) {
            out.println(
                "failed\t"
                    + request.round()
                    + "\tOutOfMemoryError with max heap "
                    + Runtime.getRuntime().maxMemory() / (1024 * 1024)
                    + " MiB");
            out.flush();
            throw e;
          }
        });
  }

  private record Timed(RoundMeasurement measurement, Pairing pairing) {}

  /** Warm-up pairings, then the timed ones; the heap peak covers the timed ones only. */
  private static Timed time(
      PairingSystem system, PairingRequest request, int warmup, int repeat, int players) {
    return time(() -> system.pair(request), request.round(), warmup, repeat, players);
  }

  private static Timed time(
      java.util.function.Supplier<Pairing> pairing,
      int round,
      int warmup,
      int repeat,
      int players) {
    for (int i = 0; i < warmup; i++) {
      Pairing unused = pairing.get();
    }
    HeapProbe.reset();
    long allocatedBefore = HeapProbe.allocatedBytes();
    List<Long> nanos = new ArrayList<>();
    List<Long> cpuNanos = new ArrayList<>();
    Pairing last = null;
    for (int i = 0; i < repeat; i++) {
      long cpuStart = HeapProbe.threadCpuNanos();
      long start = System.nanoTime();
      last = pairing.get();
      nanos.add(System.nanoTime() - start);
      long cpuEnd = HeapProbe.threadCpuNanos();
      if (cpuStart >= 0 && cpuEnd >= 0) {
        cpuNanos.add(cpuEnd - cpuStart);
      }
    }
    if (cpuNanos.size() != nanos.size()) {
      cpuNanos.clear();
    }
    long allocatedAfter = HeapProbe.allocatedBytes();
    long peak = HeapProbe.peakBytes();
    long allocated =
        allocatedBefore < 0 || allocatedAfter < 0
            ? -1
            : (allocatedAfter - allocatedBefore) / repeat;
    return new Timed(
        new RoundMeasurement(players, round, nanos, cpuNanos, peak, allocated),
        Objects.requireNonNull(last, "at least one timed pairing")); // repeat is at least 1
  }

  private static String oneLine(@Nullable String s) {
    return String.valueOf(s).replaceAll("\\s+", " ");
  }
}
