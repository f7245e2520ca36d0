package org.swisschess.cli;

import java.util.Locale;

/**
 * What one tournament of a cross-check gave, one line of the results file.
 *
 * @param direction {@link #OURS_GENERATE} or {@link #THEIRS_GENERATE}
 * @param index the tournament's number in the run, from 0
 * @param seed the tournament's seed
 * @param players players in the tournament
 * @param rounds rounds compared
 * @param outcome what the tournament showed
 * @param roundsDifferent rounds paired differently
 * @param ourMicros time our side took: generation, writing and comparing, or reading and checking
 * @param detail for a discrepancy or a failure, what it was; else empty
 */
record CrosscheckRow(
    String direction,
    int index,
    long seed,
    int players,
    int rounds,
    Outcome outcome,
    int roundsDifferent,
    long ourMicros,
    String detail) {

  /** (a) ours generates, theirs pairs every round. */
  static final String OURS_GENERATE = "ours-generate";

  /** (b) theirs generates, ours checks every round. */
  static final String THEIRS_GENERATE = "theirs-generate";

  /** What a tournament showed. */
  enum Outcome {
    /** Every round paired alike. */
    AGREE,
    /** Some round paired differently: a discrepancy as FIDE counts them (one per tournament). */
    DISCREPANCY,
    /** The other engine ran out of time. */
    ENGINE_TIMEOUT,
    /** The other engine exited with an error, or wrote what cannot be read. */
    ENGINE_FAILURE;

    String code() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static Outcome ofCode(String code) {
      return valueOf(code.toUpperCase(Locale.ROOT).replace('-', '_'));
    }
  }

  /** Returns the line of the results file: tab-separated. */
  String toLine() {
    return String.join(
        "\t",
        direction,
        Integer.toString(index),
        Long.toString(seed),
        Integer.toString(players),
        Integer.toString(rounds),
        outcome.code(),
        Integer.toString(roundsDifferent),
        Long.toString(ourMicros),
        detail.replaceAll("[\t\r\n]+", " "));
  }

  /**
   * Reads a line of the results file.
   *
   * @throws IllegalArgumentException if it is not one
   */
  static CrosscheckRow parse(String line) {
    String[] f = line.split("\t", -1);
    if (f.length != 9 || !(f[0].equals(OURS_GENERATE) || f[0].equals(THEIRS_GENERATE))) {
      throw new IllegalArgumentException("not a result line: '" + line + "'");
    }
    return new CrosscheckRow(
        f[0],
        Integer.parseInt(f[1]),
        Long.parseLong(f[2]),
        Integer.parseInt(f[3]),
        Integer.parseInt(f[4]),
        Outcome.ofCode(f[5]),
        Integer.parseInt(f[6]),
        Long.parseLong(f[7]),
        f[8]);
  }
}
