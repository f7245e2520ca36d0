package org.swisschess.benchmarks;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The timings of one round of one field size, as a worker reports them to {@link RoundTimer}.
 *
 * @param players the field size
 * @param round the round paired
 * @param nanos the time of each timed pairing, in order
 * @param cpuNanos the CPU time of the pairing thread in each timed pairing, in order, or empty if
 *     the JVM does not measure it: on a machine shared with other work the steadier figure, since
 *     it leaves out the time the thread waits for a core
 * @param peakHeapBytes see {@link HeapProbe}
 * @param allocatedBytes bytes the pairing thread allocated per pairing (mean), or -1 if unknown
 */
record RoundMeasurement(
    int players,
    int round,
    List<Long> nanos,
    List<Long> cpuNanos,
    long peakHeapBytes,
    long allocatedBytes) {

  private static final double MIB = 1024.0 * 1024.0;

  RoundMeasurement {
    if (nanos.isEmpty()) {
      throw new IllegalArgumentException("no timed pairing");
    }
    nanos = List.copyOf(nanos);
    cpuNanos = List.copyOf(cpuNanos);
    if (!cpuNanos.isEmpty() && cpuNanos.size() != nanos.size()) {
      throw new IllegalArgumentException("a CPU time for each timed pairing, or none");
    }
  }

  /** A measurement without CPU times. */
  RoundMeasurement(
      int players, int round, List<Long> nanos, long peakHeapBytes, long allocatedBytes) {
    this(players, round, nanos, List.of(), peakHeapBytes, allocatedBytes);
  }

  /**
   * Returns the median time: the middle one, or the mean of the two middle ones.
   *
   * @return milliseconds
   */
  double medianMillis() {
    return median(nanos);
  }

  /**
   * Returns the median CPU time of the pairing thread.
   *
   * @return milliseconds, or NaN without CPU times
   */
  double medianCpuMillis() {
    return cpuNanos.isEmpty() ? Double.NaN : median(cpuNanos);
  }

  private static double median(List<Long> values) {
    List<Long> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    double median =
        n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
    return median / 1e6;
  }

  /**
   * Returns the slowest time.
   *
   * @return milliseconds
   */
  double maxMillis() {
    return Collections.max(nanos) / 1e6;
  }

  /**
   * Returns the row of the table.
   *
   * @return a Markdown table row
   */
  String row() {
    return String.format(
        Locale.ROOT,
        "| %7d | %5d | %4d | %10.1f | %10.1f | %10s | %13.0f | %9s | |",
        players,
        round,
        nanos.size(),
        medianMillis(),
        maxMillis(),
        cpuNanos.isEmpty() ? "?" : String.format(Locale.ROOT, "%.1f", medianCpuMillis()),
        peakHeapBytes / MIB,
        allocatedBytes < 0 ? "?" : String.format(Locale.ROOT, "%.1f", allocatedBytes / MIB));
  }

  /**
   * Returns the line a worker prints: tab-separated, {@code measured} first.
   *
   * @return one line
   */
  String toLine() {
    StringBuilder b =
        new StringBuilder("measured\t")
            .append(players)
            .append('\t')
            .append(round)
            .append('\t')
            .append(peakHeapBytes)
            .append('\t')
            .append(allocatedBytes);
    for (int i = 0; i < nanos.size(); i++) {
      b.append('\t').append(nanos.get(i));
      if (!cpuNanos.isEmpty()) {
        b.append('/').append(cpuNanos.get(i)); // wall/cpu
      }
    }
    return b.toString();
  }

  /**
   * Reads what {@link #toLine()} wrote.
   *
   * @param line not null
   * @return never null
   * @throws IllegalArgumentException if the line is not a measurement
   */
  static RoundMeasurement fromLine(String line) {
    String[] f = line.split("\t", -1);
    if (f.length < 6 || !f[0].equals("measured")) {
      throw new IllegalArgumentException("not a measurement: " + line);
    }
    List<Long> nanos = new ArrayList<>();
    List<Long> cpuNanos = new ArrayList<>();
    for (int i = 5; i < f.length; i++) {
      String[] wallCpu = f[i].split("/", -1);
      nanos.add(Long.parseLong(wallCpu[0]));
      if (wallCpu.length > 1) {
        cpuNanos.add(Long.parseLong(wallCpu[1]));
      }
    }
    return new RoundMeasurement(
        Integer.parseInt(f[1]),
        Integer.parseInt(f[2]),
        nanos,
        cpuNanos,
        Long.parseLong(f[3]),
        Long.parseLong(f[4]));
  }

  /**
   * Returns the row of a round that has no measurement.
   *
   * @param players the field size
   * @param round the round
   * @param why the note, not null
   * @return a Markdown table row
   */
  static String unmeasuredRow(int players, int round, String why) {
    return String.format(
        Locale.ROOT,
        "| %7d | %5d | %4s | %10s | %10s | %10s | %13s | %9s | %s |",
        players,
        round,
        "-",
        "-",
        "-",
        "-",
        "-",
        "-",
        why);
  }

  /**
   * Returns the table header.
   *
   * @return two lines
   */
  static String header() {
    return "| players | round | runs |  median ms |     max ms |     cpu ms | peak heap MiB |"
        + " alloc MiB | note |"
        + System.lineSeparator()
        + "| ------: | ----: | ---: | ---------: | ---------: | ---------: | ------------: |"
        + " --------: | ---- |";
  }
}
