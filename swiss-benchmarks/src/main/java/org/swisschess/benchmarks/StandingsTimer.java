package org.swisschess.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import org.swisschess.api.Tournament;
import org.swisschess.tiebreak.Standings;
import org.swisschess.tiebreak.TieBreakList;

/**
 * Prints the time to compute the standings of a generated tournament with a list of tie-breaks:
 * median and maximum over repeated computations, after untimed warm-up runs, in wall time and in
 * CPU time of the computing thread (the standings use one thread; on a shared machine the CPU time
 * is the steadier figure). The field is built once, untimed (see {@link StandingsFields}). Example:
 *
 * <pre>
 * java -Xmx2g -cp swiss-benchmarks/target/benchmarks.jar org.swisschess.benchmarks.StandingsTimer \
 *     --players 10000 --rounds 11 --repeat 10
 * </pre>
 */
public final class StandingsTimer {

  private static final String USAGE =
      "usage: StandingsTimer [--players N] [--rounds R] [--seed S] [--warmup W] [--repeat K]"
          + " [--tiebreaks LIST]";

  private StandingsTimer() {}

  /**
   * Runs the timer.
   *
   * @param args see the usage line
   */
  public static void main(String[] args) {
    int players = 10_000;
    int rounds = 11;
    long seed = 1;
    int warmup = 5;
    int repeat = 10;
    String list = StandingsFields.TIE_BREAKS;
    try {
      for (int i = 0; i < args.length; i += 2) {
        String value = args[i + 1];
        switch (args[i]) {
          case "--players" -> players = Integer.parseInt(value);
          case "--rounds" -> rounds = Integer.parseInt(value);
          case "--seed" -> seed = Long.parseLong(value);
          case "--warmup" -> warmup = Integer.parseInt(value);
          case "--repeat" -> repeat = Integer.parseInt(value);
          case "--tiebreaks" -> list = value;
          default -> throw new IllegalArgumentException("unknown option " + args[i]);
        }
      }
    } catch (RuntimeException e) {
      System.err.println(e.getMessage());
      System.err.println(USAGE);
      System.exit(2);
      return;
    }
    TieBreakList tieBreaks = TieBreakList.parse(list);
    long built = System.nanoTime();
    Tournament t = StandingsFields.field(players, rounds, seed);
    double buildSeconds = (System.nanoTime() - built) / 1e9;
    for (int i = 0; i < warmup; i++) {
      Standings.of(t, tieBreaks);
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    double[] ms = new double[repeat];
    double[] cpu = new double[repeat];
    int lines = 0;
    for (int i = 0; i < repeat; i++) {
      long cpuStart = threads.getCurrentThreadCpuTime();
      long start = System.nanoTime();
      lines = Standings.of(t, tieBreaks).lines().size();
      ms[i] = (System.nanoTime() - start) / 1e6;
      cpu[i] = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
    }
    Arrays.sort(ms);
    Arrays.sort(cpu);
    System.out.printf(
        Locale.ROOT,
        "%d players, %d rounds, %d tie-breaks (%s), seed %d: field built in %.1f s%n",
        players,
        t.completedRounds(),
        tieBreaks.size() - 1,
        tieBreaks,
        seed,
        buildSeconds);
    System.out.printf(
        Locale.ROOT,
        "standings of %d lines: %d runs after %d warm-up: wall median %.1f ms, max %.1f ms;"
            + " CPU of this thread median %.1f ms, max %.1f ms%n",
        lines,
        repeat,
        warmup,
        ms[repeat / 2],
        ms[repeat - 1],
        cpu[repeat / 2],
        cpu[repeat - 1]);
  }
}
